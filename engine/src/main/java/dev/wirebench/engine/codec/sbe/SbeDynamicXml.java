package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.mapping.WireNames;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The SBE message schema (XML, as a user would write it) for a dynamic schema; sbe-tool's own
 * parser and IR generator turn it into the {@link uk.co.real_logic.sbe.ir.Ir} the dynamic codec is
 * driven by. One message, template id 1, little-endian, standard header and dimension composites.
 *
 * <p>Each record's block holds, first, a choice set {@code fieldsPresent} with one bit per optional
 * field (SBE's null values cannot tell "absent" from a present extreme value, and var data and
 * groups have none), then its fixed fields in schema order: int8–int64 as themselves, float32/64 as
 * float/double, decimal as composite {@code Decimal {int64 mantissa; int8 exponent}}, boolean as
 * enum {@code BooleanType}, enum as a uint8 enum, timestamp as int64 nanoseconds. Then a repeating
 * group per nested record (SBE has no nested message: zero entries when absent, one when present)
 * and per list (a list's entries are the element: a record's fields, or one field/group/var-data
 * named {@code value}); then var data for strings (UTF-8) and bytes.
 */
final class SbeDynamicXml {
  static final String PRESENCE = "fieldsPresent";
  static final String VALUE = "value";
  static final int MAX_ENUM_SYMBOLS = 254;
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  private static final Set<String> RESERVED =
      Set.of(
          "messageHeader",
          "groupSizeEncoding",
          "varStringEncoding",
          "varDataEncoding",
          "Decimal",
          "BooleanType");

  private final StringBuilder types = new StringBuilder();
  private final Set<String> declared = new HashSet<>();
  private int nextId = 1;

  private SbeDynamicXml() {}

  /** Why {@code schema} has no SBE form, or null. */
  static String whyNot(RecordSchema schema) {
    return check(wireNames(schema), new HashMap<>());
  }

  /**
   * {@code schema} with names SBE accepts ({@link WireNames}): {@code $type} → {@code _type}, a
   * record named like one of the schema's own types gets {@code _} after it.
   */
  static RecordSchema wireNames(RecordSchema schema) {
    Set<String> reserved = new HashSet<>(RESERVED);
    reserved.add(PRESENCE);
    return WireNames.of(schema, reserved);
  }

  private static String check(RecordSchema schema, Map<String, RecordSchema> seen) {
    if (!NAME.matcher(schema.name()).matches() || RESERVED.contains(schema.name())) {
      return "record name \"" + schema.name() + "\" is not a valid SBE name (or is reserved)";
    }
    RecordSchema other = seen.putIfAbsent(schema.name(), schema);
    if (other != null && !other.equals(schema)) {
      return "two different records are named " + schema.name();
    }
    int optional = 0;
    for (Field field : schema.fields()) {
      String at = schema.name() + "." + field.name();
      if (!NAME.matcher(field.name()).matches() || field.name().equals(PRESENCE)) {
        return "field name \"" + at + "\" is not a valid SBE name (or is reserved)";
      }
      optional += field.optional() ? 1 : 0;
      FieldType type = field.type();
      while (type.kind() == FieldKind.LIST) {
        type = type.element();
      }
      if (type.kind() == FieldKind.ENUM) {
        if (type.symbols().size() > MAX_ENUM_SYMBOLS) {
          return at + " has more than " + MAX_ENUM_SYMBOLS + " symbols (a uint8 enum)";
        }
        for (String symbol : type.symbols()) {
          if (!NAME.matcher(symbol).matches()) {
            return "enum symbol \"" + symbol + "\" of " + at + " is not a valid SBE name";
          }
        }
      }
      if (type.kind() == FieldKind.RECORD) {
        String why = check(type.record(), seen);
        if (why != null) {
          return why;
        }
      }
    }
    if (optional > 64) {
      return schema.name() + " has " + optional + " optional fields (a presence set holds 64)";
    }
    return null;
  }

  /** The schema's XML text. */
  static String of(RecordSchema schema) {
    SbeDynamicXml xml = new SbeDynamicXml();
    StringBuilder message = new StringBuilder();
    xml.level(schema, message, "    ");
    return """
        <?xml version="1.0" encoding="UTF-8"?>
        <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="wirebench.dynamic"
            id="15" version="0" byteOrder="littleEndian">
          <types>
            <composite name="messageHeader">
              <type name="blockLength" primitiveType="uint16"/>
              <type name="templateId" primitiveType="uint16"/>
              <type name="schemaId" primitiveType="uint16"/>
              <type name="version" primitiveType="uint16"/>
            </composite>
            <composite name="groupSizeEncoding">
              <type name="blockLength" primitiveType="uint16"/>
              <type name="numInGroup" primitiveType="uint16"/>
            </composite>
            <composite name="varStringEncoding">
              <type name="length" primitiveType="uint32" maxValue="1073741824"/>
              <type name="varData" primitiveType="uint8" length="0" characterEncoding="UTF-8"/>
            </composite>
            <composite name="varDataEncoding">
              <type name="length" primitiveType="uint32" maxValue="1073741824"/>
              <type name="varData" primitiveType="uint8" length="0"/>
            </composite>
            <composite name="Decimal">
              <type name="mantissa" primitiveType="int64"/>
              <type name="exponent" primitiveType="int8"/>
            </composite>
            <enum name="BooleanType" encodingType="uint8">
              <validValue name="F">0</validValue>
              <validValue name="T">1</validValue>
            </enum>
        """
        + xml.types
        + "  </types>\n"
        + "  <sbe:message name=\""
        + schema.name()
        + "\" id=\"1\">\n"
        + message
        + "  </sbe:message>\n</sbe:messageSchema>\n";
  }

