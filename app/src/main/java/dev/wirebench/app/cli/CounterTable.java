package dev.wirebench.app.cli;

import dev.wirebench.engine.result.BenchResult;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * {@code bench --profile perfnorm}'s table: JMH's perfnorm counters per operation, for results that
 * have them (the measured forks ran under {@code perf stat}). Results without them add no row and
 * no empty column: where the machine has no hardware counters the run said so before it started.
 */
final class CounterTable {
  /** The counters shown, in order, by JMH's perfnorm labels; those no result has are left out. */
  static final List<String> COUNTERS =
      List.of(
          "cycles",
          "instructions",
          "IPC",
          "branch-misses",
          "L1-dcache-load-misses",
          "LLC-load-misses");

  private CounterTable() {}

  static void print(PrintWriter out, List<BenchResult> results) {
    List<String> shown =
        COUNTERS.stream()
            .filter(c -> results.stream().anyMatch(r -> r.secondary().containsKey(c)))
            .toList();
    if (shown.isEmpty()) {
      return;
    }
    String[] headers = new String[3 + shown.size()];
    headers[0] = "codec";
    headers[1] = "fixture";
    headers[2] = "op";
    for (int i = 0; i < shown.size(); i++) {
      headers[3 + i] = shown.get(i).equals("IPC") ? "IPC" : shown.get(i) + "/op";
    }
    TextTable table = new TextTable(headers);
    for (BenchResult r : results) {
      if (shown.stream().noneMatch(c -> r.secondary().containsKey(c))) {
        continue;
      }
      Object[] row = new Object[headers.length];
      row[0] = r.codec();
      row[1] = r.fixture();
      row[2] = r.operation();
      for (int i = 0; i < shown.size(); i++) {
        Double value = r.secondary().get(shown.get(i));
        row[3 + i] =
            value == null
                ? "-"
                : String.format(Locale.ROOT, shown.get(i).equals("IPC") ? "%.2f" : "%,.1f", value);
      }
      table.row(row);
    }
    if (!table.isEmpty()) {
      out.println();
      out.println("Hardware counters per operation (perfnorm, measured forks under perf stat):");
      out.print(table.render());
    }
  }
}
