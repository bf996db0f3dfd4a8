package dev.wirebench.app.cli;

import dev.wirebench.app.compat.CompatPayloads;
import dev.wirebench.engine.compat.CellResult;
import dev.wirebench.engine.compat.FieldResult;
import dev.wirebench.engine.compat.Outcome;
import dev.wirebench.engine.compat.ShownMessage;
import java.util.List;

/**
 * {@code compat --detail CODEC}: one cell's per-field table (the pairing, the outcome, values per
 * outcome, an example of the worst) and the payload of the first message with a misread field (else
 * the first refused, else the first) as the writer's version wrote it beside the reader version's
 * own encoding of the same message, in hex with the differing bytes marked.
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
    payloads(out, cell, md);
    return out.toString();
  }

  /** The shown message: which and why, then both payloads with the differing bytes marked. */
  private static void payloads(StringBuilder out, CellResult cell, boolean md) {
    CompatPayloads payloads = CompatPayloads.of(cell);
    if (payloads == null) {
      out.append("no payload: the writer's version could not encode a message\n");
      return;
    }
    ShownMessage shown = payloads.shown();
    out.append("payloads of message ")
        .append(shown.index() + 1)
        .append(" of ")
        .append(cell.messages())
        .append(", ")
        .append(shown.why())
        .append('\n');
    if (!shown.misread().isEmpty()) {
      out.append("misread in it: ").append(String.join(", ", shown.misread())).append('\n');
    }
    if (shown.error() != null) {
      out.append("refused: ").append(shown.error()).append('\n');
    }
    out.append("^^ marks the bytes that differ between the two (Inspect's payload compare)\n\n");
    payload(
        out,
        "written by the writer's version",
        payloads.writer(),
        payloads.writerMarks(),
        payloads.differingInWriter(),
        md);
    payload(
        out,
        "the reader's version's own encoding of it",
        payloads.own(),
        payloads.ownMarks(),
        payloads.differingInOwn(),
        md);
  }

  private static void payload(
      StringBuilder out,
      String title,
      byte[] bytes,
      boolean[] marks,
      List<String> differing,
      boolean md) {
    if (bytes == null) {
      out.append(title).append(": could not encode\n");
      return;
    }
    out.append(title).append(" (").append(bytes.length).append(" bytes):\n");
    out.append(md ? "```\n" : "").append(HexDump.format(bytes, marks)).append(md ? "```\n" : "");
    if (!differing.isEmpty()) {
      out.append("differing spans: ").append(String.join(", ", differing)).append('\n');
    }
    out.append('\n');
  }
}
