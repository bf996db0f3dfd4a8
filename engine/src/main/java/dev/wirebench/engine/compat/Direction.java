package dev.wirebench.engine.compat;

/** Which version wrote the payload and which read it. */
public enum Direction {
  /** Old writer, new reader: a consumer upgraded before its producers (or reading history). */
  OLD_TO_NEW("old→new"),
  /** New writer, old reader: a producer upgraded before its consumers. */
  NEW_TO_OLD("new→old");

  private final String label;

  Direction(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }
}
