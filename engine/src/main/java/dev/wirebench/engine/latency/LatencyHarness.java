package dev.wirebench.engine.latency;

import dev.wirebench.engine.bench.jmh.CodecWorkload;
import dev.wirebench.engine.model.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.StringJoiner;

/**
 * The main class of a latency fork: prepares one codec on one fixture, warms up, then times every
 * operation into a histogram (see {@link LatencyLoop}) and reports on standard output in the {@link
 * LatencyProtocol} format. Exits when its standard input closes, so it never outlives the process
 * that started it.
 *
 * <p>Arguments: {@code codec fixture operation warmupOps measuredOps coolerKind coolerNanos
 * coolerBytes}.
 */
public final class LatencyHarness {
  private LatencyHarness() {}

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    watchParent();
    try {
      if (args.length != 8) {
        throw new IllegalArgumentException("expected 8 arguments, got " + args.length);
      }
      for (String key :
          new String[] {"java.vendor", "java.vm.name", "java.runtime.version", "java.home"}) {
        out.println(LatencyProtocol.JVM + " " + key + "=" + System.getProperty(key));
      }
      CodecWorkload workload = CodecWorkload.prepare(args[0], args[1]);
      CoolerSpec cooler = CoolerSpec.fromArgs(args[5], args[6], args[7]);
      out.println(timerLine(timerCost()));
      LatencyLoop loop = new LatencyLoop(operation(workload, args[2]), Cooler.of(cooler));
      LatencyLoop.ChunkListener progress =
          (warmup, chunk, chunks, mean) ->
              out.println(
                  String.format(
                      Locale.ROOT,
                      "%s %s %d %d %.3f",
                      LatencyProtocol.PROGRESS,
                      warmup ? LatencyProtocol.WARMUP : LatencyProtocol.MEASURE,
                      chunk,
                      chunks,
                      mean));
      loop.warmUp(Long.parseLong(args[3]), progress);
      LatencyLoop.Phase phase = loop.measure(Long.parseLong(args[4]), progress);
      out.println(resultLine(phase));
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

  static LatencyLoop.Operation operation(CodecWorkload workload, String name) {
    return switch (name) {
      case "encode" -> () -> workload.encode(workload.nextIndex());
      case "decode" -> new Consuming(workload, false);
      case "roundtrip" -> new Consuming(workload, true);
      default -> throw new IllegalArgumentException("unknown operation " + name);
    };
  }

  /** Decode and round trip keep the decoded message in a field, so the work stays observable. */
  private static final class Consuming implements LatencyLoop.Operation {
    private final CodecWorkload workload;
    private final boolean roundtrip;
    private Message last;

    Consuming(CodecWorkload workload, boolean roundtrip) {
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

  static String resultLine(LatencyLoop.Phase phase) {
    ByteBuffer buffer = ByteBuffer.allocate(phase.histogram().getNeededByteBufferCapacity() + 64);
    int length = phase.histogram().encodeIntoCompressedByteBuffer(buffer);
    byte[] compressed = new byte[length];
    buffer.flip();
    buffer.get(compressed);
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
        + Base64.getEncoder().encodeToString(compressed);
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
