package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.bench.LiveResultRow;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.runs.RunDetail;
import dev.wirebench.app.runs.RunsService;
import dev.wirebench.app.runs.StoredResultRow;
import dev.wirebench.app.throughput.RateFormat;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.engine.throughput.PointSummary;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.report.RunCsv;
import dev.wirebench.storage.report.RunMarkdown;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * One stored run, every place that shows it: the Runs list and detail, the Benchmark and Throughput
 * screens' cells, {@code wirebench show} and the Markdown export read the same values with the same
 * rounding — a throughput sweep's median combined rate, a small allocation with its significant
 * digits, and a result count that means the same in the list and the detail.
 */
class OneTruthTest {
  @TempDir Path dir;

  @Test
  void aBenchmarkRunReadsTheSameEverywhere() {
    Path db = dir.resolve("runs.db");
    long id;
    BenchResult stored;
    try (RunStore store = RunStore.open(db)) {
      id = store.startRun(RunKind.BENCH, "small-alloc", null, Environment.empty());
      store.addResult(id, result(58.2141, 0.0184));
      store.finishRun(id, RunStatus.COMPLETE);
      stored = store.results(id).get(0).result();
    }

    RunDetail detail = new RunsService(new RunDatabase(db)).detail(id);
    StoredResultRow runsRow = detail.results().get(0);
    LiveResultRow benchRow = LiveResultRow.of(stored);
    String show = wirebench("show", "--db", db.toString(), Long.toString(id));
    String markdown = markdown(db, id);

    assertThat(runsRow.scoreText()).isEqualTo("58.21");
    assertThat(benchRow.scoreText()).startsWith("58.21 ± ");
    assertThat(runsRow.allocText()).isEqualTo("0.0184");
    assertThat(LiveResultRow.bytes(benchRow.allocBytesPerOp())).isEqualTo("0.0184");
    assertThat(show).containsPattern(" 58\\.21 ").containsPattern(" 0\\.0184( |$)");
    assertThat(markdown).contains("| 58.21 |").contains("| 0.0184 |");
  }

  /**
   * The one {@link Noise} rule: error 15 % of the score reads "wide" and error 120 % reads "⚠ …
   * noisy" on the Runs detail, the Benchmark screen, {@code bench}'s table, {@code show}, Markdown
   * and CSV; a clean result carries no word anywhere.
   */
  @Test
  void theNoiseRuleReadsTheSameEverywhere() {
    Path db = dir.resolve("runs.db");
    long id;
    List<BenchResult> stored;
    try (RunStore store = RunStore.open(db)) {
      id = store.startRun(RunKind.BENCH, "noise", null, Environment.empty());
      store.addResult(id, result("sbe", 58.2141, 0.512, 0.0184));
      store.addResult(id, result("avro", 100, 15, 0.0184));
      store.addResult(id, result("json", 100, 120, 0.0184));
      store.finishRun(id, RunStatus.COMPLETE);
      stored = store.results(id).stream().map(StoredResult::result).toList();
    }
    RunDetail detail = new RunsService(new RunDatabase(db)).detail(id);
    Map<String, StoredResultRow> runs = new TreeMap<>();
    detail.results().forEach(r -> runs.put(r.result().codec(), r));
    Map<String, LiveResultRow> bench = new TreeMap<>();
    stored.forEach(r -> bench.put(r.codec(), LiveResultRow.of(r)));
    String show = wirebench("show", "--db", db.toString(), Long.toString(id));
    String markdown = markdown(db, id);
    String csv = RunCsv.results(id, stored);
    String benchTable = benchTable(stored);

    assertThat(runs.get("sbe").noise()).isEqualTo(Noise.Level.CLEAN);
    assertThat(runs.get("avro").noise()).isEqualTo(Noise.Level.WIDE);
    assertThat(runs.get("json").noise()).isEqualTo(Noise.Level.NOISY);
    // Runs detail: Score and Error columns
    assertThat(runs.get("sbe").scoreText() + " " + runs.get("sbe").errorText())
        .isEqualTo("58.21 ± 0.512");
    assertThat(runs.get("avro").scoreText() + " " + runs.get("avro").errorText())
        .isEqualTo("100.0 ± 15.00 wide");
    assertThat(runs.get("json").scoreText() + " " + runs.get("json").errorText())
        .isEqualTo("⚠ 100.0 ± 120.0 noisy");
    // Benchmark screen: one "Score ± error" cell
    assertThat(bench.get("sbe").scoreText()).isEqualTo("58.21 ± 0.512");
    assertThat(bench.get("avro").scoreText()).isEqualTo("100.0 ± 15.00 wide");
    assertThat(bench.get("json").scoreText()).isEqualTo("⚠ 100.0 ± 120.0 noisy");
    assertThat(bench.get("avro").noise()).isEqualTo(Noise.Level.WIDE);
    // CLI bench table ("± error" column) and show ("Error" column): the same cells and footnotes
    for (String cli : List.of(benchTable, show)) {
      assertThat(cli)
          .containsPattern("sbe .* 58\\.21 +(± )?0\\.512 ")
          .containsPattern("avro .* 100\\.0 +(± )?15\\.00 wide ")
          .containsPattern("json .* ⚠ 100\\.0 +(± )?120\\.0 noisy ")
          .contains(Noise.Level.NOISY.footnote())
          .contains(Noise.Level.WIDE.footnote());
    }
    // Markdown: Score | Error cells and the footnotes
    assertThat(markdown)
        .contains("| 58.21 | 0.512 |")
        .contains("| 100.0 | 15.00 wide |")
        .contains("| ⚠ 100.0 | 120.0 noisy |")
        .contains(Noise.Level.NOISY.footnote())
        .contains(Noise.Level.WIDE.footnote());
    // CSV: the level's word in the "noise" column
    assertThat(csv.split("\r\n")[0]).endsWith(",noise");
    assertThat(csv).contains(",sbe,").containsPattern(",avro,.*,wide\r\n");
    assertThat(csv).containsPattern(",json,.*,noisy\r\n").containsPattern(",sbe,.*,\r\n");
  }

