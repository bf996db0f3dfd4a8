package dev.wirebench.app.cli;

import dev.wirebench.engine.compat.CellResult;
import dev.wirebench.engine.compat.FieldResult;
import dev.wirebench.engine.compat.Outcome;
import java.util.HexFormat;

/**
 * {@code compat --detail CODEC}: one cell's per-field table (the pairing, the outcome, values per
 * outcome, an example of the worst) and the first message's payload as the writer's version wrote
 * it beside the reader version's own encoding of the same message, in hex.
 */
final class CompatDetail {
  private CompatDetail() {}

  static String print(CellResult cell, boolean md) {
    StringBuilder out = new StringBuilder();
    out.append(md ? "#### " : "")
        .append(cell.codecId())
        .append(' ')
        .append(cell.direction().label())
        .append(md ? "\n\n" : "\n");
    if (cell.notRun() != null) {
      return out.append("n/a — ").append(cell.notRun()).append('\n').toString();
    }
    out.append(cell.messages())
        .append(" messages, ")
        .append(cell.failedMessages())
        .append(" refused")
        .append(cell.firstError() == null ? "" : " (first: " + cell.firstError() + ")")
        .append("\n\n");
    TextTable table = new TextTable("field", "paired by", "outcome", "values s/d/x/e/m", "example");
    StringBuilder mdTable =
        new StringBuilder("| field | paired by | outcome | values s/d/x/e/m | example |\n")
            .append("|---|---|---|---|---|\n");
    for (FieldResult field : cell.fields()) {
      String outcome =
          field.outcome() == null
              ? "-"
              : field.outcome() == Outcome.MISREAD ? "MISREAD" : field.outcome().label();
      StringBuilder counts = new StringBuilder();
      for (Outcome o : Outcome.values()) {
        counts.append(counts.length() == 0 ? "" : "/").append(field.counts().getOrDefault(o, 0));
      }
      String example = field.example() == null ? "" : field.example();
      table.row(field.pair().label(), field.pair().how(), outcome, counts, example);
      mdTable
          .append("| ")
          .append(field.pair().label())
          .append(" | ")
          .append(field.pair().how())
          .append(" | ")
          .append(outcome)
          .append(" | ")
          .append(counts)
          .append(" | ")
          .append(example.replace("|", "\\|"))
          .append(" |\n");
    }
    out.append(md ? mdTable.toString() : table.render()).append('\n');
    payload(out, "written by the writer's version", cell.writerHex(), md);
    payload(out, "the reader's version's own encoding of it", cell.readerOwnHex(), md);
    return out.toString();
  }

  private static void payload(StringBuilder out, String title, String hex, boolean md) {
    if (hex == null) {
      out.append(title).append(": could not encode\n");
      return;
    }
    byte[] bytes = HexFormat.of().parseHex(hex);
    out.append(title).append(" (").append(bytes.length).append(" bytes):\n");
    out.append(md ? "```\n" : "").append(HexDump.format(bytes)).append(md ? "```\n" : "");
  }
}
