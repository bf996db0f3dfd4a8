package dev.wirebench.engine.dynamic.json;

import com.fasterxml.jackson.core.JsonLocation;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.FixTag;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A schema file field's {@code "fixTag"} and {@code "fixValues"}, checked against its type. */
final class SchemaFixTags {
  private SchemaFixTags() {}

  /** The field's FIX tag (null without one); enum values checked against its symbols. */
  static FixTag of(
      String name, FieldType type, int tag, Map<String, String> values, JsonLocation valuesAt) {
    if (values != null && (tag == 0 || type.kind() != FieldKind.ENUM)) {
      throw SchemaFile.error(
          valuesAt, "\"fixValues\" belong to an enum field with a \"fixTag\" (" + name + ")");
    }
    if (tag == 0) {
      return null;
    }
    if (values == null) {
      return FixTag.of(tag);
    }
    List<String> ordered = new ArrayList<>();
    for (String symbol : type.symbols()) {
      String value = values.get(symbol);
      if (value == null) {
        throw SchemaFile.error(
            valuesAt, "\"fixValues\" of " + name + " gives no value for \"" + symbol + "\"");
      }
      ordered.add(value);
    }
    for (String symbol : values.keySet()) {
      if (!type.symbols().contains(symbol)) {
        throw SchemaFile.error(
            valuesAt, "\"fixValues\" of " + name + ": \"" + symbol + "\" is not a symbol");
      }
    }
    try {
      return new FixTag(tag, ordered);
    } catch (IllegalArgumentException sameValue) {
      throw SchemaFile.error(valuesAt, "\"fixValues\" of " + name + ": " + sameValue.getMessage());
    }
  }
}
