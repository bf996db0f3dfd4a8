package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.bench.LatencySettings;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.latency.CoolerSpec;
import dev.wirebench.fixtures.FixtureCatalog;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options that make a {@link BenchmarkPlan} — codecs, fixtures, operations, JMH or latency
 * settings, JVM, flags, profiles, label — shared by {@code bench} (which runs the plan here) and
 * {@code queue} (which hands it to the fleet), so both read a plan the same way.
 */
final class PlanOptions {
  /** {@code --fixtures all}: every bundled fixture, in catalog order. */
  static final String ALL = BenchCommand.ALL;

  @Option(
      names = "--codecs",
      split = ",",
      paramLabel = "ID",
      description = "Codec ids; default: all.")
  private List<String> codecs = new ArrayList<>();

  @Option(
      names = "--fixtures",
      split = ",",
      paramLabel = "ID|FILE",
      description =
          "Bundled fixture ids or fixture files, or all (every bundled fixture) (required).")
  private List<String> fixtures = new ArrayList<>();

  @Option(
      names = "--ops",
      split = ",",
      paramLabel = "OP",
      description = "encode, decode, roundtrip; default: encode,decode.")
  private List<String> ops = new ArrayList<>(List.of("encode", "decode"));

  @Option(
      names = "--mode",
      split = ",",
      paramLabel = "MODE",
      description = "JMH modes: thrpt, avgt, sample; default: avgt.")
  private List<String> modes;

  @Option(names = "--warmup", paramLabel = "NxTIME", description = "Warm-up; default: 3x1s.")
  private String warmup;

  @Option(names = "--measure", paramLabel = "NxTIME", description = "Measurement; default: 5x1s.")
  private String measure;

  @Option(
      names = "--forks",
      paramLabel = "N",
      description =
          "Forks per benchmark; default: 3 (compare needs ≥ 3 forks a side for a verdict;"
              + " fewer gets a warning).")
  private String forks;

  @Option(names = "--threads", paramLabel = "N", description = "Threads; default: 1.")
  private String threads;

  @Option(
      names = "--prof",
      split = ",",
      paramLabel = "gc|none",
      description = "JMH profilers; default: gc (bytes/op).")
  private List<String> profilers;

  @Mixin private ProfileOptions profiles = new ProfileOptions();

  @Option(
      names = "--jvm",
      paramLabel = "PATH",
      description = "The JDK (home or java launcher) to fork; default: this one. See --list-jvms.")
  private String jvm;

  @Option(
      names = "--jvm-flags",
      paramLabel = "FLAGS",
      description = "Extra flags for the forks, space-separated (after the required ones).")
  private String jvmFlags;

  @Option(names = "--latency", description = "Use the latency harness instead of JMH.")
  private boolean latency;

  @Option(
      names = "--cooler",
      paramLabel = "SPEC",
      description = "Latency: none, busy:1ms, sleep:100us, thrash; default: none.")
  private String cooler;

  @Option(
      names = "--ops-count",
      paramLabel = "N",
      description = "Latency: operations timed per benchmark; default: 100000.")
  private String opsCount;

  @Option(
      names = "--warmup-ops",
      paramLabel = "N",
      description =
          "Latency: warm-up operations (with the cooler), for at least 1 s; default: 20000.")
  private String warmupOps;

  @Option(
      names = "--rate",
      paramLabel = "RATE",
      description =
          "Latency: open loop at this target rate (e.g. 100k/s): operations start at scheduled"
              + " times, each timed from its intended start (response time, coordinated omission"
              + " corrected); without it: closed loop, back to back (service time).")
  private String rate;

  @Option(
      names = "--subtract-timer",
      description =
          "Latency: subtract the median cost of an empty timed interval (measured at the start"
              + " of the run) from every latency; off by default, labelled in the results.")
  private boolean subtractTimer;

  @Mixin private DynamicFixtureOptions dynamicFixtures;

  @Option(names = "--label", paramLabel = "TEXT", description = "A label for the run.")
  private String label;

  /** The profile options, for their announcement before a run. */
  ProfileOptions profiles() {
    return profiles;
  }

