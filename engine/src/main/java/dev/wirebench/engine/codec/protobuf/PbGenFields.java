package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.wirebench.engine.codec.gen.JavaText;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The statements {@link PbGenSource} writes per field: setter calls with the value converted from
 * its record slot to protoc's Java type (range-checked where the user's scalar type is narrower),
 * and getter calls converted back. Conversions match {@link PbUserValues}: integers take the user's
 * scalar type, enums their declared values, timestamps {@code google.protobuf.Timestamp}, decimals
 * the user's {@code Decimal} (mantissa, exponent).
 */
final class PbGenFields {
  private final PbGenClasses classes;
  private final BiFunction<Descriptor, RecordSchema, Integer> method;
  private final Map<String, String> enumArrays = new LinkedHashMap<>();
  private final StringBuilder constants = new StringBuilder();

  PbGenFields(PbGenClasses classes, BiFunction<Descriptor, RecordSchema, Integer> method) {
    this.classes = classes;
    this.method = method;
  }

  /** The static fields the statements use (enum value tables). */
  String constants() {
    return constants.toString();
  }

  void encode(StringBuilder out, int i, Field field, FieldDescriptor fd, String name) {
    out.append("    if (r.isPresent(").append(i).append(")) {\n");
    if (field.kind() == FieldKind.RECORD) {
      int id = method.apply(fd.getMessageType(), field.type().record());
      guarded(out, "b.set" + name + "(to" + id + "(r.getRecord(" + i + ")));", q(field.name()));
    } else {
      out.append("      b.set")
          .append(name)
          .append('(')
          .append(value(field.type(), fd, "r", i, field.name()))
          .append(");\n");
    }
    out.append("    }\n");
  }

  void encodeList(StringBuilder out, int i, Field field, FieldDescriptor fd, String name) {
    FieldType element = field.type().element();
    out.append("    if (r.isPresent(").append(i).append(")) {\n");
    out.append("      DynamicList l = r.getList(").append(i).append(");\n");
    out.append("      for (int k = 0; k < l.size(); k++) {\n");
    if (element.kind() == FieldKind.RECORD) {
      int id = method.apply(fd.getMessageType(), element.record());
      guarded(
          out,
          "  b.add" + name + "(to" + id + "(l.getRecord(k)));",
          "GenChecks.element(" + q(field.name()) + ", k)");
    } else {
      out.append("        b.add")
          .append(name)
          .append('(')
          .append(value(element, fd, "l", -1, field.name()))
          .append(");\n");
    }
    out.append("      }\n    }\n");
  }

  private static void guarded(StringBuilder out, String statement, String pathExpr) {
    out.append("      try {\n        ")
        .append(statement)
        .append("\n      } catch (CodecException e) {\n        throw GenChecks.under(")
        .append(pathExpr)
        .append(", e);\n      }\n");
  }

  /** The setter's argument: slot {@code i} of record {@code r}, or element k of list {@code l}. */
  private String value(FieldType type, FieldDescriptor fd, String holder, int i, String field) {
    String at = i < 0 ? "(k)" : "(" + i + ")";
    return switch (type.kind()) {
      case STRING -> holder + ".getString" + at;
      case BYTES -> "com.google.protobuf.ByteString.copyFrom(" + holder + ".getBytes" + at + ")";
      default -> scalar(type.kind(), fd, holder + ".getLong" + at, field);
    };
  }

  private String scalar(FieldKind kind, FieldDescriptor fd, String slot, String field) {
    return switch (kind) {
      case INT8, INT16, INT32, INT64 -> toUser(fd, slot, field);
      case FLOAT32 -> "Float.intBitsToFloat((int) " + slot + ")";
      case FLOAT64 -> "Double.longBitsToDouble(" + slot + ")";
      case BOOLEAN -> slot + " != 0";
      case ENUM -> enumArray(fd.getEnumType()) + "[(int) " + slot + "]";
      case TIMESTAMP ->
          "com.google.protobuf.Timestamp.newBuilder().setSeconds(GenChecks.seconds("
              + slot
              + ")).setNanos(GenChecks.nanoOfSecond("
              + slot
              + ")).build()";
      case DECIMAL -> decimal(fd.getMessageType(), slot, field);
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    };
  }

  private String decimal(Descriptor decimal, String slot, String field) {
    FieldDescriptor mantissa = decimal.findFieldByName("mantissa");
    FieldDescriptor exponent = decimal.findFieldByName("exponent");
    return classes.message(decimal)
        + ".newBuilder().set"
        + classes.accessor(decimal, mantissa)
        + "("
        + toUser(mantissa, "DecimalValues.unscaled(" + slot + ")", field + ".mantissa")
        + ").set"
        + classes.accessor(decimal, exponent)
        + "("
        + toUser(exponent, "(long) -DecimalValues.scale(" + slot + ")", field + ".exponent")
        + ").build()";
  }

  /** A long as the user's integer type, refused when that type cannot hold it. */
  private static String toUser(FieldDescriptor fd, String value, String field) {
    String type = fd.getType().name().toLowerCase(Locale.ROOT);
    return switch (fd.getType()) {
      case INT32, SINT32, SFIXED32 ->
          "(int) " + range(value, "Integer.MIN_VALUE", "Integer.MAX_VALUE", field, type);
      case UINT32, FIXED32 -> "(int) " + range(value, "0L", "0xFFFFFFFFL", field, type);
      case UINT64, FIXED64 -> range(value, "0L", "Long.MAX_VALUE", field, type);
      default -> value;
    };
  }

  static String range(String value, String min, String max, String field, String type) {
    return "GenChecks.range("
        + value
        + ", "
        + min
        + ", "
        + max
        + ", C, \"\", "
        + q(field)
        + ", "
        + q(type)
        + ")";
  }

  private String enumArray(EnumDescriptor type) {
    return enumArrays.computeIfAbsent(
        type.getFullName(),
        fullName -> {
          String name = "E" + enumArrays.size();
          String java = classes.enumType(type);
          constants.append("  private static final ").append(java).append("[] ").append(name);
          constants.append(" = {");
          for (int k = 0; k < type.getValues().size(); k++) {
            constants.append(k == 0 ? "" : ", ");
            constants.append(java).append(".valueOf(").append(java);
            constants.append(".getDescriptor().getValues().get(").append(k).append("))");
          }
          constants.append("};\n");
          return name;
        });
  }

  static String q(String text) {
    return JavaText.quote(text);
  }
}
