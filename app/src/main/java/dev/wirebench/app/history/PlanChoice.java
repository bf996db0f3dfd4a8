package dev.wirebench.app.history;

import dev.wirebench.engine.history.EnvironmentKey;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * One entry of the History screen's plan picker: one plan (mode, warm-up, measurement, forks, and
 * where it ran: host, CPU, JVM, flags — what a series never mixes), or every plan of the benchmark
 * at once ({@code plan} null).
 *
 * @param plan the series' environment and plan, or null for all plans
 * @param name how the picker shows it, plan first: {@code avgt · 3 forks, warm-up 3x1s, measurement
 *     5x1s · bench-1, JVM Eclipse Adoptium 17.0.9 · 9 runs, latest 2026-11-25}
 */
public record PlanChoice(EnvironmentKey plan, String name) {
  private static final DateTimeFormatter DAY =
      DateTimeFormatter.ofPattern("yyyy-MM-dd", Locale.ROOT).withZone(ZoneOffset.UTC);

  /** Whether {@code analysis} is shown under this choice. */
  public boolean shows(SeriesAnalysis analysis) {
    return plan == null || plan.equals(analysis.series().environment());
  }

  /**
   * The choices for {@code history}: each plan, the one measured most recently first, then "All
   * plans" when there is more than one.
   */
  static List<PlanChoice> of(KeyHistory history) {
    List<SeriesAnalysis> series = new ArrayList<>(history.series());
    series.removeIf(s -> s.series().isEmpty());
    series.sort(
        Comparator.comparing((SeriesAnalysis s) -> newest(s.series()), byTime()).reversed());
    List<PlanChoice> choices = new ArrayList<>();
    for (SeriesAnalysis s : series) {
      choices.add(new PlanChoice(s.series().environment(), name(history, s.series())));
    }
    if (choices.size() > 1) {
      choices.add(new PlanChoice(null, "All " + choices.size() + " plans, each its own line"));
    }
    return choices;
  }

  /** The plan of the newest run: the first of {@link #of}; null if the history has no points. */
  static PlanChoice latest(List<PlanChoice> choices) {
    return choices.isEmpty() ? null : choices.get(0);
  }

  private static SeriesPoint newest(Series series) {
    return series.points().get(series.latestIndex());
  }

  private static Comparator<SeriesPoint> byTime() {
    return Comparator.comparing(SeriesPoint::startedAt).thenComparingLong(SeriesPoint::runId);
  }

  static String name(KeyHistory history, Series series) {
    EnvironmentKey env = series.environment();
    List<String> parts = new ArrayList<>();
    parts.add(history.key().mode() == null ? "mode unknown" : history.key().mode());
    parts.add(env.plan().isEmpty() ? "plan not recorded" : env.plan());
    // host, JVM version and flags digest: short enough for a picker at 1024 px; the CPU and the
    // JVM vendor are in the entry's tooltip (EnvironmentKey#describe)
    List<String> where = new ArrayList<>();
    add(where, env.host());
    add(where, env.jvmVersion().isEmpty() ? "" : "JVM " + env.jvmVersion());
    add(where, env.jvmFlags().isEmpty() ? "" : "flags " + env.flagsDigest());
    parts.add(where.isEmpty() ? "unknown environment" : String.join(", ", where));
    parts.add(
        series.size()
            + (series.size() == 1 ? " run" : " runs")
            + ", latest "
            + DAY.format(newest(series).startedAt()));
    return String.join(" · ", parts);
  }

  private static void add(List<String> parts, String part) {
    if (!part.isEmpty()) {
      parts.add(part);
    }
  }

  @Override
  public String toString() {
    return name;
  }
}
