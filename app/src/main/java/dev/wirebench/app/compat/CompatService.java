package dev.wirebench.app.compat;

import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.compat.CompatLab;
import dev.wirebench.engine.compat.CompatReport;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs the compatibility lab for the Compat screen, every row: what {@code wirebench compat OLD NEW
 * [--messages F] [--rename …]} (or {@code OLD --edit …}) prints. Blocking (schema compilation,
 * every codec both ways); never on the FX thread.
 */
public final class CompatService {
  private final CompatLab lab = new CompatLab(DynamicCodecs.discover());

  /**
   * @throws IllegalArgumentException (or the lab's input exception) saying what is wrong with the
   *     files or renames
   */
  public CompatReport run(Path oldFile, Path newFile, Path messages, List<String> renames) {
    return run(oldFile, newFile, List.of(), messages, renames);
  }

  /**
   * As above, the new version made from the old by {@code edits} ({@code add:PATH:TYPE}, … as
   * {@code --edit} takes them) when {@code newFile} is null.
   */
  public CompatReport run(
      Path oldFile, Path newFile, List<String> edits, Path messages, List<String> renames) {
    var input =
        CompatFiles.read(oldFile, newFile, edits, null, messages, CompatFiles.renames(renames));
    String newName =
        newFile != null ? newFile.getFileName().toString() : "edits " + String.join("; ", edits);
    return lab.run(input, lab.rowIds(), oldFile.getFileName().toString(), newName);
  }
}
