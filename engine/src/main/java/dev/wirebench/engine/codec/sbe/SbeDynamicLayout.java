package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Group;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Slot;
import dev.wirebench.engine.codec.sbe.SbeDynamicLevel.Var;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import uk.co.real_logic.sbe.ir.Ir;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;
import uk.co.real_logic.sbe.xml.IrGenerator;
import uk.co.real_logic.sbe.xml.MessageSchema;
import uk.co.real_logic.sbe.xml.ParserOptions;
import uk.co.real_logic.sbe.xml.XmlSchemaParser;

/**
 * A dynamic schema's SBE layout: {@link SbeDynamicXml}'s schema through sbe-tool's {@link
 * XmlSchemaParser} and {@link IrGenerator}, then the IR's tokens walked into {@link
 * SbeDynamicLevel}s — block offsets, block lengths, primitive types, dimension and var-data
 * encodings all as the IR says, fields matched to the dynamic schema by name.
 *
 * @param ir sbe-tool's IR of the schema
 * @param root the root message's block
 * @param headerLength the message header's length
 * @param templateId the message's template id
 * @param schemaId the schema's id
 * @param version the schema's version
 */
record SbeDynamicLayout(
    Ir ir, SbeDynamicLevel root, int headerLength, int templateId, int schemaId, int version) {

  static SbeDynamicLayout of(RecordSchema given) {
    // SBE's names: the layout matches IR tokens to fields by the names the XML was given.
    RecordSchema schema = SbeDynamicXml.wireNames(given);
    String xml = SbeDynamicXml.of(schema);
    Ir ir;
    ByteArrayOutputStream warnings = new ByteArrayOutputStream();
    try (PrintStream errors = new PrintStream(warnings, true, StandardCharsets.UTF_8)) {
      MessageSchema parsed =
          XmlSchemaParser.parse(
              new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)),
              ParserOptions.builder()
                  .stopOnError(true)
                  .suppressOutput(true)
                  .errorPrintStream(errors)
                  .build());
      ir = new IrGenerator().generate(parsed);
    } catch (Exception e) {
      throw new IllegalArgumentException(
          "sbe-tool refused the schema of "
              + schema.name()
              + ": "
              + e.getMessage()
              + " "
              + warnings,
          e);
    }
    List<Token> tokens = ir.getMessage(1);
    SbeDynamicLevel root =
        level(schema, null, tokens, 1, tokens.size() - 1, tokens.get(0).encodedLength());
    List<Token> header = ir.headerStructure().tokens();
    return new SbeDynamicLayout(
        ir, root, header.get(0).encodedLength(), tokens.get(0).id(), ir.id(), ir.version());
  }

  /** The block of tokens {@code [from, to)}: fields, then groups, then var data. */
  private static SbeDynamicLevel level(
      RecordSchema record, FieldType element, List<Token> tokens, int from, int to, int block) {
    int[] bits = new int[record == null ? 0 : record.size()];
    Arrays.fill(bits, -1);
    Slot presence = null;
    List<Slot> fixed = new ArrayList<>();
    List<Group> groups = new ArrayList<>();
    List<Var> vars = new ArrayList<>();
    int i = from;
    while (i < to) {
      Token begin = tokens.get(i);
      int field = fieldIndex(record, begin.name());
      switch (begin.signal()) {
        case BEGIN_FIELD -> {
          Token type = tokens.get(i + 1);
          if (type.signal() == Signal.BEGIN_SET) {
            presence = slot(-1, begin.name(), FieldKind.INT64, type, null, null);
            for (int c = i + 2; c < i + 1 + type.componentTokenCount() - 1; c++) {
              Token choice = tokens.get(c);
              bits[record.indexOf(choice.name())] =
                  Integer.parseInt(choice.encoding().constValue().toString());
            }
          } else {
            FieldKind kind = kind(record, element, field);
            Token mantissa = kind == FieldKind.DECIMAL ? tokens.get(i + 2) : null;
            Token exponent = kind == FieldKind.DECIMAL ? tokens.get(i + 3) : null;
            fixed.add(slot(field, begin.name(), kind, type, mantissa, exponent));
          }
        }
        case BEGIN_GROUP -> groups.add(group(record, element, tokens, i, field));
        case BEGIN_VAR_DATA -> {
          Token length = tokens.get(i + 2);
          vars.add(
              new Var(
                  field,
                  begin.name(),
                  kind(record, element, field),
                  length.encoding().primitiveType(),
                  length.encoding().applicableMaxValue().longValue()));
        }
        default ->
            throw new IllegalStateException("unexpected IR token " + begin.signal() + " " + begin);
      }
      i += begin.componentTokenCount();
    }
    return new SbeDynamicLevel(record, element, block, presence, bits, fixed, groups, vars);
  }

  private static Group group(
      RecordSchema record, FieldType element, List<Token> tokens, int at, int field) {
    Token begin = tokens.get(at);
    Token dimension = tokens.get(at + 1);
    Token blockLength = tokens.get(at + 2);
    Token count = tokens.get(at + 3);
    int bodyFrom = at + 1 + dimension.componentTokenCount();
    int bodyTo = at + begin.componentTokenCount() - 1;
    FieldType type = record != null ? record.field(field).type() : element.element();
    SbeDynamicLevel entry =
        type.kind() == FieldKind.RECORD
            ? level(type.record(), null, tokens, bodyFrom, bodyTo, begin.encodedLength())
            : type.element().kind() == FieldKind.RECORD
                ? level(
                    type.element().record(), null, tokens, bodyFrom, bodyTo, begin.encodedLength())
                : level(null, type, tokens, bodyFrom, bodyTo, begin.encodedLength());
    return new Group(
        field,
        begin.name(),
        type.kind() == FieldKind.LIST,
        dimension.encodedLength(),
        blockLength.encoding().primitiveType(),
        count.offset(),
        count.encoding().primitiveType(),
        entry);
  }

  private static Slot slot(
      int field, String name, FieldKind kind, Token type, Token mantissa, Token exponent) {
    if (mantissa != null) {
      return new Slot(
          field,
          name,
          kind,
          type.offset() + mantissa.offset(),
          mantissa.encoding().primitiveType(),
          type.offset() + exponent.offset(),
          exponent.encoding().primitiveType(),
          type.encodedLength());
    }
    return new Slot(
        field,
        name,
        kind,
        type.offset(),
        type.encoding().primitiveType(),
        -1,
        null,
        type.encodedLength());
  }

  /** The field index {@code name} has in {@code record}; -1 in a list-element entry. */
  private static int fieldIndex(RecordSchema record, String name) {
    if (record == null || name.equals(SbeDynamicXml.PRESENCE)) {
      return -1;
    }
    int index = record.indexOf(name);
    if (index < 0) {
      throw new IllegalStateException(
          "the IR names a field " + name + " that " + record + " lacks");
    }
    return index;
  }

  /** The kind of field {@code field}, or of the list's elements in a list-element entry. */
  private static FieldKind kind(RecordSchema record, FieldType element, int field) {
    if (record != null) {
      Field f = record.field(field);
      return f.kind();
    }
    return element.element().kind();
  }
}
