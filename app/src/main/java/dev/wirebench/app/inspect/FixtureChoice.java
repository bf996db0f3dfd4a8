package dev.wirebench.app.inspect;

import dev.wirebench.fixtures.FixtureEntry;
import java.nio.file.Path;

/**
 * Something the fixture picker offers: a bundled fixture or a file.
 *
 * @param key the bundled id or the absolute file path; what settings and recent lists store
 * @param label what the picker shows
 * @param description a longer line for the tooltip
 * @param file the file, or null for a bundled fixture
 * @param schema the user's schema file the messages are read against (a file of a shape the model
 *     does not know), or null to use the model or infer a schema
 */
public record FixtureChoice(String key, String label, String description, Path file, Path schema) {
  public static FixtureChoice bundled(FixtureEntry entry) {
    return new FixtureChoice(
        entry.id(),
        entry.id() + " — " + entry.name(),
        entry.messageType() + " · " + entry.messageCount() + " message(s) · " + entry.description(),
        null,
        null);
  }

  public static FixtureChoice file(Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    Path name = absolute.getFileName();
    Path folder = absolute.getParent();
    String label =
        name == null ? absolute.toString() : name + (folder == null ? "" : " — " + folder);
    return new FixtureChoice(absolute.toString(), label, absolute.toString(), absolute, null);
  }

  /** A message file read against the user's schema file. */
  public static FixtureChoice file(Path file, Path schema) {
    FixtureChoice plain = file(file);
    if (schema == null) {
      return plain;
    }
    Path absolute = schema.toAbsolutePath().normalize();
    return new FixtureChoice(
        plain.key(),
        plain.label() + " · schema " + absolute.getFileName(),
        plain.description() + " read against " + absolute,
        plain.file(),
        absolute);
  }

  public boolean isFile() {
    return file != null;
  }

  @Override
  public String toString() {
    return label;
  }
}
