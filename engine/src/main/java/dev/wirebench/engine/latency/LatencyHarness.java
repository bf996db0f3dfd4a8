package dev.wirebench.engine.latency;

import dev.wirebench.engine.workload.Workload;
import dev.wirebench.engine.workload.Workloads;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.StringJoiner;
import org.HdrHistogram.Histogram;

/**
 * The main class of a latency fork: prepares one codec on one fixture, warms up, then times every
 * operation into a histogram (see {@link LatencyLoop}) and reports on standard output in the {@link
 * LatencyProtocol} format. Exits when its standard input closes, so it never outlives the process
 * that started it.
 *
 * <p>Arguments: {@code codec fixture operation warmupOps measuredOps coolerKind coolerNanos
 * coolerBytes ratePerSecond}; a rate of 0 runs the closed {@link LatencyLoop} (service time), any
 * other the {@link OpenLoop} at that rate (response time from intended start, plus {@link
 * LatencyProtocol#OPEN}). A fork whose fixture is a message file of a user's schema also gets the
 * system property {@value #SCHEMA_PROPERTY} (its {@link
 * dev.wirebench.engine.workload.SchemaSource}); the workload is the same either way.
 */
public final class LatencyHarness {
  /** Set on a latency fork whose fixture is read with a schema: the schema source. */
  public static final String SCHEMA_PROPERTY = "wirebench.dynamic.schema";

  private LatencyHarness() {}

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    watchParent();
    try {
      if (args.length != 9) {
        throw new IllegalArgumentException("expected 9 arguments, got " + args.length);
      }
      for (String key :
          new String[] {"java.vendor", "java.vm.name", "java.runtime.version", "java.home"}) {
        out.println(LatencyProtocol.JVM + " " + key + "=" + System.getProperty(key));
      }
      LatencyLoop.Operation operation =
          operation(
              Workloads.prepare(args[0], args[1], System.getProperty(SCHEMA_PROPERTY)), args[2]);
      CoolerSpec cooler = CoolerSpec.fromArgs(args[5], args[6], args[7]);
      out.println(timerLine(timerCost()));
      LatencyLoop.ChunkListener progress = progress(out);
      long rate = Long.parseLong(args[8]);
      if (rate > 0) {
        OpenLoop loop = new OpenLoop(operation, PacingClock.SYSTEM, rate);
        loop.warmUp(Long.parseLong(args[3]), progress);
        OpenLoop.Phase phase = loop.measure(Long.parseLong(args[4]), progress);
        out.println(openLine(rate, phase));
        out.println(
            resultLine(
                new LatencyLoop.Phase(
                    phase.response(),
                    phase.elapsedNanos(),
                    phase.allocatedBytes(),
                    phase.chunkMeans())));
      } else {
        LatencyLoop loop = new LatencyLoop(operation, Cooler.of(cooler));
        loop.warmUp(Long.parseLong(args[3]), progress);
        out.println(resultLine(loop.measure(Long.parseLong(args[4]), progress)));
      }
      out.flush();
      System.exit(0);
    } catch (Throwable e) {
      // Whatever failed (a codec refusing the fixture, a bad argument): one line to the parent.
      String message = e.getMessage() == null ? e.toString() : e.getMessage();
      out.println(LatencyProtocol.ERROR + " " + message.replace('\n', ' ').replace('\r', ' '));
      out.flush();
      System.exit(1);
    }
  }

  /**
   * Times empty intervals in the same loop (same timing and histogram recording), warmed up as the
   * operations are: the timer's own share of every recorded latency. No cooler runs between them:
   * it lies outside the timed interval, and a 1 ms cooler would make 200,000 intervals take
   * minutes.
   */
  static TimerCost timerCost() {
    LatencyLoop empty = new LatencyLoop(() -> 0L, Cooler.of(CoolerSpec.NONE));
    LatencyLoop.ChunkListener quiet = (warmup, chunk, chunks, mean) -> {};
    empty.warmUp(TimerCost.INTERVALS, quiet);
    return TimerCost.of(empty.measure(TimerCost.INTERVALS, quiet).histogram());
  }

  private static LatencyLoop.ChunkListener progress(PrintStream out) {
    return (warmup, chunk, chunks, mean) ->
        out.println(
            String.format(
                Locale.ROOT,
                "%s %s %d %d %.3f",
                LatencyProtocol.PROGRESS,
                warmup ? LatencyProtocol.WARMUP : LatencyProtocol.MEASURE,
                chunk,
                chunks,
                mean));
  }

  static String openLine(long rate, OpenLoop.Phase phase) {
    return String.format(
        Locale.ROOT,
        "%s %d %.3f %d %s",
        LatencyProtocol.OPEN,
        rate,
        phase.achievedRate(),
        phase.maxLagNanos(),
        encode(phase.service()));
  }

  static String timerLine(TimerCost cost) {
    return String.format(
        Locale.ROOT,
        "%s %.1f %.1f %.3f %d",
        LatencyProtocol.TIMER,
        cost.p50Nanos(),
        cost.p99Nanos(),
        cost.meanNanos(),
        cost.count());
  }

  static LatencyLoop.Operation operation(Workload<?> workload, String name) {
    return switch (name) {
      case "encode" -> () -> workload.encode(workload.nextIndex());
      case "decode" -> new Consuming(workload, false);
      case "roundtrip" -> new Consuming(workload, true);
      default -> throw new IllegalArgumentException("unknown operation " + name);
    };
  }

  /** Decode and round trip keep the decoded message in a field, so the work stays observable. */
  private static final class Consuming implements LatencyLoop.Operation {
    private final Workload<?> workload;
    private final boolean roundtrip;
    private Object last;

    Consuming(Workload<?> workload, boolean roundtrip) {
      this.workload = workload;
      this.roundtrip = roundtrip;
    }

    @Override
    public long run() {
      int index = workload.nextIndex();
      last = roundtrip ? workload.roundtrip(index) : workload.decode(index);
      return last == null ? 1 : 0;
    }
  }

  private static String encode(Histogram histogram) {
    return Base64.getEncoder().encodeToString(LatencyMeasurement.encode(histogram));
  }

  static String resultLine(LatencyLoop.Phase phase) {
    StringJoiner means = new StringJoiner(",");
    phase.chunkMeans().forEach(m -> means.add(String.format(Locale.ROOT, "%.3f", m)));
    return LatencyProtocol.RESULT
        + " "
        + phase.histogram().getTotalCount()
        + " "
        + phase.elapsedNanos()
        + " "
        + phase.allocatedBytes()
        + " "
        + means
        + " "
        + encode(phase.histogram());
  }

  /** Halts this JVM when the parent closes our standard input (or dies). */
  private static void watchParent() {
    Thread watcher =
        new Thread(
            () -> {
              try (InputStream in = System.in) {
                while (in.read() >= 0) {
                  // The parent never writes; anything read is ignored.
                }
              } catch (IOException closed) {
                // Same as end of input: the parent is gone.
              }
              Runtime.getRuntime().halt(3);
            },
            "parent-watch");
    watcher.setDaemon(true);
    watcher.start();
  }
}
