package dev.wirebench.engine.latency;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * Starts latency forks — the chosen {@code java} with explicit flags (never this JVM's own), the
 * class path of this process, and {@link LatencyHarness} as the main class — and reads their
 * reports. Thread-safe; each {@link Fork} is used by one waiting thread plus any thread that kills
 * it.
 */
public final class LatencyRunner {
  private static final int TAIL_LINES = 20;

  private final Path java;
  private final List<String> jvmArgs;
  private final String classPath;

  /**
   * @param java the {@code java} launcher of the runtime to fork
   * @param jvmArgs every flag for the fork (e.g. {@code JvmFlags.forJdk(feature)} plus the user's)
   * @param classPath the fork's class path (normally this process's {@code java.class.path})
   */
  public LatencyRunner(Path java, List<String> jvmArgs, String classPath) {
    this.java = Objects.requireNonNull(java, "java");
    this.jvmArgs = List.copyOf(jvmArgs);
    this.classPath = Objects.requireNonNull(classPath, "classPath");
  }

  /** The fork's full command line for {@code request}. */
  public List<String> command(LatencyRequest request) {
    List<String> command = new ArrayList<>();
    command.add(java.toString());
    command.addAll(jvmArgs);
    command.add("-cp");
    command.add(classPath);
    command.add(LatencyHarness.class.getName());
    command.add(request.codec());
    command.add(request.fixture());
    command.add(request.operation());
    command.add(Long.toString(request.warmupOps()));
    command.add(Long.toString(request.measuredOps()));
    command.addAll(List.of(request.cooler().toArgs()));
    command.add(Long.toString(request.ratePerSecond()));
    return command;
  }

  /** Starts a fork for {@code request}; {@link Fork#await()} waits for its measurement. */
  public Fork start(LatencyRequest request, LatencyListener listener) throws LatencyException {
    try {
      Process process = new ProcessBuilder(command(request)).start();
      return new Fork(process, listener);
    } catch (IOException e) {
      throw new LatencyException("cannot start " + java + ": " + e.getMessage(), e);
    }
  }

  /** A running latency fork. */
  public static final class Fork {
    private final Process process;
    private final LatencyListener listener;
    private final Deque<String> errTail = new ArrayDeque<>();
    private final Thread errDrainer;
    private volatile boolean killed;

    Fork(Process process, LatencyListener listener) {
      this.process = process;
      this.listener = listener;
      this.errDrainer = new Thread(this::drainErrors, "latency-fork-stderr-" + process.pid());
      errDrainer.setDaemon(true);
      errDrainer.start();
    }

    public long pid() {
      return process.pid();
    }

    /** Ends the fork (and anything it started) now; {@link #await()} then throws. */
    public void kill() {
      killed = true;
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }

    public boolean killed() {
      return killed;
    }

    /**
     * Reads the fork's reports until it exits.
     *
     * @throws LatencyException if the fork reported an error, died without a result, or was killed
     */
    public LatencyMeasurement await() throws LatencyException, InterruptedException {
      String error = null;
      String result = null;
      Map<String, String> jvm = new HashMap<>();
      TimerCost timer = null;
      String open = null;
      // Our end of the fork's stdin stays open while we read: the fork halts when it closes.
      OutputStream keepAlive = process.getOutputStream();
      try (BufferedReader out =
          new BufferedReader(
              new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = out.readLine(); line != null; line = out.readLine()) {
          if (line.startsWith(LatencyProtocol.PROGRESS + " ")) {
            progress(line);
          } else if (line.startsWith(LatencyProtocol.RESULT + " ")) {
            result = line;
          } else if (line.startsWith(LatencyProtocol.TIMER + " ")) {
            String[] parts = line.split(" ");
            timer =
                new TimerCost(
                    Double.parseDouble(parts[1]),
                    Double.parseDouble(parts[2]),
                    Double.parseDouble(parts[3]),
                    Long.parseLong(parts[4]));
          } else if (line.startsWith(LatencyProtocol.OPEN + " ")) {
            open = line;
          } else if (line.startsWith(LatencyProtocol.ERROR + " ")) {
            error = line.substring(LatencyProtocol.ERROR.length() + 1);
          } else if (line.startsWith(LatencyProtocol.JVM + " ")) {
            String property = line.substring(LatencyProtocol.JVM.length() + 1);
            int eq = property.indexOf('=');
            jvm.put(property.substring(0, Math.max(eq, 0)), property.substring(eq + 1));
          } else {
            listener.output(line);
          }
        }
      } catch (IOException e) {
        if (!killed) {
          throw new LatencyException("lost the latency fork's output: " + e.getMessage(), e);
        }
      } finally {
        closeQuietly(keepAlive);
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
          kill();
        }
      }
      errDrainer.join(TimeUnit.SECONDS.toMillis(5));
      if (killed) {
        throw new LatencyException("the latency fork was stopped");
      }
      if (error != null) {
        throw new LatencyException(error);
      }
      if (result == null) {
        throw new LatencyException(
            "the latency fork exited with code " + process.exitValue() + " and no result" + tail());
      }
      return parse(result, jvm, timer, open);
    }

    private static void closeQuietly(OutputStream stream) {
      try {
        stream.close();
      } catch (IOException e) {
        // The fork already exited; its stdin is gone either way.
      }
    }

    private void progress(String line) {
      String[] parts = line.split(" ");
      listener.progress(
          LatencyProtocol.WARMUP.equals(parts[1]),
          Integer.parseInt(parts[2]),
          Integer.parseInt(parts[3]),
          Double.parseDouble(parts[4]));
    }

    private static LatencyMeasurement parse(
        String line, Map<String, String> jvm, TimerCost timer, String open) {
      String[] parts = line.split(" ");
      List<Double> means = new ArrayList<>();
      for (String mean : parts[4].split(",")) {
        means.add(Double.parseDouble(mean));
      }
      return new LatencyMeasurement(
          Long.parseLong(parts[1]),
          Long.parseLong(parts[2]),
          Long.parseLong(parts[3]),
          means,
          Base64.getDecoder().decode(parts[5]),
          jvm,
          timer,
          open == null ? null : openLoop(open));
    }

    private static OpenLoopStats openLoop(String line) {
      String[] parts = line.split(" ");
      return new OpenLoopStats(
          Long.parseLong(parts[1]),
          Double.parseDouble(parts[2]),
          Long.parseLong(parts[3]),
          Base64.getDecoder().decode(parts[4]));
    }

    private void drainErrors() {
      try (BufferedReader err =
          new BufferedReader(
              new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
        for (String line = err.readLine(); line != null; line = err.readLine()) {
          synchronized (errTail) {
            errTail.addLast(line);
            if (errTail.size() > TAIL_LINES) {
              errTail.removeFirst();
            }
          }
          listener.output(line);
        }
      } catch (IOException closed) {
        // The fork is gone; what it wrote so far is in the tail.
      }
    }

    private String tail() {
      synchronized (errTail) {
        return errTail.isEmpty() ? "" : "; its last error output: " + String.join(" | ", errTail);
      }
    }
  }
}
