package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.SkippedPair;
import dev.wirebench.engine.codec.DecimalForm;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.latency.OpenLoopStats;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.report.Numbers;
import dev.wirebench.storage.report.ResultTables;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/** The final tables of {@code wirebench bench}: JMH scores, or the latency percentile table. */
final class BenchReport {
  private static final double[] LATENCY_PERCENTILES = {50, 75, 90, 99, 99.9, 99.99, 99.999};

  private BenchReport() {}

  static void print(PrintWriter out, BenchOutcome outcome) {
    if (outcome.kind() == RunKind.LATENCY) {
      printLatency(out, outcome);
    } else {
      printJmh(out, outcome);
    }
    printProblems(out, outcome);
    printContracts(out, outcome);
    printFooter(out, outcome);
    out.flush();
  }

  private static void printJmh(PrintWriter out, BenchOutcome outcome) {
    TextTable table =
        new TextTable(
            "codec",
            "fixture",
            "op",
            "mode",
            "score",
            "± error",
            "unit",
            "B/op",
            "size",
            "decode contract",
            "decimals");
    for (BenchResult r : outcome.succeeded()) {
      table.row(
          r.codec(),
          r.fixture(),
          r.operation(),
          r.mode(),
          ResultTables.scoreCell(r),
          Double.isNaN(r.scoreError()) ? "-" : "± " + ResultTables.errorCell(r),
          r.unit(),
          Numbers.bytes(r.allocBytesPerOp()),
          r.encodedSize(),
          r.decodeContract(),
          DecimalForm.of(r.codec()).label());
    }
    if (!table.isEmpty()) {
      out.print(table.render());
      out.print(Noise.footnotes(outcome.succeeded()));
    }
    CounterTable.print(out, outcome.succeeded());
  }

  private static void printLatency(PrintWriter out, BenchOutcome outcome) {
    TextTable table =
        new TextTable(
            "codec",
            "fixture",
            "op",
            "cooler",
            "count",
            "avg",
            "min",
            "50%",
            "75%",
            "90%",
            "99%",
            "99.9%",
            "99.99%",
            "99.999%",
            "max",
            "timer p50",
            "B/op",
            "size",
            "decode contract");
    for (BenchResult r : outcome.succeeded()) {
      table.row(latencyRow(r));
    }
    if (!table.isEmpty()) {
      BenchResult first = outcome.succeeded().get(0);
      String measures = first.params().getOrDefault("measures", "service time, closed loop");
      boolean subtracted = first.params().getOrDefault("timer", "").startsWith("subtracted");
      out.println(
          "Latency per operation in ns — "
              + measures
              + (subtracted ? ", timer cost subtracted" : "")
              + " (every operation timed; HdrHistogram, 3 digits)");
      out.print(table.render());
      out.println(
          subtracted
              ? "The median empty timed interval (\"timer p50\", measured in the same loop at the"
                  + " start of the run) was subtracted from every latency (--subtract-timer)."
                  + " \"—\": fewer than 10 operations lie beyond that percentile."
              : "Each latency includes one empty timed interval (\"timer p50\": its median,"
                  + " measured in the same loop at the start of the run); nothing is subtracted."
                  + " \"—\": fewer than 10 operations lie beyond that percentile.");
      printOpenLoop(out, outcome);
    }
  }

  /** One latency table row: the case, count, mean, min, percentiles, max, timer, B/op, size. */
  private static Object[] latencyRow(BenchResult r) {
    Map<Double, Double> p = r.percentiles();
    Object[] row = new Object[19];
    row[0] = r.codec();
    row[1] = r.fixture();
    row[2] = r.operation();
    row[3] = r.params().get("cooler");
    row[4] = String.format(Locale.ROOT, "%.0f", r.secondary().getOrDefault("latency.count", 0.0));
    row[5] = Numbers.score(r.score());
    row[6] = whole(p.get(0.0));
    for (int i = 0; i < LATENCY_PERCENTILES.length; i++) {
      // a percentile with fewer than 10 operations beyond it is left out by the engine: "—"
      Double value = p.get(LATENCY_PERCENTILES[i]);
      row[7 + i] = value == null ? "—" : whole(value);
    }
    row[14] = whole(p.get(100.0));
    Double timer = r.secondary().get("timer.p50.ns");
    row[15] = timer == null ? "-" : whole(timer);
    row[16] = Numbers.bytes(r.allocBytesPerOp());
    row[17] = r.encodedSize();
    row[18] = r.decodeContract();
    return row;
  }

