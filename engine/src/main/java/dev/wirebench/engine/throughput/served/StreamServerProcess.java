package dev.wirebench.engine.throughput.served;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A running stream server JVM ({@link Transport#serve}) serving one stream: started with the
 * command its store gives (the running JVM's java, flags and class path), its stderr kept in a file
 * beside the stream and quoted when it fails to start; stopped (and its port or Aeron directory
 * freed) by {@link #stop}.
 */
final class StreamServerProcess {
  /** What a server prints, followed by where it can be reached (a port, an Aeron directory). */
  static final String LISTENING = "wirebench-server listening ";

  private static final long START_TIMEOUT_SECONDS = 60;
  private static final int STDERR_TAIL_CHARS = 2000;

  private final Process process;
  private final String address;

  private StreamServerProcess(Process process, String address) {
    this.process = process;
    this.address = address;
  }

  /**
   * Starts a server of the stream in {@code directory} with {@code command}; waits for its address.
   */
  static StreamServerProcess start(List<String> command, Path directory) {
    Path stderr = directory.resolveSibling(directory.getFileName() + "-server.stderr");
    Process process;
    try {
      process =
          new ProcessBuilder(command)
              .redirectError(ProcessBuilder.Redirect.to(stderr.toFile()))
              .start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the stream server for " + directory, e);
    }
    try {
      return new StreamServerProcess(process, awaitAddress(process, stderr));
    } catch (RuntimeException e) {
      process.destroyForcibly();
      throw e;
    }
  }

  private static String awaitAddress(Process process, Path stderr) {
    CompletableFuture<String> address =
        CompletableFuture.supplyAsync(
            () -> {
              try (BufferedReader out =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = out.readLine()) != null) {
                  if (line.startsWith(LISTENING)) {
                    return line.substring(LISTENING.length()).trim();
                  }
                }
                return null;
              } catch (IOException e) {
                return null;
              }
            });
    try {
      String found = address.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      if (found == null) {
        throw new IllegalStateException(
            "the stream server exited before it listened" + exit(process) + tail(stderr));
      }
      return found;
    } catch (TimeoutException e) {
      throw new IllegalStateException(
          "the stream server did not listen within " + START_TIMEOUT_SECONDS + " s" + tail(stderr),
          e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("the stream server could not start: " + e.getCause(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while the stream server started", e);
    }
  }

  private static String exit(Process process) {
    try {
      return process.waitFor(5, TimeUnit.SECONDS) ? " (exit code " + process.exitValue() + ")" : "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }

  private static String tail(Path stderr) {
    try {
      String text = Files.readString(stderr, StandardCharsets.UTF_8).strip();
      if (text.isEmpty()) {
        return "";
      }
      return ": " + text.substring(Math.max(0, text.length() - STDERR_TAIL_CHARS));
    } catch (IOException e) {
      return "";
    }
  }

  /** Where consumers reach the server: what it said after {@link #LISTENING}. */
  String address() {
    return address;
  }

  /** The server's process id, for the run's records. */
  long pid() {
    return process.pid();
  }

  /** Ends the server and waits for it; safe to call twice. */
  void stop() {
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        process.waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
