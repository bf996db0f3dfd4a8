package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.throughput.ForkOptions;
import dev.wirebench.engine.throughput.StreamStores;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.fixtures.FixtureCatalog;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * What a throughput run measures, as {@code throughput} and {@code queue throughput} take it:
 * stores, codecs, the fixture (and its schema), stream size, consumer counts, repetitions and how
 * consumers run.
 */
final class ThroughputOptions {
  /** Codecs tried in order when --codec is not given. */
  static final List<String> PREFERRED_CODECS = List.of("wire-compiled", "json");

  @Option(
      names = "--store",
      split = ",",
      paramLabel = "ID",
      description =
          "Stream stores: log (Wirebench's mapped log), chronicle, or one served by a stream"
              + " server (log@tcp, log@aeron-ipc, log@aeron-udp) with its axes after it"
              + " (log@tcp+channels=2+cpus=1+streams=4); default: log.")
  private List<String> stores = List.of("log");

  @Mixin private StoreAxes axes = new StoreAxes();

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

  /** Whether consumer counts were given (else the run's machine picks 1 to 2 × its cores). */
  boolean consumersGiven() {
    return !consumers.isEmpty();
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

  /** The settings these options give (the run's directory and file keeping left to the caller). */
  ThroughputSettings.Builder builder(CodecRegistry registry) {
    checkDynamicOptions();
    ThroughputSettings.Builder builder =
        ThroughputSettings.builder()
            .stores(axes.expand(stores))
            .codecs(codecs.isEmpty() ? List.of(defaultCodec(registry)) : codecs)
            .fixture(fixture)
            .messages(messages)
            .repetitions(repeat)
            .processPerConsumer(processPerConsumer)
            .warmupMessages(warmup)
            .schema(schema == null ? null : schema.toString())
            .dynamic(dynamic);
    if (!consumers.isEmpty()) {
      builder.consumers(parseConsumers(consumers));
    }
    if (!jvmArgs.isEmpty()) {
      builder.fork(ForkOptions.currentJvm().withJvmArgs(jvmArgs));
    }
    for (String store : axes.expand(stores)) {
      StreamStores.create(store);
    }
    return builder;
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
