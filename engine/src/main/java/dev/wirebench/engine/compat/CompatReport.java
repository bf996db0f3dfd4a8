package dev.wirebench.engine.compat;

import java.util.List;
import java.util.Set;

/**
 * What the lab found: a cell per codec and direction, the mapping it went by, and notes.
 *
 * @param oldName the old version as shown (file name or schema name)
 * @param newName the new version as shown
 * @param mapping the field pairs
 * @param cells codecs in order, each in both directions (old→new first)
 * @param notes how the messages and versions were made
 */
public record CompatReport(
    String oldName,
    String newName,
    FieldMapping mapping,
    List<CellResult> cells,
    List<String> notes) {
  public CompatReport {
    cells = List.copyOf(cells);
    notes = List.copyOf(notes);
  }

  /** Whether any cell that ran has a field whose verdict is one of {@code outcomes}. */
  public boolean any(Set<Outcome> outcomes) {
    return cells.stream()
        .flatMap(cell -> cell.fields().stream())
        .anyMatch(field -> field.outcome() != null && outcomes.contains(field.outcome()));
  }

  /** The cells of {@code codecId} (both directions), or none. */
  public List<CellResult> cellsOf(String codecId) {
    return cells.stream().filter(cell -> cell.codecId().equals(codecId)).toList();
  }
}
