package dev.wirebench.app.compat;

import dev.wirebench.engine.compat.CellResult;
import dev.wirebench.engine.compat.ShownMessage;
import java.util.List;

/**
 * How the Compat screen words one cell under the matrix: verdict, refusals, which message the
 * payloads below are of and why, and the fields whose bytes differ.
 */
final class CellText {
  private CellText() {}

  static String describe(CellResult cell, CompatPayloads payloads) {
    if (cell.notRun() != null) {
      return cell.codecId() + " " + cell.direction().label() + ": not run — " + cell.notRun();
    }
    StringBuilder out =
        new StringBuilder(
            cell.codecId()
                + " "
                + cell.direction().label()
                + ": "
                + CompatRow.cell(cell)
                + " over "
                + cell.messages()
                + " messages, "
                + cell.failedMessages()
                + " refused");
    if (cell.firstError() != null) {
      out.append("\nfirst refusal: ").append(cell.firstError());
    }
    if (cell.disagreement() != null) {
      out.append("\n≠ ").append(cell.disagreement());
    }
    if (payloads == null) {
      return out.append("\n\nno payload: the writer's version could not encode a message")
          .toString();
    }
    ShownMessage shown = payloads.shown();
    out.append("\n\npayloads below: message ")
        .append(shown.index() + 1)
        .append(" of ")
        .append(cell.messages())
        .append(", ")
        .append(shown.why());
    if (!shown.misread().isEmpty()) {
      out.append("\nmisread in it: ").append(String.join(", ", shown.misread()));
    }
    if (shown.error() != null) {
      out.append("\nrefused: ").append(shown.error());
    }
    differing(out, "the writer's bytes", payloads.differingInWriter());
    if (payloads.own() == null) {
      out.append("\nthe reader's version could not encode the message itself");
    } else {
      differing(out, "the reader's own bytes", payloads.differingInOwn());
    }
    return out.toString();
  }

  private static void differing(StringBuilder out, String whose, List<String> spans) {
    if (!spans.isEmpty()) {
      out.append("\ndiffering in ").append(whose).append(": ").append(String.join(", ", spans));
    }
  }
}
