package dev.wirebench.engine.codec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * The codecs on the class path, found through {@link ServiceLoader} ({@code
 * META-INF/services/dev.wirebench.engine.codec.Codec}), in the order that file lists them.
 *
 * <p>Thread-safe. Codecs themselves are not: {@link #create(String)} returns a fresh instance for
 * each caller.
 */
public final class CodecRegistry {
  private final Map<String, Entry> entries;

  private record Entry(CodecInfo info, Supplier<? extends Codec> factory, String family) {}

  private CodecRegistry(Map<String, Entry> entries) {
    this.entries = entries;
  }

  /**
   * Every codec registered with the service loader of this class's loader. The codecs' classes are
   * loaded and initialised on {@link FamilyParallel#threads()} threads (most of a start's codec
   * time is libraries' static initialisation).
   */
  public static CodecRegistry discover() {
    List<ServiceLoader.Provider<Codec>> providers =
        ServiceLoader.load(Codec.class, CodecRegistry.class.getClassLoader()).stream().toList();
    List<CodecInfo> infos =
        FamilyParallel.map(
            providers,
            provider -> provider.type().getPackageName(),
            provider -> provider.get().info(),
            FamilyParallel.threads(),
            null);
    Map<String, Entry> found = new LinkedHashMap<>();
    for (int i = 0; i < providers.size(); i++) {
      CodecInfo info = infos.get(i);
      ServiceLoader.Provider<Codec> provider = providers.get(i);
      Entry entry = new Entry(info, provider, provider.type().getPackageName());
      if (found.putIfAbsent(info.id(), entry) != null) {
        throw new IllegalStateException("two codecs claim the id " + info.id());
      }
    }
    return new CodecRegistry(found);
  }

  /**
   * {@link #discover()} started now on a daemon thread, for a process that will need every codec
   * and has other work first: the CLI's {@code inspect} parses its command line (picocli's classes
   * cannot be in the CDS archive) and reads its fixture meanwhile, about 0.2 s of the main thread.
   * The supplier waits for the registry, or throws what discovery threw; ask it once.
   */
  public static Supplier<CodecRegistry> discoverInBackground() {
    FutureTask<CodecRegistry> discovery = new FutureTask<>(CodecRegistry::discover);
    Thread thread = new Thread(discovery, "wirebench-discovery");
    thread.setDaemon(true);
    thread.start();
    return () -> {
      try {
        return discovery.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new CancellationException("interrupted while the codecs were loading");
      } catch (ExecutionException e) {
        if (e.getCause() instanceof RuntimeException runtime) {
          throw runtime;
        }
        if (e.getCause() instanceof Error error) {
          throw error;
        }
        throw new IllegalStateException(e.getCause());
      }
    };
  }

  /** A registry of exactly the given codecs (for tests and tools). */
  @SafeVarargs
  public static CodecRegistry of(Supplier<? extends Codec>... factories) {
    Map<String, Entry> found = new LinkedHashMap<>();
    for (Supplier<? extends Codec> factory : factories) {
      Codec codec = factory.get();
      CodecInfo info = codec.info();
      found.put(info.id(), new Entry(info, factory, codec.getClass().getPackageName()));
    }
    return new CodecRegistry(found);
  }

  public List<CodecInfo> infos() {
    List<CodecInfo> infos = new ArrayList<>();
    entries.values().forEach(entry -> infos.add(entry.info()));
    return infos;
  }

  public List<String> ids() {
    return List.copyOf(entries.keySet());
  }

  public Optional<CodecInfo> find(String id) {
    Entry entry = entries.get(id);
    return entry == null ? Optional.empty() : Optional.of(entry.info());
  }

  /**
   * The names and properties of codec {@code id}.
   *
   * @throws IllegalArgumentException naming the known ids if there is no such codec
   */
  public CodecInfo info(String id) {
    return entry(id).info();
  }

  /**
   * The family of codec {@code id} for {@link FamilyParallel}: its class's package, i.e. the
   * library it runs on ({@code chronicle-binary} and {@code chronicle-yaml} share one).
   *
   * @throws IllegalArgumentException naming the known ids if there is no such codec
   */
  public String family(String id) {
    return entry(id).family();
  }

  /**
   * A new instance of codec {@code id}.
   *
   * @throws IllegalArgumentException naming the known ids if there is no such codec
   */
  public Codec create(String id) {
    return entry(id).factory().get();
  }

  private Entry entry(String id) {
    Entry entry = entries.get(id);
    if (entry == null) {
      throw new IllegalArgumentException(
          "unknown codec '" + id + "'; known codecs: " + String.join(", ", entries.keySet()));
    }
    return entry;
  }
}
