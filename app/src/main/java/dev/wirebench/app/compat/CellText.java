package dev.wirebench.app.compat;

import dev.wirebench.engine.compat.CellResult;

/** How the Compat screen words one cell under the matrix: verdict, refusals, both payloads. */
final class CellText {
  private CellText() {}

  static String describe(CellResult cell) {
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
    if (cell.writerHex() != null) {
      out.append("\n\nwritten by the writer's version:\n").append(cell.writerHex());
    }
    if (cell.readerOwnHex() != null) {
      out.append("\n\nthe same message as the reader's version writes it:\n")
          .append(cell.readerOwnHex());
    }
    return out.toString();
  }
}
