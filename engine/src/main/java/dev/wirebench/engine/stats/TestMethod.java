package dev.wirebench.engine.stats;

/** How a paired result's change and interval were estimated. */
public enum TestMethod {
  /**
   * The {@linkplain ChangeEstimator fork-level bootstrap}: forks resampled, then iterations within
   * each fork; expanded percentile interval of the ratio of means.
   */
  FORK_BOOTSTRAP("fork bootstrap"),
  /** A point estimate only: too few forks, no iteration data, or nothing comparable. */
  NONE("estimate only");

  private final String text;

  TestMethod(String text) {
    this.text = text;
  }

  public String text() {
    return text;
  }
}
