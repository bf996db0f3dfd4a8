package dev.wirebench.engine.workload;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.compat.CompatInputs;
import dev.wirebench.engine.compat.SchemaEdits;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the compatibility lab's two versions come from, as files: two schema files (or one and an
 * edit list), the message to use of files that define several, messages of the old version or none
 * (generated), and renames. The same source makes the same {@link CompatInput} in this JVM and in a
 * benchmark fork ({@link #param()} travels as a JMH parameter). Reading is blocking (file I/O).
 *
 * @param oldFile the old version's schema file (absolute path)
 * @param newFile the new version's schema file, or null when {@code edits} make it
 * @param edits {@link SchemaEdits} that make the new version from the old, or empty
 * @param message the message of schema files that define several, or null
 * @param messages messages of the old version (a JSON file), or null to generate them
 * @param renames old dotted path → new name ({@code ""}: removed)
 */
public record CompatSource(
    String oldFile,
    String newFile,
    List<String> edits,
    String message,
    String messages,
    Map<String, String> renames) {
  private static final ObjectMapper JSON = new ObjectMapper();

  public CompatSource {
    edits = List.copyOf(edits);
    renames = Collections.unmodifiableMap(new LinkedHashMap<>(renames));
  }

  /** A source of files, their paths made absolute (a fork's working directory may differ). */
  public static CompatSource of(
      Path oldFile,
      Path newFile,
      List<String> edits,
      String message,
      Path messages,
      Map<String, String> renames) {
    return new CompatSource(
        absolute(oldFile), absolute(newFile), edits, message, absolute(messages), renames);
  }

  private static String absolute(Path path) {
    return path == null ? null : path.toAbsolutePath().normalize().toString();
  }

  /**
   * Reads both versions and the messages.
   *
   * @throws IllegalArgumentException for a source that gives both or neither of NEW and edits
   * @throws dev.wirebench.engine.compat.CompatInputException for versions that cannot be compared
   * @throws dev.wirebench.engine.fixture.FixtureException for a file that cannot be read
   */
  public CompatInput read() {
    if ((newFile == null) == edits.isEmpty()) {
      throw new IllegalArgumentException(
          "give NEW (a second schema file) or --edit, not both and not neither");
    }
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    RecordSchema old = loader.readSchema(Path.of(oldFile), message);
    RecordSchema neu;
    Map<String, String> pairs = new LinkedHashMap<>(renames);
    List<String> notes = new ArrayList<>();
    if (newFile != null) {
      neu = loader.readSchema(Path.of(newFile), message);
    } else {
      SchemaEdits.Edited edited = SchemaEdits.apply(old, edits);
      old = SchemaEdits.strip(old);
      neu = edited.schema();
      edited.renames().forEach(pairs::putIfAbsent);
      notes.add(
          "NEW made by --edit from OLD as a dynamic schema: each codec derives its own layout of"
              + " both versions (the file's field numbers, offsets and ids are not used)");
    }
    List<DynamicRecord> given =
        messages == null ? null : loader.readMessages(Path.of(messages), old);
    CompatInput input = CompatInputs.of(old, neu, pairs, given);
    notes.addAll(input.notes());
    return new CompatInput(
        input.oldSchema(),
        input.newSchema(),
        input.mapping(),
        input.oldMessages(),
        input.newMessages(),
        notes);
  }

  /** This source as one string (JSON), for a JMH parameter. */
  public String param() {
    try {
      return JSON.writeValueAsString(this);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a compat source always writes as JSON", e);
    }
  }

  /** The source {@link #param()} wrote. */
  public static CompatSource ofParam(String param) {
    try {
      return JSON.readValue(param, CompatSource.class);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a compat source: " + param, e);
    }
  }
}
