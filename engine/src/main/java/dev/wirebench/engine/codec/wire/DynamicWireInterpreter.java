package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;

/**
 * The interpreted walk of dynamic messages over a {@link DynamicWireLayout}: one switch on the
 * field kind per field, the steps of {@link DynamicWireSteps}. The generated classes call {@link
 * #encodeField} and {@link #decodeField} for the fields they do not specialise (lists of anything
 * but records), so both codecs share every rule.
 *
 * <p>Field paths are added while a {@link WireProblem} unwinds, never tracked on the way down.
 * Stateless; nothing allocated per message beyond what {@link DynamicWireSteps} allocates.
 */
final class DynamicWireInterpreter {
  private DynamicWireInterpreter() {}

  /** Writes the fields of {@code r} from {@code pos}; returns the position after them. */
  static int encodeRecord(DynamicWireLayout.Record layout, DynamicRecord r, byte[] dst, int pos) {
    int at = pos;
    for (int i = 0; i < layout.fields.length; i++) {
      try {
        at = encodeField(layout, i, r, dst, at);
      } catch (WireProblem problem) {
        throw problem.in(layout.fields[i].name());
      }
    }
    return at;
  }

  /** Writes field {@code i} of {@code r} at {@code pos}. */
  static int encodeField(
      DynamicWireLayout.Record layout, int i, DynamicRecord r, byte[] dst, int pos) {
    boolean optional = layout.optional[i];
    return switch (layout.kinds[i]) {
      case STRING -> DynamicWireSteps.string(r, i, optional, dst, pos);
      case BYTES -> DynamicWireSteps.bytes(r, i, optional, dst, pos);
      case RECORD -> {
        DynamicRecord child = DynamicWireSteps.childToWrite(r, i, optional, pos);
        if (child == null) {
          yield WireOut.putInt(dst, pos, WireBytes.NULL_LENGTH);
        }
        int start = WireOut.beginRecord(dst, pos);
        yield WireOut.endRecord(dst, start, encodeRecord(layout.nested[i], child, dst, start));
      }
      case LIST -> {
        DynamicList list = DynamicWireSteps.listToWrite(r, i, optional, pos);
        if (list == null) {
          yield WireOut.putInt(dst, pos, WireBytes.NULL_LENGTH);
        }
        yield encodeList(list, layout.nested[i], dst, pos);
      }
      default ->
          optional
              ? DynamicWireSteps.fixedOpt(r, i, layout.widths[i], layout.absent[i], dst, pos)
              : DynamicWireSteps.fixed(r, i, layout.widths[i], dst, pos);
    };
  }

  /** A u32 count and the elements; {@code records} is the layout of the innermost records. */
  static int encodeList(DynamicList list, DynamicWireLayout.Record records, byte[] dst, int pos) {
    FieldType element = list.elementType();
    int size = list.size();
    int at = WireOut.putInt(dst, pos, size);
    int width = DynamicWireLayout.width(element.kind());
    for (int k = 0; k < size; k++) {
      try {
        at =
            switch (element.kind()) {
              case RECORD -> {
                int start = WireOut.beginRecord(dst, at);
                yield WireOut.endRecord(
                    dst, start, encodeRecord(records, list.getRecord(k), dst, start));
              }
              case LIST -> encodeList(list.getList(k), records, dst, at);
              case STRING -> Utf8.put(dst, at, list.getString(k));
              case BYTES -> DynamicWireSteps.putBytes(dst, at, list.getBytes(k));
              default -> DynamicWireSteps.putFixed(dst, at, width, list.getLong(k));
            };
      } catch (WireProblem problem) {
        throw problem.at(k);
      }
    }
    return at;
  }

  /** Reads the fields of {@code r} from {@code src[pos, end)}; bytes after them are skipped. */
  static void decodeRecord(
      DynamicWireLayout.Record layout, byte[] src, int pos, int end, DynamicRecord r) {
    WireIn.checkRecord(pos, end, layout.minSize);
    int at = pos;
    for (int i = 0; i < layout.fields.length; i++) {
      try {
        at = decodeField(layout, i, src, at, end - layout.minAfter[i], r);
      } catch (WireProblem problem) {
        throw problem.in(layout.fields[i].name());
      }
    }
  }

