package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Group;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Slot;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Var;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;

/**
 * Reads a dynamic message from its {@link SbeDynamicLayout}, checking every length against the
 * payload before use, and optionally records field spans on the way ({@link SbeDynamicSpans}): one
 * walk serves decode and describe. Strict: the header must name this schema's template, block and
 * group block lengths must be the IR's, a required nested record has exactly one entry, enums,
 * booleans and decimals must be valid, and the message must end where the payload does. Not
 * thread-safe.
 */
final class SbeDynamicReader implements SbeRecordCodec.RecordReader {
  private final SbeDynamicLayout layout;
  private byte[] src;
  private int base;
  private int end;
  private SbeDynamicSpans spans;

  SbeDynamicReader(SbeDynamicLayout layout) {
    this.layout = layout;
  }

  /** Decodes into {@code into} (cleared first); with {@code spans}, records spans too. */
  @Override
  public void read(byte[] from, int offset, int length, DynamicRecord into, SbeDynamicSpans spans) {
    this.src = from;
    this.base = offset;
    this.end = offset + length;
    this.spans = spans;
    try {
      into.clear();
      header();
      int pos = record(into, layout.root(), base + layout.headerLength(), "");
      if (pos != end) {
        throw error(pos, "", (end - pos) + " bytes after the end of the message");
      }
    } finally {
      this.src = null;
      this.spans = null;
    }
  }

  private void header() {
    need(base, layout.headerLength(), "(message header)");
    open();
    for (Token t : layout.ir().headerStructure().tokens()) {
      if (t.signal() != Signal.ENCODING) {
        continue;
      }
      long value = SbeDynamicBytes.get(src, base + t.offset(), t.encoding().primitiveType());
      long expected =
          switch (t.name()) {
            case "blockLength" -> layout.root().blockLength();
            case "templateId" -> layout.templateId();
            case "schemaId" -> layout.schemaId();
            default -> layout.version();
          };
      if (value != expected) {
        throw error(
            base + t.offset(),
            "(" + t.name() + ")",
            "header " + t.name() + " is " + value + ", this schema's is " + expected);
      }
      leaf("(" + t.name() + ")", base + t.offset(), t.encodedLength(), SpanKind.HEADER, value);
    }
    close("(message header)");
  }

  private int record(DynamicRecord record, SbeDynamicLevel level, int block, String path) {
    need(block, level.blockLength(), path);
    long bits = presence(level, block, path);
    int filled = level.presence() == null ? block : block + level.presence().length();
    for (Slot slot : level.fixed()) {
      int bit = level.bits()[slot.field()];
      filled = gap(filled, block + slot.offset());
      if (bit >= 0 && (bits & (1L << bit)) == 0) {
        if (spans != null) {
          leaf(
              "(" + join(path, slot.name()) + " absent)",
              block + slot.offset(),
              slot.length(),
              SpanKind.PADDING,
              null);
        }
      } else {
        FieldType type = record.schema().field(slot.field()).type();
        long value = value(slot, block, type, spans != null ? join(path, slot.name()) : path);
        record.setLong(slot.field(), value);
        if (spans != null) {
          leaf(join(path, slot.name()), block + slot.offset(), slot.length(), value, type);
        }
      }
      filled = block + slot.offset() + slot.length();
    }
    gap(filled, block + level.blockLength());
    int pos = block + level.blockLength();
    for (Group group : level.groups()) {
      int bit = level.bits()[group.field()];
      String at = spans != null ? join(path, group.name()) : path;
      if (group.list()) {
        boolean present = bit < 0 || (bits & (1L << bit)) != 0;
        pos = list(group, present ? record.list(group.field()) : null, pos, at);
      } else {
        pos = nested(record, group, bit < 0, pos, at);
      }
    }
    for (Var var : level.vars()) {
      int bit = level.bits()[var.field()];
      pos = data(record, var, bit < 0 || (bits & (1L << bit)) != 0, pos, path);
    }
    return pos;
  }

