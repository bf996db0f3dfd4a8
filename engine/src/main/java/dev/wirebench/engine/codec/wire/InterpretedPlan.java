package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.MessageType;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A schema turned into what the interpreted codec walks: per record an array of fields, per field
 * the model accessors as method handles of a few erased shapes ({@code (Object)long}, {@code
 * (Object)Object}, ...), so one generic walker calls them with {@code invokeExact} and nothing is
 * boxed.
 *
 * <p>Immutable once built and thread-safe.
 */
final class InterpretedPlan {
  private static final MethodHandles.Lookup PUBLIC = MethodHandles.publicLookup();
  private static final MethodType GET_LONG = MethodType.methodType(long.class, Object.class);
  private static final MethodType SET_LONG =
      MethodType.methodType(void.class, Object.class, long.class);
  private static final MethodType GET_BOOLEAN = MethodType.methodType(boolean.class, Object.class);
  private static final MethodType SET_BOOLEAN =
      MethodType.methodType(void.class, Object.class, boolean.class);
  private static final MethodType GET_REF = MethodType.methodType(Object.class, Object.class);
  private static final MethodType SET_REF =
      MethodType.methodType(void.class, Object.class, Object.class);
  private static final MethodType CLEAR = MethodType.methodType(void.class, Object.class);
  private static final MethodType CREATE = MethodType.methodType(Object.class);

  /** One record class: its fields in wire order and how to make a new instance. */
  static final class Record {
    final Class<?> type;
    final MethodHandle create;
    final int required;
    Field[] fields;

    Record(RecordDescriptor descriptor) {
      this.type = descriptor.type();
      this.required = descriptor.required();
      try {
        this.create = PUBLIC.unreflectConstructor(descriptor.constructor()).asType(CREATE);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /** One field: its type and the accessor handles its type needs (the others are null). */
  static final class Field {
    final String name;
    final WireType type;
    final boolean nullable;
    final MethodHandle getLong;
    final MethodHandle setLong;
    final MethodHandle getBoolean;
    final MethodHandle setBoolean;
    final MethodHandle getRef;
    final MethodHandle setRef;
    final MethodHandle forWrite;
    final MethodHandle clear;
    final Object[] constants;
    final int minElement;
    final int asciiSlot;
    Record[] records;

    Field(FieldDescriptor field, int minElement, int asciiSlot) {
      this.name = field.name();
      this.type = field.type();
      this.nullable = field.isNullable();
      this.minElement = minElement;
      this.asciiSlot = asciiSlot;
      boolean integer = type.isInteger();
      boolean primitiveBoolean = field.valueClass() == boolean.class;
      boolean ref = !integer && !primitiveBoolean;
      this.getLong = integer ? handle(field.getter(), GET_LONG) : null;
      this.setLong = integer ? handle(field.setter(), SET_LONG) : null;
      this.getBoolean = primitiveBoolean ? handle(field.getter(), GET_BOOLEAN) : null;
      this.setBoolean = primitiveBoolean ? handle(field.setter(), SET_BOOLEAN) : null;
      this.getRef = ref ? handle(field.getter(), GET_REF) : null;
      this.setRef = ref && field.setter() != null ? handle(field.setter(), SET_REF) : null;
      this.forWrite = field.forWrite() != null ? handle(field.forWrite(), GET_REF) : null;
      this.clear = field.clear() != null ? handle(field.clear(), CLEAR) : null;
      this.constants = type == WireType.ENUM ? field.valueClass().getEnumConstants() : null;
    }

    private static MethodHandle handle(Method method, MethodType shape) {
      try {
        return MethodHandles.explicitCastArguments(PUBLIC.unreflect(method), shape);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException("cannot access " + method, e);
      }
    }
  }

  private final Record[] messages = new Record[MessageType.values().length];

  InterpretedPlan(WireSchema schema) {
    Map<Class<?>, Record> records = new HashMap<>();
    for (MessageType type : MessageType.values()) {
      RecordDescriptor descriptor = schema.message(type);
      if (descriptor != null) {
        messages[type.ordinal()] = record(schema, descriptor, records);
      }
    }
  }

  /** Builds (once per class, so recursive records share one plan) the plan of a record. */
  private static Record record(
      WireSchema schema, RecordDescriptor descriptor, Map<Class<?>, Record> records) {
    Record existing = records.get(descriptor.type());
    if (existing != null) {
      return existing;
    }
    Record record = new Record(descriptor);
    records.put(descriptor.type(), record);
    List<FieldDescriptor> declared = descriptor.fields();
    Field[] fields = new Field[declared.size()];
    for (int i = 0; i < fields.length; i++) {
      FieldDescriptor field = declared.get(i);
      fields[i] =
          new Field(field, schema.minElement(field), AsciiStrings.slot(descriptor.type(), i));
      List<Class<?>> nested = field.recordClasses();
      Record[] targets = new Record[nested.size()];
      for (int k = 0; k < targets.length; k++) {
        targets[k] = record(schema, schema.record(nested.get(k)), records);
      }
      fields[i].records = targets;
    }
    record.fields = fields;
    return record;
  }

  /** The plan of message type {@code type}, or null if the schema does not carry it. */
  Record message(MessageType type) {
    return messages[type.ordinal()];
  }
}
