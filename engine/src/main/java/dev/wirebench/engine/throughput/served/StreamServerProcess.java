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
 * A running stream server JVM ({@link TcpStreamServer}) serving one stream: started with the
 * command its store gives (the running JVM's java, flags and class path), its stderr kept in a file
 * beside the stream and quoted when it fails to start; stopped (and its port freed) by {@link
 * #stop}.
 */
final class StreamServerProcess {
  private static final long START_TIMEOUT_SECONDS = 60;
  private static final int STDERR_TAIL_CHARS = 2000;

  private final Process process;
  private final int port;

  private StreamServerProcess(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  /**
   * Starts a server of the stream in {@code directory} with {@code command}; waits for its port.
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
      return new StreamServerProcess(process, awaitPort(process, stderr));
    } catch (RuntimeException e) {
      process.destroyForcibly();
      throw e;
    }
  }

  private static int awaitPort(Process process, Path stderr) {
    CompletableFuture<Integer> port =
        CompletableFuture.supplyAsync(
            () -> {
              try (BufferedReader out =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = out.readLine()) != null) {
                  if (line.startsWith(TcpStreamServer.LISTENING)) {
                    return Integer.parseInt(
                        line.substring(TcpStreamServer.LISTENING.length()).trim());
                  }
                }
                return -1;
              } catch (IOException e) {
                return -1;
              }
            });
    try {
      int found = port.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      if (found < 0) {
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

  int port() {
    return port;
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
