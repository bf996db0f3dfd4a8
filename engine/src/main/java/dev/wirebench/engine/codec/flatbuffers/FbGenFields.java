package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.fbs.FbsModel;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsEnum;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsField;
import dev.wirebench.engine.dynamic.fbs.FbsModel.FbsType;
import java.util.Set;

/**
 * Writes the binding's statements for one table field ({@link FbGenSource}): on encode the
 * reference (string, table, vector) built before the table starts and the {@code addX} call inside
 * it; on decode the accessor read into the record. Names are flatc's for Java: camel case from the
 * schema's name, {@code _} after a Java keyword.
 */
final class FbGenFields {
  private static final Set<String> KEYWORDS =
      Set.of(
          "abstract",
          "assert",
          "boolean",
          "break",
          "byte",
          "case",
          "catch",
          "char",
          "class",
          "const",
          "continue",
          "default",
          "do",
          "double",
          "else",
          "enum",
          "extends",
          "final",
          "finally",
          "float",
          "for",
          "goto",
          "if",
          "implements",
          "import",
          "instanceof",
          "int",
          "interface",
          "long",
          "native",
          "new",
          "package",
          "private",
          "protected",
          "public",
          "return",
          "short",
          "static",
          "strictfp",
          "super",
          "switch",
          "synchronized",
          "this",
          "throw",
          "throws",
          "transient",
          "try",
          "void",
          "volatile",
          "while",
          "true",
          "false",
          "null");

  private final FbsModel model;
  private final FbGenSource source;
  private final StringBuilder constants = new StringBuilder();
  private final java.util.Map<String, String> objects = new java.util.LinkedHashMap<>();
  private int next;

  FbGenFields(FbsModel model, FbGenSource source) {
    this.model = model;
    this.source = source;
  }

  /** The binding's constants, then one reused accessor object per table (and vector) type. */
  String constants() {
    StringBuilder out = new StringBuilder(constants);
    objects.forEach(
        (type, name) ->
            out.append("  private final ")
                .append(type)
                .append(' ')
                .append(name)
                .append(" = new ")
                .append(type)
                .append("();\n"));
    return out.toString();
  }

  /** The reused accessor object of a table type (or its {@code .Vector}), declared once. */
  private String object(String type) {
    return objects.computeIfAbsent(type, t -> "obj" + objects.size());
  }

  String qualified(String name) {
    return model.namespace().isEmpty() ? name : model.namespace() + "." + name;
  }

  void encode(FbsField field, Field f, int i, String cls, StringBuilder refs, StringBuilder adds) {
    String add = cls + ".add" + camel(field.name(), true) + "(b, ";
    String where = "\"\", " + FbGenSource.quote(field.name());
    Object declared = model.find(field.type());
    if (field.vector() || f.kind() == FieldKind.STRING || declared instanceof FbsType) {
      String o = "o" + next++;
      refs.append("    int ").append(o).append(" = 0;\n");
      refs.append("    if (r.isPresent(").append(i).append(")) {\n");
      reference(field, f, i, cls, o, refs);
      refs.append("    }");
      if (!f.optional()) {
        refs.append(" else {\n      throw GenChecks.absent(C, ").append(where).append(");\n    }");
      }
      refs.append('\n');
      adds.append("    if (").append(o).append(" != 0) {\n      ").append(add).append(o);
      adds.append(");\n    }\n");
      return;
    }
    adds.append("    if (r.isPresent(").append(i).append(")) {\n      ").append(add);
    adds.append(scalarValue(field, f, i, declared, where)).append(");\n    }");
    if (!f.optional()) {
      adds.append(" else {\n      throw GenChecks.absent(C, ").append(where).append(");\n    }");
    }
    adds.append('\n');
  }