  /** The block's presence bits (all set when no field is optional), checked and described. */
  private long presence(SbeDynamicLevel level, int block, String path) {
    Slot set = level.presence();
    if (set == null) {
      return -1;
    }
    long bits = SbeDynamicBytes.get(src, block + set.offset(), set.type());
    long known = 0;
    for (int bit : level.bits()) {
      known |= bit >= 0 ? 1L << bit : 0;
    }
    if ((bits & ~known) != 0) {
      throw error(
          block + set.offset(),
          path,
          "presence bits " + Long.toBinaryString(bits) + " name no field");
    }
    if (spans != null) {
      leaf(
          "(" + join(path, SbeDynamicXml.PRESENCE) + ")",
          block + set.offset(),
          set.length(),
          SpanKind.HEADER,
          Long.toBinaryString(bits));
    }
    return bits;
  }

  /** A nested record's group: one entry when present, none when absent. */
  private int nested(DynamicRecord record, Group group, boolean required, int pos, String at) {
    int count = header(group, pos, at);
    pos += group.headerLength();
    if (count > 1 || (count == 0 && required)) {
      throw error(
          pos,
          at,
          "a nested record's group has "
              + count
              + " entries (expected "
              + (required ? "1" : "0 or 1")
              + ")");
    }
    if (count == 1) {
      open();
      pos = record(record.record(group.field()), group.entry(), pos, at);
      close(at);
    }
    return pos;
  }

  /** A string or bytes field's var data; an absent field's must be empty. */
  private int data(DynamicRecord record, Var var, boolean present, int pos, String path) {
    String at = spans != null ? join(path, var.name()) : path;
    int length = length(var, pos, at);
    pos += var.lengthType().size();
    if (!present && length != 0) {
      throw error(pos, join(path, var.name()), "an absent field holds " + length + " bytes");
    }
    if (present) {
      Object value = varValue(var.kind(), pos, length);
      if (var.kind() == FieldKind.STRING) {
        record.setString(var.field(), (String) value);
      } else {
        record.setBytes(var.field(), (byte[]) value);
      }
      if (spans != null && length > 0) {
        leaf(at, pos, length, SpanKind.VALUE, value);
      }
    }
    return pos + length;
  }

  /** A list's group into {@code into}; null when the list is absent (then it must be empty). */
  private int list(Group group, DynamicList into, int pos, String path) {
    int count = header(group, pos, path);
    pos += group.headerLength();
    if (into == null) {
      if (count != 0) {
        throw error(pos, path, "an absent list holds " + count + " entries");
      }
      return pos;
    }
    SbeDynamicLevel entry = group.entry();
    for (int k = 0; k < count; k++) {
      String at = spans != null ? path + "[" + k + "]" : path;
      if (entry.record() != null) {
        open();
        pos = record(into.addRecord(), entry, pos, at);
        close(at);
        continue;
      }
      need(pos, entry.blockLength(), at);
      int block = pos;
      pos += entry.blockLength();
      if (!entry.fixed().isEmpty()) {
        Slot slot = entry.fixed().get(0);
        long value = value(slot, block, into.elementType(), at);
        into.addLong(value);
        gap(block, block + slot.offset());
        if (spans != null) {
          leaf(at, block + slot.offset(), slot.length(), value, into.elementType());
        }
        gap(block + slot.offset() + slot.length(), pos);
      } else if (!entry.groups().isEmpty()) {
        gap(block, pos);
        open();
        pos = list(entry.groups().get(0), into.addList(), pos, at);
        close(at);
      } else {
        gap(block, pos);
        Var var = entry.vars().get(0);
        int length = length(var, pos, at);
        pos += var.lengthType().size();
        Object value = varValue(var.kind(), pos, length);
        into.add(value);
        if (spans != null && length > 0) {
          leaf(at, pos, length, SpanKind.VALUE, value);
        }
        pos += length;
      }
    }
    return pos;
  }

