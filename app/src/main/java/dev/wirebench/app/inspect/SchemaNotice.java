package dev.wirebench.app.inspect;

import dev.wirebench.engine.fixture.DynamicFixture;

/**
 * The Inspect banner's text for a JSON file of a shape Wirebench has no model for: where its schema
 * came from, and the choices inference could not decide from the data.
 */
final class SchemaNotice {
  /** Notes listed before "and N more". */
  private static final int LISTED = 3;

  private SchemaNotice() {}

  static String of(DynamicFixture fixture) {
    StringBuilder text = new StringBuilder();
    if (fixture.inferred()) {
      text.append("Wirebench has no model for this file's shape: its schema (")
          .append(fixture.schema().name())
          .append(", ")
          .append(fixture.schema().size())
          .append(
              " fields) was inferred from the messages — see the Schema tab, save it, edit it"
                  + " and open the file again with it.");
    } else {
      text.append("Read against the schema in ")
          .append(fixture.schemaSource())
          .append(" (")
          .append(fixture.schema().name())
          .append(").");
    }
    int count = fixture.notes().size();
    for (int i = 0; i < Math.min(LISTED, count); i++) {
      text.append(i == 0 ? " Note: " : "; ").append(fixture.notes().get(i));
    }
    if (count > LISTED) {
      text.append("; and ").append(count - LISTED).append(" more");
    }
    return text.toString();
  }
}
