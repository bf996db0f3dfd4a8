package dev.wirebench.storage.report;

import dev.wirebench.engine.codec.DecimalForm;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.Direction;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.RunComparer;
import dev.wirebench.engine.throughput.PointSummary;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** The tables a run shows: results, percentiles, Δ vs best, throughput, failures. */
public final class ResultTables {
  /** Compare's estimator at its defaults: what "Δ vs best" is tested with. */
  private static final RunComparer BEST_COMPARER = new RunComparer(CompareSettings.defaults());

  private static final double[] PERCENTILES = {50, 90, 99, 99.9, 99.99, 99.999, 100};

  private ResultTables() {}

  /** Codec results sorted by fixture, operation, mode, best first. */
  public static List<BenchResult> sorted(List<BenchResult> results) {
    List<BenchResult> sorted = new ArrayList<>(results);
    sorted.sort(
        Comparator.comparing((BenchResult r) -> Objects.toString(r.fixture(), ""))
            .thenComparing(r -> Objects.toString(r.operation(), ""))
            .thenComparing(BenchResult::mode)
            .thenComparingDouble(ResultTables::rank));
    return sorted;
  }

  /** Smaller is better-placed, whichever way the score points; failures last. */
  private static double rank(BenchResult r) {
    if (r.failed() || Double.isNaN(r.score())) {
      return Double.MAX_VALUE;
    }
    return Direction.of(r.mode(), r.unit()) == Direction.HIGHER_IS_BETTER ? -r.score() : r.score();
  }

  /** Codec | Operation | Fixture | [Mode] | Score | Error | Unit | B/op | Size. */
  public static Table results(List<BenchResult> results) {
    List<BenchResult> codecResults =
        sorted(results.stream().filter(r -> r.codec() != null && !r.failed()).toList());
    boolean modes = codecResults.stream().map(BenchResult::mode).distinct().count() > 1;
    List<String> headers = new ArrayList<>(List.of("Codec", "Operation", "Fixture"));
    if (modes) {
      headers.add("Mode");
    }
    headers.addAll(List.of(">Score", ">Error", "Unit", ">B/op", ">Size"));
    Table table = new Table(headers);
    for (BenchResult r : codecResults) {
      List<Object> cells =
          new ArrayList<>(List.of(r.codec(), orDash(r.operation()), orDash(r.fixture())));
      if (modes) {
        cells.add(r.mode());
      }
      cells.add(scoreCell(r));
      cells.add(errorCell(r));
      cells.add(orDash(r.unit()));
      cells.add(Numbers.bytes(r.allocBytesPerOp()));
      cells.add(r.encodedSize() == null ? "-" : r.encodedSize().toString());
      table.row(cells.toArray());
    }
    return table;
  }

  /** Results that name no codec: Benchmark | Mode | Params | Score | Error | Unit | B/op. */
  public static Table generic(List<BenchResult> results) {
    Table table = new Table("Benchmark", "Mode", "Params", ">Score", ">Error", "Unit", ">B/op");
    for (BenchResult r : results) {
      if (r.codec() == null && !r.failed()) {
        table.row(
            ResultNames.shortBenchmark(r.benchmark()),
            r.mode(),
            ResultNames.extraParams(r),
            scoreCell(r),
            errorCell(r),
            orDash(r.unit()),
            Numbers.bytes(r.allocBytesPerOp()));
      }
    }
    return table;
  }

  /** The score, marked {@link Noise#MARK} when {@link Noise.Level#NOISY}. */
  public static String scoreCell(BenchResult r) {
    return Noise.markScore(Numbers.score(r.score(), r.unit()), Noise.level(r));
  }

  /** JMH's error, followed by its {@link Noise} level's word ("wide", "noisy") when not clean. */
  public static String errorCell(BenchResult r) {
    return Noise.markError(Numbers.error(r.scoreError(), r.unit()), Noise.level(r));
  }

  /** Results with percentiles (sample and latency modes): p50 ... p99.999, max. */
  public static Table percentiles(List<BenchResult> results) {
    List<String> headers = new ArrayList<>(List.of("Benchmark"));
    for (double p : PERCENTILES) {
      headers.add(p == 100 ? ">max" : ">p" + Numbers.plain(p));
    }
    headers.add("Unit");
    Table table = new Table(headers);
    for (BenchResult r : sorted(results)) {
      if (r.percentiles().isEmpty() || r.failed()) {
        continue;
      }
      List<Object> cells = new ArrayList<>(List.of(ResultNames.describe(r)));
      for (double p : PERCENTILES) {
        Double value = r.percentiles().get(p);
        cells.add(value == null ? "-" : Numbers.score(value));
      }
      cells.add(orDash(r.unit()));
      table.row(cells.toArray());
    }
    return table;
  }

