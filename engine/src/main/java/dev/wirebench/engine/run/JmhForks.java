package dev.wirebench.engine.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How a JMH fork is recognised: a JVM whose command line runs a class of {@code
 * org.openjdk.jmh.runner} ({@code ForkedMain}, {@code VersionMain}). Shared by the benchmark's fork
 * reaper (this process's forks) and the measurement lock (forks orphaned by a killed run).
 */
public final class JmhForks {
  private static final String JMH_MAIN_PACKAGE = "org.openjdk.jmh.runner.";

  private JmhForks() {}

  /** Whether {@code process} is a live JVM running a class of JMH's runner. */
  public static boolean isJmhFork(ProcessHandle process) {
    return process.isAlive() && commandLine(process).contains(JMH_MAIN_PACKAGE);
  }

  /**
   * The whole command line. {@code ProcessHandle.Info} cuts it at 4096 characters on Linux, and a
   * fork's class path alone is often longer, hiding the main class at its end; {@code
   * /proc/PID/cmdline} has all of it.
   */
  public static String commandLine(ProcessHandle process) {
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
