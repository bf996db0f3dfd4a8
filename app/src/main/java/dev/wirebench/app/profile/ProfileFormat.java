package dev.wirebench.app.profile;

/** What a profile exports as: the files `wirebench profile` writes. */
public enum ProfileFormat {
  FLAME_GRAPH("Flame graph page", "html"),
  COLLAPSED("Collapsed stacks", "txt"),
  JFR("JFR recording", "jfr");

  private final String label;
  private final String extension;

  ProfileFormat(String label, String extension) {
    this.label = label;
    this.extension = extension;
  }

  /** {@code Flame graph page (.html)}. */
  public String label() {
    return label + " (." + extension + ")";
  }

  public String extension() {
    return extension;
  }
}
