package dev.wirebench.app.cli;

import dev.wirebench.storage.report.Table;
import java.io.PrintWriter;

/** Prints the storage module's report tables on a terminal. */
final class CliTables {
  private CliTables() {}

  static TextTable text(Table table) {
    TextTable text = new TextTable(table.headers().toArray(new String[0]));
    table.rows().forEach(row -> text.row(row.toArray()));
    return text;
  }

  /** Prints {@code title} and the table, unless it is empty. */
  static void print(PrintWriter out, String title, Table table) {
    if (table.isEmpty()) {
      return;
    }
    out.println();
    if (title != null) {
      out.println(title);
    }
    out.print(text(table).render());
    out.flush();
  }
}
