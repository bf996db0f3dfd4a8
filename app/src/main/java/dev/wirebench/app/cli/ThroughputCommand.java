package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StoringThroughputListener;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code wirebench throughput}: K consumers read a stream of N messages; rates per K. */
@Command(
    name = "throughput",
    mixinStandardHelpOptions = true,
    description = {
      "Writes N messages of a fixture, encoded by a codec, into a stream store, then lets K"
          + " consumers read the whole stream at once, each decoding every message. Prints, per"
          + " K, the combined and per-consumer rates, MB/s, and how close a consumer comes to the"
          + " scan ceiling (one thread summing the stream's bytes without decoding, a pass right"
          + " before each point).",
      "Progress goes to stderr; the table to stdout. The run is kept in the run database"
          + " (see `wirebench show`) unless --no-store. Ctrl-C cancels and cleans up."
    })
public final class ThroughputCommand implements Callable<Integer> {
  /** Exit code of a run cancelled with Ctrl-C (128 + SIGINT, as shells report it). */
  static final int CANCELLED = 130;

  @Spec private CommandSpec spec;

  @Mixin private ThroughputOptions options = new ThroughputOptions();

  @Option(
      names = "--dir",
      paramLabel = "DIR",
      description = "Where to write the stream files; default: the temp directory.")
  private Path directory;

  @Option(names = "--keep", description = "Keep the stream files instead of deleting them.")
  private boolean keep;

  @Option(names = "--label", paramLabel = "TEXT", description = "A label for the stored run.")
  private String label;

  @Mixin private StoreOptions store;

  @Option(names = "--no-store", description = "Do not keep the run in the run database.")
  private boolean noStore;

  @Override
  public Integer call() {
    // Chronicle reads its analytics switch in static initialisers: set it before anything loads.
    JvmFlags.applySystemProperties();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    CodecRegistry registry = CodecRegistry.discover();
    ThroughputSettings settings =
        options.builder(registry).directory(directory).keepFiles(keep).build();
    ThroughputRunner runner =
        new ThroughputRunner(registry, FixtureLoader.bundled(), MeasurementLock.machineWide());
    runner.validate(settings);
    SystemCommand.warnBeforeMeasuring(err);
    CancelToken cancel = new CancelToken();
    CountDownLatch printed = new CountDownLatch(1);
    Thread onCtrlC = cancelOnShutdown(cancel, printed);
    Runtime.getRuntime().addShutdownHook(onCtrlC);
    ThroughputReport report;
    StoreVerdict verdict = new StoreVerdict(-1, 0, Optional.empty(), store.describe(null));
    int stored;
    try {
      ThroughputListener progress = new ThroughputProgressPrinter(err);
      if (noStore) {
        report = runner.run(settings, progress, cancel);
      } else {
        try (RunStore runs = store.openOrCreate(null);
            StoringThroughputListener storing = new StoringThroughputListener(runs, label)) {
          report = runner.run(settings, ThroughputListener.all(progress, storing), cancel);
          verdict =
              new StoreVerdict(
                  storing.runId(), storing.storedPoints(), storing.failure(), store.describe(null));
        }
      }
      new ThroughputTable(report).print(out);
      out.flush();
      stored = verdict.print(out, err, "points");
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(onCtrlC);
      } catch (IllegalStateException shuttingDown) {
        // Ctrl-C: the hook is running and waits for the results to be printed.
      }
      printed.countDown();
    }
    if (stored != 0) {
      return stored;
    }
    if (report.failure() != null) {
      err.println("wirebench: throughput run failed: " + report.failure());
      err.flush();
      return CliErrors.INTERNAL;
    }
    return report.status() == RunStatus.COMPLETE ? 0 : CANCELLED;
  }

  /**
   * On Ctrl-C: cancel, then hold the JVM's exit until the run has stopped its consumers, deleted
   * its files and printed the points it finished.
   */
  private static Thread cancelOnShutdown(CancelToken cancel, CountDownLatch printed) {
    return new Thread(
        () -> {
          cancel.cancel();
          try {
            printed.await(30, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        },
        "wirebench-throughput-cancel");
  }
}
