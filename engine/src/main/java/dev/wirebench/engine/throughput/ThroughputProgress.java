package dev.wirebench.engine.throughput;

import java.util.Locale;

/**
 * Where a run stands.
 *
 * @param phase what it is doing
 * @param store the store id being measured
 * @param codec the codec id being measured
 * @param consumers K of the point being measured, or of the point a scan pass precedes (0 while
 *     writing or warming up)
 * @param repetition 0-based repetition of the point or scan (0 otherwise)
 * @param done messages written so far ({@link Phase#WRITING}), else 0
 * @param total the stream's messages
 * @param step 1-based step of the whole run (a write, a warm-up, a scan, a point repetition)
 * @param steps steps in the whole run
 */
public record ThroughputProgress(
    Phase phase,
    String store,
    String codec,
    int consumers,
    int repetition,
    long done,
    long total,
    int step,
    int steps) {
  /** The phases of one store x codec stream. */
  public enum Phase {
    WRITING,
    WARMING_UP,
    SCANNING,
    MEASURING
  }

  /** 0..1 over the whole run, counting progress within a write. */
  public double fraction() {
    double within = phase == Phase.WRITING && total > 0 ? done / (double) total : 0;
    return Math.min(1, (step - 1 + within) / Math.max(1, steps));
  }

  /** One line for a terminal or a status bar. */
  public String describe() {
    String prefix = String.format(Locale.ROOT, "[%d/%d] %s/%s: ", step, steps, store, codec);
    return prefix
        + switch (phase) {
          case WRITING -> String.format(Locale.ROOT, "writing %,d of %,d messages", done, total);
          case WARMING_UP -> "warming up the read loops";
          case SCANNING ->
              String.format(
                  Locale.ROOT,
                  "scan pass before %d consumer%s, repetition %d",
                  consumers,
                  consumers == 1 ? "" : "s",
                  repetition + 1);
          case MEASURING ->
              String.format(
                  Locale.ROOT,
                  "%d consumer%s, repetition %d",
                  consumers,
                  consumers == 1 ? "" : "s",
                  repetition + 1);
        };
  }
}
