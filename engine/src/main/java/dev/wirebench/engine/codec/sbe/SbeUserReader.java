package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Group;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Part;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Slot;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Var;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import java.util.Arrays;

/**
 * Reads a message in the user's own SBE layout ({@link SbeUserLayout}), checking every length
 * against the payload before use, and optionally records field spans on the way. Strict: the header
 * must carry the user's block length, template id, schema id and version; group block lengths must
 * be the IR's; an optional field holding its null value is absent, a required one holding it (or a
 * value outside the user's range, an enum code with no value) is an error; the message must end
 * where the payload does ({@link #actingVersion} reads another version's payloads instead). Not
 * thread-safe.
 */
final class SbeUserReader implements SbeRecordCodec.RecordReader {
  private final SbeUserLayout layout;
  private final boolean acting;
  private final SbePath path = new SbePath();
  private long actingVersion;
  private int rootBlock;
  private byte[] src;
  private int base;
  private int end;
  private SbeDynamicSpans spans;

  SbeUserReader(SbeUserLayout layout) {
    this(layout, false);
  }

  private SbeUserReader(SbeUserLayout layout, boolean acting) {
    this.layout = layout;
    this.acting = acting;
  }

  /**
   * A reader of payloads of any version of the schema, as sbe-tool's generated decoders read them
   * (SBE's extension mechanism): the header's and each group's block length and the version are the
   * payload's own, a longer block is skipped past its known fields, and a field, group or var data
   * the payload's version predates ({@code sinceVersion}) or its block does not reach is absent.
   */
  static SbeUserReader actingVersion(SbeUserLayout layout) {
    return new SbeUserReader(layout, true);
  }

  @Override
  public void read(byte[] from, int offset, int length, DynamicRecord into, SbeDynamicSpans sink) {
    this.src = from;
    this.base = offset;
    this.end = offset + length;
    this.spans = sink;
    path.reset();
    try {
      into.clear();
      header();
      int pos = record(into, layout.root(), base + layout.headerLength(), rootBlock);
      if (pos != end) {
        throw error(pos, (end - pos) + " bytes after the end of the message");
      }
    } finally {
      this.src = null;
      this.spans = null;
    }
  }

  private void header() {
    need(base, layout.headerLength());
    open();
    rootBlock = layout.root().blockLength();
    actingVersion = layout.version();
    for (Part p : layout.header()) {
      long value = SbeDynamicBytes.get(src, base + p.offset(), p.type());
      long expected =
          switch (p.name()) {
            case "blockLength" -> layout.root().blockLength();
            case "templateId" -> layout.templateId();
            case "schemaId" -> layout.schemaId();
            case "version" -> layout.version();
            default -> value;
          };
      boolean own = acting && (p.name().equals("blockLength") || p.name().equals("version"));
      if (own) { // the payload's own; a block length is unsigned 16-bit, bounded by need()
        rootBlock = p.name().equals("version") ? rootBlock : (int) value;
        actingVersion = p.name().equals("version") ? value : actingVersion;
      }
      if (value != expected && !own) {
        throw error(
            base + p.offset(),
            "header " + p.name() + " is " + value + ", the schema's is " + expected);
      }
      leaf("(" + p.name() + ")", base + p.offset(), p.type().size(), SpanKind.HEADER, "" + value);
    }
    if (spans != null) {
      spans.close("(message header)");
    }
  }

  private int record(DynamicRecord record, SbeUserLevel level, int block, int blockLength) {
    need(block, blockLength);
    int filled = block;
    for (Slot slot : level.fixed()) {
      if (notInPayload(level, slot.name(), slot.offset() + slot.length(), blockLength)) {
        continue;
      }
      path.push(slot.name());
      filled = gap(filled, block + slot.offset());
      if (slot.kind() == FieldKind.RECORD) {
        composite(record, slot, block);
      } else {
        fixed(record, slot, block);
      }
      filled = Math.max(filled, block + slot.offset() + slot.length());
      path.pop();
    }
    gap(filled, block + blockLength);
    int pos = block + blockLength;
    for (Group group : level.groups()) {
      if (notInPayload(level, group.name(), 0, blockLength)) {
        continue;
      }
      path.push(group.name());
      pos = group(group, record.list(group.field()), pos);
      path.pop();
    }
    for (Var var : level.vars()) {
      if (notInPayload(level, var.name(), 0, blockLength)) {
        continue;
      }
      path.push(var.name());
      pos = data(record, var, pos);
      path.pop();
    }
    return pos;
  }

