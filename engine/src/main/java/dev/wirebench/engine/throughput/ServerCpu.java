package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.served.ServedStore;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.nio.file.Path;

/**
 * A served stream's server CPU over one point: its process's CPU time (all threads, exited ones
 * too) from the consumers' go ({@link #start}) to the end of their reads, over that wall time: the
 * window a forked consumer's warm-up, read through the server too, stays out of. The system gives
 * CPU time in 10 ms ticks, so a window shorter than {@link #MIN_WINDOW_NANOS} gives no figure
 * (NaN), as does a local read.
 */
final class ServerCpu {
  /** 0.25 s: a 10 ms tick is then at most 4 % of one core. */
  static final long MIN_WINDOW_NANOS = 250_000_000L;

  private final ServedStore served;
  private final Path stream;
  private long cpuAtGo = -1;
  private long wallAtGo;

  ServerCpu(StreamStore store, Path stream) {
    this.served = store instanceof ServedStore s ? s : null;
    this.stream = stream;
  }

  /** Called as the consumers are let go. */
  void start() {
    if (served != null) {
      cpuAtGo = served.serverCpuNanos(stream);
      wallAtGo = System.nanoTime();
    }
  }

  /** The server's CPU since {@link #start}, in % of one core; NaN where there is no figure. */
  double percent() {
    if (served == null || cpuAtGo < 0) {
      return Double.NaN;
    }
    return percent(cpuAtGo, served.serverCpuNanos(stream), System.nanoTime() - wallAtGo);
  }

  /** {@code cpu} nanoseconds over {@code wall} in % of one core; NaN if unknown or too short. */
  static double percent(long cpuAtGo, long cpuAtEnd, long wall) {
    if (cpuAtGo < 0 || cpuAtEnd < cpuAtGo || wall < MIN_WINDOW_NANOS) {
      return Double.NaN;
    }
    return 100.0 * (cpuAtEnd - cpuAtGo) / wall;
  }
}
