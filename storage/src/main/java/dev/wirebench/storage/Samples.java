package dev.wirebench.storage;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** One fork's iteration scores as a BLOB of little-endian float64s. */
final class Samples {
  /** One result's measurement iterations, fork by fork: prepare it, then call {@link #forks}. */
  static final String FORKS_OF_RESULT =
      "SELECT iterations FROM result_samples WHERE result_id = ? ORDER BY fork";

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
