package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ForkOptions;
import dev.wirebench.engine.throughput.StreamStores;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.fixtures.FixtureCatalog;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StoringThroughputListener;
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
  /** Codecs tried in order when --codec is not given. */
  static final List<String> PREFERRED_CODECS = List.of("wire-compiled", "json");

  /** Exit code of a run cancelled with Ctrl-C (128 + SIGINT, as shells report it). */
  static final int CANCELLED = 130;

  @Spec private CommandSpec spec;

  @Option(
      names = "--store",
      split = ",",
      paramLabel = "ID",
      description = "Stream stores: log (Wirebench's mapped log), chronicle; default: log.")
  private List<String> stores = List.of("log");

  @Option(
      names = "--codec",
      split = ",",
      paramLabel = "ID",
      description = "Codecs; default: wire-compiled if present, else json.")
  private List<String> codecs = List.of();

  @Option(
      names = "--fixture",
      paramLabel = "FIXTURE",
      description =
          "Bundled fixture id or file: of the built-in model (one message type), or JSON/NDJSON"
              + " messages of any shape (schema inferred); default: ${DEFAULT-VALUE}.")
  private String fixture = "bars";

  @Option(
      names = "--schema",
      paramLabel = "FILE",
      description =
          "Read the --fixture file's messages against this schema (Wirebench schema .json, Avro"
              + " .avsc, .proto, SBE .xml); codecs then use their dynamic mappings.")
  private Path schema;

  @Option(
      names = "--dynamic",
      description =
          "Read the --fixture file as messages of a shape Wirebench has no model for (schema"
              + " inferred), even a known one. Files of unknown shapes are read so without it.")
  private boolean dynamic;

  @Option(
      names = "--messages",
      paramLabel = "N",
      converter = CountConverter.class,
      description = "Messages in the stream (50M, 500k...); default: 10M.")
  private long messages = 10_000_000;

  @Option(
      names = "--consumers",
      split = ",",
      paramLabel = "K",
      description = "Consumer counts, e.g. 1,2,4 or 1-8; default: 1 to 2 x cores.")
  private List<String> consumers = List.of();

  @Option(
      names = "--repeat",
      paramLabel = "R",
      description = "Runs of each point, each after its own scan pass; default: ${DEFAULT-VALUE}.")
  private int repeat = 3;

  @Option(
      names = "--process-per-consumer",
      description = "Run each consumer in its own JVM instead of a thread.")
  private boolean processPerConsumer;

  @Option(
      names = "--jvm-arg",
      paramLabel = "ARG",
      description = "JVM argument for forked consumers (repeatable); default: -Xms64m -Xmx512m.")
  private List<String> jvmArgs = List.of();

  @Option(
      names = "--warmup",
      paramLabel = "N",
      converter = CountConverter.class,
      description = "Messages read before measuring; default: 2M (capped at --messages).")
  private long warmup = 2_000_000;

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
    ThroughputSettings settings = settings(registry);
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

  /** --schema and --dynamic read a message file; a bundled fixture is the built-in model's. */
  private void checkDynamicOptions() {
    if ((schema != null || dynamic) && FixtureCatalog.bundled().find(fixture).isPresent()) {
      throw new UserError(
          (schema != null ? "--schema" : "--dynamic")
              + " reads a message file; "
              + fixture
              + " is a bundled fixture of the built-in model (give a file path)");
    }
  }

  private ThroughputSettings settings(CodecRegistry registry) {
    checkDynamicOptions();
    ThroughputSettings.Builder builder =
        ThroughputSettings.builder()
            .stores(stores)
            .codecs(codecs.isEmpty() ? List.of(defaultCodec(registry)) : codecs)
            .fixture(fixture)
            .messages(messages)
            .repetitions(repeat)
            .processPerConsumer(processPerConsumer)
            .warmupMessages(warmup)
            .directory(directory)
            .keepFiles(keep)
            .schema(schema == null ? null : schema.toString())
            .dynamic(dynamic);
    if (!consumers.isEmpty()) {
      builder.consumers(parseConsumers(consumers));
    }
    if (!jvmArgs.isEmpty()) {
      builder.fork(ForkOptions.currentJvm().withJvmArgs(jvmArgs));
    }
    for (String store : stores) {
      StreamStores.create(store);
    }
    return builder.build();
  }

  private static String defaultCodec(CodecRegistry registry) {
    for (String id : PREFERRED_CODECS) {
      if (registry.find(id).isPresent()) {
        return id;
      }
    }
    return registry.ids().get(0);
  }

  /** {@code 1,2,4} and ranges {@code 1-8}. */
  static List<Integer> parseConsumers(List<String> values) {
    List<Integer> counts = new ArrayList<>();
    for (String value : values) {
      String text = value.trim();
      try {
        int dash = text.indexOf('-', 1);
        if (dash < 0) {
          counts.add(Integer.parseInt(text));
        } else {
          int from = Integer.parseInt(text.substring(0, dash).trim());
          int to = Integer.parseInt(text.substring(dash + 1).trim());
          if (to < from || to - from > ThroughputSettings.MAX_CONSUMERS) {
            throw new UserError("--consumers range '" + text + "' must go up, e.g. 1-8");
          }
          for (int k = from; k <= to; k++) {
            counts.add(k);
          }
        }
      } catch (NumberFormatException e) {
        throw new UserError(
            "--consumers '" + value + "' is not a count or a range (e.g. 1,2,4 or 1-8)");
      }
    }
    return counts;
  }
}
