package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Group;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Part;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Slot;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Var;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import uk.co.real_logic.sbe.PrimitiveType;

/**
 * Writes a dynamic message in the user's own SBE layout ({@link SbeUserLayout}), as the code
 * sbe-tool generates from their schema would: the header with their ids, each block zero-filled
 * then every field at its offset (an absent optional field as its null value), groups with their
 * dimension encoding, var data with its length encoding. A value the user's types cannot hold — out
 * of an integer's range, more decimal places than a constant exponent allows, a string longer than
 * a char array, a present value equal to the null value, a missing required field — is a {@link
 * CodecException} naming the field and the constraint. Not thread-safe.
 */
final class SbeUserWriter implements SbeRecordCodec.RecordWriter {
  private final SbeUserLayout layout;
  private final SbePath path = new SbePath();
  private byte[] dst;
  private int base;

  SbeUserWriter(SbeUserLayout layout) {
    this.layout = layout;
  }

  @Override
  public int write(DynamicRecord message, byte[] into, int offset) {
    dst = into;
    base = offset;
    path.reset();
    try {
      room(offset, layout.headerLength());
      for (Part p : layout.header()) {
        long value =
            switch (p.name()) {
              case "blockLength" -> layout.root().blockLength();
              case "templateId" -> layout.templateId();
              case "schemaId" -> layout.schemaId();
              case "version" -> layout.version();
              default -> 0;
            };
        SbeDynamicBytes.put(dst, offset + p.offset(), p.type(), value);
      }
      return record(message, layout.root(), offset + layout.headerLength()) - offset;
    } finally {
      dst = null;
    }
  }

  private int record(DynamicRecord record, SbeUserLevel level, int block) {
    room(block, level.blockLength());
    Arrays.fill(dst, block, block + level.blockLength(), (byte) 0);
    for (Slot slot : level.fixed()) {
      path.push(slot.name());
      fixed(record, slot, block);
      path.pop();
    }
    int pos = block + level.blockLength();
    for (Group group : level.groups()) {
      path.push(group.name());
      pos = group(group, record.getList(group.field()), pos);
      path.pop();
    }
    for (Var var : level.vars()) {
      path.push(var.name());
      pos = data(var, record, pos);
      path.pop();
    }
    return pos;
  }

  private void fixed(DynamicRecord record, Slot slot, int block) {
    boolean present = record.isPresent(slot.field());
    if (!present && !slot.optional()) {
      throw error(block + slot.offset(), "a required field is missing");
    }
    switch (slot.kind()) {
      case RECORD -> {
        DynamicRecord inner = record.getRecord(slot.field());
        for (Slot part : slot.parts()) {
          path.push(part.name());
          if (inner == null) {
            nul(part.value(), block);
          } else {
            fixed(inner, part, block);
          }
          path.pop();
        }
      }
      case STRING -> chars(slot, present ? record.getString(slot.field()) : null, block);
      default -> {
        if (!present) {
          nul(slot.value(), block);
          if (slot.second() != null) {
            nul(slot.second(), block);
          }
        } else {
          value(slot, record.getLong(slot.field()), block);
        }
      }
    }
  }

  /** A present fixed value: raw slot bits of its dynamic kind into the user's type. */
  private void value(Slot slot, long bits, int block) {
    Part p = slot.value();
    switch (slot.kind()) {
      case ENUM, BOOLEAN -> put(p, block, slot.codes()[(int) bits]);
      case DECIMAL -> SbeUserValues.decimal(this, slot, bits, block);
      case TIMESTAMP -> SbeUserValues.timestamp(this, slot, bits, block);
      case FLOAT32, FLOAT64 -> floating(slot, bits, block);
      default -> integer(p, bits, block);
    }
  }

  private void floating(Slot slot, long bits, int block) {
    Part p = slot.value();
    double value =
        slot.kind() == FieldKind.FLOAT32
            ? Float.intBitsToFloat((int) bits)
            : Double.longBitsToDouble(bits);
    if (slot.optional() && Double.isNaN(value)) {
      throw error(block + p.offset(), "NaN is this optional field's null value");
    }
    if (p.type() == PrimitiveType.FLOAT) {
      SbeDynamicBytes.put(
          dst, block + p.offset(), p.type(), Float.floatToRawIntBits((float) value));
    } else {
      SbeDynamicBytes.put(dst, block + p.offset(), p.type(), Double.doubleToRawLongBits(value));
    }
  }

  /** An integer checked against the user's range (which excludes the null value). */
  void integer(Part p, long value, int block) {
    if (value < p.min() || value > p.max()) {
      throw error(
          block + p.offset(),
          value
              + " is out of range for "
              + p.type().primitiveName()
              + " ("
              + p.min()
              + ".."
              + p.max()
              + (value == p.nullValue() ? "; " + value + " is its null value" : "")
              + ")");
    }
    put(p, block, value);
  }

