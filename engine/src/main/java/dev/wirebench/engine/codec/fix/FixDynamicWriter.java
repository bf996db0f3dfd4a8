package dev.wirebench.engine.codec.fix;

import com.epam.deltix.dfp.Decimal64Utils;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;

/**
 * Writes a dynamic message's fields as tag=value in schema order, from its {@link
 * FixDynamicLayout}: integers and decimals as plain text, booleans Y/N, enums as their FIX values,
 * strings as UTF-8, timestamps as UTCTimestamp, lists of records as a NoXXX count and one entry per
 * record. Allocates nothing (errors aside).
 */
final class FixDynamicWriter {
  private final String codecId;

  FixDynamicWriter(String codecId) {
    this.codecId = codecId;
  }

  void write(FixOutput out, FixDynamicLayout layout, DynamicRecord record, String list, int index) {
    for (int i = 0; i < layout.tags.length; i++) {
      if (!record.isPresent(i)) {
        if (!layout.schema.field(i).optional()) {
          throw problem(layout, i, list, index, "a required field is missing");
        }
        continue;
      }
      int tag = layout.tags[i];
      switch (layout.kinds[i]) {
        case INT8, INT16, INT32, INT64 -> out.integer(tag, record.getLong(i));
        case DECIMAL -> decimal(out, layout, record, i, list, index);
        case BOOLEAN -> out.character(tag, record.getBoolean(i) ? 'Y' : 'N');
        case ENUM -> {
          out.tag(tag);
          out.appendAscii(layout.enumValues[i][(int) record.getLong(i)]);
          out.end();
        }
        case TIMESTAMP -> out.timestamp(tag, record.getLong(i));
        case STRING -> string(out, layout, record.getString(i), i, list, index);
        case LIST -> {
          DynamicList entries = record.getList(i);
          out.integer(tag, entries.size());
          String name = layout.schema.field(i).name();
          for (int k = 0; k < entries.size(); k++) {
            write(out, layout.groups[i], entries.getRecord(k), name, k);
          }
        }
        default -> throw problem(layout, i, list, index, "no FIX mapping for this kind");
      }
    }
  }

  private void decimal(
      FixOutput out, FixDynamicLayout layout, DynamicRecord record, int i, String list, int index) {
    long value = record.getLong(i);
    if (Decimal64Utils.getScale(value) < 0) {
      // 1E+3 would be written 1000 and read back with scale 0: not the same decimal
      throw problem(
          layout,
          i,
          list,
          index,
          "the decimal "
              + DecimalValues.text(value)
              + " has a negative scale, which FIX decimal text cannot keep");
    }
    out.decimal(layout.tags[i], value);
  }

  private void string(
      FixOutput out, FixDynamicLayout layout, String value, int i, String list, int index) {
    int length = value.length();
    if (length == 0) {
      throw problem(layout, i, list, index, "an empty string: FIX has no empty values");
    }
    out.tag(layout.tags[i]);
    byte[] buffer = out.buffer();
    int at = out.position();
    for (int c = 0; c < length; c++) {
      char ch = value.charAt(c);
      if (ch == FixOutput.SOH) {
        throw problem(layout, i, list, index, "the string holds SOH (0x01), FIX's delimiter");
      }
      if (ch < 0x80) {
        at = room(buffer, at, 1);
        buffer[at++] = (byte) ch;
      } else if (ch < 0x800) {
        at = room(buffer, at, 2);
        buffer[at++] = (byte) (0xC0 | ch >> 6);
        buffer[at++] = (byte) (0x80 | ch & 0x3F);
      } else if (Character.isHighSurrogate(ch)
          && c + 1 < length
          && Character.isLowSurrogate(value.charAt(c + 1))) {
        int cp = Character.toCodePoint(ch, value.charAt(++c));
        at = room(buffer, at, 4);
        buffer[at++] = (byte) (0xF0 | cp >> 18);
        buffer[at++] = (byte) (0x80 | cp >> 12 & 0x3F);
        buffer[at++] = (byte) (0x80 | cp >> 6 & 0x3F);
        buffer[at++] = (byte) (0x80 | cp & 0x3F);
      } else {
        at = room(buffer, at, 3);
        buffer[at++] = (byte) (0xE0 | ch >> 12);
        buffer[at++] = (byte) (0x80 | ch >> 6 & 0x3F);
        buffer[at++] = (byte) (0x80 | ch & 0x3F);
      }
    }
    out.position(at);
    out.end();
  }

  private int room(byte[] buffer, int at, int bytes) {
    if (bytes > buffer.length - at) {
      throw new BufferTooSmallException(codecId, buffer.length);
    }
    return at;
  }

  private CodecException problem(
      FixDynamicLayout layout, int field, String list, int index, String what) {
    String name = layout.schema.field(field).name();
    String path = list == null ? name : list + "[" + index + "]." + name;
    return new CodecException(codecId, -1, path, what + " (tag " + layout.tags[field] + ")");
  }
}