  /** A record's fields: presence set, fixed fields, groups, var data. */
  private void level(RecordSchema record, StringBuilder out, String indent) {
    int optional = (int) record.fields().stream().filter(Field::optional).count();
    if (optional > 0) {
      String set = record.name() + "_" + PRESENCE;
      if (declared.add(set)) {
        String encoding =
            optional <= 8
                ? "uint8"
                : optional <= 16 ? "uint16" : optional <= 32 ? "uint32" : "uint64";
        types.append("    <set name=\"").append(set).append("\" encodingType=\"").append(encoding);
        types.append("\">\n");
        int bit = 0;
        for (Field field : record.fields()) {
          if (field.optional()) {
            types.append("      <choice name=\"").append(field.name()).append("\">");
            types.append(bit++).append("</choice>\n");
          }
        }
        types.append("    </set>\n");
      }
      field(out, indent, PRESENCE, set);
    }
    for (Field field : record.fields()) {
      if (fixed(field.kind())) {
        field(
            out, indent, field.name(), fixedType(record.name() + "_" + field.name(), field.type()));
      }
    }
    for (Field field : record.fields()) {
      if (field.kind() == FieldKind.RECORD) {
        group(out, indent, field.name());
        level(field.type().record(), out, indent + "  ");
        out.append(indent).append("</group>\n");
      } else if (field.kind() == FieldKind.LIST) {
        list(record.name() + "_" + field.name(), field.name(), field.type().element(), out, indent);
      }
    }
    for (Field field : record.fields()) {
      if (field.kind() == FieldKind.STRING || field.kind() == FieldKind.BYTES) {
        data(out, indent, field.name(), field.kind());
      }
    }
  }

  /** A list as a group whose entries are its elements. */
  private void list(String typeName, String name, FieldType element, StringBuilder out, String in) {
    group(out, in, name);
    String inner = in + "  ";
    switch (element.kind()) {
      case RECORD -> level(element.record(), out, inner);
      case LIST -> list(typeName + "_" + VALUE, VALUE, element.element(), out, inner);
      case STRING, BYTES -> data(out, inner, VALUE, element.kind());
      default -> field(out, inner, VALUE, fixedType(typeName, element));
    }
    out.append(in).append("</group>\n");
  }

  static boolean fixed(FieldKind kind) {
    return kind.inLongSlot();
  }

  private String fixedType(String enumName, FieldType type) {
    return switch (type.kind()) {
      case INT8 -> "int8";
      case INT16 -> "int16";
      case INT32 -> "int32";
      case INT64, TIMESTAMP -> "int64";
      case FLOAT32 -> "float";
      case FLOAT64 -> "double";
      case DECIMAL -> "Decimal";
      case BOOLEAN -> "BooleanType";
      case ENUM -> enumType(enumName, type);
      default -> throw new IllegalStateException(type.describe() + " is not fixed-size");
    };
  }

  private String enumType(String name, FieldType type) {
    if (declared.add(name)) {
      types.append("    <enum name=\"").append(name).append("\" encodingType=\"uint8\">\n");
      for (int v = 0; v < type.symbols().size(); v++) {
        types.append("      <validValue name=\"").append(type.symbols().get(v)).append("\">");
        types.append(v).append("</validValue>\n");
      }
      types.append("    </enum>\n");
    }
    return name;
  }

  private void field(StringBuilder out, String indent, String name, String type) {
    out.append(indent).append("<field name=\"").append(name).append("\" id=\"").append(nextId++);
    out.append("\" type=\"").append(type).append("\"/>\n");
  }

  private void group(StringBuilder out, String indent, String name) {
    out.append(indent).append("<group name=\"").append(name).append("\" id=\"").append(nextId++);
    out.append("\" dimensionType=\"groupSizeEncoding\">\n");
  }

  private void data(StringBuilder out, String indent, String name, FieldKind kind) {
    out.append(indent).append("<data name=\"").append(name).append("\" id=\"").append(nextId++);
    out.append("\" type=\"")
        .append(kind == FieldKind.STRING ? "varStringEncoding" : "varDataEncoding")
        .append("\"/>\n");
  }
}
