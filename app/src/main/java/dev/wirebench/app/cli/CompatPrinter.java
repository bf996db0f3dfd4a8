package dev.wirebench.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.bench.CostPlan;
import dev.wirebench.engine.bench.CostResult;
import dev.wirebench.engine.compat.CellResult;
import dev.wirebench.engine.compat.CompatReport;
import dev.wirebench.engine.compat.Direction;
import dev.wirebench.engine.compat.FieldResult;
import dev.wirebench.engine.compat.Outcome;
import dev.wirebench.engine.compat.StaticVerdict;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code compat}'s output: the matrix (codecs × directions, each cell its verdict and how many
 * fields ended each way), disagreements with each format's checker, rows that did not run, and with
 * {@code --detail} one codec's per-field table and payloads. Text, Markdown or JSON.
 */
final class CompatPrinter {
  private CompatPrinter() {}

  static String print(CompatReport report, String format, String detail) {
    return print(report, format, detail, null, null);
  }

  /** As above, with {@code --cost}'s results (or null) after the matrix. */
  static String print(
      CompatReport report, String format, String detail, CostPlan plan, List<CostResult> cost) {
    if (format.equals("json")) {
      return json(report, cost) + "\n";
    }
    boolean md = format.equals("markdown");
    StringBuilder out = new StringBuilder();
    out.append(md ? "**" : "")
        .append("compat ")
        .append(report.oldName())
        .append(" → ")
        .append(report.newName())
        .append(md ? "**" : "")
        .append("\n\n");
    out.append(matrix(report, md)).append('\n');
    out.append(md ? "\n" : "")
        .append("cells: verdict (the worst field), then fields per outcome:")
        .append(" s survived, d defaulted, x dropped, e error, m MISREAD\n");
    findings(report, out, md);
    if (detail != null) {
      for (CellResult cell : report.cellsOf(detail)) {
        out.append('\n').append(CompatDetail.print(cell, md));
      }
    }
    if (cost != null) {
      out.append('\n').append(CompatCostPrinter.print(plan, cost, md));
    }
    return out.toString();
  }

  private static String matrix(CompatReport report, boolean md) {
    List<String[]> rows = new ArrayList<>();
    Set<String> ids = new LinkedHashSet<>();
    report.cells().forEach(cell -> ids.add(cell.codecId()));
    for (String id : ids) {
      List<CellResult> both = report.cellsOf(id);
      if (both.get(0).notRun() != null) {
        continue;
      }
      rows.add(
          new String[] {id, cell(both.get(0)), cell(both.get(1)), staticText(both), flag(both)});
    }
    String[] headers = {"codec", "old→new", "new→old", "static (old→new / new→old)", "checker"};
    if (md) {
      StringBuilder out = new StringBuilder("| " + String.join(" | ", headers) + " |\n");
      out.append("|---|---|---|---|---|\n");
      rows.forEach(
          r ->
              out.append("| `")
                  .append(r[0])
                  .append("` | ")
                  .append(String.join(" | ", List.of(r).subList(1, r.length)))
                  .append(" |\n"));
      return out.toString();
    }
    TextTable table = new TextTable(headers);
    rows.forEach(r -> table.row((Object[]) r));
    return table.render();
  }

  /** {@code MISREAD s39 d1 x0 e0 m2}: the verdict, then fields per outcome. */
  static String cell(CellResult cell) {
    Outcome verdict = cell.verdict();
    if (verdict == null) {
      return "no fields seen";
    }
    Map<Outcome, Integer> counts = cell.fieldCounts();
    StringBuilder out = new StringBuilder(verdict == Outcome.MISREAD ? "MISREAD" : verdict.label());
    for (Outcome outcome : Outcome.values()) {
      out.append(' ').append(letter(outcome)).append(counts.getOrDefault(outcome, 0));
    }
    return out.toString();
  }

  static String letter(Outcome outcome) {
    return switch (outcome) {
      case SURVIVED -> "s";
      case DEFAULTED -> "d";
      case DROPPED -> "x";
      case ERROR -> "e";
      case MISREAD -> "m";
    };
  }

  private static String staticText(List<CellResult> both) {
    StaticVerdict a = both.get(0).staticVerdict();
    StaticVerdict b = both.get(1).staticVerdict();
    return a == null ? "-" : a.word() + " / " + b.word();
  }

