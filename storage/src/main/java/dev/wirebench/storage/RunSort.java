package dev.wirebench.storage;

/**
 * What the run list is ordered by. Each key is one SQL expression over {@code runs r} that is never
 * NULL, and ties are broken by the run's id in the same direction, so the order is total: a page
 * boundary (a {@link RunCursor} holding the last run's key and id) always lands between the same
 * two runs, whatever the sort, and no run is listed twice or skipped across pages.
 */
public enum RunSort {
  /** When the run started (the default; the runs_by_start index answers it). */
  STARTED("r.started_at", true),
  /** The run's id (the order runs were stored in). */
  ID("r.id", true),
  KIND("r.kind", false),
  /** The label, ignoring ASCII case. */
  LABEL("lower(r.label)", false),
  STATUS("r.status", false),
  /** The host it ran on ("" when not recorded). */
  HOST("coalesce(r.host, '')", false),
  /** The JVM version it ran on ("" when not recorded). */
  JVM("coalesce((SELECT e.jvm_version FROM run_environments e WHERE e.run_id = r.id), '')", false),
  /** Results plus throughput points stored. */
  RESULTS(
      "((SELECT count(*) FROM results x WHERE x.run_id = r.id)"
          + " + (SELECT count(*) FROM throughput_points p WHERE p.run_id = r.id))",
      true),
  /** How long it ran (-1 while running). */
  DURATION("coalesce(r.finished_at - r.started_at, -1)", true);

  private final String expression;
  private final boolean numeric;

  RunSort(String expression, boolean numeric) {
    this.expression = expression;
    this.numeric = numeric;
  }

  /** The SQL expression (fixed text, never user input). */
  String expression() {
    return expression;
  }

  /** Whether the key is an integer (else text). */
  boolean numeric() {
    return numeric;
  }
}