  BenchmarkPlan plan() {
    checkHarnessOptions();
    BenchmarkPlan.Builder plan =
        BenchmarkPlan.builder()
            .codecs(codecs.isEmpty() ? allCodecs() : codecs)
            .fixtures(fixtures.equals(List.of(ALL)) ? FixtureCatalog.bundled().ids() : fixtures)
            .operations(ops.stream().map(Operation::parse).toList())
            .label(label);
    if (fixtures.isEmpty()) {
      throw new UserError(
          "give --fixtures (bundled ids, see `wirebench inspect --list`, or files)");
    }
    dynamicFixtures.apply(plan, fixtures);
    if (jvm != null) {
      plan.jvm(JavaRuntimes.at(jvm));
    }
    if (jvmFlags != null && !jvmFlags.isBlank()) {
      plan.jvmFlags(List.of(jvmFlags.trim().split("\\s+")));
    }
    if (latency) {
      plan.latency(latencySettings());
      return plan.build();
    }
    if (modes != null) {
      plan.modes(modes.stream().map(BenchMode::parseJmh).toList());
    }
    if (warmup != null) {
      plan.warmup(IterationSpec.parse(warmup));
    }
    if (measure != null) {
      plan.measurement(IterationSpec.parse(measure));
    }
    if (forks != null) {
      plan.forks(Counts.parseInt("--forks", forks, 1, BenchmarkPlan.MAX_FORKS));
    }
    if (threads != null) {
      plan.threads(Counts.parseInt("--threads", threads, 1, BenchmarkPlan.MAX_THREADS));
    }
    Set<BenchProfiler> chosen = EnumSet.noneOf(BenchProfiler.class);
    chosen.addAll(profilers());
    if (!latency) {
      chosen.addAll(profiles.profilers()); // perfnorm counts JMH forks only
    }
    plan.profilers(chosen);
    plan.profiles(profiles.events());
    return plan.build();
  }

  private LatencySettings latencySettings() {
    long ratePerSecond = rate == null ? 0 : LatencySettings.parseRate(rate);
    if (ratePerSecond > 0 && cooler != null && !cooler.isBlank()) {
      throw new UserError(
          "--cooler and --rate do not mix: in an open loop the rate sets the spacing of operations");
    }
    return new LatencySettings(
        cooler == null ? CoolerSpec.NONE : LatencySettings.parseCooler(cooler),
        warmupOps == null
            ? LatencySettings.DEFAULT_WARMUP_OPS
            : Counts.parse("--warmup-ops", warmupOps, 0, Long.MAX_VALUE),
        opsCount == null
            ? LatencySettings.DEFAULT_MEASURED_OPS
            : Counts.parse("--ops-count", opsCount, 1, Long.MAX_VALUE),
        ratePerSecond,
        subtractTimer);
  }

  private void checkHarnessOptions() {
    if (latency) {
      for (Object[] jmhOnly :
          new Object[][] {
            {"--mode", modes},
            {"--warmup", warmup},
            {"--measure", measure},
            {"--forks", forks},
            {"--threads", threads},
            {"--prof", profilers}
          }) {
        if (jmhOnly[1] != null) {
          throw new UserError(
              jmhOnly[0]
                  + " is a JMH setting; --latency runs take --cooler, --rate, --subtract-timer,"
                  + " --ops-count and --warmup-ops");
        }
      }
    } else {
      for (Object[] latencyOnly :
          new Object[][] {
            {"--cooler", cooler},
            {"--ops-count", opsCount},
            {"--warmup-ops", warmupOps},
            {"--rate", rate},
            {"--subtract-timer", subtractTimer ? Boolean.TRUE : null}
          }) {
        if (latencyOnly[1] != null) {
          throw new UserError(latencyOnly[0] + " applies to --latency runs only");
        }
      }
    }
  }

  private Set<BenchProfiler> profilers() {
    if (profilers == null) {
      return EnumSet.of(BenchProfiler.GC);
    }
    Set<BenchProfiler> chosen = EnumSet.noneOf(BenchProfiler.class);
    for (String name : profilers) {
      if (!name.equalsIgnoreCase("none")) {
        chosen.add(BenchProfiler.parse(name));
      }
    }
    return chosen;
  }

  private static List<String> allCodecs() {
    return CodecRegistry.discover().ids();
  }
}