  @Test
  void aThroughputSweepReadsTheSameEverywhere() {
    Path db = dir.resolve("runs.db");
    long id;
    List<ThroughputPoint> points;
    try (RunStore store = RunStore.open(db)) {
      id = store.startRun(RunKind.THROUGHPUT, "sweep", null, Environment.empty());
      // three repetitions of K = 1 and K = 2: mean 31.18 M, median 35.34 M for K = 2
      double[] k2 = {35.34e6, 22.86e6, 35.35e6};
      for (int rep = 0; rep < 3; rep++) {
        store.addThroughputPoint(id, point(1, rep, 10e6 + rep * 1e5, 0.0184));
        store.addThroughputPoint(id, point(2, rep, k2[rep], 0.0184));
      }
      store.finishRun(id, RunStatus.COMPLETE);
      points = store.throughputPoints(id);
    }

    RunsService runs = new RunsService(new RunDatabase(db));
    RunDetail detail = runs.detail(id);
    RunSummary listed = runs.list(RunQuery.all()).runs().get(0);
    PointSummary onScreen = PointSummary.of(points).get(1);
    StoredResultRow runsRow =
        detail.results().stream()
            .filter(r -> "2".equals(r.result().params().get("consumers")))
            .findFirst()
            .orElseThrow();
    String show = wirebench("show", "--db", db.toString(), Long.toString(id));
    String markdown = markdown(db, id);

    // counts: the list's number is the detail's rows (points, not repetitions)
    assertThat(listed.resultCount() + listed.pointCount()).isEqualTo(detail.results().size());
    assertThat(detail.results()).hasSize(2);
    // the median of the repetitions, one way of writing it, on every surface
    assertThat(RateFormat.rate(onScreen.combinedMsgPerSec())).isEqualTo("35.34 M");
    assertThat(runsRow.scoreText()).isEqualTo("35.34 M");
    assertThat(show).containsPattern(" 35\\.34 M ");
    assertThat(markdown).contains("| 35.34 M |");
    // the same per-consumer rate and allocation as the Throughput table's
    assertThat(runsRow.result().secondary().get("per-consumer.msg/s"))
        .isEqualTo(onScreen.perConsumerMsgPerSec());
    assertThat(runsRow.allocText()).isEqualTo(RateFormat.bytes(onScreen.allocBytesPerMessage()));
    assertThat(runsRow.allocText()).isEqualTo("0.0184");
    assertThat(markdown).contains("| 0.0184 |");
  }

  /** What {@code wirebench bench} prints for these results. */
  private static String benchTable(List<BenchResult> results) {
    StringWriter out = new StringWriter();
    BenchReport.print(
        new PrintWriter(out, true),
        new BenchOutcome(
            RunKind.BENCH,
            RunStatus.COMPLETE,
            false,
            results,
            List.of(),
            Environment.empty(),
            Instant.EPOCH,
            Instant.EPOCH,
            "noise",
            null));
    return out.toString();
  }

  private static String markdown(Path db, long id) {
    try (RunStore store = RunStore.open(db)) {
      return RunMarkdown.render(
          store.run(id),
          store.results(id).stream().map(StoredResult::result).toList(),
          store.throughputPoints(id),
          null);
    }
  }

  private static String wirebench(String... args) {
    StringWriter out = new StringWriter();
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(new StringWriter(), true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    assertThat(commandLine.execute(args)).isZero();
    return out.toString();
  }

  private static ThroughputPoint point(int consumers, int rep, double rate, double alloc) {
    List<Double> each = java.util.Collections.nCopies(consumers, rate / consumers);
    return new ThroughputPoint(
        "log",
        "sbe",
        "snapshot-20x20",
        consumers,
        rep,
        1_000_000,
        44_000_000,
        (long) (consumers * 1e15 / rate),
        rate,
        rate * 44 / 1e6,
        each,
        Double.NaN,
        alloc);
  }

  private static BenchResult result(double score, double alloc) {
    return result("sbe", score, 0.512, alloc);
  }

  private static BenchResult result(String codec, double score, double error, double alloc) {
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        "snapshot-20x20",
        "decode",
        "avgt",
        Map.of("codec", codec, "fixture", "snapshot-20x20"),
        score,
        error,
        "ns/op",
        Double.NaN,
        Double.NaN,
        new TreeMap<>(),
        alloc,
        120,
        null,
        List.of(List.of(score, score), List.of(score, score), List.of(score, score)),
        Map.of(),
        null,
        null,
        null,
        List.of());
  }
}
