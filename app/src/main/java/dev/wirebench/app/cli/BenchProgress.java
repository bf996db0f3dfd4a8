package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.bench.PreparedPlan;
import dev.wirebench.engine.bench.RunStart;
import dev.wirebench.engine.bench.SkippedPair;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import java.io.PrintWriter;
import java.util.List;

/**
 * Live progress of {@code wirebench bench} on stderr. On a terminal one status line is rewritten in
 * place and each finished benchmark leaves a line; otherwise (a log, a pipe) every event is its own
 * line. JMH's own output is shown with {@code --verbose}.
 */
final class BenchProgress implements BenchmarkListener {
  private final PrintWriter err;
  private final boolean live;
  private final boolean verbose;
  private int statusWidth;
  private final java.util.Set<String> fellBackSaid = new java.util.HashSet<>();

  BenchProgress(PrintWriter err, boolean live, boolean verbose) {
    this.err = err;
    this.live = live;
    this.verbose = verbose;
  }

  @Override
  public synchronized void waiting(String message) {
    line("wirebench: " + message);
  }

  @Override
  public synchronized void runStarted(RunStart start) {
    PreparedPlan prepared = start.prepared();
    Environment environment = start.environment();
    line(
        "Running "
            + start.size()
            + " benchmark"
            + (start.size() == 1 ? "" : "s")
            + ", about "
            + BenchmarkEngine.humanDuration(prepared.estimate())
            + " or more, on "
            + environment.get(Environment.JVM_PATH)
            + " ("
            + environment.get(Environment.JVM_VERSION)
            + ")");
    for (SkippedPair skipped : prepared.skipped()) {
      line("  skipped " + skipped.describe());
    }
    for (String warning : prepared.warnings()) {
      line("  warning: " + warning);
    }
  }

  @Override
  public synchronized void benchmarkStarted(BenchmarkCase benchmark, int index, int count) {
    status(prefix(index, count, benchmark) + "  starting fork");
  }

  @Override
  public synchronized void iteration(IterationProgress p) {
    String fork = p.forks() > 1 ? "  fork " + p.fork() + "/" + p.forks() : "";
    status(
        prefix(p.index(), p.count(), p.benchmark())
            + fork
            + "  "
            + (p.warmup() ? "warmup " : "measure ")
            + p.iteration()
            + "/"
            + p.iterations()
            + "  "
            + BenchReport.number(p.score())
            + " "
            + p.unit()
            + "  ETA "
            + BenchmarkEngine.humanDuration(p.eta()));
  }

  @Override
  public synchronized void benchmarkFinished(BenchResult result) {
    String what =
        result.codec() + " × " + result.fixture() + " " + result.operation() + " " + result.mode();
    if (result.failed()) {
      line("  " + what + "  FAILED: " + result.failure());
    } else {
      line(
          "  "
              + what
              + "  "
              + BenchReport.number(result.score())
              + (Double.isNaN(result.scoreError())
                  ? ""
                  : " ± " + BenchReport.number(result.scoreError()))
              + " "
              + result.unit());
    }
  }

  @Override
  public synchronized void profileStarted(BenchmarkCase benchmark, ProfileEvent event) {
    status(
        "    "
            + benchmark.label()
            + "  profiled fork ("
            + event.id()
            + "; its scores are not kept)");
  }

  /** Says once per reason that JFR sampled instead of async-profiler. */
  @Override
  public synchronized void profilerFellBack(
      BenchmarkCase benchmark, ProfileEvent event, String why) {
    if (fellBackSaid.add(why)) {
      line("    profiler: JFR sampled instead of " + StackProfile.ASYNC_PROFILER + " — " + why);
    }
  }

  @Override
  public synchronized void profiled(BenchmarkCase benchmark, List<StackProfile> profiles) {
    for (StackProfile profile : profiles) {
      line(
          "    profile "
              + (profile.present()
                  ? profile.describe()
                      + (profile.profiler().equals(StackProfile.ASYNC_PROFILER)
                          ? ""
                          : ", by " + profile.profiler())
                  : profile.event().id() + ": none, " + profile.note()));
    }
  }

  @Override
  public synchronized void output(String line) {
    if (verbose) {
      line(line);
    }
  }

  @Override
  public synchronized void runFinished(BenchOutcome outcome) {
    clearStatus();
    err.flush();
  }

  private static String prefix(int index, int count, BenchmarkCase benchmark) {
    return "[" + (index + 1) + "/" + count + "] " + benchmark.label();
  }

  private void status(String text) {
    if (!live) {
      err.println(text);
      err.flush();
      return;
    }
    String padded =
        text.length() < statusWidth ? text + " ".repeat(statusWidth - text.length()) : text;
    statusWidth = text.length();
    err.print("\r" + padded);
    err.flush();
  }

  private void clearStatus() {
    if (live && statusWidth > 0) {
      err.print("\r" + " ".repeat(statusWidth) + "\r");
      statusWidth = 0;
    }
  }

  private void line(String text) {
    clearStatus();
    err.println(text);
    err.flush();
  }
}
