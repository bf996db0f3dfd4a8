package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchJson;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StoringBenchmarkListener;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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

  @Mixin private PlanOptions planOptions = new PlanOptions();

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
    planOptions.profiles().announce(stderr);
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
    return planOptions.plan();
  }
}
