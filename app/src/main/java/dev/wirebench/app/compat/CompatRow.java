package dev.wirebench.app.compat;

import dev.wirebench.engine.compat.CellResult;
import dev.wirebench.engine.compat.Outcome;
import java.util.Map;

/**
 * One codec's row of the matrix: both directions' cells.
 *
 * @param codec the codec's (or route's) id
 * @param oldToNew old writer, new reader
 * @param newToOld new writer, old reader
 */
public record CompatRow(String codec, CellResult oldToNew, CellResult newToOld) {
  /** {@code MISREAD · s39 d1 x0 e0 m2}, or why the cell did not run. */
  static String cell(CellResult cell) {
    if (cell.notRun() != null) {
      return "n/a";
    }
    Outcome verdict = cell.verdict();
    if (verdict == null) {
      return "no fields seen";
    }
    Map<Outcome, Integer> counts = cell.fieldCounts();
    StringBuilder out = new StringBuilder(verdict == Outcome.MISREAD ? "MISREAD" : verdict.label());
    out.append(" ·");
    for (Outcome outcome : Outcome.values()) {
      out.append(' ').append(letter(outcome)).append(counts.getOrDefault(outcome, 0));
    }
    return out.toString();
  }

  /** One letter per outcome, as the CLI's matrix: s d x e m. */
  static char letter(Outcome outcome) {
    return switch (outcome) {
      case SURVIVED -> 's';
      case DEFAULTED -> 'd';
      case DROPPED -> 'x';
      case ERROR -> 'e';
      case MISREAD -> 'm';
    };
  }

  /** The format's own checker, both ways, or empty; "≠" where it disagrees with the bytes. */
  String checker() {
    if (oldToNew.staticVerdict() == null && newToOld.staticVerdict() == null) {
      return "";
    }
    boolean disagrees = oldToNew.disagreement() != null || newToOld.disagreement() != null;
    return (disagrees ? "≠ " : "") + verdictText(oldToNew) + " / " + verdictText(newToOld);
  }

  private static String verdictText(CellResult cell) {
    return cell.staticVerdict() == null ? "-" : cell.staticVerdict().word();
  }
}
