package dev.wirebench.engine.throughput;

import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What a run has produced so far, and the one place it talks to the listener: results are recorded
 * and announced together, progress steps are counted, warnings are said once.
 */
final class RunState {
  private final ThroughputSettings settings;
  private final ThroughputRunner.Plan plan;
  private final ThroughputListener listener;
  private final Path runDirectory;
  private final CancelToken cancellation;
  private final int steps;
  private final int cores = Runtime.getRuntime().availableProcessors();
  private final List<ScanCeiling> ceilings = new ArrayList<>();
  private final List<ThroughputPoint> points = new ArrayList<>();
  private final List<String> warnings = new ArrayList<>();
  private final Set<List<Integer>> warnedConsumerCounts = new HashSet<>();
  private final List<String> lostPoints = new ArrayList<>();
  private int step;

  RunState(
      ThroughputSettings settings,
      ThroughputRunner.Plan plan,
      ThroughputListener listener,
      Path runDirectory,
      CancelToken cancellation) {
    this.settings = settings;
    this.plan = plan;
    this.listener = listener;
    this.runDirectory = runDirectory;
    this.cancellation = cancellation;
    this.steps = plan.steps(settings);
  }

  ThroughputSettings settings() {
    return settings;
  }

  ThroughputRunner.Plan plan() {
    return plan;
  }

  Path runDirectory() {
    return runDirectory;
  }

  CancelToken cancellation() {
    return cancellation;
  }

  /** Stops here if the run was cancelled or its thread interrupted. */
  void checkpoint() {
    if (Thread.currentThread().isInterrupted()) {
      cancellation.cancel();
    }
    CancelChecks.throwIfCancelled(cancellation);
  }

  /** Starts the next step and says so. */
  void beginStep(
      ThroughputProgress.Phase phase, String store, String codec, int consumers, int repetition) {
    checkpoint();
    step++;
    progress(phase, store, codec, consumers, repetition, 0);
  }

  /** Progress within the current step (messages written). */
  void progress(
      ThroughputProgress.Phase phase,
      String store,
      String codec,
      int consumers,
      int repetition,
      long done) {
    listener.progress(
        new ThroughputProgress(
            phase, store, codec, consumers, repetition, done, settings.messages(), step, steps));
  }

  void ceiling(ScanCeiling ceiling) {
    ceilings.add(ceiling);
    listener.ceiling(ceiling);
  }

  void point(ThroughputPoint point) {
    points.add(point);
    listener.point(point);
  }

  /** A point lost to consumers that died: said at once, and the run's failure at its end. */
  void lostPoint(String description) {
    lostPoints.add(description);
    warn(description);
  }

  /** The points lost to dead consumers, as {@link #lostPoint} described them. */
  List<String> lostPoints() {
    return List.copyOf(lostPoints);
  }

  void warn(String warning) {
    if (!warnings.contains(warning)) {
      warnings.add(warning);
      listener.warning(warning);
    }
  }

  /** Once per K above the core count. */
  void warnIfOversubscribed(int consumers) {
    warnIfOversubscribed(consumers, 0);
  }

  /**
   * As {@link #warnIfOversubscribed(int)}, with a served stream's server keeping {@code
   * serverThreads} more threads busy (its sending threads, at most its CPU limit; 0 if not served).
   */
  void warnIfOversubscribed(int consumers, int serverThreads) {
    int busy = consumers + serverThreads;
    if (busy > cores && warnedConsumerCounts.add(List.of(consumers, serverThreads))) {
      warn(
          serverThreads > 0
              ? String.format(
                  Locale.ROOT,
                  "K=%d served: %d consumers and the server's %d sending threads exceed the %d"
                      + " available cores: they share cores, so the rates fall",
                  consumers,
                  consumers,
                  serverThreads,
                  cores)
              : String.format(
                  Locale.ROOT,
                  "K=%d exceeds the %d available cores: consumers share cores, so the"
                      + " per-consumer rate falls and the combined rate stops growing",
                  consumers,
                  cores));
    }
  }

  /** A stream larger than half the memory may be read from disk rather than the page cache. */
  void warnAboutMemory() {
    try {
      warnIfLargerThanHalf(ManagementFactory.getOperatingSystemMXBean());
    } catch (LinkageError noModule) {
      // A runtime image without jdk.management: the memory size is unknown, so no warning.
    }
  }

  private void warnIfLargerThanHalf(java.lang.management.OperatingSystemMXBean bean) {
    if (bean instanceof com.sun.management.OperatingSystemMXBean os) {
      long memory = os.getTotalMemorySize();
      long stream = plan.estimatedBytes(settings);
      if (memory > 0 && stream > memory / 2) {
        warn(
            String.format(
                Locale.ROOT,
                "a stream of about %.1f GB is more than half of this machine's %.1f GB of memory:"
                    + " reads may come from disk rather than the page cache",
                stream / 1e9,
                memory / 1e9));
      }
    }
  }

  List<ScanCeiling> ceilings() {
    return List.copyOf(ceilings);
  }

  List<ThroughputPoint> points() {
    return List.copyOf(points);
  }

  List<String> warnings() {
    return List.copyOf(warnings);
  }
}
