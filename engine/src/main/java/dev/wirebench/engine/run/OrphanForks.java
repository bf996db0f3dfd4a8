package dev.wirebench.engine.run;

import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Benchmark forks left by a run whose Wirebench was killed: JMH fork JVMs whose parent is no longer
 * a JVM (they were re-parented to init or a sub-reaper). The OS releases a dead run's measurement
 * lock at once, but its forks may still be measuring; the next run waits for them before it
 * measures. They watch their parent ({@link dev.wirebench.engine.bench.jmh.ParentWatch}) and halt
 * within a fraction of a second; the wait is bounded (one that does not halt — an older Wirebench's
 * — is waited for a few seconds, then the run goes on; killing processes this one cannot attribute
 * for sure is not its business).
 */
final class OrphanForks {
  private static final Duration GRACE = Duration.ofSeconds(5);
  private static final Duration QUIET = Duration.ofMillis(500);
  private static final long POLL_MILLIS = 100;

  private OrphanForks() {}

  /** The orphaned JMH forks on this machine now. */
  static List<ProcessHandle> find() {
    return ProcessHandle.allProcesses()
        .filter(p -> p.info().command().map(c -> c.contains("java")).orElse(false))
        .filter(JmhForks::isJmhFork)
        .filter(OrphanForks::parentIsNotAJvm)
        .toList();
  }

  private static boolean parentIsNotAJvm(ProcessHandle fork) {
    return fork.parent()
        .filter(ProcessHandle::isAlive)
        .map(parent -> !parent.info().command().map(c -> c.contains("java")).orElse(false))
        .orElse(true);
  }

  /**
   * Waits until no orphaned fork is left, at most the grace period. Nothing is killed: a fork that
   * outlives the grace period is reported and left alone (it may belong to something this process
   * cannot judge).
   *
   * @param waiting told once, naming the forks, if they are still there after a short moment
   */
  static void awaitGone(Consumer<String> waiting) {
    List<ProcessHandle> orphans = find();
    if (orphans.isEmpty()) {
      return;
    }
    long start = System.nanoTime();
    boolean told = false;
    while (orphans.stream().anyMatch(ProcessHandle::isAlive)
        && System.nanoTime() - start < GRACE.toNanos()) {
      if (!told && System.nanoTime() - start > QUIET.toNanos()) {
        waiting.accept(
            "waiting for "
                + orphans.stream().filter(ProcessHandle::isAlive).count()
                + " benchmark fork(s) of a killed run to exit (pid "
                + orphans.stream()
                    .filter(ProcessHandle::isAlive)
                    .map(p -> Long.toString(p.pid()))
                    .collect(Collectors.joining(", "))
                + ")…");
        told = true;
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
