package dev.wirebench.storage.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.ChangeEstimator;
import dev.wirebench.engine.stats.ComparisonSummary;
import dev.wirebench.engine.stats.GeomeanSpeedup;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.ProvenanceWarning;
import dev.wirebench.engine.stats.RunComparison;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A comparison as text: the table rows (for a terminal or Markdown), provenance warnings, the
 * geometric-mean summary row, unpaired results; and as Markdown, CSV or JSON.
 */
public final class ComparisonReport {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ComparisonReport() {}

  /** What the method is, in one sentence, for reports and help texts. */
  public static final String METHOD_TEXT =
      "Method: fork bootstrap — forks are the replicates and iterations nest inside them"
          + " (Kalibera & Jones 2013); Δ is the ratio of the grand means of fork means, its"
          + " interval a seeded two-level bootstrap (forks, then iterations) with the expanded"
          + " percentile cut for few forks. Faster/slower only when the whole interval lies beyond"
          + " the noise band; no change when it lies inside it; fewer than "
          + ChangeEstimator.MIN_FORKS
          + " forks a side: estimate only. JMH's own score intervals are never used as a test."
          + " \"wide\": JMH's error is above "
          + Math.round(Noise.WIDE_ABOVE * 100)
          + " % of the score; \"noisy\": it is larger than the score.";

  /**
   * Benchmark | A | B | Unit | Forks×iter (A vs B) | Δ | CI of Δ | Verdict | Note, then the geomean
   * row with its interval.
   */
  public static Table table(RunComparison c) {
    Table table =
        new Table(
            "Benchmark",
            ">A",
            ">B",
            "Unit",
            "Forks×iter",
            ">Δ",
            confidence(c) + " CI of Δ",
            "Verdict",
            "Note");
    for (PairComparison p : c.pairs()) {
      table.row(
          pairName(p),
          Numbers.score(p.scoreA()),
          Numbers.score(p.scoreB()),
          p.unit() == null ? "-" : p.unit(),
          p.shapes(),
          Numbers.percent(p.change()),
          Numbers.interval(p.changeLower(), p.changeUpper()),
          p.verdict().text(),
          note(p));
    }
    GeomeanSpeedup g = c.summary().geomean();
    table.row(
        "geomean speed-up of B (" + g.count() + " pairs)",
        "",
        "",
        "",
        "",
        Numbers.percent(g.speedup() - 1),
        Numbers.interval(g.lower() - 1, g.upper() - 1),
        "",
        g.note().isEmpty()
            ? "+ means B is better, whatever the mode"
            : "+ means B is better, whatever the mode; no interval: " + g.note());
    return table;
  }

  /**
   * The benchmark's name; {@code json decode snapshot [avgt] vs cbor} when the pair compares two
   * codecs.
   */
  public static String pairName(PairComparison p) {
    String name = ResultNames.describe(p.a());
    String codecB = p.b().codec();
    return codecB == null || codecB.equals(p.a().codec()) ? name : name + " vs " + codecB;
  }

  /** The row's note with its method and any noisy flag. */
  public static String note(PairComparison p) {
    StringBuilder note = new StringBuilder(p.method().text());
    if (p.note() != null && !p.note().isEmpty()) {
      note.append(": ").append(p.note());
    }
    String noisy = p.noisyText();
    if (!noisy.isEmpty()) {
      note.append("; ").append(noisy);
    }
    return note.toString();
  }

  /** {@code 95 %}: the intervals' confidence. */
  public static String confidence(RunComparison c) {
    double percent = (1 - c.settings().alpha()) * 100;
    String text = String.format(Locale.ROOT, "%.2f", percent);
    return text.replaceAll("0+$", "").replaceAll("\\.$", "") + " %";
  }

  /**
   * {@code 3 paired: 1 faster, 0 slower, 2 unchanged, 0 too few forks, 0 inconclusive; geomean
   * speed-up of B ×1.034 [×1.01, ×1.06]; ...}.
   */
  public static String summaryLine(RunComparison c) {
    ComparisonSummary s = c.summary();
    GeomeanSpeedup g = s.geomean();
    String geomean =
        Double.isFinite(g.speedup())
            ? String.format(Locale.ROOT, "×%.3f", g.speedup())
                + (g.bounded()
                    ? String.format(Locale.ROOT, " [×%.3f, ×%.3f]", g.lower(), g.upper())
                    : "")
            : "-";
    return String.format(
        Locale.ROOT,
        "%d paired: %d faster, %d slower, %d unchanged, %d too few forks, %d inconclusive;"
            + " geomean speed-up of B %s; %d only in A, %d only in B (%s, %s CI)",
        s.paired(),
        s.faster(),
        s.slower(),
        s.unchanged(),
        s.tooFewForks(),
        s.inconclusive(),
        geomean,
        c.onlyInA().size(),
        c.onlyInB().size(),
        c.settings().describe(),
        confidence(c));
  }

