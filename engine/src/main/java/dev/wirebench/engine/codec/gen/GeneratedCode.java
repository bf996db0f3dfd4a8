package dev.wirebench.engine.codec.gen;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.MalformedURLException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Turns a {@link GenerationRecipe} into a {@link GeneratedBinding}: from the user's cache when an
 * intact entry is there, else by running the schema compiler, compiling its output and Wirebench's
 * binding with {@code javax.tools}, and publishing the classes to the cache. The first use of a
 * schema takes seconds (protoc, javac); every later one — the forks of a run, the next run — loads
 * the cached classes. Classes are loaded once per process and entry.
 *
 * <p>Progress lines ("generating ... (first use)", "generated in 2.4 s") go to the listeners of
 * {@link #onProgress}, for the CLI and the GUI to show while a plan is prepared.
 */
public final class GeneratedCode {
  private static final Map<Path, Class<? extends GeneratedBinding>> LOADED =
      new ConcurrentHashMap<>();
  private static final List<Consumer<String>> LISTENERS = new CopyOnWriteArrayList<>();

  /** Recipes that failed in this process: asked again (the next message), they fail at once. */
  private static final Map<Path, GenerationException> FAILED = new ConcurrentHashMap<>();

  private GeneratedCode() {}

  /** Shows progress lines to {@code listener} until the returned handle is closed. */
  public static AutoCloseable onProgress(Consumer<String> listener) {
    LISTENERS.add(listener);
    return () -> LISTENERS.remove(listener);
  }

  /**
   * A new binding of {@code recipe}'s code, generating and caching it on first use.
   *
   * @throws GenerationException if the generator is missing, rejects the schema, or its code does
   *     not compile
   */
  public static GeneratedBinding load(GenerationRecipe recipe) {
    return load(recipe, GeneratedCache.user());
  }

  /**
   * Schema compiler {@code name} (protoc) for this platform, extracted into the user's cache.
   *
   * @throws GenerationException (unavailable) if this build carries none for this platform
   */
  public static BundledTool tool(String name) {
    return BundledTool.locate(name, GeneratedCache.user().root());
  }

  static GeneratedBinding load(GenerationRecipe recipe, GeneratedCache cache) {
    String key = recipe.key() + "\njava " + Runtime.version().feature();
    Path entry = cache.entry(recipe.codecId(), key);
    Class<? extends GeneratedBinding> type;
    synchronized (GeneratedCode.class) {
      GenerationException failedBefore = FAILED.get(entry);
      if (failedBefore != null) {
        throw failedBefore;
      }
      String binding = cache.verified(entry);
      if (binding == null) {
        try {
          build(recipe, cache, entry);
        } catch (GenerationException e) {
          FAILED.put(entry, e);
          throw e;
        }
        binding = cache.verified(entry);
        if (binding == null) {
          throw new GenerationException(
              GenerationException.Kind.COMPILE_FAILED,
              "the generated code for " + recipe.codecId() + " vanished from " + entry);
        }
      }
      type = LOADED.get(entry);
      if (type == null) {
        type = define(entry, binding, recipe.codecId());
        LOADED.put(entry, type);
      }
    }
    try {
      return type.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException | RuntimeException e) {
      Throwable cause = e instanceof InvocationTargetException ite ? ite.getCause() : e;
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED,
          "the binding generated for " + recipe.codecId() + " does not start: " + cause,
          cause);
    }
  }

  private static void build(GenerationRecipe recipe, GeneratedCache cache, Path entry) {
    tell(recipe.codecId() + ": generating code from " + recipe.describe() + " (first use)");
    long start = System.nanoTime();
    Path scratch;
    try {
      scratch = cache.scratch(recipe.codecId());
    } catch (IOException e) {
      throw new GenerationException(
          GenerationException.Kind.UNAVAILABLE,
          "cannot write the generated-code cache " + cache.root() + ": " + e.getMessage(),
          e);
    }
    try {
      Path sources = scratch.resolve("generated-src");
      Path classes = scratch.resolve("classes");
      Path work = scratch.resolve("work");
      Files.createDirectories(sources);
      Files.createDirectories(classes);
      Files.createDirectories(work);
      recipe.generate(sources, work);
      GeneratedCache.deleteTree(work);
      List<Class<?>> anchors = new ArrayList<>(recipe.compileAgainst());
      anchors.add(GeneratedBinding.class);
      List<Path> classPath = JavaCompilation.classPathOf(anchors);
      JavaCompilation.compile(sources, classPath, classes, recipe.codecId());
      Path bindingSources = scratch.resolve("binding-src");
      GenerationRecipe.JavaSource binding = bindingSource(recipe, classes);
      Path file = bindingSources.resolve(binding.path());
      Files.createDirectories(file.getParent());
      Files.writeString(file, binding.text());
      List<Path> withGenerated = new ArrayList<>(classPath);
      withGenerated.add(classes);
      JavaCompilation.compile(bindingSources, withGenerated, classes, recipe.codecId());
      cache.publish(scratch, entry, binding.className());
    } catch (IOException e) {
      GeneratedCache.deleteTree(scratch);
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED,
          "cannot write the generated code to " + cache.root() + ": " + e.getMessage(),
          e);
    } catch (RuntimeException | Error e) {
      GeneratedCache.deleteTree(scratch);
      throw e;
    }
    tell(
        String.format(
            java.util.Locale.ROOT,
            "%s: generated and compiled in %.1f s, cached in %s",
            recipe.codecId(),
            (System.nanoTime() - start) / 1e9,
            entry));
  }

  private static GenerationRecipe.JavaSource bindingSource(GenerationRecipe recipe, Path classes)
      throws IOException {
    try (URLClassLoader generated = new GeneratedClassLoader(classes.toUri().toURL(), loader())) {
      List<String> names = new ArrayList<>();
      for (Path file : GeneratedCache.files(classes)) {
        String relative = classes.relativize(file).toString().replace('\\', '/');
        if (relative.endsWith(".class")) {
          names.add(relative.substring(0, relative.length() - ".class".length()).replace('/', '.'));
        }
      }
      return recipe.binding(generated, names);
    }
  }

  private static Class<? extends GeneratedBinding> define(
      Path entry, String binding, String codecId) {
    try {
      URLClassLoader loader =
          new GeneratedClassLoader(entry.resolve("classes").toUri().toURL(), loader());
      return Class.forName(binding, true, loader).asSubclass(GeneratedBinding.class);
    } catch (MalformedURLException | ClassNotFoundException | LinkageError | ClassCastException e) {
      throw new GenerationException(
          GenerationException.Kind.COMPILE_FAILED,
          "cannot load the code generated for " + codecId + " from " + entry + ": " + e,
          e);
    }
  }

  private static ClassLoader loader() {
    return GeneratedCode.class.getClassLoader();
  }

  private static void tell(String line) {
    for (Consumer<String> listener : LISTENERS) {
      listener.accept(line);
    }
  }
}
