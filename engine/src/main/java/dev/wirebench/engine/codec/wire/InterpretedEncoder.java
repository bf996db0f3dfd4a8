package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.Metadata;
import java.util.ArrayList;

/**
 * The interpreted encoder: one generic walk over an {@link InterpretedPlan}, a switch on each
 * field's type and a method-handle call to read it. Allocates nothing; stateless and thread-safe.
 */
final class InterpretedEncoder {
  private InterpretedEncoder() {}

  /** Writes the fields of {@code object} from {@code pos}; returns the position after them. */
  static int encodeFields(
      InterpretedPlan.Record record,
      Object object,
      byte[] dst,
      int pos,
      int depth,
      AsciiStrings strings) {
    InterpretedPlan.Field[] fields = record.fields;
    int i = 0;
    try {
      int at = pos;
      for (; i < fields.length; i++) {
        at = encodeField(fields[i], object, dst, at, depth, strings);
      }
      return at;
    } catch (WireProblem problem) {
      throw problem.in(fields[i].name);
    }
  }

  private static int encodeField(
      InterpretedPlan.Field field,
      Object object,
      byte[] dst,
      int pos,
      int depth,
      AsciiStrings strings) {
    try {
      return switch (field.type) {
        case INT8 -> WireOut.putByte(dst, pos, (byte) (long) field.getLong.invokeExact(object));
        case INT16 -> WireOut.putShort(dst, pos, (short) (long) field.getLong.invokeExact(object));
        case INT32 -> WireOut.putInt(dst, pos, (int) (long) field.getLong.invokeExact(object));
        case INT64, DECIMAL64, TIMESTAMP ->
            WireOut.putLong(dst, pos, (long) field.getLong.invokeExact(object));
        case ENUM -> WireOut.putEnum(dst, pos, (Enum<?>) ref(field, object));
        case BOOLEAN ->
            field.getBoolean != null
                ? WireOut.putBoolean(dst, pos, (boolean) field.getBoolean.invokeExact(object))
                : WireOut.putNullableBoolean(dst, pos, (Boolean) ref(field, object));
        case ASCII -> strings.put(field.asciiSlot, dst, pos, (String) ref(field, object));
        case UTF8 -> WireOut.putUtf8(dst, pos, (String) ref(field, object));
        case OBJECT -> encodeObject(field, ref(field, object), dst, pos, depth, strings);
        case LIST, POLY_LIST ->
            encodeList(field, (ArrayList<?>) ref(field, object), dst, pos, depth, strings);
        case STRING_MAP -> WireOut.putStringMap(dst, pos, (Metadata) ref(field, object));
      };
    } catch (Throwable failed) {
      throw Failures.rethrow(failed, pos);
    }
  }

  private static int encodeObject(
      InterpretedPlan.Field field,
      Object value,
      byte[] dst,
      int pos,
      int depth,
      AsciiStrings strings) {
    if (value == null) {
      return WireOut.putInt(dst, pos, WireBytes.NULL_LENGTH);
    }
    WireOut.checkDepth(depth + 1, pos);
    int start = WireOut.beginRecord(dst, pos);
    int end = encodeFields(field.records[0], value, dst, start, depth + 1, strings);
    return WireOut.endRecord(dst, start, end);
  }

  private static int encodeList(
      InterpretedPlan.Field field,
      ArrayList<?> list,
      byte[] dst,
      int pos,
      int depth,
      AsciiStrings strings) {
    int size = list.size();
    int at = WireOut.putInt(dst, pos, size);
    for (int i = 0; i < size; i++) {
      try {
        at = encodeElement(field, list.get(i), dst, at, depth + 1, strings);
      } catch (WireProblem problem) {
        throw problem.at(i);
      }
    }
    return at;
  }

  private static int encodeElement(
      InterpretedPlan.Field field,
      Object element,
      byte[] dst,
      int pos,
      int depth,
      AsciiStrings strings) {
    Class<?> type = WireOut.classOf(element, pos);
    WireOut.checkDepth(depth, pos);
    InterpretedPlan.Record[] variants = field.records;
    int index = 0;
    while (index < variants.length && variants[index].type != type) {
      index++;
    }
    if (index == variants.length) {
      throw WireOut.unknownVariant(type, pos);
    }
    int start =
        field.type == WireType.POLY_LIST
            ? WireOut.beginVariant(dst, pos, index)
            : WireOut.beginRecord(dst, pos);
    int end = encodeFields(variants[index], element, dst, start, depth, strings);
    return WireOut.endRecord(dst, start, end);
  }

  /** Reads a reference field; {@code invokeExact} needs the exact {@code (Object)Object} call. */
  private static Object ref(InterpretedPlan.Field field, Object object) throws Throwable {
    return field.getRef.invokeExact(object);
  }
}
