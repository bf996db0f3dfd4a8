package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecRegistry;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * Codec discovery started on a background thread before the command line is parsed, for a process
 * whose command will need every codec ({@code inspect}). Parsing the command line (picocli's
 * classes cannot be in the CDS archive) and reading the fixture take the main thread about 0.2 s;
 * the codecs' classes load and initialise meanwhile on the other core.
 */
final class EarlyDiscovery {
  private EarlyDiscovery() {}

  /**
   * Starts {@link CodecRegistry#discover()} now and returns what waits for it. The supplier gives
   * the registry, or throws what discovery threw; it is meant to be asked once.
   */
  static Supplier<CodecRegistry> start() {
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
}
