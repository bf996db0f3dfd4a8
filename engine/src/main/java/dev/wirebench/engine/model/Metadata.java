package dev.wirebench.engine.model;

import java.io.Serializable;
import java.util.ArrayList;

/**
 * An ordered string-to-string map kept as two parallel lists, so that decoders can refill it
 * without allocating map entries. Keys are unique; insertion order is preserved.
 */
public final class Metadata implements Serializable {
  private static final long serialVersionUID = 1L;

  private final ArrayList<String> keys = new ArrayList<>();
  private final ArrayList<String> values = new ArrayList<>();

  public int size() {
    return keys.size();
  }

  public String key(int index) {
    return keys.get(index);
  }

  public String value(int index) {
    return values.get(index);
  }

  /** The value for {@code key}, or null. */
  public String get(String key) {
    int index = keys.indexOf(key);
    return index < 0 ? null : values.get(index);
  }

  /** Appends a pair; a duplicate key is an error, not a silent overwrite. */
  public void put(String key, String value) {
    if (keys.contains(key)) {
      throw new IllegalArgumentException("duplicate metadata key: " + key);
    }
    keys.add(key);
    values.add(value);
  }

  /** Sets the pair at {@code index} (which may equal {@link #size()} to append). */
  public void set(int index, String key, String value) {
    if (index == keys.size()) {
      keys.add(key);
      values.add(value);
    } else {
      keys.set(index, key);
      values.set(index, value);
    }
  }

  /** Drops pairs from the end until {@code size} remain. */
  public void truncate(int size) {
    Reuse.truncate(keys, size);
    Reuse.truncate(values, size);
  }

  public void clear() {
    keys.clear();
    values.clear();
  }
}
