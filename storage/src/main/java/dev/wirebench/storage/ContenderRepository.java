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
 * Reads {@link Contender}s with one aggregate query: per plan key × fixture × operation × mode ×
 * unit × codec, the newest successful result of a <b>complete</b> run (partial, interrupted, failed
 * and running runs never rank). The newest rather than the best of repeated runs: a minimum over
 * repetitions picks the luckiest noise. Reads only.
 */
final class ContenderRepository {
  private final String sql;

  ContenderRepository(Dialect dialect) {
    String warmup = dialect.jsonText("r.environment_json", "settings.warmup");
    String measurement = dialect.jsonText("r.environment_json", "settings.measurement");
    String forks = dialect.jsonText("r.environment_json", "settings.forks");
    this.sql =
        """
        SELECT result_id, run_id, started_at, host, jvm, warmup, measurement, forks, codec,
               fixture, operation, mode, unit, score, score_error
        FROM (
          SELECT x.id AS result_id, x.run_id, r.started_at, e.host,
                 e.jvm_vendor || ' ' || e.jvm_version AS jvm,
                 coalesce(%1$s, '') AS warmup, coalesce(%2$s, '') AS measurement,
                 coalesce(%3$s, '') AS forks,
                 x.codec, x.fixture, x.operation, x.mode, x.unit, x.score, x.score_error,
                 row_number() OVER (
                   PARTITION BY e.host, e.jvm_vendor, e.jvm_version, coalesce(%1$s, ''),
                                coalesce(%2$s, ''), coalesce(%3$s, ''), x.fixture, x.operation,
                                x.mode, x.unit, x.codec
                   ORDER BY r.started_at DESC, r.id DESC, x.seq DESC) AS newest
          FROM results x
          JOIN runs r ON r.id = x.run_id
          JOIN run_environments e ON e.run_id = r.id
          WHERE r.status = 'complete' AND x.failure IS NULL AND x.score > 0
            AND x.codec IS NOT NULL AND x.fixture IS NOT NULL AND x.operation IS NOT NULL
            AND x.unit IS NOT NULL
        ) ranked
        WHERE newest = 1
        ORDER BY fixture, operation, codec, started_at DESC
        """
            .formatted(warmup, measurement, forks);
  }

  /** The contenders with their per-fork samples (read in batches, not one query each). */
  List<Contender> all(Connection c) throws SQLException {
    List<Contender> contenders = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(sql);
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
