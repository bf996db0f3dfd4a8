package dev.wirebench.engine.bench;

import java.time.Duration;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Benchmark forks left by a run whose Wirebench was killed: JMH fork JVMs whose parent is no longer
 * a JVM (they were re-parented to init or a sub-reaper). The OS releases a dead run's measurement
 * lock at once, but its forks may still be measuring; the next run waits for them before it
 * measures. They watch their parent ({@link dev.wirebench.engine.bench.jmh.ParentWatch}) and halt
 * within a fraction of a second; one that does not (an older Wirebench's) is killed after a grace
 * period, since it spoils every measurement on the machine and has nobody to report to.
 */
final class OrphanForks {
  private static final Duration GRACE = Duration.ofSeconds(3);
  private static final long POLL_MILLIS = 100;

  private OrphanForks() {}

  /** The orphaned JMH forks on this machine now. */
  static List<ProcessHandle> find() {
    return ProcessHandle.allProcesses()
        .filter(p -> p.info().command().map(c -> c.contains("java")).orElse(false))
        .filter(ForkReaper::isJmhFork)
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
   * Waits until no orphaned fork is left: up to the grace period for them to halt by themselves,
   * then kills what remains.
   *
   * @param waiting told once, naming the forks, if there are any
   */
  static void awaitGone(Consumer<String> waiting) {
    List<ProcessHandle> orphans = find();
    if (orphans.isEmpty()) {
      return;
    }
    waiting.accept(
        "waiting for "
            + orphans.size()
            + " benchmark fork(s) of a killed run to exit (pid "
            + orphans.stream().map(p -> Long.toString(p.pid())).collect(Collectors.joining(", "))
            + ")…");
    long deadline = System.nanoTime() + GRACE.toNanos();
    while (orphans.stream().anyMatch(ProcessHandle::isAlive) && System.nanoTime() < deadline) {
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
    for (ProcessHandle orphan : orphans) {
      if (orphan.isAlive()) {
        orphan.destroyForcibly();
      }
    }
  }
}
