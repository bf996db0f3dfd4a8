package dev.wirebench.app.inspect;

import dev.wirebench.engine.fixture.IgnoredField;
import dev.wirebench.engine.fixture.LoadedFixture;
import java.util.List;

/** The Inspect banner's text about fields a fixture held that no Wirebench model does. */
final class IgnoredNotice {
  /** Names listed before "and N more". */
  private static final int LISTED = 4;

  private IgnoredNotice() {}

  /** The notice, or empty if every field of the fixture was modelled. */
  static String of(LoadedFixture fixture) {
    List<IgnoredField> ignored = fixture.ignored();
    if (ignored.isEmpty()) {
      return "";
    }
    StringBuilder text = new StringBuilder();
    text.append(ignored.size())
        .append(ignored.size() == 1 ? " field name" : " field names")
        .append(" of this file ")
        .append(ignored.size() == 1 ? "is" : "are")
        .append(" not part of the Wirebench model and loading skipped ")
        .append(ignored.size() == 1 ? "it" : "them")
        .append(" (greyed in the tree): ");
    for (int i = 0; i < Math.min(LISTED, ignored.size()); i++) {
      IgnoredField field = ignored.get(i);
      text.append(i == 0 ? "" : "; ")
          .append(field.field())
          .append(" in ")
          .append(field.typeName())
          .append(" at line ")
          .append(field.line())
          .append(", column ")
          .append(field.column())
          .append(field.count() > 1 ? " (" + field.count() + " times)" : "");
    }
    if (ignored.size() > LISTED) {
      text.append("; and ").append(ignored.size() - LISTED).append(" more");
    }
    return text.append(". Round trips compare the modelled fields; Strict refuses such files.")
        .toString();
  }
}
