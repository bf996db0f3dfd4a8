package dev.wirebench.engine.dynamic;

import java.util.Objects;

/**
 * A named, typed field of a record.
 *
 * @param name the field's name, as in the JSON message
 * @param type its type
 * @param optional whether a message may leave it out (or give null); a required field must be
 *     present in every message
 */
public record Field(String name, FieldType type, boolean optional) {
  public Field {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    if (name.isEmpty()) {
      throw new IllegalArgumentException("a field has a name");
    }
  }

  public FieldKind kind() {
    return type.kind();
  }
}
