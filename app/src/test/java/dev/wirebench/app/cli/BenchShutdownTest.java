package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.Main;
import dev.wirebench.engine.jvm.JvmFlags;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** SIGTERM to {@code wirebench bench} cancels the run: no forked JVM outlives it. */
class BenchShutdownTest {
  private static ProcessHandle awaitJmhFork(Process parent) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline) {
      for (ProcessHandle child : parent.descendants().toList()) {
        if (commandLine(child).contains("org.openjdk.jmh.runner.ForkedMain")) {
          return child;
        }
      }
      Thread.sleep(50);
    }
    throw new AssertionError("no JMH fork appeared within 60 s");
  }

  /** The full command line (ProcessHandle.Info cuts it at 4096 characters, before the class). */
  private static String commandLine(ProcessHandle process) {
    try {
      return new String(
          Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline")),
          StandardCharsets.UTF_8);
    } catch (IOException gone) {
      return process.info().commandLine().orElse("");
    }
  }

  @Test
  void sigtermLeavesNoForkedJvmBehind() throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(JvmFlags.forCurrentJdk());
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            Main.class.getName(),
            "bench",
            "--codecs",
            "json",
            "--fixtures",
            "minimal",
            "--ops",
            "encode",
            "--warmup",
            "1x60s",
            "--measure",
            "1x1s",
            "--prof",
            "none",
            "--no-store"));
    Process wirebench = new ProcessBuilder(command).redirectErrorStream(true).start();
    try (BufferedReader output =
        new BufferedReader(
            new InputStreamReader(wirebench.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      do {
        line = output.readLine();
      } while (line != null && !line.contains("starting fork"));
      assertThat(line).as("the run started its benchmark").isNotNull();
      ProcessHandle fork = awaitJmhFork(wirebench);

      wirebench.destroy(); // SIGTERM
      assertThat(wirebench.waitFor(60, TimeUnit.SECONDS)).isTrue();
      // Left alone, the fork would run out its 60 s warm-up iteration (seen after a SIGKILL of
      // the parent, which runs no shutdown hook); the hook's cancel kills it at once.
      fork.onExit().get(10, TimeUnit.SECONDS);
      assertThat(fork.isAlive()).isFalse();
    } finally {
      wirebench.descendants().forEach(ProcessHandle::destroyForcibly);
      wirebench.destroyForcibly();
    }
  }
}
