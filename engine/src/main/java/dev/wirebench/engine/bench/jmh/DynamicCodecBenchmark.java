package dev.wirebench.engine.bench.jmh;

import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.workload.DynamicWorkload;
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
 * {@link CodecBenchmark} for dynamic fixtures: one codec's dynamic mapping on the messages of a
 * JSON file Wirebench has no model for. The fork gets the files, not a class: {@code messages} is
 * the message file's absolute path and {@code schema} a schema file's, or {@code inferred}; the
 * fixture is loaded (and its schema inferred) once per trial in {@link #setUp()}, which fails the
 * trial with the loader's one located line if a file vanished or no longer fits the schema.
 *
 * <p>The measured methods are {@link CodecBenchmark}'s, over {@link DynamicRecord}s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class DynamicCodecBenchmark {
  /** Registry id of the codec under test (its dynamic mapping). */
  @Param("json")
  public String codec;

  /** Absolute path of the message file. */
  @Param("messages.json")
  public String messages;

  /** Absolute path of the schema file, or {@code inferred}. */
  @Param(DynamicWorkload.INFERRED)
  public String schema;

  private DynamicCodec instance;
  private DynamicRecord[] records;
  private byte[][] payloads;
  private DynamicRecord[] targets;
  private byte[] buffer;
  private int next;

  @Setup(Level.Trial)
  public void setUp() {
    ParentWatch.start(); // a fork must not outlive a killed Wirebench
    DynamicWorkload workload = DynamicWorkload.prepare(codec, messages, schema);
    instance = workload.codec();
    records = workload.messages();
    payloads = workload.payloads();
    targets = workload.targets();
    buffer = workload.buffer();
  }

  private int nextIndex() {
    int index = next;
    next = index + 1 == records.length ? 0 : index + 1;
    return index;
  }

  /** Encodes one message into a reused buffer; returns the length so the work is consumed. */
  @Benchmark
  public int encode() {
    return instance.encode(records[nextIndex()], buffer, 0);
  }

  /** Decodes one payload into a reused record. */
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
    int length = instance.encode(records[index], buffer, 0);
    blackhole.consume(instance.decode(buffer, 0, length, targets[index]));
  }
}
