package dev.wirebench.storage;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The runs table and its tags. Every method runs on the connection (and transaction) it is given.
 */
final class RunRepository {
  private final Dialect dialect;

  /** Columns of {@link #summary(ResultSet)}, after {@code FROM runs r}. */
  private final String summaryColumns;

  RunRepository(Dialect dialect) {
    this.dialect = dialect;
    this.summaryColumns =
        """
        SELECT r.id, r.uid, r.kind, r.label, r.notes, r.status, r.started_at, r.finished_at,
               r.plan_json, r.environment_json, r.source,
               (SELECT count(*) FROM results x WHERE x.run_id = r.id) AS result_count,
               (SELECT count(DISTINCT p.store || '|' || coalesce(p.codec, '') || '|'
                                      || coalesce(p.fixture, '') || '|' || p.consumers)
                FROM throughput_points p WHERE p.run_id = r.id) AS point_count,
               (SELECT %s FROM results x WHERE x.run_id = r.id) AS codecs,
               (SELECT %s FROM run_tags t WHERE t.run_id = r.id) AS tags
        FROM runs r
        """
            .formatted(dialect.joinDistinct("x.codec"), dialect.joinWithUnitSeparator("t.tag"));
  }

  long insert(Connection c, NewRun run) throws SQLException {
    String sql =
        """
        INSERT INTO runs (kind, label, status, started_at, finished_at, plan_json,
                          environment_json, owner, source, source_sha256, uid, host)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING id
        """;
    String label = RunLabels.free(c, dialect, run.label());
    try (PreparedStatement s = c.prepareStatement(sql)) {
      bind(s, run, label);
      try (ResultSet rows = s.executeQuery()) {
        rows.next();
        return rows.getLong(1);
      }
    }
  }

  private static void bind(PreparedStatement s, NewRun run, String label) throws SQLException {
    s.setString(1, name(run.kind()));
    s.setString(2, label);
    s.setString(3, name(run.status()));
    s.setLong(4, run.startedAt().toEpochMilli());
    setInstant(s, 5, run.finishedAt());
    s.setString(6, run.planJson());
    s.setString(7, Json.strings(run.environment().values()));
    s.setString(8, run.owner());
    s.setString(9, run.source());
    s.setString(10, run.sourceSha256());
    s.setString(11, run.uid());
    s.setString(12, run.environment().values().get(Environment.HOST));
  }

