package dev.wirebench.storage.fleet;

import dev.wirebench.engine.throughput.ForkOptions;
import dev.wirebench.engine.throughput.ThroughputSettings;
import java.util.List;

/**
 * A throughput plan as a fleet job carries it: the run's settings but none of the queuer's machine
 * (no stream directory, no kept files, no fork JVM or class path: the agent forks its own), and
 * consumer counts that may be left to the agent's machine (1 to 2 × its cores).
 *
 * @param stores stream store ids
 * @param codecs codec ids
 * @param fixture a bundled fixture id, a file path (queuer) or a carried file (job)
 * @param messages messages in each stream
 * @param consumers consumer counts, or empty for the agent's default sweep
 * @param repetitions runs of each point
 * @param processPerConsumer each consumer in its own JVM
 * @param jvmArgs forked consumers' JVM arguments (allow-listed), or empty for the defaults
 * @param warmupMessages messages read before measuring
 * @param schema the fixture file's schema (a path, or a carried file), or null
 * @param dynamic read the fixture file as of unknown shape
 * @param label the run's label, or null
 */
public record ThroughputJob(
    List<String> stores,
    List<String> codecs,
    String fixture,
    long messages,
    List<Integer> consumers,
    int repetitions,
    boolean processPerConsumer,
    List<String> jvmArgs,
    long warmupMessages,
    String schema,
    boolean dynamic,
    String label) {
  public ThroughputJob {
    stores = List.copyOf(stores);
    codecs = List.copyOf(codecs);
    consumers = List.copyOf(consumers);
    jvmArgs = List.copyOf(jvmArgs);
  }

  /**
   * The job of {@code settings} ({@code consumersGiven}: else the agent sweeps its own default);
   * the directory, kept files and fork JVM stay on this machine.
   */
  public static ThroughputJob of(
      ThroughputSettings settings, boolean consumersGiven, String label) {
    boolean ownArgs = !settings.fork().jvmArgs().equals(ForkOptions.DEFAULT_JVM_ARGS);
    return new ThroughputJob(
        settings.stores(),
        settings.codecs(),
        settings.fixture(),
        settings.messages(),
        consumersGiven ? settings.consumers() : List.of(),
        settings.repetitions(),
        settings.processPerConsumer(),
        ownArgs ? settings.fork().jvmArgs() : List.of(),
        settings.warmupMessages(),
        settings.schema(),
        settings.dynamic(),
        label);
  }

  /** The settings an agent runs: its own JVM and class path, its temp directory. */
  public ThroughputSettings settings() {
    ThroughputSettings.Builder builder =
        ThroughputSettings.builder()
            .stores(stores)
            .codecs(codecs)
            .fixture(fixture)
            .messages(messages)
            .repetitions(repetitions)
            .processPerConsumer(processPerConsumer)
            .warmupMessages(warmupMessages)
            .schema(schema)
            .dynamic(dynamic);
    if (!consumers.isEmpty()) {
      builder.consumers(consumers);
    }
    if (!jvmArgs.isEmpty()) {
      builder.fork(ForkOptions.currentJvm().withJvmArgs(jvmArgs));
    }
    return builder.build();
  }

  ThroughputJob withFiles(String fixture, String schema) {
    return new ThroughputJob(
        stores,
        codecs,
        fixture,
        messages,
        consumers,
        repetitions,
        processPerConsumer,
        jvmArgs,
        warmupMessages,
        schema,
        dynamic,
        label);
  }

  /** What it measures: the label, else its stores, codecs and fixture. */
  String describe() {
    if (label != null && !label.isBlank()) {
      return label;
    }
    String file = fixture.substring(fixture.lastIndexOf('/') + 1);
    return "throughput: "
        + String.join(", ", stores)
        + " × "
        + String.join(", ", codecs)
        + " on "
        + file;
  }
}
