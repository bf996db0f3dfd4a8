package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.SbeUserLevel.Part;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Slot;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Var;
import dev.wirebench.engine.dynamic.FieldKind;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import uk.co.real_logic.sbe.generation.java.JavaUtil;

/**
 * Writes the binding's statements for one block's fields and var data ({@link SbeGenSource}): the
 * generated setter or getter of each, the value checked by {@link SbeGenRuntime} on the way, an
 * absent optional field written as its null value and read back as absent.
 */
final class SbeGenFields {
  private final SbeGenNames names;
  private final SbeGenSource source;
  private final StringBuilder out;
  private final String pad;

  SbeGenFields(SbeGenNames names, SbeGenSource source, StringBuilder out, String pad) {
    this.names = names;
    this.source = source;
    this.out = out;
    this.pad = pad;
  }

  /**
   * Statements setting {@code slot} of record {@code r} on flyweight {@code e} (class {@code cls}).
   */
  void encode(Slot slot, String e, String r, String cls, String parent) {
    String prop = JavaUtil.formatPropertyName(slot.name());
    String at = r + ", " + slot.field() + ", " + slot.optional();
    String where = SbeGenSource.quote(parent) + ", " + SbeGenSource.quote(slot.name());
    switch (slot.kind()) {
      case RECORD -> encodeComposite(slot, e, r, cls, prop, where);
      case STRING -> encodeChars(slot, e, r, cls, prop, where);
      case ENUM, BOOLEAN ->
          line(
              "%s.%s(%s.get((%s) SbeGenRuntime.enumCode(%s, %s, %dL, %s)));",
              e,
              prop,
              names.enumType(cls, prop),
              javaType(slot.value()),
              at,
              source.constant("long[]", codes(slot.codes())),
              slot.value().nullValue(),
              where);
      case FLOAT32, FLOAT64 ->
          line(
              "%s.%s((%s) SbeGenRuntime.floating(%s, %s, %s));",
              e, prop, javaType(slot.value()), at, slot.kind() == FieldKind.FLOAT32, where);
      case DECIMAL, TIMESTAMP -> encodeScaled(slot, e, r, cls, prop, where);
      default ->
          line(
              "%s.%s((%s) SbeGenRuntime.integer(%s, %s));",
              e, prop, javaType(slot.value()), at, range(slot.value(), where));
    }
  }

  /** A decimal or a timestamp: one integer, or a composite's value and exponent or unit. */
  private void encodeScaled(Slot slot, String e, String r, String cls, String prop, String where) {
    boolean composite = names.isComposite(cls, prop);
    String target = composite ? source.local("c") : e;
    if (composite) {
      line("var %s = %s.%s();", target, e, prop);
    }
    Part value = slot.value();
    String valueSetter = composite ? JavaUtil.formatPropertyName(value.name()) : prop;
    Part second = slot.second();
    if (slot.kind() == FieldKind.DECIMAL && second == null) {
      line(
          "%s.%s((%s) SbeGenRuntime.mantissa(%s, %d, %dL, %dL, %dL, %s, %s));",
          target,
          valueSetter,
          javaType(value),
          r + ", " + slot.field() + ", " + slot.optional(),
          slot.constant(),
          value.min(),
          value.max(),
          value.nullValue(),
          where,
          SbeGenSource.quote(value.type().primitiveName()));
      return;
    }
    String bits = source.local("b");
    line("if (%s.isPresent(%d)) {", r, slot.field());
    line("  long %s = %s.getLong(%d);", bits, r, slot.field());
    String v;
    String s;
    if (slot.kind() == FieldKind.DECIMAL) {
      v = "dev.wirebench.engine.dynamic.DecimalValues.unscaled(" + bits + ")";
      s = "-dev.wirebench.engine.dynamic.DecimalValues.scale(" + bits + ")";
    } else {
      int unit = second == null ? SbeUserValues.unitOf(slot) : 9;
      v = "SbeGenRuntime.time(" + bits + ", " + unit + ", " + where + ")";
      s = "9";
    }
    set(target, value, "SbeGenRuntime.range(" + v + ", " + range(value, where) + ")", valueSetter);
    if (second != null) {
      set(target, second, "SbeGenRuntime.range(" + s + ", " + range(second, where) + ")");
    }
    line("} else {");
    if (absent(slot, where)) {
      set(target, value, value.nullValue() + "L", valueSetter);
      if (second != null) {
        set(target, second, second.nullValue() + "L");
      }
    }
    line("}");
  }

  /** A char array: the generated String setter for US-ASCII, else its bytes. */
  private void encodeChars(Slot slot, String e, String r, String cls, String prop, String where) {
    String text = r + ".getString(" + slot.field() + ")";
    if (!slot.optional()) {
      line("if (!%s.isPresent(%d)) {", r, slot.field());
      absent(slot, where);
      line("}");
    }
    if (slot.charset() == StandardCharsets.US_ASCII && names.takesString(cls, prop)) {
      line(
          "%s.%s(SbeGenRuntime.ascii(%s, %d, %s, %s));",
          e, prop, text, slot.length(), slot.optional(), where);
      return;
    }
    String bytes =
        "SbeGenRuntime.chars(%s, %s, %d, %s, %s)"
            .formatted(text, charset(slot.charset()), slot.length(), slot.optional(), where);
    if (slot.length() == 1 && !names.takesString(cls, prop)) {
      line("%s.%s(%s[0]);", e, prop, bytes);
    } else {
      line("%s.put%s(%s, 0);", e, JavaUtil.formatClassName(prop), bytes);
    }
  }

