package dev.wirebench.engine.stats;

/** What a comparison concludes about one paired result. */
public enum Verdict {
  /** The whole interval of the change lies beyond the noise band, on the better side. */
  FASTER("faster"),
  /** The whole interval of the change lies beyond the noise band, on the worse side. */
  SLOWER("slower"),
  /** The whole interval lies inside ±noise band: no change worth the name. */
  WITHIN_NOISE("no change"),
  /**
   * The interval reaches across zero or into the noise band, so it neither lies beyond the band nor
   * inside it: the data cannot decide either way. Never counted as "unchanged".
   */
  NOT_SIGNIFICANT("inconclusive"),
  /**
   * Fewer forks than {@link ChangeEstimator#MIN_FORKS} on a side: the estimate is shown, but
   * JVM-to-JVM variation cannot be estimated, so no direction is claimed.
   */
  TOO_FEW_FORKS("too few forks"),
  /** Nothing can be said: a side failed, the units differ, or there is no usable score. */
  INCONCLUSIVE("not comparable");

  private final String text;

  Verdict(String text) {
    this.text = text;
  }

  /** How the verdict reads in a table. */
  public String text() {
    return text;
  }

  /** Whether the verdict says the result really changed. */
  public boolean changed() {
    return this == FASTER || this == SLOWER;
  }
}
