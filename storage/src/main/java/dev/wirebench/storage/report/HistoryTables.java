package dev.wirebench.storage.report;

import dev.wirebench.engine.history.ChangePoint;
import dev.wirebench.engine.history.EnvironmentKey;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * A benchmark's history as tables and lines: its points per environment with best, latest and
 * change points marked, the change points as sentences, and a summary row per series. Output
 * depends only on the data (UTC times, fixed order), so documents made from it diff cleanly.
 */
public final class HistoryTables {
  /** How run times read in histories: {@code 2026-01-03 10:00}. */
  public static final DateTimeFormatter MINUTE =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneOffset.UTC);

  private HistoryTables() {}

  /** {@code json decode snapshot-20x20 [avgt] — bench-1, Xeon, JVM ..., flags 3f2a9c1e}. */
  public static String title(SeriesAnalysis analysis) {
    Series series = analysis.series();
    return series.key().describe() + " — " + series.environment().shortName();
  }

  /**
   * {@code 42 runs, ns/op; best 1,234 (#12), latest 1,300 (#53), Δ vs best +5.3 % [+3.1 %, +7.4 %]
   * (3×5 vs 3×5); 1 change point}: the Δ as {@link VersusBest#describe} reads it.
   */
  public static String headline(SeriesAnalysis analysis, VersusBest versus) {
    Series series = analysis.series();
    SeriesPoint best = analysis.best();
    SeriesPoint latest = analysis.latest();
    if (best == null) {
      return "no scores";
    }
    int changes = analysis.changePoints().size();
    return series.size()
        + (series.size() == 1 ? " run, " : " runs, ")
        + series.unit()
        + "; best "
        + Numbers.score(best.score())
        + " (#"
        + best.runId()
        + "), latest "
        + Numbers.score(latest.score())
        + " (#"
        + latest.runId()
        + "), "
        // "the latest is the best" rather than "best vs best"
        + (series.bestIndex() == series.latestIndex()
            ? "the latest is the best"
            : "Δ vs best " + VersusBest.describe(versus.latest(analysis), analysis.latestVsBest()))
        + "; "
        + changes
        + (changes == 1 ? " change point" : " change points");
  }

  /**
   * The series' points, oldest first: run, start, label, score, error, Δ vs best and a mark (best,
   * latest, a change point). At most the newest {@code limit} points. Each Δ is compared with the
   * best as {@link VersusBest} does (interval, forks × iterations, significance).
   */
  public static Table points(SeriesAnalysis analysis, int limit, VersusBest versus) {
    Series series = analysis.series();
    Map<Integer, ChangePoint> changes = new HashMap<>();
    analysis.changePoints().forEach(c -> changes.put(c.index(), c));
    int best = series.bestIndex();
    int latest = series.latestIndex();
    Table table =
        new Table("Run", "Started (UTC)", "Label", ">Score", ">± Error", ">Δ vs best", "Mark");
    for (int i = Math.max(0, series.size() - limit); i < series.size(); i++) {
      SeriesPoint p = series.points().get(i);
      List<String> marks = new ArrayList<>();
      if (i == best) {
        marks.add("best");
      }
      if (i == latest) {
        marks.add("latest");
      }
      ChangePoint change = changes.get(i);
      if (change != null) {
        marks.add("change: " + change.shift() + ", p = " + ChangePoint.pText(change.pValue()));
      }
      table.row(
          "#" + p.runId(),
          MINUTE.format(p.startedAt()),
          p.runLabel(),
          Numbers.score(p.score()),
          Numbers.error(p.error()),
          i == best ? "best" : VersusBest.describe(versus.point(series, i), series.deltaVsBest(i)),
          String.join("; ", marks));
    }
    return table;
  }

  /** Each change point as a sentence with its levels: {@code decode 12.0 % slower from run #41}. */
  public static List<String> changeLines(SeriesAnalysis analysis) {
    Series series = analysis.series();
    String what =
        series.key().operation() != null ? series.key().operation() : series.key().describe();
    List<String> lines = new ArrayList<>();
    for (ChangePoint c : analysis.changePoints()) {
      lines.add(
          c.describe(what)
              + " ("
              + Numbers.score(c.before())
              + " → "
              + Numbers.score(c.after())
              + " "
              + series.unit()
              + ", "
              + MINUTE.format(c.point().startedAt())
              + ")");
    }
    return lines;
  }

  /**
   * One row per series of every key: benchmark, environment, runs, unit, best, latest, latest's Δ
   * vs best, and the last change point.
   */
  public static Table summary(List<KeyHistory> histories, VersusBest versus) {
    Table table =
        new Table(
            "Benchmark",
            "Environment",
            ">Runs",
            ">Best",
            ">Latest",
            "Unit",
            ">Latest Δ vs best",
            "Last change");
    for (KeyHistory history : histories) {
      for (SeriesAnalysis a : history.series()) {
        SeriesPoint best = a.best();
        SeriesPoint latest = a.latest();
        ChangePoint last = a.lastChange();
        table.row(
            history.key().describe(),
            a.series().environment().shortName(),
            a.series().size(),
            Numbers.score(best.score()) + " (#" + best.runId() + ")",
            Numbers.score(latest.score()) + " (#" + latest.runId() + ")",
            a.series().unit(),
            a.series().bestIndex() == a.series().latestIndex()
                ? "best"
                : VersusBest.describe(versus.latest(a), a.latestVsBest()),
            last == null
                ? "none"
                : last.shift()
                    + " from #"
                    + last.point().runId()
                    + ", p = "
                    + ChangePoint.pText(last.pValue()));
      }
    }
    return table;
  }

  /**
   * Every environment of the histories with its JVM flags in full: what the short names in the
   * other tables stand for.
   */
  public static Table environments(List<KeyHistory> histories) {
    TreeSet<EnvironmentKey> seen = new TreeSet<>();
    histories.forEach(h -> h.series().forEach(s -> seen.add(s.series().environment())));
    Table table = new Table("Environment", "JVM flags");
    for (EnvironmentKey env : seen) {
      table.row(env.shortName(), env.jvmFlags().isEmpty() ? "-" : "`" + env.jvmFlags() + "`");
    }
    return table;
  }
}