  /**
   * Inserts a copied run unless a run with its uid is already here (ON CONFLICT DO NOTHING, which
   * also settles two hosts pushing the same run at once); returns the new id, or empty.
   */
  java.util.OptionalLong insertIfAbsent(Connection c, NewRun run) throws SQLException {
    if (findIdByUid(c, run.uid()).isPresent()) {
      return java.util.OptionalLong.empty();
    }
    String sql =
        """
        INSERT INTO runs (kind, label, status, started_at, finished_at, plan_json,
                          environment_json, owner, source, source_sha256, uid, host)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (uid) DO NOTHING
        RETURNING id
        """;
    String label = RunLabels.free(c, dialect, run.label());
    try (PreparedStatement s = c.prepareStatement(sql)) {
      bind(s, run, label);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next()
            ? java.util.OptionalLong.of(rows.getLong(1))
            : java.util.OptionalLong.empty();
      }
    }
  }

  /** The id of the run with this uid here, if any. */
  Optional<Long> findIdByUid(Connection c, String uid) throws SQLException {
    try (PreparedStatement s = c.prepareStatement("SELECT id FROM runs WHERE uid = ?")) {
      s.setString(1, uid);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next() ? Optional.of(rows.getLong(1)) : Optional.empty();
      }
    }
  }

  /** The SHA-256 of the file an imported run came from, or null. */
  String sourceSha256(Connection c, long id) throws SQLException {
    try (PreparedStatement s = c.prepareStatement("SELECT source_sha256 FROM runs WHERE id = ?")) {
      s.setLong(1, id);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next() ? rows.getString(1) : null;
      }
    }
  }

  /** The run's status, or empty if there is no such run. */
  Optional<RunStatus> status(Connection c, long id) throws SQLException {
    String sql = "SELECT status FROM runs WHERE id = ?";
    return status(c, sql, id);
  }

  /**
   * The run's status, its row locked until the transaction ends where the engine can lock rows
   * (PostgreSQL; SQLite's single writer needs no lock), so two writers of one run take turns.
   */
  Optional<RunStatus> statusForUpdate(Connection c, long id) throws SQLException {
    String sql =
        "SELECT status FROM runs WHERE id = ?"
            + (dialect == Dialect.POSTGRESQL ? " FOR UPDATE" : "");
    return status(c, sql, id);
  }

  private static Optional<RunStatus> status(Connection c, String sql, long id) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, id);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next() ? Optional.of(status(rows.getString(1))) : Optional.empty();
      }
    }
  }

  /** The owner column of the run if it is running (null owner as ""), else empty. */
  Optional<String> runningOwner(Connection c, long id) throws SQLException {
    String sql = "SELECT coalesce(owner, '') FROM runs WHERE id = ? AND status = 'running'";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, id);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next() ? Optional.of(rows.getString(1)) : Optional.empty();
      }
    }
  }

  /** Ends a running run; returns false if it was not running. */
  boolean finish(Connection c, long id, RunStatus status, Instant at) throws SQLException {
    String sql =
        """
        UPDATE runs SET status = ?, finished_at = ?, owner = NULL
        WHERE id = ? AND status = 'running'
        """;
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, name(status));
      s.setLong(2, at.toEpochMilli());
      s.setLong(3, id);
      return s.executeUpdate() == 1;
    }
  }

  /**
   * Marks every running run whose owner is not alive as interrupted, finished at its last result
   * (or its start); returns their ids.
   */
  List<Long> recoverInterrupted(Connection c, Predicate<String> ownerAlive) throws SQLException {
    List<Long> dead = leftRunning(c, ownerAlive);
    String mark =
        """
        UPDATE runs SET status = 'interrupted', owner = NULL,
          finished_at = %s
        WHERE id = ? AND status = 'running'
        """
            .formatted(
                dialect.greatest(
                    "started_at",
                    "coalesce((SELECT max(recorded_at) FROM results WHERE run_id = runs.id), 0)",
                    "coalesce((SELECT max(recorded_at) FROM throughput_points"
                        + " WHERE run_id = runs.id), 0)"));
    try (PreparedStatement s = c.prepareStatement(mark)) {
      for (long id : dead) {
        s.setLong(1, id);
        s.executeUpdate();
      }
    }
    return dead;
  }

  /** The running runs whose owner is not {@code ownerAlive}: left running by a crash. */
  List<Long> leftRunning(Connection c, Predicate<String> ownerAlive) throws SQLException {
    List<Long> dead = new ArrayList<>();
    String sql = "SELECT id, owner FROM runs WHERE status = 'running'";
    try (PreparedStatement s = c.prepareStatement(sql);
        ResultSet rows = s.executeQuery()) {
      while (rows.next()) {
        if (!ownerAlive.test(rows.getString(2))) {
          dead.add(rows.getLong(1));
        }
      }
    }
    return dead;
  }

  /**
   * Sets a run's label.
   *
   * @throws LabelTakenException if another run has it (an empty label is never taken)
   */
  boolean setLabel(Connection c, long id, String label) throws SQLException {
    RunLabels.lock(c, dialect);
    Optional<Long> other = RunLabels.labelledOther(c, label, id);
    if (other.isPresent()) {
      throw new LabelTakenException(label, other.get());
    }
    return update(c, "UPDATE runs SET label = ? WHERE id = ?", id, label);
  }

  /** Adds {@code note} as a line after the run's notes (nothing for an empty note). */
  void appendNote(Connection c, long id, String note) throws SQLException {
    if (note.isEmpty()) {
      return;
    }
    String sql =
        """
        UPDATE runs SET notes = CASE WHEN notes = '' THEN ? ELSE notes || ? END
        WHERE id = ?
        """;
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, note);
      s.setString(2, "\n" + note); // a bound newline: SQLite's char(10) is PostgreSQL's chr(10)
      s.setLong(3, id);
      s.executeUpdate();
    }
  }

  boolean setNotes(Connection c, long id, String notes) throws SQLException {
    return update(c, "UPDATE runs SET notes = ? WHERE id = ?", id, notes);
  }

  private static boolean update(Connection c, String sql, long id, String value)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, value);
      s.setLong(2, id);
      return s.executeUpdate() == 1;
    }
  }

  void addTags(Connection c, long id, Collection<String> tags) throws SQLException {
    // ON CONFLICT DO NOTHING: the one spelling both SQLite (3.24+) and PostgreSQL understand
    String sql = "INSERT INTO run_tags (run_id, tag) VALUES (?, ?) ON CONFLICT DO NOTHING";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      for (String tag : tags) {
        s.setLong(1, id);
        s.setString(2, tag);
        s.executeUpdate();
      }
    }
  }

  void removeTags(Connection c, long id, Collection<String> tags) throws SQLException {
    String sql = "DELETE FROM run_tags WHERE run_id = ? AND tag = ?";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      for (String tag : tags) {
        s.setLong(1, id);
        s.setString(2, tag);
        s.executeUpdate();
      }
    }
  }

  /** Deletes the run and (by cascade) everything it holds; false if there was no such run. */
  boolean delete(Connection c, long id) throws SQLException {
    String sql = "DELETE FROM runs WHERE id = ?";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setLong(1, id);
      return s.executeUpdate() == 1;
    }
  }

  Optional<RunSummary> find(Connection c, long id) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(summaryColumns + " WHERE r.id = ?")) {
      s.setLong(1, id);
      try (ResultSet rows = s.executeQuery()) {
        return rows.next() ? Optional.of(summary(rows)) : Optional.empty();
      }
    }
  }

  List<RunSummary> findByLabel(Connection c, String label) throws SQLException {
    String sql = summaryColumns + " WHERE r.label = ? ORDER BY r.started_at DESC, r.id DESC";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, label);
      return summaries(s);
    }
  }

  Optional<RunSummary> findBySource(Connection c, String sha256) throws SQLException {
    String sql = summaryColumns + " WHERE r.source_sha256 = ? ORDER BY r.id LIMIT 1";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setString(1, sha256);
      List<RunSummary> found = summaries(s);
      return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }
  }

  /** The newest run, optionally skipping {@code skip} newer ones. */
  Optional<RunSummary> latest(Connection c, int skip) throws SQLException {
    String sql = summaryColumns + " ORDER BY r.started_at DESC, r.id DESC LIMIT 1 OFFSET ?";
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setInt(1, skip);
      List<RunSummary> found = summaries(s);
      return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }
  }

  /** {@code SELECT <summary columns> FROM runs r}, for {@link #summary(ResultSet)}. */
  String summaryColumns() {
    return summaryColumns;
  }

  private static List<RunSummary> summaries(PreparedStatement s) throws SQLException {
    List<RunSummary> runs = new ArrayList<>();
    try (ResultSet rows = s.executeQuery()) {
      while (rows.next()) {
        runs.add(summary(rows));
      }
    }
    return runs;
  }

  static RunSummary summary(ResultSet rows) throws SQLException {
    long finished = rows.getLong("finished_at");
    Instant finishedAt = rows.wasNull() ? null : Instant.ofEpochMilli(finished);
    return new RunSummary(
        rows.getLong("id"),
        RunKind.valueOf(rows.getString("kind").toUpperCase(Locale.ROOT)),
        rows.getString("label"),
        rows.getString("notes"),
        split(rows.getString("tags"), "\u001f"),
        status(rows.getString("status")),
        Instant.ofEpochMilli(rows.getLong("started_at")),
        finishedAt,
        rows.getString("plan_json"),
        Environment.of(Json.strings(rows.getString("environment_json"))),
        rows.getInt("result_count"),
        rows.getInt("point_count"),
        split(rows.getString("codecs"), ","),
        rows.getString("source"),
        rows.getString("uid"));
  }

  private static List<String> split(String joined, String separator) {
    if (joined == null || joined.isEmpty()) {
      return List.of();
    }
    return Arrays.stream(joined.split(separator)).sorted().toList();
  }

  private static RunStatus status(String text) {
    return RunStatus.valueOf(text.toUpperCase(Locale.ROOT));
  }

  static String name(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  private static void setInstant(PreparedStatement s, int index, Instant at) throws SQLException {
    if (at == null) {
      s.setNull(index, Types.INTEGER);
    } else {
      s.setLong(index, at.toEpochMilli());
    }
  }
}
