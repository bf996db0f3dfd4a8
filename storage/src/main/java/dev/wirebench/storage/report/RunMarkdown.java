package dev.wirebench.storage.report;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.storage.RunSummary;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/**
 * A run as a Markdown report, the way results documents are kept by hand: a header with host, JVM,
 * warm-ups, measurements and forks; the results table; percentiles where there are any; a
 * consolidated summary per fixture × operation with Δ vs best (and vs a chosen codec); throughput;
 * failures.
 */
public final class RunMarkdown {
  static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'", Locale.ROOT)
          .withZone(ZoneOffset.UTC);

  private RunMarkdown() {}

  /**
   * The report.
   *
   * @param vsCodec a codec to add a "Δ vs" column for, or null
   */
  public static String render(
      RunSummary run, List<BenchResult> results, List<ThroughputPoint> points, String vsCodec) {
    StringBuilder md = new StringBuilder();
    md.append("# Wirebench run ").append(run.displayName()).append("\n\n");
    md.append(header(run).markdown()).append('\n');
    if (!run.notes().isEmpty()) {
      md.append(run.notes()).append("\n\n");
    }
    section(md, "Results", ResultTables.results(results), null);
    section(md, "Other benchmarks", ResultTables.generic(results), null);
    section(md, "Latency percentiles", ResultTables.percentiles(results), null);
    section(
        md,
        "Summary: Δ vs best",
        ResultTables.deltaSummary(results, vsCodec),
        "Per fixture × operation, best first. Δ is the relative score difference: for thrpt"
            + " higher is better, for avgt/sample/ss lower is better.");
    section(md, "Throughput", ResultTables.throughput(points), null);
    section(md, "Failures", ResultTables.failures(results), null);
    return md.toString();
  }

  private static void section(StringBuilder md, String title, Table table, String intro) {
    if (table.isEmpty()) {
      return;
    }
    md.append("## ").append(title).append("\n\n");
    if (intro != null) {
      md.append(intro).append("\n\n");
    }
    md.append(table.markdown()).append('\n');
  }

  /** The run's facts as a two-column table. */
  static Table header(RunSummary run) {
    Environment env = run.environment();
    Table table = new Table("Run", run.displayName());
    table.row(
        "Kind",
        run.kind().name().toLowerCase(Locale.ROOT)
            + " ("
            + run.status().name().toLowerCase(Locale.ROOT)
            + ")");
    table.row("Started", TIME.format(run.startedAt()) + took(run.duration()));
    add(table, "Host", host(env));
    add(table, "OS", join(env.get(Environment.OS_NAME), env.get(Environment.OS_VERSION)));
    add(
        table,
        "JVM",
        join(
            env.get(Environment.JVM_VENDOR),
            join(env.get("jvm.name"), env.get(Environment.JVM_VERSION))));
    String flags = env.get(Environment.JVM_FLAGS);
    add(table, "JVM flags", flags == null || flags.isBlank() ? null : "`" + flags + "`");
    add(table, "JMH", env.get(Environment.JMH_VERSION));
    add(table, "Modes", env.get("settings.modes"));
    add(table, "Warm-up", env.get("settings.warmup"));
    add(table, "Measurement", env.get("settings.measurement"));
    add(table, "Forks", env.get("settings.forks"));
    add(table, "Threads", env.get("settings.threads"));
    add(table, "Profilers", env.get("settings.profilers"));
    add(table, "Source", run.source());
    add(table, "Tags", run.tags().isEmpty() ? null : String.join(", ", run.tags()));
    return table;
  }

  private static String host(Environment env) {
    String host = env.get(Environment.HOST);
    String cpu = env.get(Environment.CPU_MODEL);
    String cores = env.get(Environment.CPU_COUNT);
    String text =
        join(
            host,
            cpu == null ? null : "— " + cpu + (cores == null ? "" : " (" + cores + " cores)"));
    String memory = env.get(Environment.MEMORY_BYTES);
    if (text != null && memory != null) {
      try {
        text += String.format(Locale.ROOT, ", %.1f GB", Long.parseLong(memory) / 1e9);
      } catch (NumberFormatException e) {
        text += ", " + memory + " bytes";
      }
    }
    return text;
  }

  private static String took(Duration duration) {
    if (duration == null) {
      return "";
    }
    long seconds = duration.toSeconds();
    return seconds < 60
        ? " (took " + seconds + " s)"
        : String.format(Locale.ROOT, " (took %d min %d s)", seconds / 60, seconds % 60);
  }

  private static void add(Table table, String key, String value) {
    if (value != null && !value.isBlank()) {
      table.row(key, value);
    }
  }

  private static String join(String a, String b) {
    if (a == null || a.isBlank()) {
      return b;
    }
    return b == null || b.isBlank() ? a : a + " " + b;
  }
}
