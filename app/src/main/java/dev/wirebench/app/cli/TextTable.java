package dev.wirebench.app.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table for terminal output: a header row, a rule, and rows; numeric-looking cells
 * right-aligned. Built row by row, then rendered once.
 */
public final class TextTable {
  private final List<String> headers;
  private final List<List<String>> rows = new ArrayList<>();

  public TextTable(String... headers) {
    this.headers = List.of(headers);
  }

  /** Adds a row; missing cells are blank, null cells print as "-". */
  public TextTable row(Object... cells) {
    List<String> row = new ArrayList<>();
    for (int i = 0; i < headers.size(); i++) {
      Object cell = i < cells.length ? cells[i] : "";
      row.add(cell == null ? "-" : cell.toString());
    }
    rows.add(row);
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
      for (List<String> row : rows) {
        widths[c] = Math.max(widths[c], row.get(c).length());
        numeric[c] &= looksNumeric(row.get(c));
      }
    }
    StringBuilder out = new StringBuilder();
    line(out, headers, widths, numeric);
    for (int c = 0; c < widths.length; c++) {
      out.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
    }
    out.append('\n');
    for (List<String> row : rows) {
      line(out, row, widths, numeric);
    }
    return out.toString();
  }

  private static void line(StringBuilder out, List<String> cells, int[] widths, boolean[] right) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < widths.length; c++) {
      String cell = cells.get(c);
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
