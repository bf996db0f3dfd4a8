package dev.wirebench.engine.stats;

/** How a paired result's significance was decided. */
public enum TestMethod {
  /** Mann–Whitney U on the raw iteration samples, Hodges–Lehmann interval of the ratio. */
  MANN_WHITNEY("Mann-Whitney U"),
  /**
   * Fallback when raw samples are missing or too few: the two scores' confidence intervals (JMH's
   * 99.9 %) must not overlap. Coarser, and said so in the row.
   */
  CI_OVERLAP("CI overlap"),
  /** No samples and no intervals: untested. */
  NONE("untested");

  private final String text;

  TestMethod(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }
}
