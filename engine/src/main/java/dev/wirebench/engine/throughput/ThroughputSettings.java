package dev.wirebench.engine.throughput;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What a throughput run measures: for each store x codec, a stream of {@code messages} messages of
 * the fixture's mix is written, its scan ceiling measured, then each consumer count K of {@code
 * consumers} is run {@code repetitions} times.
 *
 * @param stores stream store ids ({@link StreamStores#ids()})
 * @param codecs codec ids from the codec registry
 * @param fixture bundled fixture id or fixture file; it must hold one message type
 * @param messages N, the messages in each stream
 * @param consumers the consumer counts K to sweep, in order
 * @param repetitions R, runs of each point (and of the scan)
 * @param processPerConsumer run each consumer in its own forked JVM instead of a thread
 * @param fork how forked consumers are started (used only with {@code processPerConsumer})
 * @param warmupMessages messages read (and decoded) before measuring, to compile the read loops;
 *     capped at N
 * @param directory where to put the run's files (a new subdirectory is made), or null for the
 *     system temp directory
 * @param keepFiles keep the stream files after the run instead of deleting them
 * @param schema a schema file the fixture file's messages are read against (a dynamic fixture), or
 *     null
 * @param dynamic read the fixture file as a message file of unknown shape (schema inferred) even if
 *     the built-in model knows its shape; files of shapes the model does not know are read so
 *     anyway
 */
public record ThroughputSettings(
    List<String> stores,
    List<String> codecs,
    String fixture,
    long messages,
    List<Integer> consumers,
    int repetitions,
    boolean processPerConsumer,
    ForkOptions fork,
    long warmupMessages,
    Path directory,
    boolean keepFiles,
    String schema,
    boolean dynamic) {
  /** Most consumers one point may start. */
  public static final int MAX_CONSUMERS = 512;

  public ThroughputSettings {
    stores = List.copyOf(stores);
    codecs = List.copyOf(codecs);
    consumers = List.copyOf(consumers);
    Objects.requireNonNull(fixture, "fixture");
    Objects.requireNonNull(fork, "fork");
    if (stores.isEmpty()) {
      throw new IllegalArgumentException("choose at least one stream store");
    }
    if (codecs.isEmpty()) {
      throw new IllegalArgumentException("choose at least one codec");
    }
    if (messages < 1) {
      throw new IllegalArgumentException("the stream needs at least 1 message, not " + messages);
    }
    if (consumers.isEmpty()) {
      throw new IllegalArgumentException("give at least one consumer count");
    }
    for (int k : consumers) {
      if (k < 1 || k > MAX_CONSUMERS) {
        throw new IllegalArgumentException(
            "consumer count " + k + " is outside 1.." + MAX_CONSUMERS);
      }
    }
    if (repetitions < 1) {
      throw new IllegalArgumentException("repeat each point at least once, not " + repetitions);
    }
    if (warmupMessages < 0) {
      throw new IllegalArgumentException("warm-up messages cannot be negative");
    }
  }

  /**
   * The settings as text, for a run's stored environment ({@code settings.*} keys): what a
   * comparison checks before calling two runs like for like.
   */
  public Map<String, String> asText() {
    Map<String, String> text = new LinkedHashMap<>();
    text.put("stores", String.join(",", stores));
    text.put("codecs", String.join(",", codecs));
    text.put("fixture", fixture);
    text.put("messages", Long.toString(messages));
    text.put("consumers", consumers.stream().map(String::valueOf).collect(Collectors.joining(",")));
    text.put("repetitions", Integer.toString(repetitions));
    text.put("consumer.mode", processPerConsumer ? "process" : "thread");
    text.put("warmup.messages", Long.toString(warmupMessages));
    if (schema != null) {
      text.put("schema", schema);
    }
    if (dynamic) {
      text.put("dynamic", "true");
    }
    if (processPerConsumer) {
      text.put("fork.jvm", fork.jvm().describe());
      text.put("fork.jvmArgs", String.join(" ", fork.jvmArgs()));
    }
    return text;
  }

  /** 1, 2, ... 2 x {@code cores}: the default sweep. */
  public static List<Integer> defaultConsumers(int cores) {
    List<Integer> counts = new ArrayList<>();
    for (int k = 1; k <= 2 * Math.max(1, cores); k++) {
      counts.add(k);
    }
    return counts;
  }

  public static Builder builder() {
    return new Builder();
  }

  /** Settings with defaults: log store, json codec, bars, 1 M messages, K = 1..2 x cores, R = 3. */
  public static final class Builder {
    private List<String> stores = List.of("log");
    private List<String> codecs = List.of("json");
    private String fixture = "bars";
    private long messages = 1_000_000;
    private List<Integer> consumers = defaultConsumers(Runtime.getRuntime().availableProcessors());
    private int repetitions = 3;
    private boolean processPerConsumer;
    private ForkOptions fork;
    private long warmupMessages = 2_000_000;
    private Path directory;
    private boolean keepFiles;
    private String schema;
    private boolean dynamic;

    public Builder stores(List<String> value) {
      stores = value;
      return this;
    }

    public Builder codecs(List<String> value) {
      codecs = value;
      return this;
    }

    public Builder fixture(String value) {
      fixture = value;
      return this;
    }

    public Builder messages(long value) {
      messages = value;
      return this;
    }

    public Builder consumers(List<Integer> value) {
      consumers = value;
      return this;
    }

    public Builder repetitions(int value) {
      repetitions = value;
      return this;
    }

    public Builder processPerConsumer(boolean value) {
      processPerConsumer = value;
      return this;
    }

    public Builder fork(ForkOptions value) {
      fork = value;
      return this;
    }

    public Builder warmupMessages(long value) {
      warmupMessages = value;
      return this;
    }

    public Builder directory(Path value) {
      directory = value;
      return this;
    }

    public Builder keepFiles(boolean value) {
      keepFiles = value;
      return this;
    }

    /** A schema file for the fixture file's messages (null: none). */
    public Builder schema(String value) {
      schema = value;
      return this;
    }

    /** Read the fixture file as a message file of unknown shape, schema inferred. */
    public Builder dynamic(boolean value) {
      dynamic = value;
      return this;
    }

    public ThroughputSettings build() {
      return new ThroughputSettings(
          stores,
          codecs,
          fixture,
          messages,
          consumers,
          repetitions,
          processPerConsumer,
          fork == null ? ForkOptions.currentJvm() : fork,
          warmupMessages,
          directory,
          keepFiles,
          schema,
          dynamic);
    }
  }
}