  /** Whether a component is added after the acting version or ends past a shorter block. */
  private boolean notInPayload(SbeUserLevel level, String name, int reach, int blockLength) {
    return acting && (level.since(name) > actingVersion || reach > blockLength);
  }

  /** A composite record: absent when optional and every part holds its null value. */
  private void composite(DynamicRecord record, Slot slot, int block) {
    boolean allNull = true;
    for (Slot part : slot.parts()) {
      allNull &= isNull(part, block);
    }
    if (allNull && slot.optional()) {
      absent(block + slot.offset(), slot.length(), SpanKind.PADDING);
      return;
    }
    DynamicRecord inner = record.record(slot.field());
    open();
    for (Slot part : slot.parts()) {
      path.push(part.name());
      fixed(inner, part, block);
      path.pop();
    }
    closeHere();
  }

  private boolean isNull(Slot slot, int block) {
    Part p = slot.value();
    long raw = SbeDynamicBytes.get(src, block + p.offset(), p.type());
    if (slot.kind() == FieldKind.STRING) {
      for (int i = 0; i < slot.length(); i++) {
        if (src[block + slot.offset() + i] != 0) {
          return false;
        }
      }
      return true;
    }
    return switch (p.type()) {
      case FLOAT -> Float.isNaN(Float.intBitsToFloat((int) raw));
      case DOUBLE -> Double.isNaN(Double.longBitsToDouble(raw));
      default -> raw == p.nullValue();
    };
  }

  private void fixed(DynamicRecord record, Slot slot, int block) {
    int at = block + slot.offset();
    if (isNull(slot, block)) {
      if (slot.optional()) {
        absent(at, slot.length(), SpanKind.PADDING);
        return;
      }
      if (slot.kind() == FieldKind.STRING) {
        record.setString(slot.field(), "");
        here(at, slot.length(), SpanKind.VALUE, "");
        return;
      }
      throw error(at, "a required field holds its null value");
    }
    if (slot.kind() == FieldKind.STRING) {
      int length = 0;
      while (length < slot.length() && src[at + length] != 0) {
        length++;
      }
      String text = new String(src, at, length, slot.charset());
      record.setString(slot.field(), text);
      here(at, slot.length(), SpanKind.VALUE, text);
      return;
    }
    long value = value(slot, block);
    record.setLong(slot.field(), value);
    if (spans != null) {
      FieldType type = record.schema().field(slot.field()).type();
      here(at, slot.length(), SpanKind.VALUE, SbeDynamicSpans.text(type, value));
    }
  }

  /** A present fixed value as the dynamic kind's slot bits. */
  private long value(Slot slot, int block) {
    Part p = slot.value();
    int at = block + p.offset();
    long raw = SbeDynamicBytes.get(src, at, p.type());
    switch (slot.kind()) {
      case ENUM, BOOLEAN -> {
        long[] codes = slot.codes();
        for (int i = 0; i < codes.length; i++) {
          if (codes[i] == raw) {
            return i;
          }
        }
        throw error(at, "enum code " + raw + " is none of the enum's values");
      }
      case FLOAT32, FLOAT64 -> {
        return raw; // SBE float/double are float32/float64 (SbeXmlSchemas): raw IEEE bits
      }
      default -> {
        check(p, raw, at);
        return slot.kind() == FieldKind.DECIMAL
            ? decimal(slot, raw, block)
            : slot.kind() == FieldKind.TIMESTAMP ? timestamp(slot, raw, block) : raw;
      }
    }
  }

  private long decimal(Slot slot, long mantissa, int block) {
    long exponent = slot.constant();
    if (slot.second() != null) {
      exponent = SbeDynamicBytes.get(src, block + slot.second().offset(), slot.second().type());
    }
    String problem = SbeUserValues.decimalProblem(mantissa, exponent);
    if (problem != null) {
      throw error(block + slot.value().offset(), problem);
    }
    return SbeUserValues.decimalBits(mantissa, exponent);
  }

