package dev.wirebench.storage.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.TestResults;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunReportsTest {
  @TempDir Path dir;

  @Test
  void markdownHasTheHeaderResultsTableAndDeltaVsBest() {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      long run = store.startRun(RunKind.BENCH, "nightly", null, TestResults.environment("17.0.15"));
      store.addResult(run, TestResults.bench("sbe", "decode", 100));
      store.addResult(run, TestResults.bench("json", "decode", 400));
      store.addResult(run, TestResults.bench("avro", "decode", 200));
      store.addResult(run, TestResults.bench("sbe", "encode", 50));
      store.addResult(run, TestResults.latency("fix"));
      store.addResult(run, TestResults.failed("fix"));
      store.finishRun(run, RunStatus.PARTIAL);
      RunSummary summary = store.run(run);
      List<BenchResult> results = store.results(run).stream().map(StoredResult::result).toList();

      String md = RunMarkdown.render(summary, results, List.of(), "json");

      assertThat(md).startsWith("# Wirebench run #" + run + " nightly\n");
      assertThat(md)
          .contains("| Run | #" + run + " nightly |\n|---|---|\n| Kind | bench (partial) |")
          .contains("| Host | bench-host — Test CPU @ 3.0GHz (2 cores) |")
          .contains("| JVM | Eclipse Adoptium 17.0.15 |")
          .contains("| Warm-up | 3x1s |")
          .contains("| Measurement | 5x1s |")
          .contains("| Forks | 2 |")
          .contains("| Codec | Operation | Fixture | Mode | Score | Error | Unit | B/op | Size |")
          .contains(
              "| sbe | decode | snapshot-20x20 | avgt | 100.0 | 2.00 | ns/op | 312.5 | 1234 |")
          .contains("## Latency percentiles")
          .contains("## Summary: Δ vs best")
          .contains(
              "| Fixture | Operation | Mode | Codec | Decimals | Score | Error | Unit | Δ vs best"
                  + " | Δ vs json |")
          .contains(
              "| snapshot-20x20 | decode | avgt | sbe | mantissa+exponent | 100.0 | 2.00 | ns/op | best | -75.0 % |")
          // two forks a side: the estimator gives no verdict, and the table says so
          .contains(
              "| snapshot-20x20 | decode | avgt | avro | mantissa+exponent | 200.0 | 4.00 | ns/op"
                  + " | +100.0 % (too few forks) | -50.0 % |")
          .contains(
              "| snapshot-20x20 | decode | avgt | json | decimal text | 400.0 | 8.00 | ns/op"
                  + " | +300.0 % (too few forks) | — |")
          .contains("## Failures")
          .contains("codec fix supports no message of fixture minimal");
      int results_ = md.indexOf("## Results");
      assertThat(md.indexOf("| sbe | decode", results_))
          .isLessThan(md.indexOf("| avro | decode", results_));
    }
  }

  @Test
  void noisyScoresAreMarkedWithAHintBelowTheTableAndCleanOnesAreNot() {
    BenchResult clean = TestResults.bench("sbe", "decode", 100);
    BenchResult wide = withError(TestResults.bench("avro", "decode", 100), 15);
    BenchResult noisy = withError(TestResults.bench("json", "decode", 8630), 10356);
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      long run = store.startRun(RunKind.BENCH, "noisy", null, TestResults.environment("17.0.15"));
      store.finishRun(run, RunStatus.COMPLETE);
      RunSummary summary = store.run(run);

      String md = RunMarkdown.render(summary, List.of(clean, wide, noisy), List.of(), null);
      assertThat(md)
          .contains("| json | decode | snapshot-20x20 | ⚠ 8630.0 | 10,356 noisy |")
          .contains("| avro | decode | snapshot-20x20 | 100.0 | 15.00 wide |")
          .contains("| sbe | decode | snapshot-20x20 | 100.0 | 2.00 | ns/op |")
          .contains("\n" + Noise.Level.NOISY.footnote() + "\n")
          .contains("\n" + Noise.Level.WIDE.footnote() + "\n");

      String cleanMd = RunMarkdown.render(summary, List.of(clean), List.of(), null);
      assertThat(cleanMd)
          .doesNotContain(Noise.MARK)
          .doesNotContain(Noise.Level.NOISY.hint())
          .doesNotContain(Noise.Level.WIDE.hint());
    }
    String[] csv = RunCsv.results(7, List.of(clean, wide, noisy)).split("\r\n");
    assertThat(csv[0]).endsWith(",failure,noise");
    assertThat(csv[1]).endsWith(",");
    assertThat(csv[2]).endsWith(",wide");
    assertThat(csv[3]).endsWith(",noisy");
  }

  private static BenchResult withError(BenchResult r, double error) {
    return new BenchResult(
        r.benchmark(),
        r.codec(),
        r.fixture(),
        r.operation(),
        r.mode(),
        r.params(),
        r.score(),
        error,
        r.unit(),
        r.score() - error,
        r.score() + error,
        r.percentiles(),
        r.allocBytesPerOp(),
        r.encodedSize(),
        r.decodeContract(),
        r.rawData(),
        r.secondary(),
        r.histogram(),
        r.rawJson(),
        r.failure(),
        List.of());
  }

  @Test
  void csvHasOneRowPerResultWithFullPrecision() {
    List<BenchResult> results =
        List.of(TestResults.bench("json", "decode", 1390.5), TestResults.failed("fix"));

    String csv = RunCsv.results(7, results);
    String[] lines = csv.split("\r\n");

    assertThat(lines).hasSize(3);
    assertThat(lines[0]).startsWith("run_id,benchmark,codec,fixture,operation,mode,params,score,");
    assertThat(lines[1])
        .startsWith(
            "7,dev.wirebench.engine.bench.jmh.CodecBenchmark.decode,json,snapshot-20x20,decode,avgt,codec=json;fixture=snapshot-20x20,1390.5,27.810000000000002,ns/op,1362.69,1418.31,")
        .contains(",312.5,1234,REUSED_INSTANCE,6,");
    assertThat(lines[2]).endsWith(",codec fix supports no message of fixture minimal,");
  }

  @Test
  void throughputPointsReduceToMediansAndSpreadInATable() {
    List<ThroughputPoint> points =
        List.of(
            TestResults.point(1, 0, 1.0e6),
            TestResults.point(1, 1, 1.2e6),
            TestResults.point(2, 0, 2.0e6));

    Table table = ResultTables.throughput(points);

    assertThat(table.rows()).hasSize(2);
    assertThat(table.rows().get(0))
        .containsExactly(
            "log",
            "sbe",
            "snapshot-20x20",
            "1",
            // rates and MB/s written as the Throughput screen and the CLI write them
            "1.10 M",
            "9 %",
            "1.10 M",
            "1.00 M",
            "1.20 M",
            "48",
            "-",
            "-",
            "-",
            "-", // server CPU: a local read has none
            "2");
    assertThat(RunCsv.throughput(3, points).split("\r\n")).hasSize(4);
  }

  @Test
  void smallAllocationsKeepTheirDigitsAndRatesTheirPrefix() {
    assertThat(Numbers.bytes(0.0184)).isEqualTo("0.0184");
    assertThat(Numbers.bytes(0.0)).isEqualTo("0");
    assertThat(Numbers.bytes(24.0)).isEqualTo("24");
    assertThat(Numbers.bytes(37.25)).isEqualTo("37.3");
    assertThat(Numbers.bytes(12288.0)).isEqualTo("12,288");
    assertThat(Numbers.bytes(null)).isEqualTo("-");
    assertThat(Numbers.rate(35.3412e6)).isEqualTo("35.34 M");
    assertThat(Numbers.rate(567.81e3)).isEqualTo("567.8 k");
    assertThat(Numbers.score(35.3412e6, "msg/s")).isEqualTo("35.34 M");
    assertThat(Numbers.score(35.3412e6, "ops/s")).isEqualTo("35,341,200");
  }

  @Test
  void numbersReadWell() {
    assertThat(Numbers.score(2634512.3)).isEqualTo("2,634,512");
    assertThat(Numbers.score(1390.12)).isEqualTo("1390.1");
    assertThat(Numbers.score(58.214)).isEqualTo("58.21");
    assertThat(Numbers.score(0.8123)).isEqualTo("0.812");
    assertThat(Numbers.score(Double.NaN)).isEqualTo("-");
    assertThat(Numbers.percent(0.034)).isEqualTo("+3.4 %");
    assertThat(Numbers.plain(3.0)).isEqualTo("3");
    assertThat(new Table("a", ">b").row("x,y", "1").csv()).isEqualTo("a,b\r\n\"x,y\",1\r\n");
    assertThat(new Table("a", ">b").row("x|y", "1").markdown())
        .isEqualTo("| a | b |\n|---|---:|\n| x\\|y | 1 |\n");
  }
}
