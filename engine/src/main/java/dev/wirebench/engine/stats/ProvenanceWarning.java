package dev.wirebench.engine.stats;

/**
 * One way two runs are not like for like.
 *
 * @param category what kind of difference (JVM, host, settings...)
 * @param key the environment key, e.g. {@code jvm.version}
 * @param valueA the baseline's value, or null if it did not record one
 * @param valueB the candidate's value, or null if it did not record one
 */
public record ProvenanceWarning(Category category, String key, String valueA, String valueB) {

  /** Kinds of difference, most serious first. */
  public enum Category {
    JVM("JVM"),
    JVM_FLAGS("JVM flags"),
    HOST("host/CPU"),
    SETTINGS("benchmark settings"),
    JMH("JMH version"),
    LIBRARIES("codec library versions"),
    FIXTURES("fixture content"),
    OTHER("other");

    private final String text;

    Category(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  /** {@code JVM: jvm.version 17.0.15 → 21.0.4}. */
  public String describe() {
    return category.text()
        + ": "
        + key
        + " "
        + (valueA == null ? "(not recorded)" : valueA)
        + " → "
        + (valueB == null ? "(not recorded)" : valueB);
  }
}
