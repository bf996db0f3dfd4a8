package dev.wirebench.engine.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * JMH's hook for live progress: JMH calls this in the host JVM as the fork reports each iteration.
 * It renders JMH's normal text output line by line to {@link BenchmarkListener#output(String)},
 * turns iteration results into {@link IterationProgress} events, keeps the last lines for error
 * messages, and keeps each fork's warm-up scores ({@link #warmups()}): JMH's own results hold the
 * measurement iterations only, so these callbacks are the one place warm-ups can be read. One
 * instance per benchmark; called on JMH's threads.
 */
final class ProgressOutputFormat implements OutputFormat {
  private static final Pattern FORK = Pattern.compile("^# (Warmup )?Fork: (\\d+) of (\\d+)");
  private static final int TAIL = 40;

  /** Receives parsed progress. */
  interface Progress {
    void iteration(int fork, int forks, boolean warmup, int n, int of, double score, String unit);
  }

  private final OutputFormat text;
  private final Progress progress;
  private final Deque<String> tail = new ArrayDeque<>();
  private final TreeMap<Integer, List<Double>> warmups = new TreeMap<>();
  private int fork = 1;
  private int forks = 1;
  private boolean warmupFork;

  ProgressOutputFormat(BenchmarkListener listener, Progress progress) {
    this.progress = progress;
    PrintStream lines =
        new PrintStream(
            new LineSink(
                line -> {
                  remember(line);
                  listener.output(line);
                }),
            true,
            StandardCharsets.UTF_8);
    this.text = OutputFormatFactory.createFormatInstance(lines, VerboseMode.NORMAL);
  }

  private synchronized void remember(String line) {
    tail.addLast(line);
    if (tail.size() > TAIL) {
      tail.removeFirst();
    }
  }

  /** The last lines of output, for failure messages. */
  synchronized List<String> tail() {
    return List.copyOf(tail);
  }

  @Override
  public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
    text.iteration(benchParams, params, iteration);
  }

  /**
   * Warm-up scores per measured fork, in fork order (a fork that reported none has an empty list).
   * JMH's warm-up forks ({@code -wf}), whose results JMH throws away, are left out too.
   */
  synchronized List<List<Double>> warmups() {
    int last = warmups.isEmpty() ? 0 : warmups.lastKey();
    List<List<Double>> perFork = new ArrayList<>();
    for (int n = 1; n <= last; n++) {
      perFork.add(List.copyOf(warmups.getOrDefault(n, List.of())));
    }
    return perFork;
  }

  @Override
  public void iterationResult(
      BenchmarkParams benchParams, IterationParams params, int iteration, IterationResult data) {
    text.iterationResult(benchParams, params, iteration, data);
    boolean warmup = params.getType() == IterationType.WARMUP;
    double score = data.getPrimaryResult().getScore();
    int thisFork;
    synchronized (this) {
      thisFork = fork;
      if (warmup && !warmupFork) {
        warmups.computeIfAbsent(fork, n -> new ArrayList<>()).add(score);
      }
    }
    progress.iteration(
        thisFork, forks, warmup, iteration, params.getCount(), score, data.getScoreUnit());
  }

  @Override
  public void startBenchmark(BenchmarkParams benchParams) {
    forks = Math.max(1, benchParams.getForks());
    text.startBenchmark(benchParams);
  }

  @Override
  public void endBenchmark(BenchmarkResult result) {
    text.endBenchmark(result);
  }

  @Override
  public void startRun() {
    text.startRun();
  }

  @Override
  public void endRun(Collection<RunResult> result) {
    text.endRun(result);
  }

  @Override
  public void print(String s) {
    text.print(s);
  }

  @Override
  public void println(String s) {
    Matcher m = FORK.matcher(s);
    if (m.find()) {
      synchronized (this) {
        warmupFork = m.group(1) != null;
        fork = Integer.parseInt(m.group(2));
        forks = Integer.parseInt(m.group(3));
      }
    }
    text.println(s);
  }

  @Override
  public void flush() {
    text.flush();
  }

  @Override
  public void close() {
    // JMH closes its output at the end of each run; the lines already went to the listener.
    text.flush();
  }

  @Override
  public void verbosePrintln(String s) {
    text.verbosePrintln(s);
  }

  @Override
  public void write(int b) {
    text.write(b);
  }

  @Override
  public void write(byte[] b) throws IOException {
    text.write(b);
  }
}
