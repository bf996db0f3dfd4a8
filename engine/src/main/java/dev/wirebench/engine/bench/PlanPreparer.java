package dev.wirebench.engine.bench;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.workload.Workloads;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Checks a plan against the registry and fixtures and works out its benchmarks. */
final class PlanPreparer {
  /** A rough cost of starting a fork and setting up, for estimates only. */
  static final Duration FORK_OVERHEAD = Duration.ofMillis(1500);

  private final CodecRegistry registry;
  private final FixtureLoader loader;

  PlanPreparer(CodecRegistry registry, FixtureLoader loader) {
    this.registry = registry;
    this.loader = loader;
  }

  PreparedPlan prepare(BenchmarkPlan plan) {
    checkSettings(plan);
    Map<String, CodecInfo> codecs = codecs(plan);
    Map<String, LoadedFixture> fixtures = new LinkedHashMap<>();
    Map<String, String> sources = new LinkedHashMap<>();
    DynamicPlanFixtures dynamic = new DynamicPlanFixtures(loader);
    for (String source : new LinkedHashSet<>(plan.fixtures())) {
      if (dynamic.take(plan, source)) {
        continue;
      }
      LoadedFixture fixture = fixture(source);
      fixtures.put(fixture.id(), fixture);
      sources.put(fixture.id(), forkSource(source));
    }
    JavaRuntime jvm = forkableJvm(plan);
    List<String> warnings = new ArrayList<>();
    List<SkippedPair> skipped = new ArrayList<>();
    Map<String, Integer> sizes = new LinkedHashMap<>();
    List<BenchmarkCase> cases = new ArrayList<>();
    for (String codecId : codecs.keySet()) {
      Codec codec = registry.create(codecId);
      for (LoadedFixture fixture : fixtures.values()) {
        Support support = Workloads.support(codec, fixture);
        if (!support.supported()) {
          skipped.add(new SkippedPair(codecId, fixture.id(), support.reason()));
          continue;
        }
        encodedSize(codec, fixture)
            .ifPresentOrElse(
                size -> sizes.put(PreparedPlan.pairKey(codecId, fixture.id()), size),
                () ->
                    warnings.add(
                        codecId
                            + " cannot encode "
                            + fixture.id()
                            + " here; its benchmarks will fail"));
        addCases(plan, cases, codecId, fixture.id(), sources.get(fixture.id()), null);
      }
      dynamic.addCases(plan, codecId, cases, skipped, sizes, warnings);
    }
    checkNotEmpty(cases, skipped);
    addJvmWarnings(plan, jvm, warnings);
    List<String> forkArgs = new ArrayList<>(JvmFlags.forJdk(jvm.feature()));
    forkArgs.addAll(plan.jvmFlags());
    return new PreparedPlan(
        plan,
        jvm,
        forkArgs,
        cases,
        skipped,
        codecs,
        fixtures,
        sizes,
        warnings,
        estimate(plan, cases.size()),
        dynamic.fixtures());
  }

  /**
   * What a fork resolves: the catalog id, or a file by absolute path so that the fork's working
   * directory does not matter.
   */
  private String forkSource(String source) {
    return loader.catalog().find(source).isPresent()
        ? source
        : Path.of(source).toAbsolutePath().normalize().toString();
  }

  private static void checkNotEmpty(List<BenchmarkCase> cases, List<SkippedPair> skipped) {
    if (cases.isEmpty()) {
      throw new PlanException(
          "nothing to run: no codec supports any of the fixtures ("
              + String.join("; ", skipped.stream().map(SkippedPair::describe).toList())
              + ")");
    }
  }

  /** The JVM the plan forks (this one if none was chosen), which must have a java launcher. */
  private static JavaRuntime forkableJvm(BenchmarkPlan plan) {
    JavaRuntime jvm = plan.jvm() == null ? JavaRuntimes.current() : plan.jvm();
    if (!Files.isExecutable(jvm.java())) {
      throw new PlanException(
          "cannot fork "
              + jvm.java()
              + ": there is no java launcher there (a runtime image without bin/java?);"
              + " choose another JVM");
    }
    return jvm;
  }

  /** What the chosen JVM and fork count will cost the JMH modes' results, as warnings. */
  private static void addJvmWarnings(BenchmarkPlan plan, JavaRuntime jvm, List<String> warnings) {
    if (plan.latency() == null
        && plan.profilers().contains(BenchProfiler.GC)
        && jvm.lacksModule("jdk.management")) {
      warnings.add(
          "the JVM "
              + jvm.home()
              + " has no jdk.management module: the gc profiler cannot report bytes/op");
    }
    if (plan.latency() == null && !BenchmarkPlan.forkWarning(plan.forks()).isEmpty()) {
      warnings.add(BenchmarkPlan.forkWarning(plan.forks()));
    }
  }

