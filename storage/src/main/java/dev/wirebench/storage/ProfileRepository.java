package dev.wirebench.storage;

import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The {@code result_profiles} table: the profiles of results, stacks in a {@link ProfileBlob}. */
final class ProfileRepository {
  void insert(Connection c, long resultId, StackProfile profile) throws SQLException {
    String sql =
        """
        INSERT INTO result_profiles (result_id, event, profiler, sampled, interval, samples, total,
            frames, stacks, data, note, recording)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """;
    try (PreparedStatement insert = c.prepareStatement(sql)) {
      insert.setLong(1, resultId);
      insert.setString(2, profile.event().id());
      insert.setString(3, profile.profiler());
      insert.setString(4, profile.sampled());
      insert.setLong(5, profile.interval());
      insert.setLong(6, profile.samples());
      insert.setLong(7, profile.total());
      insert.setInt(8, ProfileBlob.frameCount(profile.stacks()));
      insert.setInt(9, profile.stacks().size());
      insert.setBytes(10, ProfileBlob.encode(profile.stacks()));
      insert.setString(11, profile.note());
      insert.setBytes(12, profile.recording() == null ? null : profile.recording().bytes());
      insert.executeUpdate();
    }
  }

  /**
   * Every profile of run {@code runId}, by result position, then event; with their JFR recordings
   * only if {@code withRecordings} (a copy of the run needs them, a view only their size).
   */
  List<StoredProfile> byRun(Connection c, long runId, boolean withRecordings) throws SQLException {
    String sql =
        """
        SELECT p.result_id, x.seq, x.codec, x.operation, x.fixture, x.mode, x.benchmark,
            p.event, p.profiler, p.sampled, p.interval, p.samples, p.data, p.note,
            coalesce(length(p.recording), 0), %s
        FROM result_profiles p JOIN results x ON x.id = p.result_id
        WHERE x.run_id = ?
        ORDER BY x.seq, p.event DESC
        """
            .formatted(withRecordings ? "p.recording" : "NULL");
    List<StoredProfile> profiles = new ArrayList<>();
    try (PreparedStatement query = c.prepareStatement(sql)) {
      query.setLong(1, runId);
      try (ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          profiles.add(read(rows));
        }
      }
    }
    return profiles;
  }

  /** The JFR recording of result {@code resultId}'s {@code event} profile, if one is stored. */
  Optional<JfrRecording> recording(Connection c, long resultId, ProfileEvent event)
      throws SQLException {
    String sql = "SELECT recording FROM result_profiles WHERE result_id = ? AND event = ?";
    try (PreparedStatement query = c.prepareStatement(sql)) {
      query.setLong(1, resultId);
      query.setString(2, event.id());
      try (ResultSet rows = query.executeQuery()) {
        byte[] bytes = rows.next() ? rows.getBytes(1) : null;
        return Optional.ofNullable(bytes).map(JfrRecording::new);
      }
    }
  }

  private static StoredProfile read(ResultSet rows) throws SQLException {
    String name =
        rows.getString(3) == null
            ? rows.getString(7)
            : rows.getString(3)
                + " "
                + rows.getString(4)
                + " "
                + rows.getString(5)
                + " ["
                + rows.getString(6)
                + "]";
    StackProfile profile =
        new StackProfile(
            rows.getString(9),
            ProfileEvent.parse(rows.getString(8)),
            rows.getString(10),
            rows.getLong(11),
            rows.getLong(12),
            ProfileBlob.decode(rows.getBytes(13)),
            rows.getString(14));
    byte[] recording = rows.getBytes(16);
    if (recording != null) {
      profile = profile.withRecording(new JfrRecording(recording));
    }
    return new StoredProfile(rows.getLong(1), rows.getInt(2), name, profile, rows.getLong(15));
  }
}
