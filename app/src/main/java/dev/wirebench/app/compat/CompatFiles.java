package dev.wirebench.app.compat;

import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.compat.SchemaEdits;
import dev.wirebench.engine.workload.CompatSource;
import java.nio.file.Path;
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
    return CompatSource.of(oldFile, newFile, edits, message, messages, renames).read();
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