  /**
   * Reads field {@code i} at {@code pos}; a variable-length value must end by {@code limit}.
   * Returns the position after it.
   */
  static int decodeField(
      DynamicWireLayout.Record layout, int i, byte[] src, int pos, int limit, DynamicRecord r) {
    boolean optional = layout.optional[i];
    FieldKind kind = layout.kinds[i];
    switch (kind) {
      case STRING:
        return DynamicWireSteps.readString(src, pos, limit, r, i, optional);
      case BYTES:
        return DynamicWireSteps.readBytes(src, pos, limit, r, i, optional);
      case RECORD:
        {
          int length = DynamicWireSteps.objectLength(src, pos, limit, optional);
          if (length < 0) {
            r.clear(i);
            return pos + 4;
          }
          decodeRecord(layout.nested[i], src, pos + 4, pos + 4 + length, r.record(i));
          return pos + 4 + length;
        }
      case LIST:
        {
          DynamicList list = DynamicWireSteps.listToRead(src, pos, r, i, optional);
          return list == null ? pos + 4 : decodeList(list, layout.nested[i], src, pos, limit);
        }
      case BOOLEAN:
        DynamicWireSteps.readBoolean(src, pos, r, i, optional);
        return pos + 1;
      case ENUM:
        DynamicWireSteps.readEnum(
            src, pos, layout.fields[i].type().symbols().size(), r, i, optional);
        return pos + 1;
      default:
        if (optional) {
          DynamicWireSteps.readFixedOpt(src, pos, layout.widths[i], layout.absent[i], r, i);
        } else {
          DynamicWireSteps.readFixed(src, pos, layout.widths[i], r, i);
        }
        return pos + layout.widths[i];
    }
  }

  /** Fills {@code list} (emptied) from the count at {@code pos}; returns the position after it. */
  static int decodeList(
      DynamicList list, DynamicWireLayout.Record records, byte[] src, int pos, int limit) {
    FieldType element = list.elementType();
    int count =
        DynamicWireSteps.count(src, pos, limit, DynamicWireLayout.minElement(element, records));
    int width = DynamicWireLayout.width(element.kind());
    int at = pos + 4;
    for (int k = 0; k < count; k++) {
      try {
        at = decodeElement(list, element, width, records, src, at, limit);
      } catch (WireProblem problem) {
        throw problem.at(k);
      }
    }
    return at;
  }

  private static int decodeElement(
      DynamicList list,
      FieldType element,
      int width,
      DynamicWireLayout.Record records,
      byte[] src,
      int pos,
      int limit) {
    switch (element.kind()) {
      case RECORD:
        {
          int length = WireIn.recordLength(src, pos, limit);
          decodeRecord(records, src, pos + 4, pos + 4 + length, list.addRecord());
          return pos + 4 + length;
        }
      case LIST:
        return decodeList(list.addList(), records, src, pos, limit);
      case STRING:
        {
          DynamicWireSteps.need(pos, limit, 2);
          int length = WireIn.stringLength(src, pos, limit);
          if (length < 0) {
            throw new WireProblem(pos, "list element is absent (length 0xFFFF)");
          }
          list.add(Utf8.get(null, src, pos + 2, length));
          return pos + 2 + length;
        }
      case BYTES:
        {
          int length = DynamicWireSteps.bytesLength(src, pos, limit);
          if (length < 0) {
            throw new WireProblem(pos, "list element is absent (length 0xFFFFFFFF)");
          }
          list.add(DynamicWireSteps.bytesAt(null, src, pos + 4, length));
          return pos + 4 + length;
        }
      default:
        DynamicWireSteps.need(pos, limit, width);
        list.addLong(DynamicWireSteps.element(src, pos, element));
        return pos + width;
    }
  }
}