  void put(Part p, int block, long value) {
    SbeDynamicBytes.put(dst, block + p.offset(), p.type(), value);
  }

  private void nul(Part p, int block) {
    if (p.type() == PrimitiveType.FLOAT) {
      put(p, block, Float.floatToRawIntBits(Float.NaN));
    } else if (p.type() == PrimitiveType.DOUBLE) {
      put(p, block, Double.doubleToRawLongBits(Double.NaN));
    } else if (p.type() != PrimitiveType.CHAR) {
      put(p, block, p.nullValue());
    }
  }

  /** A char array: the text's bytes, zero-padded (absent: all zeros, the char null value). */
  private void chars(Slot slot, String text, int block) {
    if (text == null) {
      return;
    }
    int at = block + slot.offset();
    if (slot.optional() && text.isEmpty()) {
      throw error(at, "an empty string is this optional field's null value");
    }
    if (slot.charset() == StandardCharsets.US_ASCII) {
      // the common case, written without allocating
      if (text.length() > slot.length()) {
        throw tooLong(text, text.length(), slot, at);
      }
      ascii(text, at);
      return;
    }
    byte[] bytes = encode(text, slot.charset().newEncoder(), at);
    if (bytes.length > slot.length()) {
      throw tooLong(text, bytes.length, slot, at);
    }
    System.arraycopy(bytes, 0, dst, at, bytes.length);
  }

  private CodecException tooLong(String text, int bytes, Slot slot, int at) {
    return error(
        at, "\"" + text + "\" is " + bytes + " bytes; the char array holds " + slot.length());
  }

  /** US-ASCII text at {@code at} (room checked by the caller). */
  private void ascii(String text, int at) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c > 127) {
        throw error(at, "\"" + text + "\" has characters US-ASCII cannot carry");
      }
      dst[at + i] = (byte) c;
    }
  }

  private int group(Group group, DynamicList list, int pos) {
    int size = list == null ? 0 : list.size();
    Part count = group.count();
    if (size > count.max()) {
      throw error(pos, size + " entries exceed numInGroup's maximum " + count.max());
    }
    room(pos, group.headerLength());
    Arrays.fill(dst, pos, pos + group.headerLength(), (byte) 0);
    SbeDynamicBytes.put(
        dst, pos + group.blockLengthOffset(), group.blockLengthType(), group.entry().blockLength());
    SbeDynamicBytes.put(dst, pos + count.offset(), count.type(), size);
    pos += group.headerLength();
    for (int k = 0; k < size; k++) {
      path.index(k);
      pos = record(list.getRecord(k), group.entry(), pos);
      path.unindex();
    }
    return pos;
  }

  private int data(Var var, DynamicRecord record, int pos) {
    int prefix = var.lengthType().size();
    if (var.charset() == StandardCharsets.US_ASCII) {
      String text = record.getString(var.field());
      int length = text == null ? 0 : text.length();
      if (length > var.maxLength()) {
        throw error(pos, length + " bytes exceed the var data's maximum " + var.maxLength());
      }
      room(pos, prefix + length);
      SbeDynamicBytes.put(dst, pos, var.lengthType(), length);
      if (text != null) {
        ascii(text, pos + prefix);
      }
      return pos + prefix + length;
    }
    Object value =
        var.charset() != null ? record.getString(var.field()) : record.getBytes(var.field());
    byte[] bytes =
        value == null
            ? new byte[0]
            : value instanceof String text
                ? var.charset() == StandardCharsets.UTF_8
                    ? text.getBytes(StandardCharsets.UTF_8)
                    : encode(text, var.charset().newEncoder(), pos)
                : (byte[]) value;
    if (bytes.length > var.maxLength()) {
      throw error(pos, bytes.length + " bytes exceed the var data's maximum " + var.maxLength());
    }
    room(pos, prefix + bytes.length);
    SbeDynamicBytes.put(dst, pos, var.lengthType(), bytes.length);
    System.arraycopy(bytes, 0, dst, pos + prefix, bytes.length);
    return pos + prefix + bytes.length;
  }

  private byte[] encode(String text, CharsetEncoder encoder, int at) {
    if (!encoder.canEncode(text)) {
      throw error(at, "\"" + text + "\" has characters " + encoder.charset() + " cannot carry");
    }
    return text.getBytes(encoder.charset());
  }

  CodecException error(int at, String problem) {
    return new CodecException(SbeCodec.ID, at - base, path.text(), problem);
  }

  private void room(int at, int length) {
    if (at + length > dst.length || at + length < 0) {
      throw new BufferTooSmallException(SbeCodec.ID, dst.length);
    }
  }
}
