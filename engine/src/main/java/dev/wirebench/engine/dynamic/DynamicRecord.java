package dev.wirebench.engine.dynamic;

import java.util.Arrays;

/**
 * One value of a {@link RecordSchema}: every field in a flat slot, addressed by field index. Fixed
 * size kinds live in a {@code long[]} (see {@link FieldKind} for each kind's representation),
 * strings, bytes, records and lists in an {@code Object[]}, presence in a bit set.
 *
 * <p>Reuse: {@link #clear()} marks every field absent but keeps nested records and lists (emptied)
 * so decoding into a reused message allocates only what the wire format makes it (strings, bytes).
 * {@link #record(int)} and {@link #list(int)} return the kept child, creating it on first use.
 *
 * <p>Not thread-safe. Setters do not check the field's kind beyond the slot it lives in: codecs and
 * readers go by the schema, and a wrong-kind call is a programming error caught by the contract
 * tests.
 */
public final class DynamicRecord {
  private final RecordSchema schema;
  private final long[] longs;
  private final Object[] refs;
  private final long[] present;

  public DynamicRecord(RecordSchema schema) {
    this.schema = schema;
    this.longs = new long[schema.longSlots()];
    this.refs = new Object[schema.refSlots()];
    this.present = new long[(schema.size() + 63) >>> 6];
  }

  public RecordSchema schema() {
    return schema;
  }

  /** Marks every field absent; nested records and lists are kept (and emptied) for reuse. */
  public void clear() {
    Arrays.fill(present, 0L);
    for (Object ref : refs) {
      if (ref instanceof DynamicRecord child) {
        child.clear();
      } else if (ref instanceof DynamicList list) {
        list.clear();
      }
    }
  }

  public boolean isPresent(int field) {
    return (present[field >>> 6] & (1L << field)) != 0;
  }

  private void mark(int field) {
    present[field >>> 6] |= 1L << field;
  }

  /** Marks a field absent (nested values are kept for reuse). */
  public void clear(int field) {
    present[field >>> 6] &= ~(1L << field);
  }

  /** The raw long slot: an integer, float bits, decimal64 bits, 0/1, ordinal or epoch nanos. */
  public long getLong(int field) {
    return longs[schema.slot(field)];
  }

  public void setLong(int field, long value) {
    longs[schema.slot(field)] = value;
    mark(field);
  }

  public double getDouble(int field) {
    return Double.longBitsToDouble(getLong(field));
  }

  public void setDouble(int field, double value) {
    setLong(field, Double.doubleToRawLongBits(value));
  }

  public float getFloat(int field) {
    return Float.intBitsToFloat((int) getLong(field));
  }

  public void setFloat(int field, float value) {
    setLong(field, Float.floatToRawIntBits(value));
  }

  public boolean getBoolean(int field) {
    return getLong(field) != 0;
  }

  public void setBoolean(int field, boolean value) {
    setLong(field, value ? 1 : 0);
  }

  /** A string field's value (null if absent). */
  public String getString(int field) {
    return isPresent(field) ? (String) refs[schema.slot(field)] : null;
  }

  /**
   * The string last set in a string field, whether present now or not (null if never set): for
   * decoders that keep a string equal to the bytes they read instead of allocating a new one.
   */
  public String keptString(int field) {
    return refs[schema.slot(field)] instanceof String kept ? kept : null;
  }

  public void setString(int field, String value) {
    setRef(field, value);
  }

  /** A bytes field's value, not copied (null if absent). */
  public byte[] getBytes(int field) {
    return isPresent(field) ? (byte[]) refs[schema.slot(field)] : null;
  }

  /** Sets a bytes field; the record keeps {@code value} itself, not a copy. */
  public void setBytes(int field, byte[] value) {
    setRef(field, value);
  }

  private void setRef(int field, Object value) {
    if (value == null) {
      clear(field);
      return;
    }
    refs[schema.slot(field)] = value;
    mark(field);
  }

  /** A nested record field's value (null if absent). */
  public DynamicRecord getRecord(int field) {
    return isPresent(field) ? (DynamicRecord) refs[schema.slot(field)] : null;
  }

  /** A list field's value (null if absent). */
  public DynamicList getList(int field) {
    return isPresent(field) ? (DynamicList) refs[schema.slot(field)] : null;
  }

  /**
   * Marks a nested record field present and returns its record for filling: the kept one (cleared)
   * or a new one.
   */
  public DynamicRecord record(int field) {
    int slot = schema.slot(field);
    DynamicRecord child = (DynamicRecord) refs[slot];
    if (child == null) {
      child = new DynamicRecord(schema.field(field).type().record());
      refs[slot] = child;
    } else if (!isPresent(field)) {
      child.clear();
    }
    mark(field);
    return child;
  }

  /**
   * Marks a list field present and returns its list for filling: the kept one (emptied) or a new
   * one.
   */
  public DynamicList list(int field) {
    int slot = schema.slot(field);
    DynamicList list = (DynamicList) refs[slot];
    if (list == null) {
      list = new DynamicList(schema.field(field).type().element());
      refs[slot] = list;
    } else {
      list.clear();
    }
    mark(field);
    return list;
  }

  /** By field name, for tests and tools (not the hot path). */
  public int index(String fieldName) {
    int index = schema.indexOf(fieldName);
    if (index < 0) {
      throw new IllegalArgumentException(
          "record "
              + schema.name()
              + " has no field "
              + fieldName
              + " ("
              + schema.fieldNames()
              + ")");
    }
    return index;
  }
}