  /** Statements building a string, table or vector into {@code o}, its offset. */
  private void reference(FbsField field, Field f, int i, String cls, String o, StringBuilder out) {
    Object declared = model.find(field.type());
    String create = cls + ".create" + camel(field.name(), true) + "Vector(b, ";
    String name = FbGenSource.quote(field.name());
    String where = "\"\", " + name;
    if (f.kind() == FieldKind.BYTES) {
      out.append("      ").append(o).append(" = ").append(create).append("r.getBytes(");
      out.append(i).append("));\n");
    } else if (!field.vector() && declared instanceof FbsType table) {
      int id = source.method(table, f.type().record());
      out.append("      try {\n        ").append(o).append(" = to").append(id);
      out.append("(r.getRecord(").append(i).append("));\n      } catch (CodecException bad) {\n");
      out.append("        throw GenChecks.under(").append(name).append(", bad);\n      }\n");
    } else if (!field.vector()) {
      out.append("      ").append(o).append(" = b.createString(r.getString(").append(i);
      out.append("));\n");
    } else if (declared instanceof FbsType table) {
      int id = source.method(table, f.type().element().record());
      String a = "a" + next++;
      out.append("      DynamicList l").append(a).append(" = r.getList(").append(i).append(");\n");
      out.append("      int[] ").append(a).append(" = new int[l").append(a).append(".size()];\n");
      out.append("      for (int k = 0; k < ").append(a).append(".length; k++) {\n");
      out.append("        try {\n          ").append(a).append("[k] = to").append(id);
      out.append("(l")
          .append(a)
          .append(".getRecord(k));\n        } catch (CodecException bad) {\n");
      out.append("          throw GenChecks.under(GenChecks.element(").append(name);
      out.append(", k), bad);\n        }\n      }\n");
      out.append("      ").append(o).append(" = ").append(create).append(a).append(");\n");
    } else {
      String list = "r.getList(" + i + ")";
      String array;
      if (field.type().equals("string")) {
        array = "FbGenRuntime.strings(b, " + list + ")";
      } else {
        String scalar = declared instanceof FbsEnum e ? e.underlying() : field.type();
        String codes = declared instanceof FbsEnum e ? codes(e) : "null";
        array =
            "FbGenRuntime."
                + arrayOf(scalar)
                + "("
                + list
                + ", "
                + codes
                + ", "
                + range(scalar)
                + ", "
                + where
                + ")";
      }
      out.append("      ").append(o).append(" = ").append(create).append(array).append(");\n");
    }
  }

  /** A scalar's value from slot {@code i}, checked into the generated adder's type. */
  private String scalarValue(FbsField field, Field f, int i, Object declared, String where) {
    if (declared instanceof FbsEnum e) {
      return "(" + javaType(e.underlying()) + ") " + codes(e) + "[(int) r.getLong(" + i + ")]";
    }
    return switch (f.kind()) {
      case BOOLEAN -> "r.getBoolean(" + i + ")";
      case FLOAT32 -> "r.getFloat(" + i + ")";
      case FLOAT64 -> "r.getDouble(" + i + ")";
      default ->
          "("
              + javaType(field.type())
              + ") GenChecks.range(r.getLong("
              + i
              + "), "
              + range(field.type())
              + ", C, "
              + where
              + ", "
              + FbGenSource.quote(field.type())
              + ")";
    };
  }

  void decode(FbsField field, Field f, int i, String cls, StringBuilder reads) {
    String get = "t." + camel(field.name(), false);
    String where = "\"\", " + FbGenSource.quote(field.name());
    Object declared = model.find(field.type());
    String v = "v" + next++;
    if (f.kind() == FieldKind.BYTES) {
      reads
          .append("    ByteBuffer ")
          .append(v)
          .append(" = ")
          .append(get)
          .append("AsByteBuffer();\n");
      reads.append("    if (").append(v).append(" != null) {\n      r.setBytes(").append(i);
      reads.append(", FbGenRuntime.bytes(").append(v).append("));\n    }\n");
    } else if (field.vector()) {
      // table vectors through reused accessor objects, as allocation-aware readers do
      String present =
          declared instanceof FbsType table
              ? "Vector(" + object(qualified(table.name()) + ".Vector") + ")"
              : "Vector()";
      reads.append("    if (").append(get).append(present).append(" != null) {\n");
      reads.append("      DynamicList ").append(v).append(" = r.list(").append(i).append(");\n");
      reads.append("      for (int k = 0; k < ").append(get).append("Length(); k++) {\n");
      reads.append("        ").append(element(field, f, declared, get + "(k)", v, where));
      reads.append("\n      }\n    }\n");
    } else if (declared instanceof FbsType table) {
      int id = source.method(table, f.type().record());
      reads.append("    var ").append(v).append(" = ").append(get).append('(');
      reads.append(object(qualified(table.name()))).append(");\n");
      reads
          .append("    if (")
          .append(v)
          .append(" != null) {\n      try {\n        from")
          .append(id);
      reads.append('(').append(v).append(", r.record(").append(i).append("));\n");
      reads.append("      } catch (CodecException bad) {\n        throw GenChecks.under(");
      reads.append(FbGenSource.quote(field.name())).append(", bad);\n      }\n    }");
      absentCheck(reads, f, where);
    } else if (f.kind() == FieldKind.STRING) {
      reads.append("    String ").append(v).append(" = ").append(get).append("();\n");
      reads.append("    if (").append(v).append(" != null) {\n      r.setString(").append(i);
      reads.append(", ").append(v).append(");\n    }");
      absentCheck(reads, f, where);
    } else {
      String read = scalarRead(field.type(), f, i, declared, get + "()", where);
      if (f.optional()) {
        reads.append("    if (t.has").append(camel(field.name(), true)).append("()) {\n  ");
        reads.append(read).append("    }\n");
      } else {
        reads.append(read);
      }
    }
  }

