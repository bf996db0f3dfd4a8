package dev.wirebench.storage.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.stats.ComparisonSummary;
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

  /** Benchmark | A | B | Unit | Δ | CI of Δ | p | Verdict | Note, then the geomean row. */
  public static Table table(RunComparison c) {
    Table table =
        new Table("Benchmark", ">A", ">B", "Unit", ">Δ", "CI of Δ", ">p", "Verdict", "Note");
    for (PairComparison p : c.pairs()) {
      table.row(
          ResultNames.describe(p.a()),
          Numbers.score(p.scoreA()),
          Numbers.score(p.scoreB()),
          p.unit() == null ? "-" : p.unit(),
          Numbers.percent(p.change()),
          Numbers.interval(p.changeLower(), p.changeUpper()),
          Numbers.pValue(p.pValue()),
          p.verdict().text(),
          p.note());
    }
    ComparisonSummary s = c.summary();
    table.row(
        "geomean speed-up of B (" + s.geomeanCount() + " pairs)",
        "",
        "",
        "",
        Numbers.percent(s.geomeanSpeedup() - 1),
        "",
        "",
        "",
        "+ means B is better, whatever the mode; descriptive, not a test");
    return table;
  }

  /** {@code 3 faster, 1 slower, 10 unchanged, 0 inconclusive; geomean speed-up ×1.034}. */
  public static String summaryLine(RunComparison c) {
    ComparisonSummary s = c.summary();
    return String.format(
        Locale.ROOT,
        "%d paired: %d faster, %d slower, %d unchanged, %d inconclusive; geomean speed-up of B %s;"
            + " %d only in A, %d only in B (%s)",
        s.paired(),
        s.faster(),
        s.slower(),
        s.unchanged(),
        s.inconclusive(),
        Double.isFinite(s.geomeanSpeedup())
            ? String.format(Locale.ROOT, "×%.3f", s.geomeanSpeedup())
            : "-",
        c.onlyInA().size(),
        c.onlyInB().size(),
        c.settings().describe());
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
    if (!c.warnings().isEmpty()) {
      md.append("> **Warning: the runs are not like for like.**\n>\n");
      warnings(c).forEach(w -> md.append("> - ").append(w).append('\n'));
      md.append('\n');
    }
    md.append(summaryLine(c)).append(".\n\n");
    md.append(table(c).markdown()).append('\n');
    md.append(
        "Verdicts: Mann-Whitney U on the raw iteration samples at the given α, with the"
            + " Hodges-Lehmann confidence interval of the change; changes inside the noise band are"
            + " \"no change\" whatever the p-value; rows without raw samples use the scores'"
            + " confidence intervals (CI overlap) and say so.\n\n");
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
            "p_value",
            "method",
            "verdict",
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
          Numbers.plain(p.pValue()),
          p.method().name(),
          p.verdict().name(),
          p.note());
    }
    for (BenchResult r : c.onlyInA()) {
      table.row(
          r.benchmark(),
          blank(r.codec()),
          blank(r.fixture()),
          blank(r.operation()),
          r.mode(),
          RunCsv.params(r.params()),
          blank(r.unit()),
          Numbers.plain(r.score()),
          "",
          "",
          "",
          "",
          "",
          "",
          "ONLY_IN_A",
          "");
    }
    for (BenchResult r : c.onlyInB()) {
      table.row(
          r.benchmark(),
          blank(r.codec()),
          blank(r.fixture()),
          blank(r.operation()),
          r.mode(),
          RunCsv.params(r.params()),
          blank(r.unit()),
          "",
          Numbers.plain(r.score()),
          "",
          "",
          "",
          "",
          "",
          "ONLY_IN_B",
          "");
    }
    return table.csv();
  }

  public static String json(RunComparison c) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("a", c.nameA());
    root.put("b", c.nameB());
    root.put("alpha", c.settings().alpha());
    root.put("noiseBand", c.settings().noiseBand());
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
    summary.put("inconclusive", s.inconclusive());
    number(summary, "geomeanSpeedup", s.geomeanSpeedup());
    summary.put("geomeanCount", s.geomeanCount());
    ArrayNode pairs = root.putArray("pairs");
    c.pairs().forEach(p -> pair(pairs.addObject(), p));
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

  private static void pair(ObjectNode node, PairComparison p) {
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
    number(node, "pValue", p.pValue());
    node.put("method", p.method().name());
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