  /**
   * The geomean in words: {@code Geomean: B is 3.4 % faster than A (×1.034, 95 % CI ×1.012 …
   * ×1.057, over 12 benchmarks)}; when the interval includes ×1 it says no overall change is shown;
   * without an interval it says "no verdict" and why, the bare estimate last, in brackets.
   */
  public static String geomeanSentence(RunComparison c) {
    GeomeanSpeedup g = c.summary().geomean();
    if (!Double.isFinite(g.speedup())) {
      return "Geomean: no comparable benchmarks";
    }
    String size = String.format(Locale.ROOT, "%.1f %%", Math.abs(g.speedup() - 1) * 100);
    String way = g.speedup() >= 1 ? "faster" : "slower";
    if (!g.bounded()) {
      // The verdict first: a reader who stops after "Geomean: B is 265 % faster" was misled.
      return String.format(
          Locale.ROOT,
          "Geomean: no verdict — %s (estimate only: B %s %s than A, ×%.3f over %d benchmarks)",
          g.note(),
          size,
          way,
          g.speedup(),
          g.count());
    }
    String interval =
        String.format(
            Locale.ROOT,
            "×%.3f, %s CI ×%.3f … ×%.3f, over %d benchmarks",
            g.speedup(),
            confidence(c),
            g.lower(),
            g.upper(),
            g.count());
    if (g.lower() <= 1 && g.upper() >= 1) {
      return "Geomean: no overall change shown (" + interval + ")";
    }
    return "Geomean: B is " + size + " " + way + " than A (" + interval + ")";
  }

  /**
   * One line per differing value; keys only one run recorded are grouped per category and side
   * ({@code benchmark settings: only B recorded settings.modes=avgt, settings.threads=1}).
   */
  public static List<String> warnings(RunComparison c) {
    List<String> lines = new ArrayList<>();
    Map<String, List<String>> oneSided = new LinkedHashMap<>();
    for (ProvenanceWarning w : c.warnings()) {
      if (w.valueA() != null && w.valueB() != null) {
        lines.add(w.describe());
      } else {
        String side = w.valueA() == null ? "B" : "A";
        String value = w.valueA() == null ? w.valueB() : w.valueA();
        oneSided
            .computeIfAbsent(
                w.category().text() + ": only " + side + " recorded ", k -> new ArrayList<>())
            .add(w.key() + "=" + value);
      }
    }
    oneSided.forEach((head, keys) -> lines.add(head + String.join(", ", keys)));
    return lines;
  }

  /** Results without a partner: Run | Benchmark | Score | Unit. */
  public static Table unpaired(RunComparison c) {
    Table table = new Table("Only in", "Benchmark", ">Score", "Unit");
    c.onlyInA()
        .forEach(r -> table.row("A", ResultNames.describe(r), Numbers.score(r.score()), r.unit()));
    c.onlyInB()
        .forEach(r -> table.row("B", ResultNames.describe(r), Numbers.score(r.score()), r.unit()));
    return table;
  }

  public static String markdown(RunComparison c) {
    StringBuilder md = new StringBuilder();
    md.append("# Comparison: A ")
        .append(c.nameA())
        .append(" → B ")
        .append(c.nameB())
        .append("\n\n");
    MachineHeadline.of(c).ifPresent(line -> md.append("**").append(line).append("**\n\n"));
    if (!c.warnings().isEmpty()) {
      md.append("> **Warning: the runs are not like for like.**\n>\n");
      warnings(c).forEach(w -> md.append("> - ").append(w).append('\n'));
      md.append('\n');
    }
    md.append(summaryLine(c)).append(".\n\n");
    md.append(table(c).markdown()).append('\n');
    md.append(METHOD_TEXT).append("\n\n");
    Table unpaired = unpaired(c);
    if (!unpaired.isEmpty()) {
      md.append("## Unpaired results\n\n").append(unpaired.markdown()).append('\n');
    }
    return md.toString();
  }

