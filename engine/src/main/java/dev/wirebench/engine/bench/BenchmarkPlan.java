package dev.wirebench.engine.bench;

import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.stats.ChangeEstimator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What to benchmark and how: codecs × fixtures × operations, measured either by JMH (modes,
 * iterations, forks, threads, profilers) or — when {@link #latency()} is set — by the latency
 * harness; in forked JVMs of {@link #jvm()} with {@code JvmFlags.forJdk(feature)} plus {@link
 * #jvmFlags()}. Immutable; build with {@link #builder()}. Checked by {@link
 * BenchmarkEngine#prepare(BenchmarkPlan)}.
 *
 * @param codecs codec ids, in order
 * @param fixtures bundled fixture ids or fixture file paths, in order
 * @param operations operations to time
 * @param modes JMH modes (ignored by latency runs)
 * @param warmup JMH warm-up iterations
 * @param measurement JMH measurement iterations
 * @param forks JMH forks per benchmark (at least 1: a benchmark never runs in the caller's JVM)
 * @param threads JMH threads per benchmark
 * @param jvm the runtime to fork, or null for the running one
 * @param jvmFlags extra flags for the forks, after the required ones
 * @param profilers JMH profilers
 * @param latency latency-harness settings, or null for a JMH run
 * @param label a free-text label for the run, or null
 * @param schemas fixture files read as dynamic fixtures, by fixture source: the schema file's path,
 *     or {@code inferred} (files of a shape the built-in model does not know are dynamic and
 *     inferred without being listed)
 * @param profiles events to profile in extra forks after each benchmark's measured ones (JMH runs)
 */
public record BenchmarkPlan(
    List<String> codecs,
    List<String> fixtures,
    List<Operation> operations,
    List<BenchMode> modes,
    IterationSpec warmup,
    IterationSpec measurement,
    int forks,
    int threads,
    JavaRuntime jvm,
    List<String> jvmFlags,
    Set<BenchProfiler> profilers,
    LatencySettings latency,
    String label,
    Map<String, String> schemas,
    Set<ProfileEvent> profiles) {
  /**
   * Forks a plan gets unless told otherwise: as many as a comparison needs for an interval ({@link
   * ChangeEstimator#MIN_FORKS}), since forks, not iterations, carry JVM-to-JVM variation.
   */
  public static final int DEFAULT_FORKS = ChangeEstimator.MIN_FORKS;

  /** More forks than anyone waits for (1000 forks of the default plan take days): a typo. */
  public static final int MAX_FORKS = 1000;

  /** JMH threads per benchmark: far above the cores of any benchmark host, below a typo. */
  public static final int MAX_THREADS = 4096;

  /**
   * The warning for a plan of {@code forks} forks that comparisons cannot use, or empty: {@code 1
   * fork: this run cannot be compared reliably (JVM-to-JVM variation cannot be estimated; compare
   * needs ≥ 3 forks)}.
   */
  public static String forkWarning(int forks) {
    if (forks >= ChangeEstimator.MIN_FORKS) {
      return "";
    }
    return (forks == 1 ? "1 fork" : forks + " forks")
        + ": this run cannot be compared reliably (JVM-to-JVM variation cannot be estimated;"
        + " compare needs ≥ "
        + ChangeEstimator.MIN_FORKS
        + " forks)";
  }

  public BenchmarkPlan {
    codecs = List.copyOf(codecs);
    fixtures = List.copyOf(fixtures);
    operations = List.copyOf(operations);
    modes = List.copyOf(modes);
    jvmFlags = List.copyOf(jvmFlags);
    schemas = Map.copyOf(schemas);
    profilers = profilers.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(profilers));
    profiles =
        profiles.isEmpty()
            ? Set.of()
            : java.util.Collections.unmodifiableSet(EnumSet.copyOf(profiles));
  }

  /** This plan reading {@code fixtures} with {@code schemas} (the same files, elsewhere). */
  public BenchmarkPlan withFixtures(List<String> fixtures, Map<String, String> schemas) {
    return new BenchmarkPlan(
        codecs,
        fixtures,
        operations,
        modes,
        warmup,
        measurement,
        forks,
        threads,
        jvm,
        jvmFlags,
        profilers,
        latency,
        label,
        schemas,
        profiles);
  }

  /** This plan forking {@code jvm} (null: the running one). */
  public BenchmarkPlan withJvm(JavaRuntime jvm) {
    return new BenchmarkPlan(
        codecs,
        fixtures,
        operations,
        modes,
        warmup,
        measurement,
        forks,
        threads,
        jvm,
        jvmFlags,
        profilers,
        latency,
        label,
        schemas,
        profiles);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** {@link RunKind#LATENCY} when latency settings are given, else {@link RunKind#BENCH}. */
  public RunKind kind() {
    return latency == null ? RunKind.BENCH : RunKind.LATENCY;
  }

  /** The settings as text, as recorded in the run's environment. */
  public Map<String, String> settings() {
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("kind", kind().name().toLowerCase(Locale.ROOT));
    settings.put("operations", String.join(",", operations.stream().map(Operation::id).toList()));
    if (latency == null) {
      settings.put("modes", String.join(",", modes.stream().map(BenchMode::id).toList()));
      settings.put("warmup", warmup.toText());
      settings.put("measurement", measurement.toText());
      settings.put("forks", Integer.toString(forks));
      settings.put("threads", Integer.toString(threads));
      settings.put(
          "profilers", String.join(",", profilers.stream().map(BenchProfiler::id).toList()));
      if (!profiles.isEmpty()) {
        settings.put(
            "profiles", String.join(",", profiles.stream().map(ProfileEvent::id).toList()));
      }
    } else {
      settings.put("cooler", latency.cooler().toText());
      settings.put("warmupOps", Long.toString(latency.warmupOps()));
      settings.put("measuredOps", Long.toString(latency.measuredOps()));
    }
    settings.put("jvmFlags", String.join(" ", jvmFlags));
    return settings;
  }

  /** Builds a plan; defaults: decode+encode, avgt, 3x1s warm-up, 5x1s measurement, 1 fork. */
  public static final class Builder {
    private List<String> codecs = List.of();
    private List<String> fixtures = List.of();
    private List<Operation> operations = List.of(Operation.ENCODE, Operation.DECODE);
    private List<BenchMode> modes = List.of(BenchMode.AVERAGE_TIME);
    private IterationSpec warmup = IterationSpec.of(3, Duration.ofSeconds(1));
    private IterationSpec measurement = IterationSpec.of(5, Duration.ofSeconds(1));
    private int forks = DEFAULT_FORKS;
    private int threads = 1;
    private JavaRuntime jvm;
    private List<String> jvmFlags = List.of();
    private Set<BenchProfiler> profilers = EnumSet.noneOf(BenchProfiler.class);
    private Set<ProfileEvent> profiles = EnumSet.noneOf(ProfileEvent.class);
    private LatencySettings latency;
    private String label;
    private final Map<String, String> schemas = new LinkedHashMap<>();

    public Builder codecs(List<String> codecs) {
      this.codecs = new ArrayList<>(codecs);
      return this;
    }

    public Builder codecs(String... codecs) {
      return codecs(List.of(codecs));
    }

    public Builder fixtures(List<String> fixtures) {
      this.fixtures = new ArrayList<>(fixtures);
      return this;
    }

    public Builder fixtures(String... fixtures) {
      return fixtures(List.of(fixtures));
    }

    public Builder operations(List<Operation> operations) {
      this.operations = new ArrayList<>(operations);
      return this;
    }

    public Builder operations(Operation... operations) {
      return operations(List.of(operations));
    }

    public Builder modes(List<BenchMode> modes) {
      this.modes = new ArrayList<>(modes);
      return this;
    }

    public Builder modes(BenchMode... modes) {
      return modes(List.of(modes));
    }

    public Builder warmup(IterationSpec warmup) {
      this.warmup = warmup;
      return this;
    }

    public Builder measurement(IterationSpec measurement) {
      this.measurement = measurement;
      return this;
    }

    public Builder forks(int forks) {
      this.forks = forks;
      return this;
    }

    public Builder threads(int threads) {
      this.threads = threads;
      return this;
    }

    public Builder jvm(JavaRuntime jvm) {
      this.jvm = jvm;
      return this;
    }

    public Builder jvmFlags(List<String> jvmFlags) {
      this.jvmFlags = new ArrayList<>(jvmFlags);
      return this;
    }

    public Builder profilers(Set<BenchProfiler> profilers) {
      this.profilers =
          profilers.isEmpty() ? EnumSet.noneOf(BenchProfiler.class) : EnumSet.copyOf(profilers);
      return this;
    }

    public Builder gcProfiler(boolean on) {
      if (on) {
        profilers.add(BenchProfiler.GC);
      } else {
        profilers.remove(BenchProfiler.GC);
      }
      return this;
    }

    /** Events to profile in extra forks after the measured ones ({@code cpu}, {@code alloc}). */
    public Builder profiles(Set<ProfileEvent> profiles) {
      this.profiles =
          profiles.isEmpty() ? EnumSet.noneOf(ProfileEvent.class) : EnumSet.copyOf(profiles);
      return this;
    }

    public Builder latency(LatencySettings latency) {
      this.latency = latency;
      return this;
    }

    public Builder label(String label) {
      this.label = label;
      return this;
    }

    /**
     * Reads fixture file {@code fixtureSource} as a dynamic fixture against {@code schemaSource}: a
     * schema file's path, or {@code inferred} (to take even a file of a known shape as unknown).
     */
    public Builder schema(String fixtureSource, String schemaSource) {
      schemas.put(fixtureSource, schemaSource);
      return this;
    }

    public BenchmarkPlan build() {
      return new BenchmarkPlan(
          codecs,
          fixtures,
          operations,
          modes,
          warmup,
          measurement,
          forks,
          threads,
          jvm,
          jvmFlags,
          profilers,
          latency,
          label,
          schemas,
          profiles);
    }
  }
}
