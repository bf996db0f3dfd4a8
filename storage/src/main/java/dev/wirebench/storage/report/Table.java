package dev.wirebench.storage.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of text cells with a header, rendered by {@link #markdown()} or {@link #csv()} (and by
 * the CLI's terminal renderer). Columns marked numeric are right-aligned in Markdown.
 */
public final class Table {
  private final List<String> headers;
  private final boolean[] numeric;
  private final List<List<String>> rows = new ArrayList<>();

  /** Headers; a header starting with {@code >} marks a right-aligned (numeric) column. */
  public Table(List<String> headers) {
    this.numeric = new boolean[headers.size()];
    List<String> clean = new ArrayList<>();
    for (int i = 0; i < headers.size(); i++) {
      String h = headers.get(i);
      numeric[i] = h.startsWith(">");
      clean.add(numeric[i] ? h.substring(1) : h);
    }
    this.headers = List.copyOf(clean);
  }

  public Table(String... headers) {
    this(List.of(headers));
  }

  /** Adds a row; null cells become "-", missing cells "". */
  public Table row(Object... cells) {
    List<String> row = new ArrayList<>();
    for (int i = 0; i < headers.size(); i++) {
      Object cell = i < cells.length ? cells[i] : "";
      row.add(cell == null ? "-" : cell.toString());
    }
    rows.add(row);
    return this;
  }

  public List<String> headers() {
    return headers;
  }

  public List<List<String>> rows() {
    return List.copyOf(rows);
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }

  /** A GitHub-flavoured Markdown table. */
  public String markdown() {
    StringBuilder out = new StringBuilder();
    out.append("| ").append(String.join(" | ", escaped(headers))).append(" |\n|");
    for (boolean right : numeric) {
      out.append(right ? "---:|" : "---|");
    }
    out.append('\n');
    for (List<String> row : rows) {
      out.append("| ").append(String.join(" | ", escaped(row))).append(" |\n");
    }
    return out.toString();
  }

  /** RFC 4180 CSV with a header line. */
  public String csv() {
    StringBuilder out = new StringBuilder();
    csvLine(out, headers);
    rows.forEach(row -> csvLine(out, row));
    return out.toString();
  }

  private static List<String> escaped(List<String> cells) {
    return cells.stream().map(c -> c.replace("|", "\\|").replace("\n", " ")).toList();
  }

  private static void csvLine(StringBuilder out, List<String> cells) {
    for (int i = 0; i < cells.size(); i++) {
      String cell = cells.get(i);
      if (i > 0) {
        out.append(',');
      }
      if (cell.contains(",") || cell.contains("\"") || cell.contains("\n") || cell.contains("\r")) {
        out.append('"').append(cell.replace("\"", "\"\"")).append('"');
      } else {
        out.append(cell);
      }
    }
    out.append("\r\n");
  }
}
