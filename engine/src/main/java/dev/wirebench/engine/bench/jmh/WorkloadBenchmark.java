package dev.wirebench.engine.bench.jmh;

import dev.wirebench.engine.workload.Workload;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The measured methods of every codec benchmark: one {@link Workload} operation per call, cycling
 * through the messages (the order-book suites' method) — exactly what the latency harness times.
 * Subclasses only say where the workload comes from (their JMH parameters, which also name the
 * stored benchmarks); state is set up once per trial (per fork), and a setup failure (a codec that
 * cannot encode the messages, a file that vanished) fails the trial.
 *
 * <p>Decode consumes the decoded message through the Blackhole, so the JIT cannot delete the work;
 * each codec's decode contract says what "decoded" means (filled instance, flyweight read, new
 * object graph).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public abstract class WorkloadBenchmark {
  private Workload<?> workload;

  /** The workload this trial times, from the subclass's parameters. */
  protected abstract Workload<?> prepare();

  @Setup(Level.Trial)
  public void setUp() {
    ParentWatch.start(); // a fork must not outlive a killed Wirebench
    workload = prepare();
  }

  /** Encodes one message into a reused buffer; returns the length so the work is consumed. */
  @Benchmark
  public int encode() {
    return workload.encode(workload.nextIndex());
  }

  /** Decodes one payload into a reused target. */
  @Benchmark
  public void decode(Blackhole blackhole) {
    blackhole.consume(workload.decode(workload.nextIndex()));
  }

  /** Encodes then decodes one message. */
  @Benchmark
  public void roundtrip(Blackhole blackhole) {
    blackhole.consume(workload.roundtrip(workload.nextIndex()));
  }
}
