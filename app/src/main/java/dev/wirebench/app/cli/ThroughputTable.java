package dev.wirebench.app.cli;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.throughput.LocalBaseline;
import dev.wirebench.engine.throughput.PointSummary;
import dev.wirebench.engine.throughput.ScanCeiling;
import dev.wirebench.engine.throughput.StreamOrder;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.storage.report.Numbers;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A throughput report as text: the settings, the scan ceilings and one row per store x codec x K.
 */
final class ThroughputTable {
  private final ThroughputReport report;

  ThroughputTable(ThroughputReport report) {
    this.report = report;
  }

  void print(PrintWriter out) {
    ThroughputSettings settings = report.settings();
    out.printf(
        Locale.ROOT,
        "Throughput: fixture %s, %,d messages per stream, K = %s, %d repetition%s, consumers as %s%n",
        settings.fixture(),
        settings.messages(),
        settings.consumers().stream().map(String::valueOf).collect(Collectors.joining(",")),
        settings.repetitions(),
        settings.repetitions() == 1 ? "" : "s",
        settings.processPerConsumer() ? "forked JVMs" : "threads");
    printSchemas(out);
    for (ScanCeiling ceiling : report.ceilings()) {
      out.printf(
          Locale.ROOT,
          "Scan ceiling %s/%s: %s msg/s, %.0f MB/s (one thread summing every payload byte,"
              + " a pass before each point, median of %d, spread %.0f %%; mean payload %.1f B)%n",
          ceiling.store(),
          ceiling.codec(),
          rate(ceiling.msgPerSec()),
          ceiling.mbPerSec(),
          ceiling.samplesMsgPerSec().size(),
          ceiling.spreadPercent(),
          ceiling.streamBytes() / (double) ceiling.messages());
    }
    List<PointSummary> summaries = report.summaries();
    if (!summaries.isEmpty()) {
      out.println();
      out.print(table(summaries).render());
      out.println();
      out.println(
          "combined = K x N / (first consumer's start to last one's end), median of the"
              + " repetitions, ± half their range; per consumer = each consumer's N / its own time,"
              + " over all repetitions; % of scan = per repetition, the median consumer's rate"
              + " / the scan pass taken just before it, median of the repetitions (range: lowest"
              + " and highest);"
              + " a served store's scan reads its files locally, so % of scan is against the local"
              + " ceiling; % of local = a served store's combined rate / the local read's of the"
              + " same streams, codec and K in this run; server CPU = the stream server process's"
              + " CPU time over the point's reads, in % of one core (- under 0.25 s: CPU time"
              + " comes in 10 ms ticks);"
              + " alloc = bytes allocated per message by reader and codec; both stores' readers"
              + " copy each payload once into an array (same copy per byte). "
              + (settings.processPerConsumer() ? FORKED_TIMING : "")
              + StreamOrder.DESCRIPTION);
    }
    for (String warning : report.warnings()) {
      out.println("warning: " + warning);
    }
    if (report.cancelled()) {
      out.println("cancelled: the rows above are the points finished before the cancel.");
    }
    if (report.keptDirectory() != null) {
      out.println("stream files kept in " + report.keptDirectory());
    }
  }

  /** How a forked consumer's point is timed (see ForkedConsumerGroup and ForkWarmUp). */
  static final String FORKED_TIMING =
      "Forked consumers: each JVM has warmed up (two decode passes, then until its JIT compiler"
          + " is idle) and mapped the stream before any is told to go; starts and ends are the"
          + " consumers' own clock readings (one monotonic clock per host; if they were not"
          + " comparable, the parent's go-to-last-report time is used). ";

  /** A dynamic fixture's schema: where it came from and its hash (as stored with the run). */
  private void printSchemas(PrintWriter out) {
    Environment environment = report.environment();
    for (var entry : environment.values().entrySet()) {
      String key = entry.getKey();
      if (key.endsWith(Environment.SCHEMA_FILE_SUFFIX)) {
        String fixture = key.substring(0, key.length() - Environment.SCHEMA_FILE_SUFFIX.length());
        out.printf(
            Locale.ROOT,
            "Messages of unknown shape, schema %s (sha256 %s); codecs' dynamic mappings%n",
            entry.getValue(),
            abbreviate(environment.get(fixture + Environment.SCHEMA_HASH_SUFFIX)));
      }
    }
  }

  private static String abbreviate(String hash) {
    return hash == null || hash.length() <= 12 ? String.valueOf(hash) : hash.substring(0, 12);
  }

  private static TextTable table(List<PointSummary> summaries) {
    TextTable table =
        new TextTable(
            "store",
            "codec",
            "K",
            "combined msg/s",
            "±",
            "per consumer median",
            "min",
            "max",
            "MB/s",
            "% of scan",
            "range",
            "% of local",
            "server CPU",
            "alloc B/msg");
    for (PointSummary s : summaries) {
      table.row(
          s.store(),
          s.codec(),
          s.consumers(),
          rate(s.combinedMsgPerSec()),
          percent(s.combinedSpreadPercent() / 2),
          rate(s.perConsumerMsgPerSec()),
          rate(s.perConsumerMinMsgPerSec()),
          rate(s.perConsumerMaxMsgPerSec()),
          Numbers.whole(s.combinedMbPerSec()),
          percent(s.percentOfCeiling()),
          range(s.percentOfCeilingMin(), s.percentOfCeilingMax()),
          percent(LocalBaseline.percentOfLocal(s, summaries)),
          percent(s.serverCpuPercent()),
          Numbers.bytes(s.allocBytesPerMessage()));
    }
    return table;
  }

  /** 12.34 M, 567.8 k or 912: {@link Numbers#rate}, as the Throughput screen and Runs write it. */
  static String rate(double perSecond) {
    return Numbers.rate(perSecond);
  }

  private static String percent(double value) {
    return Numbers.share(value);
  }

  /** {@code 66–71 %}, rounded as the median beside it; "-" without a scan. */
  private static String range(double low, double high) {
    return Double.isNaN(low) || Double.isNaN(high)
        ? "-"
        : String.format(Locale.ROOT, "%.0f–%.0f %%", low, high);
  }
}
