package dev.wirebench.storage;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** One fork's iteration scores as a BLOB of little-endian float64s. */
final class Samples {
  /** One result's measurement iterations, fork by fork: prepare it, then call {@link #forks}. */
  static final String FORKS_OF_RESULT =
      "SELECT iterations FROM result_samples WHERE result_id = ? ORDER BY fork";

  /** Result ids per query of {@link #forksOf}. */
  private static final int BATCH = 500;

  private Samples() {}

  /** Result {@code resultId}'s per-fork iterations through a {@link #FORKS_OF_RESULT} statement. */
  static List<List<Double>> forks(PreparedStatement forksOfResult, long resultId)
      throws SQLException {
    forksOfResult.setLong(1, resultId);
    List<List<Double>> forks = new ArrayList<>();
    try (ResultSet rows = forksOfResult.executeQuery()) {
      while (rows.next()) {
        forks.add(decode(rows.getBytes(1)));
      }
    }
    return forks;
  }

  /**
   * The per-fork iterations of each of {@code resultIds} (results without samples are absent), in
   * batches of {@value #BATCH} ids per query: one round trip per batch instead of one per result,
   * and well under both engines' limits on bound parameters.
   */
  static Map<Long, List<List<Double>>> forksOf(Connection c, List<Long> resultIds)
      throws SQLException {
    Map<Long, List<List<Double>>> forks = new HashMap<>();
    for (int from = 0; from < resultIds.size(); from += BATCH) {
      List<Long> batch = resultIds.subList(from, Math.min(resultIds.size(), from + BATCH));
      String sql =
          """
          SELECT result_id, iterations FROM result_samples WHERE result_id IN (%s)
          ORDER BY result_id, fork
          """
              .formatted(String.join(", ", Collections.nCopies(batch.size(), "?")));
      try (PreparedStatement s = c.prepareStatement(sql)) {
        for (int i = 0; i < batch.size(); i++) {
          s.setLong(i + 1, batch.get(i));
        }
        try (ResultSet rows = s.executeQuery()) {
          while (rows.next()) {
            forks
                .computeIfAbsent(rows.getLong(1), id -> new ArrayList<>())
                .add(decode(rows.getBytes(2)));
          }
        }
      }
    }
    return forks;
  }

  static byte[] encode(List<Double> iterations) {
    ByteBuffer buffer =
        ByteBuffer.allocate(iterations.size() * Double.BYTES).order(ByteOrder.LITTLE_ENDIAN);
    for (Double value : iterations) {
      buffer.putDouble(value == null ? Double.NaN : value);
    }
    return buffer.array();
  }

  static List<Double> decode(byte[] blob) {
    ByteBuffer buffer = ByteBuffer.wrap(blob).order(ByteOrder.LITTLE_ENDIAN);
    List<Double> values = new ArrayList<>(blob.length / Double.BYTES);
    while (buffer.remaining() >= Double.BYTES) {
      values.add(buffer.getDouble());
    }
    return values;
  }
}
