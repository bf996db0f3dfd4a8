package dev.wirebench.engine.throughput.served;

import java.util.ArrayList;
import java.util.List;

/**
 * How a stream server process is set up, beyond its transport: the sending threads it serves its
 * consumers with and the CPUs it may use. Written into a served store's id after the transport
 * ({@code log@tcp+channels=2+cpus=1}), so every run records it and every point is labelled by it.
 *
 * @param channels sending threads (transport channels): each consumer's read is served by one of
 *     them, consumers spread over them in turn; 0 is one thread per consumer
 * @param cpus CPUs the server may run on ({@code taskset} to the first {@code cpus} of the CPUs
 *     this process may use, and {@code -XX:ActiveProcessorCount}); 0 is no limit
 */
public record ServerOptions(int channels, int cpus) {
  /** Most sending threads or CPUs a server takes: far above any machine, below nonsense. */
  public static final int MAX = 4096;

  /** One thread per consumer, no CPU limit: how a server ran before these options. */
  public static final ServerOptions DEFAULT = new ServerOptions(0, 0);

  public ServerOptions {
    if (channels < 0 || channels > MAX) {
      throw new IllegalArgumentException("channels must be 1.." + MAX + ", not " + channels);
    }
    if (cpus < 0 || cpus > MAX) {
      throw new IllegalArgumentException("server CPUs must be 1.." + MAX + ", not " + cpus);
    }
  }

  /** The options as they follow the transport in a store id: {@code +channels=2+cpus=1}. */
  public String suffix() {
    return (channels > 0 ? "+channels=" + channels : "") + (cpus > 0 ? "+cpus=" + cpus : "");
  }

  /** How the CPU limit is applied here, for the run's records; null without one. */
  public String cpuLimitText(List<Integer> allowed, String taskset) {
    if (cpus == 0) {
      return null;
    }
    String jvm = "-XX:ActiveProcessorCount=" + cpus;
    return taskset == null || cpus > allowed.size()
        ? jvm + " (no taskset here: not pinned)"
        : "taskset -c " + CpuList.format(allowed.subList(0, cpus)) + " + " + jvm;
  }

  /** The JVM options that go with the CPU limit ({@code -XX:ActiveProcessorCount}), if any. */
  public List<String> jvmOptions() {
    return cpus > 0 ? List.of("-XX:ActiveProcessorCount=" + cpus) : List.of();
  }

  /**
   * {@code command} run on the first {@code cpus} of {@code allowed} (the CPUs this process may
   * use) through {@code taskset}, or unchanged without a limit or without {@code taskset} (null).
   *
   * @throws IllegalArgumentException if the limit asks for more CPUs than this process may use
   */
  public List<String> pinned(List<String> command, List<Integer> allowed, String taskset) {
    if (cpus == 0) {
      return command;
    }
    if (cpus > allowed.size()) {
      throw new IllegalArgumentException(
          "the stream server cannot be limited to "
              + cpus
              + " CPUs: this process may use "
              + allowed.size()
              + " ("
              + CpuList.format(allowed)
              + ")");
    }
    if (taskset == null) {
      return command;
    }
    List<String> pinned =
        new ArrayList<>(List.of(taskset, "-c", CpuList.format(allowed.subList(0, cpus))));
    pinned.addAll(command);
    return pinned;
  }
}
