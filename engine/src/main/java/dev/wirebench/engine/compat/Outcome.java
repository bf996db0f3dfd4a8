package dev.wirebench.engine.compat;

/**
 * What became of one field when a payload written with one version of a message was read with the
 * other, from the least to the most alarming. Declaration order is severity: a field's verdict over
 * many messages is the worst it met ({@link #worst}).
 */
public enum Outcome {
  /** The reader got the value the writer wrote (absent stayed absent). */
  SURVIVED("survived"),
  /** The reader got its default (absent, zero, empty) where the writer wrote something else. */
  DEFAULTED("defaulted"),
  /** The writer wrote a field the reader does not have: the value went nowhere. */
  DROPPED("dropped"),
  /** The reader refused the payload: the codec's message and byte offset say where. */
  ERROR("error"),
  /** The reader got a value, but not the one written: the dangerous one, it looks fine. */
  MISREAD("misread");

  private final String label;

  Outcome(String label) {
    this.label = label;
  }

  /** Lower-case name used in tables, JSON and {@code --fail-on}. */
  public String label() {
    return label;
  }

  /** The more severe of two outcomes (null counts as nothing seen). */
  public static Outcome worst(Outcome a, Outcome b) {
    if (a == null) {
      return b;
    }
    return b == null || a.ordinal() >= b.ordinal() ? a : b;
  }

  /** The outcome named {@code label} ({@code misread}), or null. */
  public static Outcome ofLabel(String label) {
    for (Outcome outcome : values()) {
      if (outcome.label.equals(label)) {
        return outcome;
      }
    }
    return null;
  }
}
