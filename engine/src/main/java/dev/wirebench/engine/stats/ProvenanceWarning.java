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
    /** A side was cancelled, interrupted or failed: it did not measure its whole plan. */
    INCOMPLETE("incomplete run"),
    JVM("JVM"),
    JVM_FLAGS("JVM flags"),
    HOST("host/CPU"),
    /** The pre-flight check found a side busy (load, another run) or the CPU tuned differently. */
    MACHINE("busy or differently tuned machine"),
    SETTINGS("benchmark settings"),
    JMH("JMH version"),
    LIBRARIES("codec library versions"),
    FIXTURES("fixture content"),
    /** A dynamic fixture of the same name read against different schemas. */
    SCHEMA("fixture schema"),
    OTHER("other");

    private final String text;

    Category(String text) {
      this.text = text;
    }

    public String text() {
      return text;
    }
  }

  /**
   * {@code JVM: jvm.version 17.0.15 → 21.0.4}; a machine check reads {@code busy or differently
   * tuned machine: A quiet · B load 1.80 on 2 cores: results will be noisy}.
   */
  public String describe() {
    if (key.equals("machine.warnings")) {
      return category.text() + ": A " + valueA + " · B " + valueB;
    }
    return category.text()
        + ": "
        + key
        + " "
        + (valueA == null ? "(not recorded)" : valueA)
        + " → "
        + (valueB == null ? "(not recorded)" : valueB);
  }
}
