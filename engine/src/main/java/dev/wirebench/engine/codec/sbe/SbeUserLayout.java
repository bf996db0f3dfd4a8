package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.SbeUserLevel.Group;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Part;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Slot;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Var;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import uk.co.real_logic.sbe.PrimitiveType;
import uk.co.real_logic.sbe.ir.Encoding;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;

/**
 * A user's own SBE message layout, read from the IR sbe-tool built of their XML ({@link
 * SbeUserSchema}): the message header's composite, the template id, schema id and version, every
 * block length and field offset, primitive types, min/max and null values, enum encodings,
 * composites (decimals with a constant or a field exponent, time+unit, records), groups with their
 * dimension encodings, and var data with its length encoding. Fields are matched to the dynamic
 * schema {@link dev.wirebench.engine.dynamic.sbe.SbeXmlSchemas} made of the same IR, by name.
 *
 * @param root the message's block
 * @param header the message header's primitives (blockLength, templateId, schemaId, version and any
 *     others, written as zero)
 * @param headerLength the message header's length
 * @param templateId the message's template id
 * @param schemaId the schema's id
 * @param version the schema's version
 */
record SbeUserLayout(
    SbeUserLevel root,
    List<Part> header,
    int headerLength,
    int templateId,
    int schemaId,
    int version) {

  /** Why the codec cannot write this user's layout, or null. */
  static String whyNot(SbeUserSchema user) {
    return user.ir().byteOrder() == ByteOrder.LITTLE_ENDIAN
        ? null
        : "the schema is big-endian; only little-endian SBE schemas are carried";
  }

  static SbeUserLayout of(RecordSchema schema, SbeUserSchema user) {
    List<Token> tokens = user.message();
    SbeUserLevel root = level(schema, tokens, 1, tokens.size() - 1, tokens.get(0).encodedLength());
    List<Token> headerTokens = user.ir().headerStructure().tokens();
    List<Part> header = new ArrayList<>();
    for (Token t : headerTokens) {
      if (t.signal() == Signal.ENCODING) {
        header.add(part(t, t.offset()));
      }
    }
    return new SbeUserLayout(
        root,
        header,
        headerTokens.get(0).encodedLength(),
        tokens.get(0).id(),
        user.ir().id(),
        user.ir().version());
  }

  /** The block of tokens {@code [from, to)}: fields, then groups, then var data. */
  private static SbeUserLevel level(
      RecordSchema record, List<Token> tokens, int from, int to, int block) {
    List<Slot> fixed = new ArrayList<>();
    List<Group> groups = new ArrayList<>();
    List<Var> vars = new ArrayList<>();
    Map<String, Integer> since = new HashMap<>();
    int i = from;
    while (i < to) {
      Token begin = tokens.get(i);
      int field = record.indexOf(begin.name());
      if (field >= 0) {
        since.put(begin.name(), begin.version());
        switch (begin.signal()) {
          case BEGIN_FIELD -> fixed.add(slot(record, field, tokens, i));
          case BEGIN_GROUP -> groups.add(group(record, field, tokens, i));
          case BEGIN_VAR_DATA -> vars.add(var(field, tokens, i));
          default -> throw new IllegalStateException("unexpected IR token " + begin);
        }
      }
      i += begin.componentTokenCount();
    }
    return new SbeUserLevel(record, block, fixed, groups, vars, Map.copyOf(since));
  }

  private static Slot slot(RecordSchema record, int field, List<Token> tokens, int at) {
    Field f = record.field(field);
    Token type = tokens.get(at + 1);
    int offset = type.offset();
    return switch (type.signal()) {
      case ENCODING ->
          new Slot(
              field,
              f.name(),
              f.kind(),
              f.optional(),
              offset,
              type.encodedLength(),
              part(type, offset),
              null,
              f.kind() == FieldKind.TIMESTAMP ? 9 : 0,
              null,
              charset(type.encoding()),
              List.of());
      case BEGIN_ENUM -> {
        List<Token> values = tokens.subList(at + 2, at + type.componentTokenCount());
        List<Token> valid = values.stream().filter(v -> v.signal() == Signal.VALID_VALUE).toList();
        if (f.kind() == FieldKind.BOOLEAN) {
          // the enum SBE declares a boolean as: its false value's code first (a record's 0)
          valid =
              valid.stream()
                  .sorted(
                      java.util.Comparator.comparing(
                          (Token v) -> v.name().toLowerCase(Locale.ROOT)))
                  .toList();
        }
        long[] codes =
            valid.stream().mapToLong(v -> v.encoding().constValue().longValue()).toArray();
        yield new Slot(
            field,
            f.name(),
            f.kind(),
            f.optional(),
            offset,
            type.encodedLength(),
            part(type, offset),
            null,
            0,
            codes,
            null,
            List.of());
      }
      case BEGIN_COMPOSITE ->
          composite(f, field, type, tokens.subList(at + 2, at + type.componentTokenCount()));
      default -> throw new IllegalStateException("unexpected IR token " + type);
    };
  }

  /** A decimal, a time+unit, or a composite record: the composite's parts at block offsets. */
  private static Slot composite(Field f, int field, Token type, List<Token> parts) {
    int base = type.offset();
    if (f.kind() == FieldKind.DECIMAL || f.kind() == FieldKind.TIMESTAMP) {
      String first = f.kind() == FieldKind.DECIMAL ? "mantissa" : "time";
      String second = f.kind() == FieldKind.DECIMAL ? "exponent" : "unit";
      Token value = named(parts, first);
      Token other = named(parts, second);
      boolean fixedOther = other.isConstantEncoding();
      return new Slot(
          field,
          f.name(),
          f.kind(),
          f.optional(),
          base,
          type.encodedLength(),
          part(value, base + value.offset()),
          fixedOther ? null : part(other, base + other.offset()),
          fixedOther ? (int) other.encoding().constValue().longValue() : 0,
          null,
          null,
          List.of());
    }
    RecordSchema inner = f.type().record();
    List<Slot> slots = new ArrayList<>();
    for (Token p : parts) {
      int index = inner.indexOf(p.name());
      if (p.signal() == Signal.ENCODING && index >= 0) {
        Field pf = inner.field(index);
        int at = base + p.offset();
        slots.add(
            new Slot(
                index,
                pf.name(),
                pf.kind(),
                pf.optional(),
                at,
                p.encodedLength(),
                part(p, at),
                null,
                0,
                null,
                charset(p.encoding()),
                List.of()));
      }
    }
    return new Slot(
        field,
        f.name(),
        f.kind(),
        f.optional(),
        base,
        type.encodedLength(),
        null,
        null,
        0,
        null,
        null,
        slots);
  }

  private static Group group(RecordSchema record, int field, List<Token> tokens, int at) {
    Token begin = tokens.get(at);
    Token dimension = tokens.get(at + 1);
    List<Token> dims = tokens.subList(at + 2, at + 1 + dimension.componentTokenCount());
    Token blockLength = named(dims, "blockLength");
    Token count = named(dims, "numInGroup");
    int bodyFrom = at + 1 + dimension.componentTokenCount();
    int bodyTo = at + begin.componentTokenCount() - 1;
    RecordSchema entry = record.field(field).type().element().record();
    return new Group(
        field,
        begin.name(),
        dimension.encodedLength(),
        blockLength.encoding().primitiveType(),
        blockLength.offset(),
        part(count, count.offset()),
        level(entry, tokens, bodyFrom, bodyTo, begin.encodedLength()));
  }

  private static Var var(int field, List<Token> tokens, int at) {
    Token length = tokens.get(at + 2);
    Token data = tokens.get(at + 3);
    return new Var(
        field,
        tokens.get(at).name(),
        length.encoding().primitiveType(),
        length.encoding().applicableMaxValue().longValue(),
        charset(data.encoding()));
  }

  /** A primitive's place, range and null value; unsigned 64-bit values fit a long's positives. */
  private static Part part(Token token, int offset) {
    Encoding e = token.encoding();
    PrimitiveType type = e.primitiveType();
    return switch (type) {
      case FLOAT, DOUBLE -> new Part(token.name(), offset, type, 0, 0, 0);
      case UINT64 -> new Part(token.name(), offset, type, 0, Long.MAX_VALUE, -1L);
      default ->
          new Part(
              token.name(),
              offset,
              type,
              e.applicableMinValue().longValue(),
              e.applicableMaxValue().longValue(),
              e.applicableNullValue().longValue());
    };
  }

  private static Charset charset(Encoding e) {
    if (e.primitiveType() != PrimitiveType.CHAR && e.characterEncoding() == null) {
      return null;
    }
    String name = e.characterEncoding();
    return name == null ? StandardCharsets.US_ASCII : Charset.forName(name);
  }

  private static Token named(List<Token> parts, String name) {
    for (Token p : parts) {
      if (p.signal() == Signal.ENCODING
          && p.name().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
        return p;
      }
    }
    throw new IllegalStateException("no " + name + " in " + parts);
  }
}
