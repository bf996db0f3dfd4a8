package dev.wirebench.app.compat;

import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.compat.CompatInputs;
import dev.wirebench.engine.compat.SchemaEdits;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The compatibility lab's input read from files, as {@code wirebench compat} and the Compat screen
 * take them: two schema files (or one and an edit list), the message to use of files that define
 * several, messages of the old version or none (generated), and renames. Blocking (file reads).
 */
public final class CompatFiles {
  private CompatFiles() {}

  /**
   * @param newFile the new version's schema file, or null when {@code edits} make it
   * @param edits {@link SchemaEdits} that make the new version from the old, or empty
   * @param message the message of schema files that define several, or null
   * @param messages messages of the old version (JSON), or null to generate them
   * @param renames old dotted path → new name ({@code ""}: removed)
   * @throws IllegalArgumentException for a request that gives both or neither of NEW and edits
   * @throws dev.wirebench.engine.compat.CompatInputException for versions that cannot be compared
   */
  public static CompatInput read(
      Path oldFile,
      Path newFile,
      List<String> edits,
      String message,
      Path messages,
      Map<String, String> renames) {
    if ((newFile == null) == edits.isEmpty()) {
      throw new IllegalArgumentException(
          "give NEW (a second schema file) or --edit, not both and not neither");
    }
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    RecordSchema old = loader.readSchema(oldFile, message);
    RecordSchema neu;
    Map<String, String> pairs = new LinkedHashMap<>(renames);
    List<String> notes = new ArrayList<>();
    if (newFile != null) {
      neu = loader.readSchema(newFile, message);
    } else {
      SchemaEdits.Edited edited = SchemaEdits.apply(old, edits);
      old = SchemaEdits.strip(old);
      neu = edited.schema();
      edited.renames().forEach(pairs::putIfAbsent);
      notes.add(
          "NEW made by --edit from OLD as a dynamic schema: each codec derives its own layout of"
              + " both versions (the file's field numbers, offsets and ids are not used)");
    }
    List<DynamicRecord> given = messages == null ? null : loader.readMessages(messages, old);
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

  /** {@code old=new,old2=} as a rename map; a pair without {@code =} is an error naming it. */
  public static Map<String, String> renames(List<String> pairs) {
    Map<String, String> out = new LinkedHashMap<>();
    for (String pair : pairs) {
      String text = pair.trim();
      if (text.isEmpty()) {
        continue;
      }
      int eq = text.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException(
            "rename " + text + ": give OLD=NEW (or OLD= for a removed field)");
      }
      out.put(text.substring(0, eq), text.substring(eq + 1));
    }
    return out;
  }
}
