package dev.wirebench.engine.dynamic;

import java.util.Locale;

/**
 * The kinds of value a dynamic field holds. Every kind but {@link #STRING}, {@link #BYTES}, {@link
 * #RECORD} and {@link #LIST} is held in a {@code long} slot of its record: integers as themselves,
 * floats as their IEEE bits, decimals as DFP decimal64 bits (coefficient and scale kept, so {@code
 * 1.50} stays two decimals), booleans as 0/1, enums as the symbol's ordinal and timestamps as
 * nanoseconds since the epoch (UTC).
 */
public enum FieldKind {
  INT8(-128, 127),
  INT16(Short.MIN_VALUE, Short.MAX_VALUE),
  INT32(Integer.MIN_VALUE, Integer.MAX_VALUE),
  INT64(Long.MIN_VALUE, Long.MAX_VALUE),
  FLOAT32,
  FLOAT64,
  DECIMAL,
  BOOLEAN,
  STRING,
  ENUM,
  TIMESTAMP,
  BYTES,
  RECORD,
  LIST;

  private final long min;
  private final long max;

  FieldKind() {
    this(0, 0);
  }

  FieldKind(long min, long max) {
    this.min = min;
    this.max = max;
  }

  /** Whether values of this kind live in a record's {@code long} slots. */
  public boolean inLongSlot() {
    return this != STRING && this != BYTES && this != RECORD && this != LIST;
  }

  public boolean isInteger() {
    return this == INT8 || this == INT16 || this == INT32 || this == INT64;
  }

  /** Smallest value of an integer kind. */
  public long min() {
    return min;
  }

  /** Largest value of an integer kind. */
  public long max() {
    return max;
  }

  /** The name used in schema files: {@code int8}, {@code float64}, {@code timestamp}, ... */
  public String schemaName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The kind a schema file names, or null. */
  public static FieldKind ofSchemaName(String name) {
    for (FieldKind kind : values()) {
      if (kind.schemaName().equals(name)) {
        return kind;
      }
    }
    return null;
  }
}
