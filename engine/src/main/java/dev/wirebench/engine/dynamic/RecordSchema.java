package dev.wirebench.engine.dynamic;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A record type: a name and its fields in order. Field order is the wire order of positional codecs
 * and the order JSON writers emit. Each field is assigned a slot: an index into its record's {@code
 * long} slots ({@link FieldKind#inLongSlot()}) or into its object slots.
 *
 * <p>Immutable and thread-safe; equal when names and fields are equal.
 */
public final class RecordSchema {
  private final String name;
  private final List<Field> fields;
  private final int[] slots;
  private final int longSlots;
  private final int refSlots;
  private final Map<String, Integer> byName = new HashMap<>();
  private final String fixMsgType;
  private final SchemaOrigin origin;

  public RecordSchema(String name, List<Field> fields) {
    this(name, fields, (String) null, null);
  }

  /**
   * @param fixMsgType the FIX MsgType (35) of the message this schema is, e.g. {@code X}, or null
   *     (a nested record, or a schema without FIX tags)
   */
  public RecordSchema(String name, List<Field> fields, String fixMsgType) {
    this(name, fields, fixMsgType, null);
  }

  /**
   * A record read from a user's own schema: {@code origin} is that schema, for the codec of its
   * format (it takes no part in equality).
   */
  public RecordSchema(String name, List<Field> fields, SchemaOrigin origin) {
    this(name, fields, null, origin);
  }

  /**
   * @param fixMsgType the FIX MsgType (35), or null
   * @param origin the user's own schema this record was read from, or null
   */
  public RecordSchema(String name, List<Field> fields, String fixMsgType, SchemaOrigin origin) {
    this.fixMsgType = fixMsgType;
    this.origin = origin;
    this.name = Objects.requireNonNull(name, "name");
    this.fields = List.copyOf(fields);
    this.slots = new int[this.fields.size()];
    int longs = 0;
    int refs = 0;
    for (int i = 0; i < this.fields.size(); i++) {
      Field field = this.fields.get(i);
      if (byName.put(field.name(), i) != null) {
        throw new IllegalArgumentException(
            "record " + name + " has two fields named \"" + field.name() + "\"");
      }
      slots[i] = field.kind().inLongSlot() ? longs++ : refs++;
    }
    this.longSlots = longs;
    this.refSlots = refs;
  }

  public String name() {
    return name;
  }

  /** The FIX MsgType (35) the schema file gives, or null. */
  public String fixMsgType() {
    return fixMsgType;
  }

  /** The user's own schema this record was read from, or null (inferred, Wirebench schema). */
  public SchemaOrigin origin() {
    return origin;
  }

  /** This record with {@code newOrigin} as its origin. */
  public RecordSchema withOrigin(SchemaOrigin newOrigin) {
    return new RecordSchema(name, fields, fixMsgType, newOrigin);
  }

  public List<Field> fields() {
    return fields;
  }

  public int size() {
    return fields.size();
  }

  public Field field(int index) {
    return fields.get(index);
  }

  /** The index of the field named {@code fieldName}, or -1. */
  public int indexOf(String fieldName) {
    Integer index = byName.get(fieldName);
    return index == null ? -1 : index;
  }

  /** The field's index in its record's long slots or object slots (by its kind). */
  int slot(int index) {
    return slots[index];
  }

  int longSlots() {
    return longSlots;
  }

  int refSlots() {
    return refSlots;
  }

  /** Every field name, for "its fields are ..." messages. */
  public String fieldNames() {
    return String.join(", ", fields.stream().map(Field::name).toList());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof RecordSchema that
        && name.equals(that.name)
        && fields.equals(that.fields)
        && Objects.equals(fixMsgType, that.fixMsgType);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + fields.hashCode();
  }

  @Override
  public String toString() {
    return "record " + name + " " + fields;
  }
}