  /**
   * Per fixture × operation × mode, each codec's score and its distance from the best (and from
   * {@code vsCodec}, if given): Fixture | Operation | Mode | Codec | Decimals | Score | Unit | Δ vs
   * best [| Δ vs X], the codec's {@link DecimalForm} beside it. Δ is the relative score difference;
   * the best codec reads "best".
   */
  public static Table deltaSummary(List<BenchResult> results, String vsCodec) {
    List<String> headers =
        new ArrayList<>(
            List.of(
                "Fixture",
                "Operation",
                "Mode",
                "Codec",
                "Decimals",
                ">Score",
                ">Error",
                "Unit",
                ">Δ vs best"));
    if (vsCodec != null) {
      headers.add(">Δ vs " + vsCodec);
    }
    Table table = new Table(headers);
    Map<String, List<BenchResult>> groups = new LinkedHashMap<>();
    for (BenchResult r : sorted(results)) {
      if (r.codec() != null && !r.failed() && Double.isFinite(r.score())) {
        String key = r.fixture() + "|" + r.operation() + "|" + r.mode() + "|" + r.unit();
        groups.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
      }
    }
    for (List<BenchResult> group : groups.values()) {
      BenchResult best = group.get(0);
      BenchResult reference =
          group.stream().filter(r -> r.codec().equals(vsCodec)).findFirst().orElse(null);
      for (BenchResult r : group) {
        List<Object> cells = new ArrayList<>();
        cells.add(orDash(r.fixture()));
        cells.add(orDash(r.operation()));
        cells.add(r.mode());
        cells.add(r.codec());
        cells.add(DecimalForm.of(r.codec()).label());
        cells.add(scoreCell(r));
        cells.add(errorCell(r));
        cells.add(orDash(r.unit()));
        cells.add(r == best ? "best" : versusBest(best, r));
        if (vsCodec != null) {
          cells.add(
              reference == null
                  ? "-"
                  : r == reference ? "—" : Numbers.percent(r.score() / reference.score() - 1));
        }
        table.row(cells.toArray());
      }
    }
    return table;
  }

  /**
   * Throughput points reduced per store × codec × consumers (see {@link PointSummary}): combined
   * msg/s (median of the repetitions, ± half their range as % of it), per-consumer median/min/max,
   * MB/s, the scan ceiling and how close a consumer comes to it, allocation per message,
   * repetitions.
   */
  public static Table throughput(List<ThroughputPoint> points) {
    Table table =
        new Table(
            "Store",
            "Codec",
            "Fixture",
            ">Consumers",
            ">msg/s",
            ">±",
            ">msg/s per consumer",
            ">min",
            ">max",
            ">MB/s",
            ">Scan ceiling msg/s",
            ">% of scan",
            ">B/msg",
            ">Server CPU %",
            ">Reps");
    for (PointSummary s : PointSummary.of(points)) {
      table.row(
          s.store(),
          orDash(s.codec()),
          orDash(s.fixture()),
          s.consumers(),
          Numbers.rate(s.combinedMsgPerSec()),
          Numbers.share(s.combinedSpreadPercent() / 2),
          Numbers.rate(s.perConsumerMsgPerSec()),
          Numbers.rate(s.perConsumerMinMsgPerSec()),
          Numbers.rate(s.perConsumerMaxMsgPerSec()),
          Numbers.whole(s.combinedMbPerSec()),
          Numbers.rate(s.scanCeilingMsgPerSec()),
          Numbers.share(s.percentOfCeiling()),
          Numbers.bytes(s.allocBytesPerMessage()),
          Numbers.share(s.serverCpuPercent()),
          s.repetitions());
    }
    return table;
  }

  /**
   * {@code +295.0 %} when Compare's estimator shows {@code r} worse than {@code best} (forks as
   * replicates, bootstrap interval, noise band); otherwise the same Δ marked {@code (not
   * significant)} or {@code (too few forks)}, so a gap inside the noise is not read as a ranking.
   */
  static String versusBest(BenchResult best, BenchResult r) {
    String delta = Numbers.percent(r.score() / best.score() - 1);
    PairComparison p = BEST_COMPARER.pair(best, r);
    return switch (p.verdict()) {
      case SLOWER -> delta;
      case TOO_FEW_FORKS -> delta + " (too few forks)";
      case INCONCLUSIVE -> delta + " (inconclusive)";
      default -> delta + " (not significant)";
    };
  }

  /** Failed results: Benchmark | Failure. */
  public static Table failures(List<BenchResult> results) {
    Table table = new Table("Benchmark", "Failure");
    for (BenchResult r : results) {
      if (r.failed()) {
        table.row(ResultNames.describe(r), r.failure());
      }
    }
    return table;
  }

  private static String orDash(String value) {
    return value == null ? "-" : value;
  }
}