  /**
   * For open-loop results: the response time is measured from each operation's intended start; the
   * service time (actual start to end) beside it, the achieved rate, and a warning when the harness
   * could not keep up with the target.
   */
  private static void printOpenLoop(PrintWriter out, BenchOutcome outcome) {
    for (BenchResult r : outcome.succeeded()) {
      Double target = r.secondary().get("latency.rate.target");
      Double achieved = r.secondary().get("latency.rate.achieved");
      if (target == null || achieved == null) {
        continue;
      }
      out.println(
          String.format(
              Locale.ROOT,
              "%s %s %s: response time from intended start (open loop); service time (actual"
                  + " start to end): p50 %s, p99 %s, mean %s ns; rate %.0f of %.0f ops/s (%.1f %%),"
                  + " latest start %s ns behind schedule",
              r.codec(),
              r.fixture(),
              r.operation(),
              whole(r.secondary().get("service.p50.ns")),
              whole(r.secondary().get("service.p99.ns")),
              oneDecimal(r.secondary().get("service.mean.ns")),
              achieved,
              target,
              100 * achieved / target,
              whole(r.secondary().get("latency.maxlag.ns"))));
      if (!(achieved >= OpenLoopStats.KEEP_UP_SHARE * target)) {
        out.println(
            String.format(
                Locale.ROOT,
                "WARNING: the harness could not keep up with %.0f ops/s (achieved %.0f): these"
                    + " response times are those of its own backlog at a lower rate; lower --rate.",
                target,
                achieved));
      }
    }
  }

  private static void printProblems(PrintWriter out, BenchOutcome outcome) {
    for (BenchResult failed : outcome.failures()) {
      out.println(
          "FAILED "
              + failed.codec()
              + " × "
              + failed.fixture()
              + " "
              + failed.operation()
              + " "
              + failed.mode()
              + ": "
              + failed.failure());
    }
    for (SkippedPair skipped : outcome.skipped()) {
      out.println("skipped " + skipped.describe());
    }
  }

  private static void printContracts(PrintWriter out, BenchOutcome outcome) {
    TreeSet<String> contracts = new TreeSet<>();
    outcome
        .succeeded()
        .forEach(
            r -> {
              if (r.decodeContract() != null) {
                contracts.add(r.decodeContract());
              }
            });
    for (String contract : contracts) {
      out.println(contract + ": " + DecodeContract.valueOf(contract).description());
    }
  }

  private static void printFooter(PrintWriter out, BenchOutcome outcome) {
    Environment env = outcome.environment();
    long ok = outcome.succeeded().size();
    out.println(
        "status "
            + outcome.status()
            + (outcome.cancelled() ? " (cancelled)" : "")
            + ": "
            + ok
            + " of "
            + outcome.results().size()
            + " finished benchmarks have scores, in "
            + humanSeconds(Duration.between(outcome.startedAt(), outcome.finishedAt())));
    if (env.get(Environment.JVM_PATH) != null) {
      out.println(
          "ran on "
              + env.get(Environment.CPU_MODEL)
              + " × "
              + env.get(Environment.CPU_COUNT)
              + ", "
              + env.get(Environment.JVM_VENDOR)
              + " "
              + env.get(Environment.JVM_VERSION)
              + " ("
              + env.get(Environment.JVM_PATH)
              + "), JMH "
              + env.get(Environment.JMH_VERSION));
    }
  }

  /** A score as every screen and report writes it ({@link Numbers#score(double, String)}). */
  static String number(double value) {
    return Numbers.score(value);
  }

  private static String oneDecimal(double value) {
    return String.format(Locale.ROOT, "%.1f", value);
  }

  private static String whole(Double value) {
    return value == null ? null : String.format(Locale.ROOT, "%.0f", value);
  }

  private static String humanSeconds(Duration duration) {
    return String.format(Locale.ROOT, "%.1f s", duration.toMillis() / 1000.0);
  }
}
