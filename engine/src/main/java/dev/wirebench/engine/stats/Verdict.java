package dev.wirebench.engine.stats;

/** What a comparison concludes about one paired result. */
public enum Verdict {
  /** Significantly better, by more than the noise band. */
  FASTER("faster"),
  /** Significantly worse, by more than the noise band. */
  SLOWER("slower"),
  /** The change is inside the noise band: no change, whatever the test says. */
  WITHIN_NOISE("no change"),
  /** Outside the noise band, but the test cannot tell it from chance. */
  NOT_SIGNIFICANT("no significant change"),
  /** Nothing can be said: a side failed, the units differ, or there is no spread to test. */
  INCONCLUSIVE("inconclusive");

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
