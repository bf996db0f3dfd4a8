package dev.wirebench.engine.compat;

import java.util.Map;

/**
 * One field's verdict in one cell: the worst outcome any value of it met over every message, how
 * many values met each outcome, and an example of the worst.
 *
 * @param pair the field in both versions
 * @param outcome the worst outcome seen, or null when no message held the field in either version
 * @param counts values per outcome (list elements count one each)
 * @param example what was written and what was read for the worst outcome, or the codec's error
 */
public record FieldResult(
    FieldPair pair, Outcome outcome, Map<Outcome, Integer> counts, String example) {
  public FieldResult {
    counts = Map.copyOf(counts);
  }
}
