package dev.wirebench.storage;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
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
    if (present(query.fixture())) {
      String fixture = query.fixture().strip();
      filter.add(
          "(EXISTS (SELECT 1 FROM results x WHERE x.run_id = r.id AND x.fixture = ?)"
              + " OR EXISTS (SELECT 1 FROM throughput_points p"
              + " WHERE p.run_id = r.id AND p.fixture = ?))",
          fixture,
          fixture);
    }
    if (present(query.jvm())) {
      String like = contains(query.jvm());
      String ci = dialect.caseInsensitiveLike();
      filter.add(
          "EXISTS (SELECT 1 FROM run_environments e WHERE e.run_id = r.id AND (e.jvm_version "
              + ci
              + " ? ESCAPE '\\' OR e.jvm_vendor "
              + ci
              + " ? ESCAPE '\\'))",
          like,
          like);
    }
    if (present(query.text())) {
      text(filter, query.text().strip(), dialect);
    }
    if (query.startedFrom() != null) {
      filter.add("r.started_at >= ?", query.startedFrom().toEpochMilli());
    }
    if (query.startedBefore() != null) {
      filter.add("r.started_at < ?", query.startedBefore().toEpochMilli());
    }
    return filter;
  }

  /**
   * The free-text filter: any of the run's words. One bound pattern per place it may match; a
   * {@code #12} (or {@code 12}) also matches run 12 by id.
   */
  private static void text(RunFilter filter, String text, Dialect dialect) {
    String ci = dialect.caseInsensitiveLike() + " ? ESCAPE '\\'";
    String like = contains(text);
    List<String> places =
        List.of(
            "r.label " + ci,
            "r.notes " + ci,
            "coalesce(r.host, '') " + ci,
            "coalesce(r.source, '') " + ci,
            "EXISTS (SELECT 1 FROM run_tags t WHERE t.run_id = r.id AND t.tag " + ci + ")",
            "EXISTS (SELECT 1 FROM run_codecs x WHERE x.run_id = r.id AND x.codec " + ci + ")",
            "EXISTS (SELECT 1 FROM results x WHERE x.run_id = r.id AND x.fixture " + ci + ")",
            "EXISTS (SELECT 1 FROM run_environments e WHERE e.run_id = r.id"
                + " AND e.jvm_version "
                + ci
                + ")");
    List<Object> bound = new ArrayList<>();
    places.forEach(p -> bound.add(like));
    String id = text.startsWith("#") ? text.substring(1) : text;
    String condition = String.join(" OR ", places);
    if (id.matches("\\d{1,18}")) {
      condition += " OR r.id = ?";
      bound.add(Long.parseLong(id));
    }
    filter.add("(" + condition + ")", bound.toArray());
  }

  /**
   * The filter plus "after this cursor" for keyset paging, if the query has one: a row-value
   * comparison on (sort key, id) in the query's direction, so the boundary is exact even where many
   * runs share a key (the id breaks ties). For the default order the runs_by_start index answers it
   * as one range scan.
   */
  static RunFilter page(RunQuery query, Dialect dialect) {
    RunFilter filter = of(query, dialect);
    RunCursor after = query.after();
    if (after != null) {
      filter.conditions.add(
          "("
              + query.sort().expression()
              + ", r.id) "
              + (query.descending() ? "<" : ">")
              + " (?, ?)");
      filter.values.add(after.key());
      filter.values.add(after.id());
    }
    return filter;
  }

  private void add(String condition, Object... bound) {
    conditions.add(condition);
    values.addAll(Arrays.asList(bound));
  }

  private static boolean present(String text) {
    return text != null && !text.isBlank();
  }

  private static String contains(String text) {
    return "%" + escapeLike(text.strip()) + "%";
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