  private static String flag(List<CellResult> both) {
    boolean disagrees = both.stream().anyMatch(cell -> cell.disagreement() != null);
    return disagrees ? "≠ static" : "";
  }

  private static void findings(CompatReport report, StringBuilder out, boolean md) {
    String bullet = md ? "- " : "  ";
    List<String> disagreements = new ArrayList<>();
    Set<String> statics = new LinkedHashSet<>();
    List<String> notRun = new ArrayList<>();
    for (CellResult cell : report.cells()) {
      String where = cell.codecId() + " " + cell.direction().label();
      if (cell.disagreement() != null) {
        disagreements.add(where + ": " + cell.disagreement());
      }
      if (cell.staticVerdict() != null) {
        StaticVerdict other = otherDirection(report, cell);
        for (String finding : cell.staticVerdict().findings()) {
          // a rule the checker applies both ways (protobuf's, SBE's) is listed once
          boolean both = other != null && other.findings().contains(finding);
          statics.add(
              cell.staticVerdict().checker()
                  + (both ? "" : " (" + cell.direction().label() + ")")
                  + ": "
                  + finding);
        }
      }
      if (cell.notRun() != null && cell.direction() == Direction.OLD_TO_NEW) {
        notRun.add(cell.codecId() + ": n/a — " + cell.notRun());
      }
    }
    section(out, "disagreements with the format's checker", disagreements, bullet);
    section(out, "static findings", new ArrayList<>(statics), bullet);
    section(out, "not run", notRun, bullet);
    section(out, "notes", report.notes(), bullet);
  }

  private static StaticVerdict otherDirection(CompatReport report, CellResult cell) {
    return report.cellsOf(cell.codecId()).stream()
        .filter(c -> c.direction() != cell.direction())
        .map(CellResult::staticVerdict)
        .findFirst()
        .orElse(null);
  }

  private static void section(StringBuilder out, String title, List<String> lines, String bullet) {
    if (lines.isEmpty()) {
      return;
    }
    out.append('\n').append(title).append(":\n");
    lines.forEach(line -> out.append(bullet).append(line).append('\n'));
  }

  private static String json(CompatReport report, List<CostResult> cost) {
    ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ObjectNode root = mapper.createObjectNode();
    root.put("old", report.oldName());
    root.put("new", report.newName());
    ArrayNode cells = root.putArray("cells");
    for (CellResult cell : report.cells()) {
      ObjectNode node = cells.addObject();
      node.put("codec", cell.codecId());
      node.put("direction", cell.direction().name().toLowerCase(Locale.ROOT));
      if (cell.notRun() != null) {
        node.put("notRun", cell.notRun());
        continue;
      }
      node.put("verdict", cell.verdict() == null ? null : cell.verdict().label());
      ObjectNode counts = node.putObject("fieldCounts");
      cell.fieldCounts().forEach((k, v) -> counts.put(k.label(), v));
      node.put("messages", cell.messages());
      node.put("failedMessages", cell.failedMessages());
      node.put("firstError", cell.firstError());
      node.put("writerHex", cell.writerHex());
      node.put("readerOwnHex", cell.readerOwnHex());
      if (cell.shown() != null) {
        ObjectNode shown = node.putObject("shownMessage");
        shown.put("index", cell.shown().index());
        shown.put("why", cell.shown().why());
        cell.shown().misread().forEach(shown.putArray("misread")::add);
        shown.put("error", cell.shown().error());
      }
      if (cell.staticVerdict() != null) {
        ObjectNode verdict = node.putObject("static");
        verdict.put("checker", cell.staticVerdict().checker());
        verdict.put("compatible", cell.staticVerdict().compatible());
        cell.staticVerdict().findings().forEach(verdict.putArray("findings")::add);
        node.put("disagreement", cell.disagreement());
      }
      ArrayNode fields = node.putArray("fields");
      for (FieldResult field : cell.fields()) {
        ObjectNode f = fields.addObject();
        f.put("old", field.pair().oldTemplate());
        f.put("new", field.pair().newTemplate());
        f.put("pairedBy", field.pair().how());
        f.put("outcome", field.outcome() == null ? null : field.outcome().label());
        ObjectNode c = f.putObject("counts");
        field.counts().forEach((k, v) -> c.put(k.label(), v));
        f.put("example", field.example());
      }
    }
    report.notes().forEach(root.putArray("notes")::add);
    if (cost != null) {
      CompatCostPrinter.json(cost, root.putArray("cost"));
    }
    try {
      return mapper.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
