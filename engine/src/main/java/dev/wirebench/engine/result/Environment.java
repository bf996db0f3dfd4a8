package dev.wirebench.engine.result;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a run ran on, as stable dotted keys ({@link #HOST}, {@link #JVM_VERSION}, {@code
 * library.<name>}, {@code fixture.<id>.sha256}...) and text values. Comparisons diff these maps to
 * warn when two runs are not like for like.
 *
 * @param values the entries, sorted by key
 */
public record Environment(SortedMap<String, String> values) {
  public static final String HOST = "host";
  public static final String CPU_MODEL = "cpu.model";
  public static final String CPU_COUNT = "cpu.count";
  public static final String MEMORY_BYTES = "memory.bytes";
  public static final String OS_NAME = "os.name";
  public static final String OS_VERSION = "os.version";
  public static final String KERNEL = "os.kernel";
  public static final String JVM_VENDOR = "jvm.vendor";
  public static final String JVM_VERSION = "jvm.version";

  /**
   * The VM's name, {@code java.vm.name} (JMH's {@code vmName}), e.g. {@code OpenJDK 64-Bit Server
   * VM}.
   */
  public static final String JVM_NAME = "jvm.name";

  public static final String JVM_PATH = "jvm.path";
  public static final String JVM_FLAGS = "jvm.flags";
  public static final String JMH_VERSION = "jmh.version";
  public static final String WIREBENCH_VERSION = "wirebench.version";

  /** Prefix of library versions: {@code library.sbe-tool = 1.38.1}. */
  public static final String LIBRARY_PREFIX = "library.";

  /** Prefix of fixture hashes: {@code fixture.snapshot-20x20.sha256 = ...}. */
  public static final String FIXTURE_PREFIX = "fixture.";

  /**
   * Prefix of each codec's library as it describes it: {@code codec.json = jackson-core 2.22.4}.
   */
  public static final String CODEC_PREFIX = "codec.";

  /** Prefix of the run's settings: {@code settings.warmup = 3x1s}, {@code settings.forks = 1}. */
  public static final String SETTINGS_PREFIX = "settings.";

  /**
   * Suffix, after {@code fixture.<id>}, of the SHA-256 of the schema a dynamic fixture was read
   * against ({@code DynamicFixture.schemaHash()}): {@code fixture.orders.json.schema.sha256}.
   */
  public static final String SCHEMA_HASH_SUFFIX = ".schema.sha256";

  /**
   * Suffix, after {@code fixture.<id>}, of where that schema came from: the schema file's name, or
   * {@code inferred} ({@code fixture.orders.json.schema.file = orders.avsc}).
   */
  public static final String SCHEMA_FILE_SUFFIX = ".schema.file";

  /**
   * How the run ended ({@code complete}, {@code partial}...), added by the store to a comparison's
   * sides: Compare warns when a side did not complete its plan.
   */
  public static final String RUN_STATUS = "run.status";

  /** Prefix of the machine check made before the run: {@code machine.load = 1.80}. */
  public static final String MACHINE_PREFIX = "machine.";

  /**
   * The machine-check keys that say how the CPU is tuned (governor, turbo, SMT, power source): two
   * runs differing in one are not like for like. Load and memory are conditions of the moment.
   */
  public static final java.util.List<String> MACHINE_TUNING_KEYS =
      java.util.List.of(
          MACHINE_PREFIX + "governor",
          MACHINE_PREFIX + "turbo",
          MACHINE_PREFIX + "smt",
          MACHINE_PREFIX + "power");

  public Environment {
    values = Collections.unmodifiableSortedMap(new TreeMap<>(values));
  }

  public static Environment of(Map<String, String> values) {
    return new Environment(new TreeMap<>(values));
  }

  public static Environment empty() {
    return new Environment(new TreeMap<>());
  }

  /** The key of the schema hash of fixture {@code fixtureId}. */
  public static String schemaHashKey(String fixtureId) {
    return FIXTURE_PREFIX + fixtureId + SCHEMA_HASH_SUFFIX;
  }

  /** The key of the schema file name of fixture {@code fixtureId}. */
  public static String schemaFileKey(String fixtureId) {
    return FIXTURE_PREFIX + fixtureId + SCHEMA_FILE_SUFFIX;
  }

  /**
   * This environment plus the schema a dynamic fixture was read against.
   *
   * @param fixtureId the fixture's id (its file name)
   * @param schemaFile the schema file's name (no directories), or {@code inferred}
   * @param schemaSha256 SHA-256 of the schema's canonical text, hex
   */
  public Environment withSchema(String fixtureId, String schemaFile, String schemaSha256) {
    TreeMap<String, String> more = new TreeMap<>(values);
    more.put(schemaHashKey(fixtureId), schemaSha256);
    more.put(schemaFileKey(fixtureId), schemaFile);
    return new Environment(more);
  }

  /** This environment plus {@code entries} (replacing equal keys). */
  public Environment with(Map<String, String> entries) {
    TreeMap<String, String> more = new TreeMap<>(values);
    more.putAll(entries);
    return new Environment(more);
  }

  /** The value for {@code key}, or null. */
  public String get(String key) {
    return values.get(key);
  }
}
