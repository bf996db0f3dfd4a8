package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Group;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Slot;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Var;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import uk.co.real_logic.sbe.PrimitiveType;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;

/**
 * Writes a dynamic message in its {@link SbeDynamicLayout}: header, then each block zero-filled and
 * its present fields at their IR offsets, then groups, then var data. Not thread-safe (keeps the
 * destination while writing); allocates only strings' UTF-8 bytes.
 */
final class SbeDynamicWriter implements SbeRecordCodec.RecordWriter {
  private final SbeDynamicLayout layout;
  private byte[] dst;

  SbeDynamicWriter(SbeDynamicLayout layout) {
    this.layout = layout;
  }

  @Override
  public int write(DynamicRecord message, byte[] into, int offset) {
    dst = into;
    try {
      room(offset, layout.headerLength());
      for (Token t : layout.ir().headerStructure().tokens()) {
        if (t.signal() == Signal.ENCODING) {
          long value =
              switch (t.name()) {
                case "blockLength" -> layout.root().blockLength();
                case "templateId" -> layout.templateId();
                case "schemaId" -> layout.schemaId();
                default -> layout.version();
              };
          SbeDynamicBytes.put(dst, offset + t.offset(), t.encoding().primitiveType(), value);
        }
      }
      return record(message, layout.root(), offset + layout.headerLength()) - offset;
    } finally {
      dst = null;
    }
  }

  /** A record's block, groups and var data from {@code block}; returns the end. */
  private int record(DynamicRecord record, SbeDynamicLevel level, int block) {
    room(block, level.blockLength());
    Arrays.fill(dst, block, block + level.blockLength(), (byte) 0);
    if (level.presence() != null) {
      long bits = 0;
      for (int f = 0; f < level.bits().length; f++) {
        if (level.bits()[f] >= 0 && record.isPresent(f)) {
          bits |= 1L << level.bits()[f];
        }
      }
      Slot set = level.presence();
      SbeDynamicBytes.put(dst, block + set.offset(), set.type(), bits);
    }
    for (Slot slot : level.fixed()) {
      if (record.isPresent(slot.field())) {
        value(slot, block, record.getLong(slot.field()));
      }
    }
    int pos = block + level.blockLength();
    for (Group group : level.groups()) {
      if (group.list()) {
        pos = list(group, record.getList(group.field()), pos);
      } else {
        DynamicRecord child = record.getRecord(group.field());
        pos = header(group, child == null ? 0 : 1, pos);
        if (child != null) {
          pos = record(child, group.entry(), pos);
        }
      }
    }
    for (Var var : level.vars()) {
      Object value =
          var.kind() == FieldKind.STRING
              ? record.getString(var.field())
              : record.getBytes(var.field());
      pos = data(var, value, pos);
    }
    return pos;
  }

  /** A list's group: its header, then each element as an entry. An absent list has none. */
  private int list(Group group, DynamicList list, int pos) {
    int size = list == null ? 0 : list.size();
    pos = header(group, size, pos);
    SbeDynamicLevel entry = group.entry();
    for (int k = 0; k < size; k++) {
      if (entry.record() != null) {
        pos = record(list.getRecord(k), entry, pos);
        continue;
      }
      room(pos, entry.blockLength());
      Arrays.fill(dst, pos, pos + entry.blockLength(), (byte) 0);
      int block = pos;
      pos += entry.blockLength();
      if (!entry.fixed().isEmpty()) {
        value(entry.fixed().get(0), block, list.getLong(k));
      } else if (!entry.groups().isEmpty()) {
        pos = list(entry.groups().get(0), list.getList(k), pos);
      } else {
        pos = data(entry.vars().get(0), list.get(k), pos);
      }
    }
    return pos;
  }

  private int header(Group group, int count, int pos) {
    if (count > group.countType().maxValue().longValue()) {
      throw new CodecException(
          SbeCodec.ID,
          pos,
          group.name(),
          count + " entries exceed the group's " + group.countType() + " count");
    }
    room(pos, group.headerLength());
    SbeDynamicBytes.put(dst, pos, group.blockLengthType(), group.entry().blockLength());
    SbeDynamicBytes.put(dst, pos + group.countOffset(), group.countType(), count);
    return pos + group.headerLength();
  }

  private int data(Var var, Object value, int pos) {
    byte[] bytes =
        value == null
            ? new byte[0]
            : value instanceof String text ? text.getBytes(StandardCharsets.UTF_8) : (byte[]) value;
    if (bytes.length > var.maxLength()) {
      throw new CodecException(
          SbeCodec.ID,
          pos,
          var.name(),
          bytes.length + " bytes exceed var data's " + var.maxLength());
    }
    int prefix = var.lengthType().size();
    room(pos, prefix + bytes.length);
    SbeDynamicBytes.put(dst, pos, var.lengthType(), bytes.length);
    System.arraycopy(bytes, 0, dst, pos + prefix, bytes.length);
    return pos + prefix + bytes.length;
  }

  /** A fixed value at its slot: decimals as mantissa and exponent, the rest as raw slot bits. */
  private void value(Slot slot, int block, long value) {
    if (slot.kind() != FieldKind.DECIMAL) {
      SbeDynamicBytes.put(dst, block + slot.offset(), slot.type(), value);
      return;
    }
    long exponent = -DecimalValues.scale(value);
    PrimitiveType type = slot.exponentType();
    if (exponent < type.minValue().longValue() || exponent > type.maxValue().longValue()) {
      throw new CodecException(
          SbeCodec.ID,
          block + slot.offset(),
          slot.name(),
          "decimal exponent " + exponent + " does not fit the " + type + " exponent");
    }
    SbeDynamicBytes.put(dst, block + slot.offset(), slot.type(), DecimalValues.unscaled(value));
    SbeDynamicBytes.put(dst, block + slot.exponentOffset(), type, exponent);
  }

  private void room(int at, int length) {
    if (at + length > dst.length || at + length < 0) {
      throw new BufferTooSmallException(SbeCodec.ID, dst.length);
    }
  }
}