  public static String csv(RunComparison c) {
    Table table =
        new Table(
            "benchmark",
            "codec",
            "fixture",
            "operation",
            "mode",
            "params",
            "unit",
            "score_a",
            "score_b",
            "change",
            "change_lower",
            "change_upper",
            "forks_a",
            "forks_b",
            "method",
            "verdict",
            "noisy",
            "note");
    for (PairComparison p : c.pairs()) {
      BenchResult a = p.a();
      table.row(
          a.benchmark(),
          blank(a.codec()),
          blank(a.fixture()),
          blank(a.operation()),
          a.mode(),
          RunCsv.params(a.params()),
          blank(p.unit()),
          Numbers.plain(p.scoreA()),
          Numbers.plain(p.scoreB()),
          Numbers.plain(p.change()),
          Numbers.plain(p.changeLower()),
          Numbers.plain(p.changeUpper()),
          p.shapeA(),
          p.shapeB(),
          p.method().name(),
          p.verdict().name(),
          p.noisyText(),
          p.note());
    }
    c.onlyInA().forEach(r -> unpairedRow(table, r, "A"));
    c.onlyInB().forEach(r -> unpairedRow(table, r, "B"));
    return table.csv();
  }

  private static void unpairedRow(Table table, BenchResult r, String side) {
    String score = Numbers.plain(r.score());
    table.row(
        r.benchmark(),
        blank(r.codec()),
        blank(r.fixture()),
        blank(r.operation()),
        r.mode(),
        RunCsv.params(r.params()),
        blank(r.unit()),
        side.equals("A") ? score : "",
        side.equals("B") ? score : "",
        "",
        "",
        "",
        "",
        "",
        "",
        "ONLY_IN_" + side,
        Noise.describe(r),
        "");
  }

  public static String json(RunComparison c) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("a", c.nameA());
    root.put("b", c.nameB());
    root.put("alpha", c.settings().alpha());
    root.put("noiseBand", c.settings().noiseBand());
    root.put("method", METHOD_TEXT);
    root.put("resamples", c.settings().resamples());
    root.put("seed", c.settings().seed());
    root.put("minForks", ChangeEstimator.MIN_FORKS);
    ArrayNode warnings = root.putArray("warnings");
    for (ProvenanceWarning w : c.warnings()) {
      ObjectNode node = warnings.addObject();
      node.put("category", w.category().name());
      node.put("key", w.key());
      node.put("a", w.valueA());
      node.put("b", w.valueB());
    }
    ComparisonSummary s = c.summary();
    ObjectNode summary = root.putObject("summary");
    summary.put("paired", s.paired());
    summary.put("faster", s.faster());
    summary.put("slower", s.slower());
    summary.put("unchanged", s.unchanged());
    summary.put("tooFewForks", s.tooFewForks());
    summary.put("inconclusive", s.inconclusive());
    GeomeanSpeedup g = s.geomean();
    number(summary, "geomeanSpeedup", g.speedup());
    number(summary, "geomeanLower", g.lower());
    number(summary, "geomeanUpper", g.upper());
    summary.put("geomeanCount", g.count());
    summary.put("geomeanNote", g.note());
    ArrayNode pairs = root.putArray("pairs");
    c.pairs().forEach(p -> pair(pairs.addObject(), p, c.settings().alpha()));
    ArrayNode onlyA = root.putArray("onlyInA");
    c.onlyInA().forEach(r -> onlyA.add(ResultNames.describe(r)));
    ArrayNode onlyB = root.putArray("onlyInB");
    c.onlyInB().forEach(r -> onlyB.add(ResultNames.describe(r)));
    try {
      return MAPPER.writer().with(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root)
          + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree always serialises", e);
    }
  }

  private static void pair(ObjectNode node, PairComparison p, double alpha) {
    BenchResult a = p.a();
    node.put("benchmark", a.benchmark());
    node.put("codec", a.codec());
    node.put("fixture", a.fixture());
    node.put("operation", a.operation());
    node.put("mode", a.mode());
    ObjectNode params = node.putObject("params");
    a.params().forEach(params::put);
    node.put("unit", p.unit());
    number(node, "scoreA", p.scoreA());
    number(node, "scoreB", p.scoreB());
    number(node, "change", p.change());
    number(node, "changeLower", p.changeLower());
    number(node, "changeUpper", p.changeUpper());
    node.put("confidence", 1 - alpha);
    node.put("method", p.method().name());
    node.put("forksA", p.shapeA());
    node.put("forksB", p.shapeB());
    node.put("noisyA", Noise.doubtful(p.a()));
    node.put("noisyB", Noise.doubtful(p.b()));
    node.put("verdict", p.verdict().name());
    node.put("note", p.note());
  }

  private static void number(ObjectNode node, String key, double value) {
    if (Double.isFinite(value)) {
      node.put(key, value);
    } else {
      node.putNull(key);
    }
  }

  private static String blank(String value) {
    return value == null ? "" : value;
  }
}
