package dev.wirebench.engine.codec.wire;

import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;

/**
 * The wire layout of one model class: its fields in wire order (superclass fields first). A record
 * on the wire is its fields one after another; nested records and list elements are prefixed with
 * their length so that a reader skips fields appended by a newer writer.
 *
 * <p>The first {@link #required()} fields are in every payload; the fields after them were added in
 * a later wire version (version 2 appended TimeBase's fields to {@code PackageHeader}), and a
 * payload from an older writer ends before them: a reader finding the record's end there leaves
 * them absent. Such appended fields must have an absent value (nullable scalars and strings).
 *
 * <p>Immutable and thread-safe.
 */
final class RecordDescriptor {
  private final Class<?> type;
  private final List<FieldDescriptor> fields;
  private final int required;
  private final int minSize;
  private final int tailMinSize;
  private final int[] minRestAfter;

  RecordDescriptor(Class<?> type, List<FieldDescriptor> declared) {
    this(type, declared, declared.size());
  }

  /**
   * @param required how many leading fields every writer wrote; the rest are a later version's and
   *     may be missing from a payload (they are then absent)
   */
  RecordDescriptor(Class<?> type, List<FieldDescriptor> declared, int required) {
    this.type = type;
    this.required = required;
    List<FieldDescriptor> bound = new ArrayList<>();
    for (FieldDescriptor field : declared) {
      bound.add(field.bind(type));
    }
    this.fields = List.copyOf(bound);
    this.minRestAfter = new int[fields.size()];
    int rest = 0;
    for (int i = fields.size() - 1; i >= required; i--) {
      if (!fields.get(i).isNullable() || !fields.get(i).type().isAbsentable()) {
        throw new IllegalArgumentException(
            name() + "." + fields.get(i).name() + " is appended but has no absent value");
      }
      minRestAfter[i] = rest;
      rest += fields.get(i).type().minSize();
    }
    this.tailMinSize = rest;
    rest = 0;
    for (int i = required - 1; i >= 0; i--) {
      minRestAfter[i] = rest;
      rest += fields.get(i).type().minSize();
    }
    this.minSize = rest;
  }

  /** The model class. */
  Class<?> type() {
    return type;
  }

  /** The class's simple name, e.g. {@code TradeEntry}. */
  String name() {
    return type.getSimpleName();
  }

  List<FieldDescriptor> fields() {
    return fields;
  }

  /**
   * The fewest bytes the required fields take: fixed widths plus length and count prefixes (the
   * fewest a record can hold).
   */
  int minSize() {
    return minSize;
  }

  /** How many leading fields every payload holds; fields from here on may be missing. */
  int required() {
    return required;
  }

  /** The fewest bytes the appended fields take when a payload holds them. */
  int tailMinSize() {
    return tailMinSize;
  }

  /**
   * The fewest bytes the fields after field {@code index} take: the required ones for a required
   * field, the appended ones for an appended field.
   */
  int minRestAfter(int index) {
    return minRestAfter[index];
  }

  /** The public no-argument constructor decoders use for new list elements. */
  Constructor<?> constructor() {
    try {
      return type.getConstructor();
    } catch (NoSuchMethodException missing) {
      throw new IllegalStateException(name() + " has no public no-argument constructor", missing);
    }
  }

  /** The same record with only its first {@code count} fields: how an older writer saw it. */
  RecordDescriptor prefix(int count) {
    return new RecordDescriptor(type, fields.subList(0, count), Math.min(required, count));
  }

  @Override
  public String toString() {
    return name() + fields;
  }
}
