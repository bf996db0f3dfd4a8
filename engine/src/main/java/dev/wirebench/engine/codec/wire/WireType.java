package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.Decimals;

/**
 * The field types of the Wirebench wire format and the fewest bytes each takes (its fixed width, or
 * the length/count prefix of a variable-length field). See WIRE-FORMAT.md next to this file.
 */
enum WireType {
  /** Signed 8-bit integer. */
  INT8(1),
  /** Signed 16-bit integer, little-endian. */
  INT16(2),
  /** Signed 32-bit integer, little-endian. */
  INT32(4),
  /** Signed 64-bit integer, little-endian. */
  INT64(8),
  /** DFP decimal64: the raw 64-bit pattern, little-endian; {@code Decimals.NULL} is absent. */
  DECIMAL64(8),
  /** Epoch nanoseconds, signed 64-bit little-endian; {@code Long.MIN_VALUE} is absent. */
  TIMESTAMP(8),
  /** Enum ordinal in one byte; 0xFF is absent. */
  ENUM(1),
  /** One byte 0 or 1; a nullable boolean uses 0xFF for absent. */
  BOOLEAN(1),
  /** u16 length (0xFFFF absent) and one byte per char, each below 0x80. */
  ASCII(2),
  /** u16 length (0xFFFF absent) and well-formed UTF-8. */
  UTF8(2),
  /** An optional nested record: u32 length (0xFFFFFFFF absent) and its fields. */
  OBJECT(4),
  /** u32 count and that many records of one class, each a u32 length and its fields. */
  LIST(4),
  /** u32 count and that many records, each a u8 type index, a u32 length and its fields. */
  POLY_LIST(4),
  /** u32 count and that many pairs of a UTF-8 key (never absent) and a UTF-8 value. */
  STRING_MAP(4);

  private final int minSize;

  WireType(int minSize) {
    this.minSize = minSize;
  }

  /** The fewest bytes a field of this type takes: its width, or its length/count prefix. */
  int minSize() {
    return minSize;
  }

  /** Whether the field always takes exactly {@link #minSize()} bytes. */
  boolean isFixed() {
    return ordinal() <= BOOLEAN.ordinal();
  }

  /**
   * Whether a nullable field of this type has a value meaning absent that a decoder can set without
   * reading anything (so the field may be appended in a later wire version).
   */
  boolean isAbsentable() {
    return this == INT64
        || this == DECIMAL64
        || this == TIMESTAMP
        || this == ENUM
        || this == BOOLEAN
        || this == ASCII
        || this == UTF8;
  }

  /** The absent value of an integer-typed field (a nullable INT64, DECIMAL64 or TIMESTAMP). */
  long absentLong() {
    return this == DECIMAL64 ? Decimals.NULL : Long.MIN_VALUE;
  }

  /** Whether the field's value is a primitive {@code long}-compatible integer in the model. */
  boolean isInteger() {
    return ordinal() <= TIMESTAMP.ordinal();
  }
}
