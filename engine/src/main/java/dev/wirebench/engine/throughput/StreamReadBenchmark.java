package dev.wirebench.engine.throughput;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One consumer's read loops under JMH, per message: {@code scan} (the ceiling) and {@code decode}
 * (a consumer), each a whole pass over a written stream with a fresh reader. With {@code -prof gc},
 * {@code gc.alloc.rate.norm} is the allocation per message of the reader (scan) or reader and codec
 * (decode). {@code window} sets how much the log reader copies at a time (64 approximates a copy
 * per frame), to measure that choice. Forks get the consumers' JIT flag; {@code -jvmArgsAppend
 * -XX:InlineSmallCode=2500} on the command line measures without it.
 *
 * <p>{@code decode} reads with one codec instance and target for the whole trial, as every consumer
 * does now (a fork, and a thread consumer since 2026-11-25); {@code decodeFreshConsumer} makes a
 * new codec instance and target for every pass, as thread consumers did before: each pass then
 * starts with the instance's first-use paths (empty string caches, an empty target) inside the
 * compiled loop, and the loop the JIT settles on is the slower one (see {@code
 * ThreadConsumerGroup}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
// as every consumer JVM of a throughput run (ForkOptions.CONSUMER_JIT)
@Fork(jvmArgsAppend = ForkOptions.INLINE_SMALL_CODE)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StreamReadBenchmark {
  /** Messages per pass; {@link #scan} and {@link #decode} report time per message. */
  public static final int MESSAGES = 1_000_000;

  @Param({"log", "chronicle"})
  public String store;

  @Param("json")
  public String codec;

  @Param("bars")
  public String fixture;

  /**
   * The log reader's copy window in bytes, or 0 to copy each payload on its own as Chronicle does
   * and as store comparisons do (ignored by Chronicle).
   */
  @Param("0")
  public int window;

  private StreamStore streamStore;
  private Path directory;
  private CodecRegistry codecs;
  private MessageType type;
  private Codec decoder;
  private Message reuse;
  private final CancelToken never = new CancelToken();

  @Setup(Level.Trial)
  public void write() throws IOException {
    dev.wirebench.engine.bench.jmh.ParentWatch.start(); // never outlive a killed parent
    streamStore =
        store.equals(MappedLogStore.ID) ? new MappedLogStore(window) : StreamStores.create(store);
    codecs = CodecRegistry.discover();
    decoder = codecs.create(codec);
    EncodedMix mix = EncodedMix.of(FixtureLoader.bundled().resolve(fixture), codec, codecs);
    type = ((StreamDecoding.Static) mix.decoding()).type();
    reuse = type.newInstance();
    directory = Files.createTempDirectory(RunFiles.PREFIX + "jmh-");
    try (StreamAppender appender =
        streamStore.openAppender(directory, MESSAGES, mix.payloadBytes(MESSAGES))) {
      mix.write(appender, MESSAGES, never, written -> {});
    }
  }

  @TearDown(Level.Trial)
  public void delete() {
    RunFiles.deleteRecursively(directory, problem -> {});
  }

  @Benchmark
  @OperationsPerInvocation(MESSAGES)
  public long scan() throws IOException {
    try (StreamReader reader = streamStore.openReader(directory)) {
      return ReadLoops.scan(reader, MESSAGES, never).sum();
    }
  }

  @Benchmark
  @OperationsPerInvocation(MESSAGES)
  public long decode() throws IOException {
    try (StreamReader reader = streamStore.openReader(directory)) {
      return ReadLoops.consume(0, reader, decoder, reuse, MessageChecksum::of, MESSAGES, never)
          .checksum();
    }
  }

  @Benchmark
  @OperationsPerInvocation(MESSAGES)
  public long decodeFreshConsumer() throws IOException {
    Codec fresh = codecs.create(codec);
    Message target = type.newInstance();
    try (StreamReader reader = streamStore.openReader(directory)) {
      return ReadLoops.consume(0, reader, fresh, target, MessageChecksum::of, MESSAGES, never)
          .checksum();
    }
  }
}
