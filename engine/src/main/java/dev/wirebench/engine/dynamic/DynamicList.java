package dev.wirebench.engine.dynamic;

import java.util.Arrays;

/**
 * The value of a list field: elements of one {@link FieldType}, never null. Elements of long-slot
 * kinds are held in a {@code long[]} (as {@link DynamicRecord} holds them), others in an {@code
 * Object[]}. {@link #clear()} keeps capacity and the records and lists of earlier elements, which
 * {@link #addRecord()} and {@link #addList()} hand out again.
 *
 * <p>Not thread-safe.
 */
public final class DynamicList {
  private final FieldType element;
  private long[] longs;
  private Object[] refs;
  private int size;

  /** Elements ever created in {@code refs} (kept for reuse past {@code size}). */
  private int kept;

  public DynamicList(FieldType element) {
    this.element = element;
    if (element.kind().inLongSlot()) {
      longs = new long[4];
    } else {
      refs = new Object[4];
    }
  }

  public FieldType elementType() {
    return element;
  }

  public int size() {
    return size;
  }

  /** Empties the list, keeping capacity and nested values for reuse. */
  public void clear() {
    size = 0;
  }

  public long getLong(int index) {
    check(index);
    return longs[index];
  }

  public void addLong(long value) {
    if (size == longs.length) {
      longs = Arrays.copyOf(longs, size * 2);
    }
    longs[size++] = value;
  }

  /** A string, bytes, record or list element. */
  public Object get(int index) {
    check(index);
    return refs[index];
  }

  public String getString(int index) {
    return (String) get(index);
  }

  public byte[] getBytes(int index) {
    return (byte[]) get(index);
  }

  public DynamicRecord getRecord(int index) {
    return (DynamicRecord) get(index);
  }

  public DynamicList getList(int index) {
    return (DynamicList) get(index);
  }

  /** Appends a string or bytes element. */
  public void add(Object value) {
    if (value == null) {
      throw new IllegalArgumentException("list elements are never null");
    }
    grow();
    refs[size++] = value;
    kept = Math.max(kept, size);
  }

  /** Appends a record element and returns it for filling (a kept one, cleared, or a new one). */
  public DynamicRecord addRecord() {
    grow();
    DynamicRecord record;
    if (size < kept && refs[size] instanceof DynamicRecord old) {
      record = old;
      record.clear();
    } else {
      record = new DynamicRecord(element.record());
      refs[size] = record;
    }
    size++;
    kept = Math.max(kept, size);
    return record;
  }

  /** Appends a list element and returns it for filling (a kept one, emptied, or a new one). */
  public DynamicList addList() {
    grow();
    DynamicList list;
    if (size < kept && refs[size] instanceof DynamicList old) {
      list = old;
      list.clear();
    } else {
      list = new DynamicList(element.element());
      refs[size] = list;
    }
    size++;
    kept = Math.max(kept, size);
    return list;
  }

  private void grow() {
    if (size == refs.length) {
      refs = Arrays.copyOf(refs, size * 2);
    }
  }

  private void check(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("index " + index + " of a list of " + size);
    }
  }
}