  private long timestamp(Slot slot, long time, int block) {
    long unit = SbeUserValues.unitOf(slot);
    if (slot.second() != null) {
      unit = SbeDynamicBytes.get(src, block + slot.second().offset(), slot.second().type());
      if (unit < 0 || unit > 9) {
        throw error(block + slot.second().offset(), "time unit " + unit + " is not 0..9");
      }
    }
    long nanos = SbeUserValues.nanos(time, (int) unit);
    if (nanos == Long.MIN_VALUE) {
      throw error(block + slot.value().offset(), "time " + time + " overflows epoch nanoseconds");
    }
    return nanos;
  }

  private void check(Part p, long raw, int at) {
    if (raw < p.min() || raw > p.max()) {
      throw error(
          at,
          raw
              + " is out of range for "
              + p.type().primitiveName()
              + " ("
              + p.min()
              + ".."
              + p.max()
              + ")");
    }
  }

  private int group(Group group, DynamicList into, int pos) {
    need(pos, group.headerLength());
    long blockLength =
        SbeDynamicBytes.get(src, pos + group.blockLengthOffset(), group.blockLengthType());
    if (!acting && blockLength != group.entry().blockLength()) {
      throw error(
          pos,
          "group block length " + blockLength + ", the schema's is " + group.entry().blockLength());
    }
    Part count = group.count();
    long entries = SbeDynamicBytes.get(src, pos + count.offset(), count.type());
    if (entries > count.max()) {
      throw error(pos + count.offset(), "numInGroup " + entries + " exceeds " + count.max());
    }
    if (spans != null) {
      String at = path.text();
      leaf(
          "(" + at + " blockLength)",
          pos + group.blockLengthOffset(),
          group.blockLengthType().size(),
          SpanKind.HEADER,
          Long.toString(blockLength));
      leaf(
          "(" + at + " numInGroup)",
          pos + count.offset(),
          count.type().size(),
          SpanKind.LENGTH,
          Long.toString(entries));
    }
    pos += group.headerLength();
    for (int k = 0; k < entries; k++) {
      path.index(k);
      open();
      pos = record(into.addRecord(), group.entry(), pos, (int) blockLength);
      closeHere();
      path.unindex();
    }
    return pos;
  }

  private int data(DynamicRecord record, Var var, int pos) {
    int prefix = var.lengthType().size();
    need(pos, prefix);
    long length = SbeDynamicBytes.get(src, pos, var.lengthType());
    if (spans != null) {
      leaf("(" + path.text() + " length)", pos, prefix, SpanKind.LENGTH, "" + length);
    }
    if (length > var.maxLength() || length > end - pos - prefix) {
      throw error(pos, "var data length " + length + " runs past the payload");
    }
    int from = pos + prefix;
    if (var.charset() != null) {
      String text = new String(src, from, (int) length, var.charset());
      record.setString(var.field(), text);
      here(from, (int) length, SpanKind.VALUE, text);
    } else {
      byte[] bytes = Arrays.copyOfRange(src, from, from + (int) length);
      record.setBytes(var.field(), bytes);
      if (spans != null) {
        here(from, (int) length, SpanKind.VALUE, SbeDynamicSpans.text(bytes));
      }
    }
    return from + (int) length;
  }

  private void need(int at, int length) {
    if (length > end - at) {
      throw error(at, "truncated: " + length + " bytes needed, " + Math.max(0, end - at) + " left");
    }
  }

  private CodecException error(int at, String problem) {
    return new CodecException(SbeCodec.ID, at - base, path.text(), problem);
  }

  private int gap(int from, int to) {
    if (spans != null && to > from) {
      spans.leaf("(block padding)", from - base, to - from, SpanKind.PADDING, null);
    }
    return Math.max(from, to);
  }

  private void leaf(String name, int at, int length, SpanKind kind, String value) {
    if (spans != null) {
      spans.leaf(name, at - base, length, kind, value);
    }
  }

  /** A span named by the current path (the path text is only built when spans are kept). */
  private void here(int at, int length, SpanKind kind, String value) {
    if (spans != null) {
      spans.leaf(path.text(), at - base, length, kind, value);
    }
  }

  private void absent(int at, int length, SpanKind kind) {
    if (spans != null) {
      spans.leaf("(" + path.text() + " absent)", at - base, length, kind, null);
    }
  }

  private void closeHere() {
    if (spans != null) {
      spans.close(path.text());
    }
  }

  private void open() {
    if (spans != null) {
      spans.open();
    }
  }
}
