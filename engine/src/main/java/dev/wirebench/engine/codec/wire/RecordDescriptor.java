package dev.wirebench.engine.codec.wire;

import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.List;

/**
 * The wire layout of one model class: its fields in wire order (superclass fields first). A record
 * on the wire is its fields one after another; nested records and list elements are prefixed with
 * their length so that a reader skips fields appended by a newer writer.
 *
 * <p>Immutable and thread-safe.
 */
final class RecordDescriptor {
  private final Class<?> type;
  private final List<FieldDescriptor> fields;
  private final int minSize;
  private final int[] minRestAfter;

  RecordDescriptor(Class<?> type, List<FieldDescriptor> declared) {
    this.type = type;
    List<FieldDescriptor> bound = new ArrayList<>();
    for (FieldDescriptor field : declared) {
      bound.add(field.bind(type));
    }
    this.fields = List.copyOf(bound);
    this.minRestAfter = new int[fields.size()];
    int rest = 0;
    for (int i = fields.size() - 1; i >= 0; i--) {
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

  /** The fewest bytes the fields take: fixed widths plus length and count prefixes. */
  int minSize() {
    return minSize;
  }

  /** The fewest bytes the fields after field {@code index} take. */
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
    return new RecordDescriptor(type, fields.subList(0, count));
  }

  @Override
  public String toString() {
    return name() + fields;
  }
}