  static void addCases(
      BenchmarkPlan plan,
      List<BenchmarkCase> cases,
      String codec,
      String fixture,
      String source,
      String schemaSource) {
    List<BenchMode> modes =
        plan.latency() == null
            ? List.copyOf(new LinkedHashSet<>(plan.modes()))
            : List.of(BenchMode.LATENCY);
    for (Operation operation : new LinkedHashSet<>(plan.operations())) {
      for (BenchMode mode : modes) {
        cases.add(new BenchmarkCase(codec, fixture, source, operation, mode, schemaSource));
      }
    }
  }

  private static Optional<Integer> encodedSize(Codec codec, LoadedFixture fixture) {
    try {
      return Optional.of(Codecs.encode(codec, fixture.first()).length);
    } catch (RuntimeException failed) {
      // The fork will fail the same way and report it as the benchmark's failure.
      return Optional.empty();
    }
  }

  private static void checkSettings(BenchmarkPlan plan) {
    if (plan.codecs().isEmpty()) {
      throw new PlanException("choose at least one codec");
    }
    if (plan.fixtures().isEmpty()) {
      throw new PlanException("choose at least one fixture");
    }
    if (plan.operations().isEmpty()) {
      throw new PlanException("choose at least one operation (encode, decode, roundtrip)");
    }
    if (plan.latency() != null) {
      if (!plan.profiles().isEmpty()) {
        throw new PlanException("profiles come from JMH forks; a latency run takes none");
      }
      return;
    }
    if (plan.modes().isEmpty()) {
      throw new PlanException("choose at least one mode (thrpt, avgt, sample)");
    }
    for (BenchMode mode : plan.modes()) {
      if (!mode.isJmh()) {
        throw new PlanException(
            "mode " + mode.id() + " is not a JMH mode; give latency settings for a latency run");
      }
    }
    if (plan.forks() < 1) {
      throw new PlanException(
          "forks must be at least 1 (got "
              + plan.forks()
              + "): benchmarks always run in a forked JVM, never in the caller's");
    }
    if (plan.forks() > BenchmarkPlan.MAX_FORKS) {
      throw new PlanException(
          "forks must be at most " + BenchmarkPlan.MAX_FORKS + " (got " + plan.forks() + ")");
    }
    if (plan.threads() < 1 || plan.threads() > BenchmarkPlan.MAX_THREADS) {
      throw new PlanException(
          "threads must be from 1 to "
              + BenchmarkPlan.MAX_THREADS
              + " (got "
              + plan.threads()
              + ")");
    }
    if (plan.warmup() == null || plan.measurement() == null) {
      throw new PlanException("give warm-up and measurement iterations");
    }
    if (plan.measurement().count() < 1) {
      throw new PlanException("measure at least 1 iteration");
    }
  }

  private Map<String, CodecInfo> codecs(BenchmarkPlan plan) {
    Map<String, CodecInfo> codecs = new LinkedHashMap<>();
    List<String> unknown = new ArrayList<>();
    for (String id : new LinkedHashSet<>(plan.codecs())) {
      registry.find(id).ifPresentOrElse(info -> codecs.put(id, info), () -> unknown.add(id));
    }
    if (!unknown.isEmpty()) {
      throw new PlanException(
          (unknown.size() == 1 ? "unknown codec '" : "unknown codecs '")
              + String.join("', '", unknown)
              + "'; known codecs: "
              + String.join(", ", registry.ids()));
    }
    return codecs;
  }

  private LoadedFixture fixture(String source) {
    try {
      return loader.resolve(source);
    } catch (FixtureException e) {
      throw new PlanException(e.getMessage(), e);
    }
  }

  private static Duration estimate(BenchmarkPlan plan, int cases) {
    if (plan.latency() != null) {
      LatencySettings latency = plan.latency();
      long ops = latency.warmupOps() + latency.measuredOps();
      // an open loop paces operations at the rate; a closed one spaces them by the cooler
      Duration perCase =
          (latency.openLoop()
                  ? Duration.ofNanos(Math.round(ops * 1e9 / latency.ratePerSecond()))
                  : Duration.ofNanos(latency.cooler().nanos()).multipliedBy(ops))
              .plus(FORK_OVERHEAD);
      return perCase.multipliedBy(cases);
    }
    Duration perFork = plan.warmup().total().plus(plan.measurement().total()).plus(FORK_OVERHEAD);
    // a profiled fork per event comes after the measured forks of each benchmark
    return perFork.multipliedBy((long) (plan.forks() + plan.profiles().size()) * cases);
  }
}
