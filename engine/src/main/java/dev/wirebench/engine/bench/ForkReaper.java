package dev.wirebench.engine.bench;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Finds and ends the JVMs JMH forked from this process. Interrupting JMH's runner leaves its fork
 * running (it exits on its own a second or more later), so a cancelled run kills them here: JMH
 * forks are this process's descendants whose command line runs a class of {@code
 * org.openjdk.jmh.runner} ({@code ForkedMain}, {@code VersionMain}). Only one run measures at a
 * time per machine, so every such descendant belongs to the current run.
 */
final class ForkReaper {
  private static final String JMH_MAIN_PACKAGE = "org.openjdk.jmh.runner.";

  private ForkReaper() {}

  /** The live JMH forks of this process. */
  static List<ProcessHandle> jmhForks() {
    return ProcessHandle.current().descendants().filter(ForkReaper::isJmhFork).toList();
  }

  static boolean isJmhFork(ProcessHandle process) {
    return process.isAlive()
        && process.info().commandLine().map(c -> c.contains(JMH_MAIN_PACKAGE)).orElse(false);
  }

  /** Asks every JMH fork to stop now. */
  static void signal() {
    for (ProcessHandle fork : jmhForks()) {
      fork.descendants().forEach(ProcessHandle::destroyForcibly);
      fork.destroyForcibly();
    }
  }

  /** Kills every JMH fork and waits up to {@code grace} for them to be gone. */
  static void killAndWait(Duration grace) {
    List<ProcessHandle> forks = jmhForks();
    for (ProcessHandle fork : forks) {
      fork.descendants().forEach(ProcessHandle::destroyForcibly);
      fork.destroyForcibly();
    }
    CompletableFuture<?>[] exits =
        forks.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new);
    try {
      CompletableFuture.allOf(exits).get(grace.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      // A fork that will not die within the grace period is beyond what we can do from here.
    }
  }
}
