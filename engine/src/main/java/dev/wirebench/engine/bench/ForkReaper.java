package dev.wirebench.engine.bench;

import dev.wirebench.engine.run.JmhForks;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
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
  /** Every fork this reaper killed: a killed fork is a zombie (no command line) until reaped. */
  private final Set<ProcessHandle> killed = ConcurrentHashMap.newKeySet();

  /** The live JMH forks of this process. */
  static List<ProcessHandle> jmhForks() {
    return ProcessHandle.current().descendants().filter(JmhForks::isJmhFork).toList();
  }

  /** Kills every JMH fork now, without waiting. */
  void signal() {
    for (ProcessHandle fork : jmhForks()) {
      killed.add(fork);
      fork.descendants().forEach(ProcessHandle::destroyForcibly);
      fork.destroyForcibly();
    }
  }

  /** Kills every JMH fork and waits up to {@code grace} for all killed ones to be gone. */
  void killAndWait(Duration grace) {
    signal();
    CompletableFuture<?>[] exits =
        killed.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new);
    try {
      CompletableFuture.allOf(exits).get(grace.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException e) {
      // A fork that will not die within the grace period is beyond what we can do from here.
    }
  }
}
