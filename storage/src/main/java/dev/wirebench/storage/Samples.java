package dev.wirebench.storage;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/** One fork's iteration scores as a BLOB of little-endian float64s. */
final class Samples {
  private Samples() {}

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
