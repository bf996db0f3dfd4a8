package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.stats.ProvenanceWarning.Category;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Diffs what two runs ran on. Scalar keys (JVM, host, JMH, settings) warn when they differ or one
 * side did not record them; per-item families ({@code library.*}, {@code codec.*}, {@code
 * fixture.*}) warn only when both runs recorded the item with different values — an item only one
 * run used shows up as an unpaired result instead.
 */
public final class Provenance {
  /** Prefixes of per-item keys. */
  private static final List<String> FAMILIES = List.of("library.", "codec.", "fixture.");

  /**
   * Keys that differ between any two runs by design: a fleet job's id, try and agent (the agent is
   * the host, which is compared) differ between the runs of one batch on two hosts.
   */
  private static final List<String> IGNORED = List.of("run.", "source.", "import.", "fleet.");

  private Provenance() {}

  /**
   * The differences between A's and B's environments, most serious category first. Settings appear
   * as {@code settings.*} keys (or {@code plan.*}, flattened from a run's plan by the store).
   */
  public static List<ProvenanceWarning> diff(Environment a, Environment b) {
    SortedMap<String, String> left = new TreeMap<>(a.values());
    SortedMap<String, String> right = new TreeMap<>(b.values());
    List<ProvenanceWarning> warnings = new ArrayList<>();
    incomplete(left, right, warnings);
    busy(left, right, warnings);
    for (String key : new TreeSet<>(union(left, right))) {
      if (IGNORED.stream().anyMatch(key::startsWith)) {
        continue;
      }
      if (key.startsWith(Environment.MACHINE_PREFIX)
          && !Environment.MACHINE_TUNING_KEYS.contains(key)) {
        continue; // load, memory, warnings: conditions of the moment, judged by busy() above
      }
      if (key.endsWith(Environment.SCHEMA_FILE_SUFFIX)) {
        continue; // the same schema under another file name is the same schema
      }
      if (key.endsWith(Environment.SCHEMA_HASH_SUFFIX)) {
        schema(key, left, right).ifPresent(warnings::add);
        continue;
      }
      String va = left.get(key);
      String vb = right.get(key);
      if (Objects.equals(va, vb)) {
        continue;
      }
      boolean family = FAMILIES.stream().anyMatch(key::startsWith);
      if (family && (va == null || vb == null)) {
        continue;
      }
      warnings.add(new ProvenanceWarning(categorise(key), key, va, vb));
    }
    warnings.sort(Comparator.comparing(ProvenanceWarning::category));
    return warnings;
  }

  /** A warning when either side is known not to have completed its plan (cancelled, crashed). */
  private static void incomplete(
      Map<String, String> left, Map<String, String> right, List<ProvenanceWarning> warnings) {
    String a = left.get(Environment.RUN_STATUS);
    String b = right.get(Environment.RUN_STATUS);
    boolean aDone = a == null || a.equals("complete");
    boolean bDone = b == null || b.equals("complete");
    if (!aDone || !bDone) {
      warnings.add(new ProvenanceWarning(Category.INCOMPLETE, Environment.RUN_STATUS, a, b));
    }
  }

  /** One warning per side whose pre-flight check found the machine busy or badly tuned. */
  private static void busy(
      Map<String, String> left, Map<String, String> right, List<ProvenanceWarning> warnings) {
    String key = Environment.MACHINE_PREFIX + "warnings";
    String a = left.getOrDefault(key, "");
    String b = right.getOrDefault(key, "");
    if (!a.isBlank() || !b.isBlank()) {
      warnings.add(
          new ProvenanceWarning(
              Category.MACHINE, key, a.isBlank() ? "quiet" : a, b.isBlank() ? "quiet" : b));
    }
  }

  /**
   * A schema difference for one fixture: both runs read it against schemas with different hashes,
   * or only one of two runs that both used the fixture had a schema recorded. Values name the
   * schema file with the hash's first 12 hex digits.
   */
  private static java.util.Optional<ProvenanceWarning> schema(
      String key, Map<String, String> left, Map<String, String> right) {
    String fixture = key.substring(0, key.length() - Environment.SCHEMA_HASH_SUFFIX.length());
    String va = left.get(key);
    String vb = right.get(key);
    if (Objects.equals(va, vb)) {
      return java.util.Optional.empty();
    }
    boolean bothUsedIt =
        (va != null || left.containsKey(fixture + ".sha256"))
            && (vb != null || right.containsKey(fixture + ".sha256"));
    if (!bothUsedIt) {
      return java.util.Optional.empty();
    }
    return java.util.Optional.of(
        new ProvenanceWarning(
            Category.SCHEMA, key, schemaText(left, fixture, va), schemaText(right, fixture, vb)));
  }

  private static String schemaText(Map<String, String> side, String fixture, String hash) {
    if (hash == null) {
      return null;
    }
    String file = side.getOrDefault(fixture + Environment.SCHEMA_FILE_SUFFIX, "schema");
    return file + " (" + hash.substring(0, Math.min(12, hash.length())) + ")";
  }

  private static TreeSet<String> union(Map<String, String> a, Map<String, String> b) {
    TreeSet<String> keys = new TreeSet<>(a.keySet());
    keys.addAll(b.keySet());
    return keys;
  }

  static Category categorise(String key) {
    if (key.startsWith(Environment.MACHINE_PREFIX)) {
      return Category.MACHINE;
    }
    if (key.equals(Environment.JVM_FLAGS) || key.equals("settings.jvmFlags")) {
      return Category.JVM_FLAGS;
    }
    if (key.startsWith("jvm.")) {
      return Category.JVM;
    }
    if (key.equals(Environment.HOST)
        || key.startsWith("cpu.")
        || key.startsWith("os.")
        || key.startsWith("memory.")) {
      return Category.HOST;
    }
    if (key.startsWith("settings.") || key.startsWith("plan.")) {
      return Category.SETTINGS;
    }
    if (key.equals(Environment.JMH_VERSION)) {
      return Category.JMH;
    }
    if (key.startsWith(Environment.LIBRARY_PREFIX) || key.startsWith("codec.")) {
      return Category.LIBRARIES;
    }
    if (key.startsWith(Environment.FIXTURE_PREFIX)) {
      return Category.FIXTURES;
    }
    return Category.OTHER;
  }
}
