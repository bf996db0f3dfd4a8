package dev.wirebench.engine.stats;

import java.util.Locale;

/** Whether a bigger score is better (throughput) or worse (time per operation). */
public enum Direction {
  HIGHER_IS_BETTER,
  LOWER_IS_BETTER;

  /**
   * The direction of a JMH mode ({@code thrpt} is higher-better; {@code avgt}, {@code sample},
   * {@code ss} and {@code latency} are lower-better); for other modes the unit decides ({@code
   * ops/s}, {@code msg/s}, {@code MB/s} are rates).
   */
  public static Direction of(String mode, String unit) {
    String m = mode == null ? "" : mode.toLowerCase(Locale.ROOT);
    return switch (m) {
      case "thrpt", "throughput" -> HIGHER_IS_BETTER;
      case "avgt", "sample", "ss", "latency" -> LOWER_IS_BETTER;
      default -> byUnit(unit == null ? "" : unit.toLowerCase(Locale.ROOT));
    };
  }

  private static Direction byUnit(String unit) {
    return unit.startsWith("ops/") || unit.endsWith("/s") || unit.endsWith("/sec")
        ? HIGHER_IS_BETTER
        : LOWER_IS_BETTER;
  }

  /** Whether a relative change (B/A − 1) of this sign is an improvement. */
  public boolean improves(double change) {
    return this == HIGHER_IS_BETTER ? change > 0 : change < 0;
  }

  /** The speed-up B over A: above 1 means B is better, whichever way the score points. */
  public double speedup(double scoreA, double scoreB) {
    return this == HIGHER_IS_BETTER ? scoreB / scoreA : scoreA / scoreB;
  }
}
