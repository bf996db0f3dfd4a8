package dev.wirebench.app.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A plain-text table for terminal output: a header row, a rule, and rows; numeric-looking cells
 * right-aligned. Built row by row, then rendered once.
 */
public final class TextTable {
  private final List<String> headers;
  private final List<List<String>> rows = new ArrayList<>();

  /** Per row: the column from which its last cell runs to the line's end, or -1 for none. */
  private final List<Integer> overflowFrom = new ArrayList<>();

  public TextTable(String... headers) {
    this.headers = Arrays.stream(headers).map(TerminalText::oneLine).toList();
  }

  /**
   * Adds a row; missing cells are blank, null cells print as "-", control characters (from a stored
   * label, say) as escapes.
   */
  public TextTable row(Object... cells) {
    List<String> row = new ArrayList<>();
    for (int i = 0; i < headers.size(); i++) {
      Object cell = i < cells.length ? cells[i] : "";
      row.add(cell == null ? "-" : TerminalText.oneLine(cell.toString()));
    }
    rows.add(row);
    overflowFrom.add(-1);
    return this;
  }

  /**
   * Adds a row whose cell at {@code column} (its last) is a sentence, such as an n/a reason: it
   * starts in that column but runs past it, so one long reason does not widen the column for every
   * other row.
   */
  public TextTable remarkRow(int column, Object... cells) {
    row(cells);
    overflowFrom.set(overflowFrom.size() - 1, column);
    return this;
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }

  public String render() {
    int[] widths = new int[headers.size()];
    boolean[] numeric = new boolean[headers.size()];
    for (int c = 0; c < headers.size(); c++) {
      widths[c] = headers.get(c).length();
      numeric[c] = !rows.isEmpty();
      for (int r = 0; r < rows.size(); r++) {
        int from = overflowFrom.get(r);
        if (from >= 0 && c >= from) {
          continue;
        }
        String cell = rows.get(r).get(c);
        widths[c] = Math.max(widths[c], cell.length());
        numeric[c] &= looksNumeric(cell);
      }
    }
    StringBuilder out = new StringBuilder();
    line(out, headers, widths, numeric, -1);
    for (int c = 0; c < widths.length; c++) {
      out.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
    }
    out.append('\n');
    for (int r = 0; r < rows.size(); r++) {
      line(out, rows.get(r), widths, numeric, overflowFrom.get(r));
    }
    return out.toString();
  }

  private static void line(
      StringBuilder out, List<String> cells, int[] widths, boolean[] right, int overflow) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < widths.length; c++) {
      String cell = cells.get(c);
      if (c == overflow) {
        line.append(c == 0 ? "" : "  ").append(cell);
        break;
      }
      String pad = " ".repeat(widths[c] - cell.length());
      line.append(c == 0 ? "" : "  ").append(right[c] ? pad + cell : cell + pad);
    }
    out.append(line.toString().stripTrailing()).append('\n');
  }

  private static boolean looksNumeric(String cell) {
    return cell.isEmpty()
        || cell.equals("-")
        || cell.equals("?")
        || cell.matches("[-+]?[0-9][0-9,.]*(e[-+]?[0-9]+)?\\s*[%a-zA-Z/]*");
  }
}
