package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * One page of the run list: how many runs match, and the page in the query's order, found by OFFSET
 * or by keyset ({@link RunCursor}: the runs after the previous page's last (key, id)).
 */
final class RunPager {
  private RunPager() {}

  static RunPage list(Connection c, Dialect dialect, String summaryColumns, RunQuery query)
      throws SQLException {
    RunFilter filter = RunFilter.of(query, dialect);
    long total;
    try (PreparedStatement s = c.prepareStatement("SELECT count(*) FROM runs r" + filter.where())) {
      filter.bind(s);
      try (ResultSet rows = s.executeQuery()) {
        rows.next();
        total = rows.getLong(1);
      }
    }
    RunFilter page = RunFilter.page(query, dialect);
    boolean keyset = query.after() != null;
    String key = query.sort().expression();
    String direction = query.descending() ? " DESC" : " ASC";
    String order = " ORDER BY " + key + direction + ", r.id" + direction;
    // the page's ids first, then the summary columns for those runs only: an engine may compute
    // a select list's subqueries for every row OFFSET skips (PostgreSQL does)
    String sql =
        summaryColumns.replace("\nFROM runs r", ", " + key + " AS sort_key\nFROM runs r")
            + " WHERE r.id IN (SELECT r.id FROM runs r"
            + page.where()
            + order
            + " LIMIT ?"
            + (keyset ? "" : " OFFSET ?")
            + ")"
            + order;
    try (PreparedStatement s = c.prepareStatement(sql)) {
      int next = page.bind(s);
      s.setInt(next, query.pageSize());
      if (!keyset) {
        s.setLong(next + 1, (long) query.page() * query.pageSize());
      }
      List<RunSummary> runs = new ArrayList<>();
      RunCursor last = null;
      try (ResultSet rows = s.executeQuery()) {
        while (rows.next()) {
          RunSummary run = RunRepository.summary(rows);
          runs.add(run);
          Object value =
              query.sort().numeric()
                  ? (Object) rows.getLong("sort_key")
                  : rows.getString("sort_key");
          last = new RunCursor(query.sort(), query.descending(), value, run.id());
        }
      }
      return new RunPage(runs, query.page(), query.pageSize(), total, last);
    }
  }
}