  /** A composite record: its parts from the inner record, or every part's null value. */
  private void encodeComposite(Slot slot, String e, String r, String cls, String prop, String w) {
    String c = source.local("c");
    String inner = source.local("r");
    String type = names.compositeType(cls, prop);
    line("var %s = %s.%s();", c, e, prop);
    line("DynamicRecord %s = %s.getRecord(%d);", inner, r, slot.field());
    line("if (%s == null) {", inner);
    if (absent(slot, w)) {
      for (Slot part : slot.parts()) {
        if (part.kind() == FieldKind.STRING && names.takesString(type, property(part))) {
          line("  %s.%s(\"\");", c, property(part)); // zero-fills, allocates nothing
        } else if (part.kind() == FieldKind.STRING) {
          String put = "put" + JavaUtil.formatClassName(property(part));
          line("  %s.%s(new byte[%d], 0);", c, put, part.length());
        } else {
          String nul = part.value().isFloat() ? "Double.NaN" : part.value().nullValue() + "L";
          set(c, part.value(), nul, property(part));
        }
      }
    }
    line("} else {");
    SbeGenFields parts = new SbeGenFields(names, source, out, pad + "  ");
    for (Slot part : slot.parts()) {
      parts.encode(part, c, inner, type, slot.name());
    }
    line("}");
  }

  /** Var data: text through the generated String setter, raw bytes through {@code putX}. */
  void encodeVar(Var var, String e, String r) {
    String prop = JavaUtil.formatPropertyName(var.name());
    String where = "\"\", " + SbeGenSource.quote(var.name());
    if (var.charset() != null) {
      line(
          "%s.%s(SbeGenRuntime.text(%s.getString(%d), %s, %dL, %s));",
          e, prop, r, var.field(), charset(var.charset()), var.maxLength(), where);
    } else {
      String b = source.local("b");
      line(
          "byte[] %s = SbeGenRuntime.bytes(%s.getBytes(%d), %dL, %s);",
          b, r, var.field(), var.maxLength(), where);
      line("%s.put%s(%s, 0, %s.length);", e, JavaUtil.formatClassName(prop), b, b);
    }
  }

  /** Statements reading {@code slot} from flyweight {@code d} into record {@code r}. */
  void decode(Slot slot, String d, String r, String cls, String parent) {
    new SbeGenReads(names, source, this).decode(slot, d, r, cls, parent);
  }

  /** Var data read back: the generated String getter, or the bytes through {@code getX}. */
  void decodeVar(Var var, String d, String r) {
    String prop = JavaUtil.formatPropertyName(var.name());
    if (var.charset() != null) {
      line("%s.setString(%d, %s.%s());", r, var.field(), d, prop);
    } else {
      String n = source.local("n");
      String b = source.local("b");
      line("int %s = %s.%sLength();", n, d, prop);
      line("byte[] %s = new byte[%s];", b, n);
      line("%s.get%s(%s, 0, %s);", d, JavaUtil.formatClassName(prop), b, n);
      line("%s.setBytes(%d, %s);", r, var.field(), b);
    }
  }

  /** For an absent field: a required one throws (false: write nothing after it), else true. */
  private boolean absent(Slot slot, String where) {
    if (!slot.optional()) {
      line(
          "  throw new CodecException(C, -1, GenChecks.path(%s), \"a required field is missing\");",
          where);
    }
    return slot.optional();
  }

  private void set(String target, Part part, String value) {
    set(target, part, value, JavaUtil.formatPropertyName(part.name()));
  }

  private void set(String target, Part part, String value, String setter) {
    line("  %s.%s((%s) %s);", target, setter, javaType(part), value);
  }

  static String property(Slot slot) {
    return JavaUtil.formatPropertyName(slot.name());
  }

  /** {@code min, max, null, parent, name, type} of a part for {@link SbeGenRuntime#range}. */
  static String range(Part part, String where) {
    return part.min()
        + "L, "
        + part.max()
        + "L, "
        + part.nullValue()
        + "L, "
        + where
        + ", "
        + SbeGenSource.quote(part.type().primitiveName());
  }

  static String javaType(Part part) {
    return JavaUtil.javaTypeName(part.type());
  }

  String charset(Charset charset) {
    return source.constant(
        "java.nio.charset.Charset",
        "java.nio.charset.Charset.forName(" + SbeGenSource.quote(charset.name()) + ")");
  }

  static String codes(long[] codes) {
    StringBuilder text = new StringBuilder("{");
    for (int i = 0; i < codes.length; i++) {
      text.append(i == 0 ? "" : ", ").append(codes[i]).append('L');
    }
    return text.append('}').toString();
  }

  /** The same writer, indented by {@code more}. */
  SbeGenFields nested(String more) {
    return new SbeGenFields(names, source, out, pad + more);
  }

  void line(String format, Object... args) {
    out.append(pad).append(String.format(java.util.Locale.ROOT, format, args)).append('\n');
  }
}
