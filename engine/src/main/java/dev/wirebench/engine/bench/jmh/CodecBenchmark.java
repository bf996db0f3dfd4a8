package dev.wirebench.engine.bench.jmh;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.workload.CodecWorkload;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The codec benchmark: one codec on one fixture, one message per operation, cycling through the
 * fixture's messages (the order-book suites' method). The runner sets {@code codec} and {@code
 * fixture}; state is set up once per trial (per fork) by {@link CodecWorkload}, which the latency
 * harness shares, and a setup failure (a codec that cannot encode the fixture) fails the trial.
 *
 * <p>Decode consumes the decoded message through the Blackhole, so the JIT cannot delete the work;
 * each codec's decode contract says what "decoded" means (filled instance, flyweight read, new
 * object graph).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CodecBenchmark {
  /** Registry id of the codec under test. */
  @Param("json")
  public String codec;

  /** Catalog id (or file path) of the fixture. */
  @Param("minimal")
  public String fixture;

  private Codec instance;
  private Message[] messages;
  private byte[][] payloads;
  private Message[] targets;
  private byte[] buffer;
  private int next;

  @Setup(Level.Trial)
  public void setUp() {
    ParentWatch.start(); // a fork must not outlive a killed Wirebench
    CodecWorkload workload = CodecWorkload.prepare(codec, fixture);
    // The hot methods read fields of this class directly rather than calling the workload, so the
    // measured code is exactly codec work plus an index.
    instance = workload.codec();
    messages = workload.messages();
    payloads = workload.payloads();
    targets = workload.targets();
    buffer = workload.buffer();
  }

  private int nextIndex() {
    int index = next;
    next = index + 1 == messages.length ? 0 : index + 1;
    return index;
  }

  /** Encodes one message into a reused buffer; returns the length so the work is consumed. */
  @Benchmark
  public int encode() {
    return instance.encode(messages[nextIndex()], buffer, 0);
  }

  /** Decodes one payload into a reused instance (or whatever the codec's contract produces). */
  @Benchmark
  public void decode(Blackhole blackhole) {
    int index = nextIndex();
    byte[] payload = payloads[index];
    blackhole.consume(instance.decode(payload, 0, payload.length, targets[index]));
  }

  /** Encodes then decodes one message. */
  @Benchmark
  public void roundtrip(Blackhole blackhole) {
    int index = nextIndex();
    int length = instance.encode(messages[index], buffer, 0);
    blackhole.consume(instance.decode(buffer, 0, length, targets[index]));
  }
}
