package dev.wirebench.app.bench;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PreparedPlan;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.HardwareCounters;
import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.env.MachineCheck;
import dev.wirebench.engine.env.MachineReport;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.fixtures.FixtureCatalog;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StoringBenchmarkListener;
import dev.wirebench.storage.report.PlanSensitivity;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The engine and storage calls behind the Benchmark screen: what can be benchmarked, the JDKs to
 * fork, and running a plan while storing it in the app's run database (as {@code wirebench bench}
 * does). {@link #run} and {@link #discoverJvms} block — call them on the task executor; the lists
 * are in memory. Thread-safe.
 */
public final class BenchService {
  private final BenchmarkEngine engine;
  private final CodecRegistry registry;
  private final FixtureCatalog catalog;
  private final RunDatabase runs;
  private final Supplier<List<JavaRuntime>> jvms;
  private final PlanMemory memory;
  private final Supplier<MachineReport> machine;

  /**
   * @param jvms finds the installed JDKs (blocking; {@link JavaRuntimes#discover} in the app)
   * @param memory where the plan last run is remembered
   */
  public BenchService(
      BenchmarkEngine engine,
      CodecRegistry registry,
      FixtureCatalog catalog,
      RunDatabase runs,
      Supplier<List<JavaRuntime>> jvms,
      PlanMemory memory) {
    this(engine, registry, catalog, runs, jvms, memory, MachineCheck.thisMachine()::check);
  }

  /**
   * @param jvms finds the installed JDKs (blocking; {@link JavaRuntimes#discover} in the app)
   * @param memory where the plan last run is remembered
   * @param machine the pre-flight machine check (blocking; a few file reads)
   */
  // The parameters are the screen's services; a parameter object would only rename them.
  @SuppressWarnings("checkstyle:ParameterNumber")
  public BenchService(
      BenchmarkEngine engine,
      CodecRegistry registry,
      FixtureCatalog catalog,
      RunDatabase runs,
      Supplier<List<JavaRuntime>> jvms,
      PlanMemory memory,
      Supplier<MachineReport> machine) {
    this.engine = engine;
    this.registry = registry;
    this.catalog = catalog;
    this.runs = runs;
    this.jvms = jvms;
    this.memory = memory;
    this.machine = machine;
  }

  /** The plan checked as a run checks it: fixtures read, unsupported pairs set apart. Blocking. */
  public PreparedPlan prepare(BenchmarkPlan plan) {
    return engine.prepare(plan);
  }

  /**
   * What change {@code plan} can detect on this machine, from the run database's earlier runs of
   * its benchmarks ({@link PlanSensitivity}, as {@code wirebench bench} says it); empty for a
   * latency plan. Blocking: reads the history of each of its benchmarks.
   */
  public Optional<String> planSensitivity(BenchmarkPlan plan) {
    return PlanSensitivity.describe(runs.store(), plan);
  }

  /** The pre-flight check of the machine now. Blocking (a few small file reads). */
  public MachineReport checkMachine() {
    return machine.get();
  }

  /**
   * Why this machine has no hardware counters for perfnorm, or empty if it has. Blocking: runs
   * {@code perf stat} (up to 5 s).
   */
  public Optional<String> hardwareCountersMissing() {
    return HardwareCounters.unavailable();
  }

  /** The plan run last (in an earlier session too), if one is remembered. Blocking. */
  public Optional<SavedPlan> rememberedPlan() {
    return memory.load();
  }

  /**
   * Remembers {@code plan} as the one run last. Blocking.
   *
   * @throws java.io.UncheckedIOException if it cannot be written
   */
  public void rememberPlan(SavedPlan plan) {
    memory.save(plan);
  }

  /** The codecs on the class path, in registry order. */
  public List<CodecInfo> codecs() {
    return registry.infos();
  }

  /** The bundled fixture ids, in catalog order. */
  public List<String> fixtures() {
    return catalog.ids();
  }

  /** The JDKs installed here, the running one first. Blocking (file I/O, maybe a process). */
  public List<JavaRuntime> discoverJvms() {
    return jvms.get();
  }

  /** The database runs are stored in now. */
  public DatabaseLocation database() {
    return runs.location();
  }

  /**
   * Runs {@code plan}, storing it (as running, each result as it ends, then its status) in the run
   * database. Blocks until the run ends; {@code cancel} stops it and kills its forks.
   *
   * @throws dev.wirebench.engine.bench.PlanException if the plan is invalid (nothing ran)
   */
  public StoredOutcome run(BenchmarkPlan plan, BenchmarkListener listener, CancelToken cancel) {
    RunStore store = runs.store();
    try (StoringBenchmarkListener storing = new StoringBenchmarkListener(store)) {
      // Storing first: when the screen hears of a result, it is already in the database.
      BenchOutcome outcome = engine.run(plan, BenchmarkListener.all(storing, listener), cancel);
      return new StoredOutcome(
          outcome,
          storing.runId(),
          runs.location(),
          storing.failure().map(Throwable::getMessage).orElse(null));
    }
  }

  /**
   * A finished run and where it was stored.
   *
   * @param outcome how the run ended, with its results
   * @param runId the stored run's id, or -1 if it never started (cancelled while waiting)
   * @param database the database (file or team store) it was stored in
   * @param storageFailure why the run is not fully stored (the store failed and stopped it), or
   *     null if every result was stored
   */
  public record StoredOutcome(
      BenchOutcome outcome, long runId, DatabaseLocation database, String storageFailure) {
    public boolean stored() {
      return runId >= 0 && storageFailure == null;
    }
  }
}
