package dev.wirebench.engine.codec.protobuf;

import static dev.wirebench.engine.codec.protobuf.PbGenFields.q;
import static dev.wirebench.engine.codec.protobuf.PbGenFields.range;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.function.BiFunction;

/**
 * The statements {@link PbGenSource} writes to read each field of a parsed message back into a
 * record: getters, presence by {@code hasX()} where the field has it (a required field absent is an
 * error, as in {@link PbUserValues}), values converted to their record slot.
 */
final class PbGenReads {
  private final PbGenClasses classes;
  private final BiFunction<Descriptor, RecordSchema, Integer> method;

  PbGenReads(PbGenClasses classes, BiFunction<Descriptor, RecordSchema, Integer> method) {
    this.classes = classes;
    this.method = method;
  }

  void decode(StringBuilder out, int i, Field field, FieldDescriptor fd, String name) {
    String get = "m.get" + name + "()";
    String statement;
    if (field.kind() == FieldKind.RECORD) {
      int id = method.apply(fd.getMessageType(), field.type().record());
      statement =
          "try {\n        from"
              + id
              + "("
              + get
              + ", r.record("
              + i
              + "));\n      } catch (CodecException e) {\n        throw GenChecks.under("
              + q(field.name())
              + ", e);\n      }";
    } else {
      statement = set(field.type(), fd, "r", i, get, field.name());
    }
    if (!fd.hasPresence()) {
      out.append("    ").append(statement.replace("\n  ", "\n")).append('\n');
      return;
    }
    out.append("    if (m.has").append(name).append("()) {\n      ").append(statement);
    out.append("\n    }");
    if (!field.optional()) {
      out.append(" else {\n      throw GenChecks.absent(C, \"\", ").append(q(field.name()));
      out.append(");\n    }");
    }
    out.append('\n');
  }

  void decodeList(StringBuilder out, int i, Field field, FieldDescriptor fd, String name) {
    FieldType element = field.type().element();
    String get = "m.get" + name + "(k)";
    out.append("    {\n      DynamicList l = r.list(").append(i).append(");\n");
    out.append("      for (int k = 0, n = m.get").append(name).append("Count(); k < n; k++) {\n");
    if (element.kind() == FieldKind.RECORD) {
      int id = method.apply(fd.getMessageType(), element.record());
      out.append("        try {\n          from").append(id).append('(').append(get);
      out.append(", l.addRecord());\n        } catch (CodecException e) {\n");
      out.append("          throw GenChecks.under(GenChecks.element(").append(q(field.name()));
      out.append(", k), e);\n        }\n");
    } else {
      out.append("        ").append(set(element, fd, "l", -1, get, field.name())).append('\n');
    }
    out.append("      }\n    }\n");
  }

  /** The statement putting getter value {@code get} into slot i of r, or appending it to l. */
  private String set(
      FieldType type, FieldDescriptor fd, String holder, int i, String get, String f) {
    boolean list = i < 0;
    return switch (type.kind()) {
      case STRING -> list ? "l.add(" + get + ");" : "r.setString(" + i + ", " + get + ");";
      case BYTES ->
          list
              ? "l.add(" + get + ".toByteArray());"
              : "r.setBytes(" + i + ", " + get + ".toByteArray());";
      default -> {
        String slot = slot(type.kind(), fd, get, f);
        yield list ? "l.addLong(" + slot + ");" : "r.setLong(" + i + ", " + slot + ");";
      }
    };
  }

  private String slot(FieldKind kind, FieldDescriptor fd, String get, String field) {
    return switch (kind) {
      case INT8, INT16, INT32, INT64 ->
          range(fromUser(fd, get), kind.min() + "L", kind.max() + "L", field, kind.schemaName());
      case FLOAT32 -> "Float.floatToRawIntBits(" + get + ")";
      case FLOAT64 -> "Double.doubleToRawLongBits(" + get + ")";
      case BOOLEAN -> "(" + get + " ? 1L : 0L)";
      case ENUM -> "GenChecks.ordinal(PbGenRuntime.index(" + get + "), C, \"\", " + q(field) + ")";
      case TIMESTAMP ->
          "GenChecks.nanos("
              + get
              + ".getSeconds(), "
              + get
              + ".getNanos(), C, \"\", "
              + q(field)
              + ")";
      case DECIMAL -> decimal(fd.getMessageType(), get, field);
      default -> throw new IllegalStateException(kind + " is not a long-slot kind");
    };
  }

  private String decimal(Descriptor decimal, String get, String field) {
    FieldDescriptor mantissa = decimal.findFieldByName("mantissa");
    FieldDescriptor exponent = decimal.findFieldByName("exponent");
    return "GenChecks.decimal("
        + fromUser(mantissa, get + ".get" + classes.accessor(decimal, mantissa) + "()")
        + ", "
        + fromUser(exponent, get + ".get" + classes.accessor(decimal, exponent) + "()")
        + ", C, \"\", "
        + q(field)
        + ")";
  }

  /** A getter's integer as a long: unsigned 32-bit types widened without sign. */
  private static String fromUser(FieldDescriptor fd, String get) {
    return switch (fd.getType()) {
      case UINT32, FIXED32 -> "Integer.toUnsignedLong(" + get + ")";
      default -> "(long) " + get;
    };
  }
}
