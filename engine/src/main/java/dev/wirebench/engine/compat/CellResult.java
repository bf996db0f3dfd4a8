package dev.wirebench.engine.compat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One cell of the matrix: one codec (or route) in one direction.
 *
 * @param codecId the codec's id ({@code protobuf}, {@code avro-resolving})
 * @param direction which version wrote and which read
 * @param notRun why the cell did not run (the codec cannot carry one of the versions), or null
 * @param fields every field's verdict (empty when not run)
 * @param messages how many messages went through
 * @param failedMessages how many of them the reader (or the writer) refused
 * @param firstError the first refusal, with the codec's byte offset, or null
 * @param writerHex the {@linkplain #shown shown} message as the writer's version encoded it
 * @param readerOwnHex the same message as the reader's version itself encodes it (its converted
 *     counterpart), to hold beside the first
 * @param staticVerdict the format's own checker's verdict for this direction, or null (no checker)
 * @param shown which message the payloads are of (the first misread, else the first refused, else
 *     the first), its misread fields and both payloads' spans; null if none was written
 */
public record CellResult(
    String codecId,
    Direction direction,
    String notRun,
    List<FieldResult> fields,
    int messages,
    int failedMessages,
    String firstError,
    String writerHex,
    String readerOwnHex,
    StaticVerdict staticVerdict,
    ShownMessage shown) {
  public CellResult {
    fields = List.copyOf(fields);
  }

  /** A cell that did not run, and why. */
  static CellResult notRun(String codecId, Direction direction, String why) {
    return new CellResult(codecId, direction, why, List.of(), 0, 0, null, null, null, null, null);
  }

  /** The cell's verdict: the worst field outcome, or null if it did not run or saw nothing. */
  public Outcome verdict() {
    Outcome worst = null;
    for (FieldResult field : fields) {
      worst = Outcome.worst(worst, field.outcome());
    }
    return worst;
  }

  /** How many fields ended with each outcome (their worst over all messages). */
  public Map<Outcome, Integer> fieldCounts() {
    Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
    for (FieldResult field : fields) {
      if (field.outcome() != null) {
        counts.merge(field.outcome(), 1, Integer::sum);
      }
    }
    return counts;
  }

  /**
   * Where the format's checker and the bytes disagree, or null: a checker that calls the change
   * compatible while a field was misread or refused, or one that calls it incompatible while every
   * field arrived (or was defaulted or dropped, as the change means).
   */
  public String disagreement() {
    Outcome verdict = verdict();
    if (staticVerdict == null || verdict == null) {
      return null;
    }
    boolean broke = verdict == Outcome.MISREAD || verdict == Outcome.ERROR;
    if (staticVerdict.compatible() && broke) {
      return staticVerdict.checker() + " says compatible, but the bytes were " + verdict.label();
    }
    if (!staticVerdict.compatible() && !broke) {
      return staticVerdict.checker()
          + " says incompatible, but nothing was misread or refused on these messages";
    }
    return null;
  }
}
