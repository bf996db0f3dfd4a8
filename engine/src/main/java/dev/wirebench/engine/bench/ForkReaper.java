package dev.wirebench.engine.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
  private static final String JMH_MAIN_PACKAGE = "org.openjdk.jmh.runner.";

  /** Every fork this reaper killed: a killed fork is a zombie (no command line) until reaped. */
  private final Set<ProcessHandle> killed = ConcurrentHashMap.newKeySet();

  /** The live JMH forks of this process. */
  static List<ProcessHandle> jmhForks() {
    return ProcessHandle.current().descendants().filter(ForkReaper::isJmhFork).toList();
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

  static boolean isJmhFork(ProcessHandle process) {
    return process.isAlive() && commandLine(process).contains(JMH_MAIN_PACKAGE);
  }

  /**
   * The whole command line. {@code ProcessHandle.Info} cuts it at 4096 characters on Linux, and a
   * fork's class path alone is often longer, hiding the main class at its end; {@code
   * /proc/PID/cmdline} has all of it.
   */
  static String commandLine(ProcessHandle process) {
    Path proc = Path.of("/proc", Long.toString(process.pid()), "cmdline");
    if (Files.isReadable(proc)) {
      try {
        return new String(Files.readAllBytes(proc), StandardCharsets.UTF_8).replace('\0', ' ');
      } catch (IOException gone) {
        return "";
      }
    }
    return process.info().commandLine().orElse("");
  }
}
