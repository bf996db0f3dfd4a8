package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.Reuse;
import java.util.ArrayList;

/**
 * The interpreted decoder: one generic walk over an {@link InterpretedPlan} that checks each
 * field's bytes against the record end, reads them, and writes the model through method handles.
 * Bytes after a record's known fields (fields appended by a newer writer) are skipped. Errors carry
 * the exact field path. Stateless and thread-safe; allocates only for changed strings and grown
 * lists.
 */
final class InterpretedDecoder {
  private InterpretedDecoder() {}

  /** Fills {@code object} from the record fields in {@code src[pos, end)}. */
  static void decodeFields(
      InterpretedPlan.Record record,
      byte[] src,
      int pos,
      int end,
      Object object,
      int depth,
      AsciiStrings strings) {
    InterpretedPlan.Field[] fields = record.fields;
    int i = 0;
    try {
      int at = pos;
      for (; i < fields.length; i++) {
        if (i == record.required && at == end) {
          // An older writer's payload ends before the appended fields: they are absent.
          clearAppended(fields, i, object);
          return;
        }
        at = decodeField(fields[i], src, at, end, object, depth, strings);
      }
    } catch (WireProblem problem) {
      throw problem.in(fields[i].name);
    }
  }

  private static void clearAppended(InterpretedPlan.Field[] fields, int from, Object object) {
    for (int k = from; k < fields.length; k++) {
      InterpretedPlan.Field field = fields[k];
      try {
        if (field.type.isInteger()) {
          field.setLong.invokeExact(object, field.type.absentLong());
        } else {
          field.setRef.invokeExact(object, (Object) null);
        }
      } catch (Throwable failed) {
        throw Failures.rethrow(failed, -1);
      }
    }
  }

  private static int decodeField(
      InterpretedPlan.Field field,
      byte[] src,
      int pos,
      int end,
      Object object,
      int depth,
      AsciiStrings strings) {
    WireIn.need(pos, end, field.type.minSize());
    try {
      switch (field.type) {
        case INT8 -> field.setLong.invokeExact(object, (long) src[pos]);
        case INT16 -> field.setLong.invokeExact(object, (long) WireBytes.getShort(src, pos));
        case INT32 -> field.setLong.invokeExact(object, (long) WireBytes.getInt(src, pos));
        case INT64, DECIMAL64, TIMESTAMP ->
            field.setLong.invokeExact(object, WireBytes.getLong(src, pos));
        case ENUM -> field.setRef.invokeExact(object, WireIn.enumAt(field.constants, src, pos));
        case BOOLEAN -> {
          if (field.setBoolean != null) {
            field.setBoolean.invokeExact(object, WireIn.booleanAt(src, pos));
          } else {
            field.setRef.invokeExact(object, (Object) WireIn.nullableBooleanAt(src, pos));
          }
        }
        case ASCII, UTF8 -> {
          return decodeString(field, src, pos, end, object, strings);
        }
        case OBJECT -> {
          return decodeObject(field, src, pos, end, object, depth, strings);
        }
        case LIST, POLY_LIST -> {
          ArrayList<?> list = (ArrayList<?>) ref(field, object);
          return decodeList(field, src, pos, end, list, depth, strings);
        }
        case STRING_MAP -> {
          return WireIn.stringMap(src, pos, end, (Metadata) ref(field, object));
        }
      }
    } catch (Throwable failed) {
      throw Failures.rethrow(failed, pos);
    }
    return pos + field.type.minSize();
  }

  private static int decodeString(
      InterpretedPlan.Field field,
      byte[] src,
      int pos,
      int end,
      Object object,
      AsciiStrings strings)
      throws Throwable {
    int length = WireIn.stringLength(src, pos, end);
    String existing = (String) ref(field, object);
    String text =
        field.type == WireType.ASCII
            ? strings.get(field.asciiSlot, existing, src, pos + 2, length)
            : WireIn.utf8(existing, src, pos + 2, length);
    if (text != existing) {
      // Only when the text changed: a reference store costs a GC write barrier.
      field.setRef.invokeExact(object, (Object) text);
    }
    return WireIn.afterString(pos, length);
  }

  private static int decodeObject(
      InterpretedPlan.Field field,
      byte[] src,
      int pos,
      int end,
      Object object,
      int depth,
      AsciiStrings strings)
      throws Throwable {
    int length = WireIn.objectLength(src, pos, end);
    if (length < 0) {
      field.clear.invokeExact(object);
      return pos + 4;
    }
    WireIn.checkDepth(depth + 1, pos);
    Object target = field.forWrite.invokeExact(object);
    decodeFields(field.records[0], src, pos + 4, pos + 4 + length, target, depth + 1, strings);
    return pos + 4 + length;
  }

  private static int decodeList(
      InterpretedPlan.Field field,
      byte[] src,
      int pos,
      int end,
      ArrayList<?> list,
      int depth,
      AsciiStrings strings)
      throws Throwable {
    int count = WireIn.count(src, pos, end, field.minElement);
    int at = pos + 4;
    for (int i = 0; i < count; i++) {
      try {
        at = decodeElement(field, src, at, end, list, i, depth + 1, strings);
      } catch (WireProblem problem) {
        throw problem.at(i);
      }
    }
    Reuse.truncate(list, count);
    return at;
  }

  private static int decodeElement(
      InterpretedPlan.Field field,
      byte[] src,
      int pos,
      int end,
      ArrayList<?> list,
      int index,
      int depth,
      AsciiStrings strings)
      throws Throwable {
    InterpretedPlan.Record[] variants = field.records;
    boolean poly = field.type == WireType.POLY_LIST;
    int variant = poly ? WireIn.variantIndex(src, pos, end, variants.length) : 0;
    int start = poly ? pos + 5 : pos + 4;
    int length = WireIn.recordLength(src, start - 4, end);
    WireIn.checkDepth(depth, pos);
    InterpretedPlan.Record record = variants[variant];
    Object element = WireIn.existing(list, index, record.type);
    if (element == null) {
      element = WireIn.place(list, index, record.create.invokeExact());
    }
    decodeFields(record, src, start, start + length, element, depth, strings);
    return start + length;
  }

  /** Reads a reference field; {@code invokeExact} needs the exact {@code (Object)Object} call. */
  private static Object ref(InterpretedPlan.Field field, Object object) throws Throwable {
    return field.getRef.invokeExact(object);
  }
}
