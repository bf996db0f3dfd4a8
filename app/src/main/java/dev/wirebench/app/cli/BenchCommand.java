package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchJson;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.bench.LatencySettings;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.latency.CoolerSpec;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.fixtures.FixtureCatalog;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StoringBenchmarkListener;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench bench}: JMH (or latency) runs of codecs × fixtures × operations in forked JVMs,
 * progress on stderr, a table on stdout, JMH JSON with {@code --out}; Ctrl-C kills the forks.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Benchmarks codecs on fixtures in forked JVMs: JMH (throughput, average or sampled time,"
          + " with bytes/op from the GC profiler) or, with --latency, every operation timed into"
          + " a histogram with an optional cooler between operations.",
      "Only one benchmark run measures at a time on a machine; a second one waits for it."
    })
public final class BenchCommand implements Callable<Integer> {
  /** {@code --fixtures all}: every bundled fixture, in catalog order. */
  static final String ALL = "all";

  static final int CANCELLED = 130;
  static final int NOT_COMPLETE = 1;
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

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

  @Option(names = "--out", paramLabel = "FILE.json", description = "Write JMH-format JSON here.")
  private Path out;

  @Option(names = "--force", description = "Replace the --out file if it exists.")
  private boolean force;

  @Mixin private StoreOptions store;

  @Option(names = "--no-store", description = "Do not keep the run in the run database.")
  private boolean noStore;

  @Option(names = "--verbose", description = "Also show JMH's own output on stderr.")
  private boolean verbose;

  @Option(names = "--list-jvms", description = "List the JDKs found on this machine, and exit.")
  private boolean listJvms;

  @Override
  public Integer call() {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    if (listJvms) {
      JvmListing.print(stdout);
      return 0;
    }
    BenchmarkEngine engine = BenchmarkEngine.standard();
    BenchmarkPlan plan = plan();
    engine.prepare(plan); // bad ids or settings: exit 2 before anything starts
    Output.check(out, force, store.path(null)); // refused before the run, not after it
    SystemCommand.warnBeforeMeasuring(stderr);
    SensitivityNote.print(stderr, store, plan);
    profiles.announce(stderr);
    List<BenchmarkListener> listeners = new ArrayList<>();
    listeners.add(new BenchProgress(stderr, System.console() != null, verbose));
    BenchOutcome outcome;
    StoreVerdict verdict = new StoreVerdict(-1, 0, Optional.empty(), store.describe(null));
    String spooled = null;
    if (noStore) {
      outcome = runCancellableOnShutdown(engine, plan, listeners);
    } else {
      try (RunStore runs = store.openOrCreate(null);
          StoringBenchmarkListener storing = new StoringBenchmarkListener(runs)) {
        listeners.add(storing);
        outcome = runCancellableOnShutdown(engine, plan, listeners);
        verdict =
            new StoreVerdict(
                storing.runId(), storing.storedResults(), storing.failure(), store.describe(null));
        spooled = ResultSpool.ifTeamStoreFailed(storing, outcome, store);
      }
    }
    // What finished is always printed and written, whether or not the database kept it.
    BenchReport.print(stdout, outcome);
    if (out != null) {
      String where =
          Output.write(
              BenchJson.toJmhJson(outcome.results()), out, force, store.path(null), stdout);
      stdout.println("JMH JSON " + where.replaceFirst("^wrote", "written to"));
      stdout.flush();
    }
    int stored = verdict.print(stdout, stderr, "results", spooled);
    if (stored != 0) {
      return stored;
    }
    if (outcome.failure() != null) {
      stderr.println("wirebench: the run stopped early: " + outcome.failure());
      stderr.flush();
      return NOT_COMPLETE;
    }
    if (outcome.cancelled()) {
      return CANCELLED;
    }
    return outcome.status() == RunStatus.COMPLETE ? 0 : NOT_COMPLETE;
  }

  /** Ctrl-C / SIGTERM cancel the run so that no forked JVM outlives this one. */
  private static BenchOutcome runCancellableOnShutdown(
      BenchmarkEngine engine, BenchmarkPlan plan, List<BenchmarkListener> listeners) {
    CancelToken cancel = new CancelToken();
    CountDownLatch finished = new CountDownLatch(1);
    Thread hook =
        new Thread(
            () -> {
              cancel.cancel();
              try {
                finished.await(10, TimeUnit.SECONDS);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "wirebench-bench-cancel");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      return engine.run(
          plan, BenchmarkListener.all(listeners.toArray(new BenchmarkListener[0])), cancel);
    } finally {
      finished.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // The JVM is already exiting; the hook has done its work.
      }
    }
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
