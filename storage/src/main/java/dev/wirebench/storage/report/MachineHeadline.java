package dev.wirebench.storage.report;

import dev.wirebench.engine.stats.ProvenanceWarning;
import dev.wirebench.engine.stats.RunComparison;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The headline of a comparison whose runs were measured on a busy (or differently tuned) machine:
 * the machine then explains a difference as well as the code does, and a reader must see that
 * before any "faster" — an A/A pair of identical code measured while other builds ran came out 5 of
 * 12 "faster" on this project's 2-core machine. Stateless.
 */
public final class MachineHeadline {
  private MachineHeadline() {}

  /** The headline, or empty when the pre-flight checks found both machines quiet. */
  public static Optional<String> of(RunComparison c) {
    List<String> busy = new ArrayList<>();
    for (ProvenanceWarning w : c.warnings()) {
      if (w.category() == ProvenanceWarning.Category.MACHINE) {
        busy.add(w.describe());
      }
    }
    if (busy.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        "⚠ Measured on a busy or differently tuned machine — the verdicts below may describe the"
            + " machine, not the code; measure both runs again on a quiet machine ("
            + String.join("; ", busy)
            + ")");
  }
}
