package dev.wirebench.storage;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Reads {@link Contender}s: per plan key × fixture × operation × mode × unit × codec, the newest
 * successful result of a <b>complete</b> run (partial, interrupted, failed and running runs never
 * rank). The newest rather than the best of repeated runs: a minimum over repetitions picks the
 * luckiest noise. Which result that is per key is kept by triggers in {@code contender_results}
 * (SQLite schema 11, team schema 7): ranking every result on each read took a minute at 10 M
 * results. Reads only.
 */
final class ContenderRepository {
  private static final String SQL =
      """
      SELECT k.result_id, k.run_id, k.started_at, k.host,
             k.jvm_vendor || ' ' || k.jvm_version AS jvm, k.warmup, k.measurement, k.forks,
             k.codec, k.fixture, k.operation, k.mode, k.unit, x.score, x.score_error
      FROM contender_results k
      JOIN results x ON x.id = k.result_id
      ORDER BY k.fixture, k.operation, k.codec, k.started_at DESC
      """;

  /** The contenders with their per-fork samples (read in batches, not one query each). */
  List<Contender> all(Connection c) throws SQLException {
    List<Contender> contenders = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(SQL);
        ResultSet rows = s.executeQuery()) {
      while (rows.next()) {
        contenders.add(
            new Contender(
                rows.getLong(1),
                rows.getLong(2),
                Instant.ofEpochMilli(rows.getLong(3)),
                new PlanKey(
                    rows.getString(4),
                    rows.getString(5),
                    rows.getString(6),
                    rows.getString(7),
                    rows.getString(8)),
                rows.getString(9),
                rows.getString(10),
                rows.getString(11),
                rows.getString(12),
                rows.getString(13),
                ResultRepository.getDouble(rows, 14),
                ResultRepository.getDouble(rows, 15),
                List.of()));
      }
    }
    Map<Long, List<List<Double>>> samples =
        Samples.forksOf(c, contenders.stream().map(Contender::resultId).toList());
    List<Contender> withSamples = new ArrayList<>(contenders.size());
    for (Contender x : contenders) {
      withSamples.add(
          new Contender(
              x.resultId(),
              x.runId(),
              x.startedAt(),
              x.plan(),
              x.codec(),
              x.fixture(),
              x.operation(),
              x.mode(),
              x.unit(),
              x.score(),
              x.error(),
              samples.getOrDefault(x.resultId(), List.of())));
    }
    return withSamples;
  }
}
