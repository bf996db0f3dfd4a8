package dev.wirebench.engine.throughput.served;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The stream server processes this JVM started, found by their full {@code /proc} command line:
 * {@code ProcessHandle.Info.commandLine()} cuts a long class path short, before the main class, so
 * a check on it alone never finds a server and cannot fail.
 */
public final class ServerProcesses {
  private ServerProcesses() {}

  /** The running stream servers descended from this JVM. */
  public static List<ProcessHandle> running() {
    return ProcessHandle.current().descendants().filter(ServerProcesses::isServer).toList();
  }

  private static boolean isServer(ProcessHandle process) {
    try {
      byte[] cmdline =
          Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline"));
      return new String(cmdline, StandardCharsets.UTF_8).contains("StreamServerMain");
    } catch (IOException gone) {
      return process.info().commandLine().orElse("").contains("StreamServerMain");
    }
  }
}
