package dev.wirebench.engine.throughput;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The parent's handle on one forked consumer JVM: its stdout is read for {@link ForkProtocol}
 * lines, its stderr goes to a file quoted when it fails. {@link #kill()} may be called from any
 * thread (the cancel hook) and ends the JVM and anything it started.
 */
final class ForkedConsumer {
  private static final int STDERR_TAIL_CHARS = 2000;

  private final int index;
  private final Process process;
  private final BufferedReader out;
  private final Writer in;
  private final Path stderr;

  private ForkedConsumer(int index, Process process, Path stderr) {
    this.index = index;
    this.process = process;
    this.stderr = stderr;
    this.out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
  }

  static ForkedConsumer start(int index, List<String> command, Path stderr) throws IOException {
    Process process =
        new ProcessBuilder(command)
            .redirectError(ProcessBuilder.Redirect.to(stderr.toFile()))
            .start();
    return new ForkedConsumer(index, process, stderr);
  }

  /** Waits for the child's next protocol message of kind {@code expected}; returns its words. */
  String await(String expected) {
    while (true) {
      String line;
      try {
        line = out.readLine();
      } catch (IOException e) {
        line = null;
      }
      if (line == null) {
        throw new ConsumerGroup.ConsumerFailure(
            "consumer "
                + (index + 1)
                + " (forked JVM) exited"
                + exitCode()
                + " before '"
                + expected
                + "'"
                + stderrTail(),
            null);
      }
      if (!line.startsWith(ForkProtocol.PREFIX)) {
        continue;
      }
      String message = line.substring(ForkProtocol.PREFIX.length());
      if (message.startsWith(ForkProtocol.ERROR)) {
        throw new ConsumerGroup.ConsumerFailure(
            "consumer "
                + (index + 1)
                + " (forked JVM) failed: "
                + message.substring(ForkProtocol.ERROR.length()).trim(),
            null);
      }
      if (message.startsWith(expected)) {
        return message.substring(expected.length());
      }
    }
  }

  void go() throws IOException {
    in.write(ForkProtocol.GO + '\n');
    in.flush();
  }

  /** Waits for the child to exit after reporting; kills it if it lingers. */
  void awaitExit(long timeout, TimeUnit unit) {
    try {
      if (!process.waitFor(timeout, unit)) {
        kill();
      }
    } catch (InterruptedException e) {
      kill();
      Thread.currentThread().interrupt();
    }
  }

  void kill() {
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
  }

  /** After {@link #kill()}: waits until the JVM is gone, so none outlives its point. */
  void awaitDeath() {
    boolean interrupted = false;
    while (true) {
      try {
        process.waitFor();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  private String exitCode() {
    try {
      if (process.waitFor(5, TimeUnit.SECONDS)) {
        return " with code " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "";
  }

  private String stderrTail() {
    try {
      String text = Files.readString(stderr, StandardCharsets.UTF_8).strip();
      if (text.isEmpty()) {
        return "";
      }
      int from = Math.max(0, text.length() - STDERR_TAIL_CHARS);
      return "; its stderr ends: " + text.substring(from);
    } catch (IOException unreadable) {
      return "";
    }
  }
}
