package dev.wirebench.storage.report;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.stats.Noise;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** A run's results (or throughput points) as CSV, one row each, numbers in full precision. */
public final class RunCsv {
  private static final double[] PERCENTILES = {50, 90, 99, 99.9, 99.99, 100};

  private RunCsv() {}

  public static String results(long runId, List<BenchResult> results) {
    List<String> headers =
        new ArrayList<>(
            List.of(
                "run_id",
                "benchmark",
                "codec",
                "fixture",
                "operation",
                "mode",
                "params",
                "score",
                "score_error",
                "unit",
                "ci_lower",
                "ci_upper",
                "alloc_bytes_per_op",
                "encoded_size",
                "decode_contract",
                "samples"));
    for (double p : PERCENTILES) {
      headers.add(p == 100 ? "max" : "p" + Numbers.plain(p));
    }
    headers.add("failure");
    // A column, not a line below the table, so that the file stays one table for spreadsheets:
    // the Noise level's word, empty when the interval is clean.
    headers.add("noise");
    Table table = new Table(headers);
    for (BenchResult r : results) {
      List<Object> cells = new ArrayList<>();
      cells.add(runId);
      cells.add(r.benchmark());
      cells.add(blank(r.codec()));
      cells.add(blank(r.fixture()));
      cells.add(blank(r.operation()));
      cells.add(r.mode());
      cells.add(params(r.params()));
      cells.add(Numbers.plain(r.score()));
      cells.add(Numbers.plain(r.scoreError()));
      cells.add(blank(r.unit()));
      cells.add(Numbers.plain(r.ciLower()));
      cells.add(Numbers.plain(r.ciUpper()));
      cells.add(r.allocBytesPerOp() == null ? "" : Numbers.plain(r.allocBytesPerOp()));
      cells.add(r.encodedSize() == null ? "" : r.encodedSize().toString());
      cells.add(blank(r.decodeContract()));
      cells.add(r.samples().length);
      for (double p : PERCENTILES) {
        Double value = r.percentiles().get(p);
        cells.add(value == null ? "" : Numbers.plain(value));
      }
      cells.add(blank(r.failure()));
      cells.add(Noise.level(r).word());
      table.row(cells.toArray());
    }
    return table.csv();
  }

  public static String throughput(long runId, List<ThroughputPoint> points) {
    Table table =
        new Table(
            "run_id",
            "store",
            "codec",
            "fixture",
            "consumers",
            "repetition",
            "messages",
            "stream_bytes",
            "elapsed_nanos",
            "combined_msg_per_sec",
            "combined_mb_per_sec",
            "per_consumer_msg_per_sec",
            "scan_ceiling_msg_per_sec",
            "alloc_bytes_per_message",
            "server_cpu_percent");
    for (ThroughputPoint p : points) {
      List<String> perConsumer = p.perConsumerMsgPerSec().stream().map(Numbers::plain).toList();
      table.row(
          runId,
          p.store(),
          blank(p.codec()),
          blank(p.fixture()),
          p.consumers(),
          p.repetition(),
          p.messages(),
          p.streamBytes(),
          p.elapsedNanos(),
          Numbers.plain(p.combinedMsgPerSec()),
          Numbers.plain(p.combinedMbPerSec()),
          String.join(";", perConsumer),
          Numbers.plain(p.scanCeilingMsgPerSec()),
          Numbers.plain(p.allocBytesPerMessage()),
          Numbers.plain(p.serverCpuPercent()));
    }
    return table.csv();
  }

  /** {@code codec=json;fixture=minimal}, sorted. */
  static String params(Map<String, String> params) {
    StringBuilder out = new StringBuilder();
    new TreeMap<>(params)
        .forEach(
            (k, v) -> out.append(out.length() == 0 ? "" : ";").append(k).append('=').append(v));
    return out.toString();
  }

  private static String blank(String value) {
    return value == null ? "" : value;
  }
}
