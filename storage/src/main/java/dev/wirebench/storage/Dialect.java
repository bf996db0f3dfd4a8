package dev.wirebench.storage;

/**
 * The few places where SQLite's and PostgreSQL's SQL differ, each as a small fragment the
 * repositories splice into otherwise shared SQL. Fragments are fixed text, never user input.
 */
enum Dialect {
  SQLITE {
    @Override
    String joinDistinct(String expression) {
      return "group_concat(DISTINCT " + expression + ")";
    }

    @Override
    String joinWithUnitSeparator(String expression) {
      return "group_concat(" + expression + ", char(31))";
    }

    @Override
    String greatest(String... expressions) {
      return "max(" + String.join(", ", expressions) + ")";
    }

    @Override
    String caseInsensitiveLike() {
      return "LIKE";
    }

    @Override
    String outerLoopJoin() {
      return "CROSS JOIN";
    }

    @Override
    String jsonText(String column, String key) {
      return "json_extract(" + column + ", '$.\"" + key + "\"')";
    }
  },

  POSTGRESQL {
    @Override
    String joinDistinct(String expression) {
      return "string_agg(DISTINCT " + expression + ", ',')";
    }

    @Override
    String joinWithUnitSeparator(String expression) {
      return "string_agg(" + expression + ", chr(31))";
    }

    @Override
    String greatest(String... expressions) {
      return "greatest(" + String.join(", ", expressions) + ")";
    }

    @Override
    String caseInsensitiveLike() {
      return "ILIKE";
    }

    @Override
    String outerLoopJoin() {
      return "JOIN";
    }

    @Override
    String jsonText(String column, String key) {
      return "(" + column + "::jsonb ->> '" + key + "')";
    }
  };

  /** An aggregate joining the distinct non-null values with commas. */
  abstract String joinDistinct(String expression);

  /** An aggregate joining the values with the ASCII unit separator (U+001F). */
  abstract String joinWithUnitSeparator(String expression);

  /** The largest of the expressions (a scalar, not an aggregate). */
  abstract String greatest(String... expressions);

  /** LIKE ignoring ASCII case (SQLite's LIKE already does; PostgreSQL's does not). */
  abstract String caseInsensitiveLike();

  /**
   * A join whose left side stays the outer loop. SQLite's planner honours {@code CROSS JOIN ... ON}
   * as a join-order hint; PostgreSQL rejects ON after CROSS JOIN and plans the order itself.
   */
  abstract String outerLoopJoin();

  /** The text value of top-level {@code key} in the JSON object in text column {@code column}. */
  abstract String jsonText(String column, String key);
}
