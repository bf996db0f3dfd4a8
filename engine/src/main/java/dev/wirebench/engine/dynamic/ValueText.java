package dev.wirebench.engine.dynamic;

import java.util.Base64;

/** Values of dynamic fields as the text spans, diffs and reports show. Off the hot path. */
public final class ValueText {
  private ValueText() {}

  /** A long-slot value of {@code type} as text. */
  public static String ofLong(FieldType type, long value) {
    return switch (type.kind()) {
      case INT8, INT16, INT32, INT64 -> Long.toString(value);
      case FLOAT32 -> Float.toString(Float.intBitsToFloat((int) value));
      case FLOAT64 -> Double.toString(Double.longBitsToDouble(value));
      case DECIMAL -> DecimalValues.text(value);
      case BOOLEAN -> value != 0 ? "true" : "false";
      case ENUM ->
          value >= 0 && value < type.symbols().size()
              ? type.symbols().get((int) value)
              : "#" + value;
      case TIMESTAMP -> Timestamps.text(value);
      default -> throw new IllegalArgumentException(type.describe() + " is not in a long slot");
    };
  }

  /** A string or bytes value as text (bytes as base64). */
  public static String ofRef(Object value) {
    return value instanceof byte[] bytes
        ? Base64.getEncoder().encodeToString(bytes)
        : value.toString();
  }
}
