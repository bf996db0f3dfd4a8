package dev.wirebench.engine.dynamic;

import java.util.Objects;

/**
 * A named, typed field of a record.
 *
 * @param name the field's name, as in the JSON message
 * @param type its type
 * @param optional whether a message may leave it out (or give null); a required field must be
 *     present in every message
 * @param fix its FIX tag (and enum values), or null when the schema gives none
 */
public record Field(String name, FieldType type, boolean optional, FixTag fix) {
  public Field {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("a field has a name");
    }
    if (fix != null && !fix.values().isEmpty()) {
      if (type.kind() != FieldKind.ENUM) {
        throw new IllegalArgumentException("only an enum field has FIX values");
      }
      if (fix.values().size() != type.symbols().size()) {
        throw new IllegalArgumentException("an enum needs one FIX value per symbol");
      }
    }
  }

  /** A field without a FIX tag. */
  public Field(String name, FieldType type, boolean optional) {
    this(name, type, optional, null);
  }

  public FieldKind kind() {
    return type.kind();
  }
}
