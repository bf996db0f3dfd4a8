package dev.wirebench.app.widgets;

import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.workload.SchemaSource;
import java.nio.file.Path;
import java.util.List;

/**
 * The engine side of {@link SchemaMessageChooser}, kept out of the view: a schema file's message
 * names (file I/O: call it off the FX thread) and the schema source naming a chosen message.
 */
final class SchemaMessages {
  private SchemaMessages() {}

  /**
   * The messages a message file may hold; empty when the schema cannot be read (opening says why).
   */
  static List<String> names(Path schema) {
    try {
      return new DynamicFixtureLoader().messageNames(schema);
    } catch (FixtureException | IllegalStateException unreadable) {
      return List.of();
    }
  }

  /** {@code schema} naming message {@code name} ({@code schema.xml#Message}). */
  static Path with(Path schema, String name) {
    return Path.of(SchemaSource.of(schema.toString(), name));
  }
}
