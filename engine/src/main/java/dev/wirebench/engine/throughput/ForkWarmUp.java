package dev.wirebench.engine.throughput;

import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;

/**
 * A forked consumer's warm-up before it says ready: the same two decode passes over the first
 * warm-up messages that a thread consumer's JVM gets ({@code StreamMeasurement.warmUp}), then a
 * wait until the JIT compiler has compiled nothing for {@link #QUIET_MILLIS} (at most {@link
 * #MAX_WAIT_MILLIS}). Without the wait, C2 may still be compiling the read loop's callees on a
 * compiler thread while the point is measured, taking a core from the other consumers — which a
 * thread consumer in the long-running parent JVM never suffers, and which made processes scale
 * worse than threads.
 */
final class ForkWarmUp {
  static final int PASSES = 2;
  static final long QUIET_MILLIS = 100;
  static final long MAX_WAIT_MILLIS = 3000;

  private ForkWarmUp() {}

  static void run(StreamStore store, Path directory, StreamDecoding.Consumer loop, long messages)
      throws IOException {
    if (messages <= 0) {
      return;
    }
    CancelToken never = new CancelToken();
    for (int pass = 0; pass < PASSES; pass++) {
      try (StreamReader reader = store.openReader(directory)) {
        loop.read(0, reader, messages, never);
      }
    }
    awaitQuietCompiler();
  }

  /** Waits until the JIT's total compilation time stops growing (if the JVM reports it). */
  static void awaitQuietCompiler() {
    CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
    if (compiler == null || !compiler.isCompilationTimeMonitoringSupported()) {
      return;
    }
    long deadline = System.nanoTime() + MAX_WAIT_MILLIS * 1_000_000;
    long last = compiler.getTotalCompilationTime();
    while (System.nanoTime() < deadline) {
      try {
        Thread.sleep(QUIET_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      long now = compiler.getTotalCompilationTime();
      if (now == last) {
        return;
      }
      last = now;
    }
  }
}