  private String element(FbsField field, Field f, Object declared, String get, String l, String w) {
    if (declared instanceof FbsType table) {
      int id = source.method(table, f.type().element().record());
      String reused = get.replace("(k)", "(" + object(qualified(table.name())) + ", k)");
      return "try {\n          from"
          + id
          + "("
          + reused
          + ", "
          + l
          + ".addRecord());\n"
          + "        } catch (CodecException bad) {\n          throw GenChecks.under("
          + "GenChecks.element("
          + FbGenSource.quote(field.name())
          + ", k), bad);\n        }";
    }
    if (field.type().equals("string")) {
      return l + ".add(" + get + ");";
    }
    if (declared instanceof FbsEnum e) {
      return l + ".addLong(FbGenRuntime.ordinal(" + get + ", " + codes(e) + ", " + w + "));";
    }
    return switch (f.type().element().kind()) {
      case BOOLEAN -> l + ".addLong(" + get + " ? 1 : 0);";
      case FLOAT32 -> l + ".addLong(Float.floatToRawIntBits(" + get + "));";
      case FLOAT64 -> l + ".addLong(Double.doubleToRawLongBits(" + get + "));";
      default -> l + ".addLong(" + unsigned(field.type(), get, w) + ");";
    };
  }

  /** A ulong past 2^63 cannot be a record's int64: refused; other integers widen as they are. */
  private static String unsigned(String type, String get, String where) {
    return type.equals("ulong") || type.equals("uint64")
        ? "FbGenRuntime.ulong(" + get + ", " + where + ")"
        : get;
  }

  private String scalarRead(
      String type, Field f, int i, Object declared, String get, String where) {
    if (declared instanceof FbsEnum e) {
      return "    r.setLong("
          + i
          + ", FbGenRuntime.ordinal("
          + get
          + ", "
          + codes(e)
          + ", "
          + where
          + "));\n";
    }
    return switch (f.kind()) {
      case BOOLEAN -> "    r.setBoolean(" + i + ", " + get + ");\n";
      case FLOAT32 -> "    r.setFloat(" + i + ", " + get + ");\n";
      case FLOAT64 -> "    r.setDouble(" + i + ", " + get + ");\n";
      default -> "    r.setLong(" + i + ", " + unsigned(type, get, where) + ");\n";
    };
  }

  private static void absentCheck(StringBuilder reads, Field f, String where) {
    if (!f.optional()) {
      reads.append(" else {\n      throw GenChecks.absent(C, ").append(where).append(");\n    }");
    }
    reads.append('\n');
  }

  /** {@code min, max} a record value may take in flatc type {@code type}. */
  private static String range(String type) {
    return switch (type) {
      case "byte", "int8" -> "-128L, 127L";
      case "ubyte", "uint8" -> "0L, 255L";
      case "short", "int16" -> "-32768L, 32767L";
      case "ushort", "uint16" -> "0L, 65535L";
      case "int", "int32" -> "-2147483648L, 2147483647L";
      case "uint", "uint32" -> "0L, 4294967295L";
      case "ulong", "uint64" -> "0L, Long.MAX_VALUE";
      default -> "Long.MIN_VALUE, Long.MAX_VALUE";
    };
  }

  /** The Java type flatc's adder takes for a scalar type. */
  static String javaType(String type) {
    return switch (type) {
      case "bool" -> "boolean";
      case "byte", "int8" -> "byte";
      case "short", "int16" -> "short";
      case "ubyte", "uint8", "ushort", "uint16", "int", "int32" -> "int";
      case "float", "float32" -> "float";
      case "double", "float64" -> "double";
      default -> "long";
    };
  }

  /** The FbGenRuntime method building the array flatc's {@code createXVector} takes. */
  private static String arrayOf(String type) {
    return switch (javaType(type)) {
      case "boolean" -> "booleans";
      case "byte" -> "bytes";
      case "short" -> "shorts";
      case "int" -> "ints";
      case "float" -> "floats";
      case "double" -> "doubles";
      default -> "longs";
    };
  }

  private String codes(FbsEnum e) {
    StringBuilder text = new StringBuilder("new long[] {");
    for (int k = 0; k < e.codes().length; k++) {
      text.append(k == 0 ? "" : ", ").append(e.codes()[k]).append('L');
    }
    String name = "E" + next++;
    constants.append("  private static final long[] ").append(name).append(" = ");
    constants.append(text).append("};\n");
    return name;
  }

  /** flatc's Java name: camel case at underscores, the first letter up for adders. */
  static String camel(String name, boolean first) {
    StringBuilder out = new StringBuilder();
    for (int k = 0; k < name.length(); k++) {
      char c = name.charAt(k);
      if (k == 0 && first) {
        out.append(Character.toUpperCase(c));
      } else if (c == '_' && k + 1 < name.length()) {
        out.append(Character.toUpperCase(name.charAt(++k)));
      } else {
        out.append(c);
      }
    }
    String text = out.toString();
    return !first && KEYWORDS.contains(text) ? text + "_" : text;
  }
}