  private int header(Group group, int pos, String path) {
    need(pos, group.headerLength(), path);
    long blockLength = SbeDynamicBytes.get(src, pos, group.blockLengthType());
    if (blockLength != group.entry().blockLength()) {
      throw error(
          pos,
          path,
          "group block length "
              + blockLength
              + ", this schema's is "
              + group.entry().blockLength());
    }
    long count = SbeDynamicBytes.get(src, pos + group.countOffset(), group.countType());
    if (spans != null) {
      leaf("(" + path + " blockLength)", pos, group.countOffset(), SpanKind.HEADER, blockLength);
      leaf(
          "(" + path + " numInGroup)",
          pos + group.countOffset(),
          group.headerLength() - group.countOffset(),
          SpanKind.LENGTH,
          count);
    }
    return (int) count;
  }

  private int length(Var var, int pos, String path) {
    need(pos, var.lengthType().size(), path);
    long length = SbeDynamicBytes.get(src, pos, var.lengthType());
    if (spans != null) {
      leaf("(" + path + " length)", pos, var.lengthType().size(), SpanKind.LENGTH, length);
    }
    if (length > var.maxLength() || length > end - pos - var.lengthType().size()) {
      throw error(pos, path, "var data length " + length + " runs past the payload");
    }
    return (int) length;
  }

  private Object varValue(FieldKind kind, int pos, int length) {
    return kind == FieldKind.STRING
        ? new String(src, pos, length, StandardCharsets.UTF_8)
        : Arrays.copyOfRange(src, pos, pos + length);
  }

  /** A fixed value from its slot, checked against the dynamic type. */
  private long value(Slot slot, int block, FieldType type, String path) {
    long raw = SbeDynamicBytes.get(src, block + slot.offset(), slot.type());
    return switch (type.kind()) {
      case ENUM -> {
        if (raw >= type.symbols().size()) {
          throw error(block + slot.offset(), path, "enum value " + raw + " has no symbol");
        }
        yield raw;
      }
      case BOOLEAN -> {
        if (raw > 1) {
          throw error(block + slot.offset(), path, "boolean value " + raw + " is neither 0 nor 1");
        }
        yield raw;
      }
      case DECIMAL -> {
        long exponent =
            SbeDynamicBytes.get(src, block + slot.exponentOffset(), slot.exponentType());
        BigDecimal exact = BigDecimal.valueOf(raw, (int) -exponent);
        if (DecimalValues.whyNot(exact) != null || exact.precision() > DecimalValues.MAX_DIGITS) {
          throw error(
              block + slot.offset(), path, "decimal " + exact + " does not fit decimal64 exactly");
        }
        yield DecimalValues.of(exact);
      }
      default -> raw;
    };
  }

  private void need(int at, int length, String path) {
    if (length > end - at) {
      throw error(
          at, path, "truncated: " + length + " bytes needed, " + Math.max(0, end - at) + " left");
    }
  }

  private CodecException error(int at, String path, String problem) {
    return new CodecException(SbeCodec.ID, at - base, path, problem);
  }

  private int gap(int from, int to) {
    if (spans != null && to > from) {
      spans.leaf("(block padding)", from - base, to - from, SpanKind.PADDING, null);
    }
    return Math.max(from, to);
  }

  private void leaf(String path, int at, int length, SpanKind kind, Object value) {
    if (spans != null) {
      spans.leaf(path, at - base, length, kind, SbeDynamicSpans.text(value));
    }
  }

  private void leaf(String path, int at, int length, SpanKind kind, long number) {
    if (spans != null) {
      spans.leaf(path, at - base, length, kind, Long.toString(number));
    }
  }

  private void leaf(String path, int at, int length, long value, FieldType type) {
    spans.leaf(path, at - base, length, SpanKind.VALUE, SbeDynamicSpans.text(type, value));
  }

  private void open() {
    if (spans != null) {
      spans.open();
    }
  }

  private void close(String path) {
    if (spans != null) {
      spans.close(path);
    }
  }

  private static String join(String path, String name) {
    return path.isEmpty() ? name : path + "." + name;
  }
}
