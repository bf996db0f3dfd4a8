package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.SbeUserLevel.Part;
import dev.wirebench.engine.codec.sbe.SbeUserLevel.Slot;
import dev.wirebench.engine.dynamic.FieldKind;
import java.nio.charset.StandardCharsets;
import uk.co.real_logic.sbe.generation.java.JavaUtil;

/**
 * Writes the binding's statements reading one block field back through sbe-tool's generated getters
 * ({@link SbeGenFields} writes the setters): a null value read as an absent optional field (or
 * refused for a required one), enum codes through the {@code Raw} getter, decimals and times from
 * their composites' parts, strict as the IR-driven reader is.
 */
final class SbeGenReads {
  private final SbeGenNames names;
  private final SbeGenSource source;
  private final SbeGenFields fields;

  SbeGenReads(SbeGenNames names, SbeGenSource source, SbeGenFields fields) {
    this.names = names;
    this.source = source;
    this.fields = fields;
  }

  void decode(Slot slot, String d, String r, String cls, String parent) {
    String prop = JavaUtil.formatPropertyName(slot.name());
    String where = SbeGenSource.quote(parent) + ", " + SbeGenSource.quote(slot.name());
    String v = source.local("v");
    switch (slot.kind()) {
      case RECORD -> composite(slot, d, r, cls, prop);
      case STRING -> chars(slot, d, r, cls, prop, v);
      case ENUM, BOOLEAN -> {
        fields.line(
            "int %s = SbeGenRuntime.ordinal(%s.%sRaw(), %s, %dL, %s, %s);",
            v,
            d,
            prop,
            source.constant("long[]", SbeGenFields.codes(slot.codes())),
            slot.value().nullValue(),
            slot.optional(),
            where);
        fields.line("if (%s >= 0) {", v);
        fields.line("  %s.setLong(%d, %s);", r, slot.field(), v);
        fields.line("}");
      }
      case FLOAT32, FLOAT64 -> {
        fields.line("double %s = %s.%s();", v, d, prop);
        fields.line("if (SbeGenRuntime.present(%s, %s, %s)) {", v, slot.optional(), where);
        fields.line(
            slot.kind() == FieldKind.FLOAT32
                ? "  %s.setFloat(%d, (float) %s);"
                : "  %s.setDouble(%d, %s);",
            r,
            slot.field(),
            v);
        fields.line("}");
      }
      case DECIMAL, TIMESTAMP -> scaled(slot, d, r, cls, prop, where, v);
      default -> {
        fields.line("long %s = %s.%s();", v, d, prop);
        present(slot, v, where);
        fields.line("  %s.setLong(%d, %s);", r, slot.field(), v);
        fields.line("}");
      }
    }
  }

  /** A decimal or a timestamp: its value, with the exponent or unit its schema gives. */
  private void scaled(
      Slot slot, String d, String r, String cls, String prop, String where, String v) {
    String holder = d;
    String getter = prop;
    if (names.isComposite(cls, prop)) {
      holder = source.local("c");
      fields.line("var %s = %s.%s();", holder, d, prop);
      getter = JavaUtil.formatPropertyName(slot.value().name());
    }
    fields.line("long %s = %s.%s();", v, holder, getter);
    present(slot, v, where);
    Part second = slot.second();
    String other =
        second != null
            ? holder + "." + JavaUtil.formatPropertyName(second.name()) + "()"
            : Integer.toString(
                slot.kind() == FieldKind.DECIMAL ? slot.constant() : SbeUserValues.unitOf(slot));
    String value =
        slot.kind() == FieldKind.DECIMAL
            ? "GenChecks.decimal(" + v + ", " + other + ", C, " + where + ")"
            : "SbeGenRuntime.nanos(" + v + ", " + other + ", " + where + ")";
    fields.line("  %s.setLong(%d, %s);", r, slot.field(), value);
    fields.line("}");
  }

  /** A char array: up to its first zero byte; all zeros is an optional field's absence. */
  private void chars(Slot slot, String d, String r, String cls, String prop, String v) {
    if (slot.charset() == StandardCharsets.US_ASCII && names.returnsString(cls, prop)) {
      fields.line("String %s = %s.%s();", v, d, prop);
    } else if (slot.length() == 1 && !names.returnsString(cls, prop)) {
      fields.line(
          "String %s = SbeGenRuntime.chars(new byte[] {%s.%s()}, %s);",
          v, d, prop, fields.charset(slot.charset()));
    } else {
      String b = source.local("b");
      fields.line("byte[] %s = new byte[%d];", b, slot.length());
      fields.line("%s.get%s(%s, 0);", d, JavaUtil.formatClassName(prop), b);
      fields.line("String %s = SbeGenRuntime.chars(%s, %s);", v, b, fields.charset(slot.charset()));
    }
    fields.line("if (%s || !%s.isEmpty()) {", !slot.optional(), v);
    fields.line("  %s.setString(%d, %s);", r, slot.field(), v);
    fields.line("}");
  }

  /** A composite record: absent when optional and every part holds its null value. */
  private void composite(Slot slot, String d, String r, String cls, String prop) {
    String c = source.local("c");
    String type = names.compositeType(cls, prop);
    fields.line("var %s = %s.%s();", c, d, prop);
    StringBuilder allNull = new StringBuilder();
    for (Slot part : slot.parts()) {
      String get = c + "." + SbeGenFields.property(part) + "()";
      allNull.append(allNull.length() == 0 ? "" : " && ");
      if (part.kind() == FieldKind.STRING) {
        allNull.append(get).append(".isEmpty()");
      } else if (part.value().isFloat()) {
        allNull.append("Double.isNaN(").append(get).append(')');
      } else {
        allNull.append(get).append(" == ").append(part.value().nullValue()).append('L');
      }
    }
    String inner = source.local("r");
    fields.line("if (!%s || !(%s)) {", slot.optional(), allNull.length() == 0 ? "true" : allNull);
    fields.line("  DynamicRecord %s = %s.record(%d);", inner, r, slot.field());
    SbeGenReads parts = new SbeGenReads(names, source, fields.nested("  "));
    for (Slot part : slot.parts()) {
      parts.decode(part, c, inner, type, slot.name());
    }
    fields.line("}");
  }

  /** Opens {@code if (the value is present) {}: the caller writes the body and closes it. */
  private void present(Slot slot, String v, String where) {
    Part p = slot.value();
    fields.line(
        "if (SbeGenRuntime.present(%s, %dL, %dL, %dL, %s, %s, %s)) {",
        v,
        p.min(),
        p.max(),
        p.nullValue(),
        slot.optional(),
        where,
        SbeGenSource.quote(p.type().primitiveName()));
  }
}
