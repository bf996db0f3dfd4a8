package dev.wirebench.storage;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The WHERE clause of a run query, built from fixed fragments (values are always bound, never
 * spliced in), and its parameters.
 */
final class RunFilter {
  private final List<String> conditions = new ArrayList<>();
  private final List<Object> values = new ArrayList<>();

  private RunFilter() {}

  static RunFilter of(RunQuery query, Dialect dialect) {
    RunFilter filter = new RunFilter();
    if (query.labelContains() != null && !query.labelContains().isBlank()) {
      filter.add(
          "r.label " + dialect.caseInsensitiveLike() + " ? ESCAPE '\\'",
          "%" + escapeLike(query.labelContains()) + "%");
    }
    if (query.host() != null && !query.host().isBlank()) {
      filter.add("r.host = ?", query.host().strip());
    }
    if (query.kind() != null) {
      filter.add("r.kind = ?", RunRepository.name(query.kind()));
    }
    if (query.status() != null) {
      filter.add("r.status = ?", RunRepository.name(query.status()));
    }
    if (query.codec() != null) {
      filter.add(
          "EXISTS (SELECT 1 FROM run_codecs x WHERE x.codec = ? AND x.run_id = r.id)",
          query.codec());
    }
    if (query.tag() != null) {
      filter.add(
          "EXISTS (SELECT 1 FROM run_tags t WHERE t.tag = ? AND t.run_id = r.id)", query.tag());
    }
    if (query.startedFrom() != null) {
      filter.add("r.started_at >= ?", query.startedFrom().toEpochMilli());
    }
    if (query.startedBefore() != null) {
      filter.add("r.started_at < ?", query.startedBefore().toEpochMilli());
    }
    return filter;
  }

  /** The filter plus "after this cursor" for keyset paging, if the query has one. */
  static RunFilter page(RunQuery query, Dialect dialect) {
    RunFilter filter = of(query, dialect);
    RunCursor after = query.after();
    if (after != null) {
      // row-value comparison: the runs_by_start index answers it as one range scan
      filter.conditions.add("(r.started_at, r.id) < (?, ?)");
      filter.values.add(after.startedAt().toEpochMilli());
      filter.values.add(after.id());
    }
    return filter;
  }

  private void add(String condition, Object value) {
    conditions.add(condition);
    values.add(value);
  }

  /** {@code " WHERE a AND b"}, or empty. */
  String where() {
    return conditions.isEmpty() ? "" : " WHERE " + String.join(" AND ", conditions);
  }

  /** Binds the values from parameter 1; returns the next free parameter index. */
  int bind(PreparedStatement s) throws SQLException {
    int index = 1;
    for (Object value : values) {
      if (value instanceof Long number) {
        s.setLong(index++, number);
      } else {
        s.setString(index++, (String) value);
      }
    }
    return index;
  }

  private static String escapeLike(String text) {
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
  }
}
