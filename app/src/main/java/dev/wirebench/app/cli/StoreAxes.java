package dev.wirebench.app.cli;

import dev.wirebench.engine.throughput.AxisCounts;
import dev.wirebench.engine.throughput.StoreVariant;
import dev.wirebench.engine.throughput.served.ServerOptions;
import dev.wirebench.engine.throughput.served.Transport;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The served-stream axes of {@code throughput}: transports, the server's channels and CPUs, and
 * streams, crossed with the {@code --store} ids into store variants ({@link StoreVariant}), e.g.
 * {@code --store log --transport tcp --channels 2,4 --server-cpus 1,2} gives {@code log} and four
 * {@code log@tcp+channels=C+cpus=P} variants: each its own curve.
 */
final class StoreAxes {
  /** The transport id of a read without a server. */
  static final String LOCAL = "local";

  @Option(
      names = "--transport",
      split = ",",
      paramLabel = "T",
      description =
          "Serve each stream through a stream server process over: tcp, aeron-ipc, aeron-udp;"
              + " the local read of the same streams is measured too (first) unless --no-local;"
              + " default: local reads only.")
  private List<String> transports = List.of();

  @Option(
      names = "--no-local",
      description = "With --transport: do not measure the local read beside the served ones.")
  private boolean noLocal;

  @Option(
      names = "--channels",
      split = ",",
      paramLabel = "C",
      description =
          "With --transport: the server's sending threads (transport channels), e.g. 2,4,6;"
              + " default: one per consumer.")
  private List<String> channels = List.of();

  @Option(
      names = "--server-cpus",
      split = ",",
      paramLabel = "P",
      description =
          "With --transport: CPUs the server may use (taskset to the first P, and"
              + " -XX:ActiveProcessorCount), e.g. 1,2 or 1-8; default: no limit.")
  private List<String> serverCpus = List.of();

  @Option(
      names = "--streams",
      split = ",",
      paramLabel = "M",
      description =
          "Streams the consumers spread over (consumer i reads stream i mod M; M = K gives each"
              + " its own), e.g. 1,4; default: 1.")
  private List<String> streams = List.of();

  /** The store variants {@code stores} crossed with these axes, in order. */
  List<String> expand(List<String> stores) {
    List<Transport> served = transports();
    if (served.isEmpty() && (!channels.isEmpty() || !serverCpus.isEmpty() || noLocal)) {
      throw new UserError(
          "--channels, --server-cpus and --no-local set up a stream server: add --transport");
    }
    List<String> ids = new ArrayList<>();
    for (String store : stores) {
      StoreVariant given = variant(store);
      if (!served.isEmpty() && given.transport() != null) {
        throw new UserError(
            "--store "
                + store
                + " is served already; give --store "
                + given.base()
                + " with"
                + " --transport");
      }
      if (served.isEmpty() || !noLocal) {
        ids.add(store);
      }
      for (Transport transport : served) {
        ids.add(new StoreVariant(given.base(), transport, given.server(), given.streams()).id());
      }
    }
    try {
      return StoreVariant.cross(
          ids,
          counts("--channels", channels),
          counts("--server-cpus", serverCpus),
          counts("--streams", streams));
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }

  private List<Transport> transports() {
    List<Transport> served = new ArrayList<>();
    for (String id : transports) {
      String trimmed = id.trim();
      if (trimmed.equals(LOCAL)) {
        continue;
      }
      Transport transport = Transport.byId(trimmed);
      if (transport == null) {
        throw new UserError(
            "--transport '" + id + "' is not one of: " + LOCAL + ", " + Transport.ids());
      }
      served.add(transport);
    }
    return served;
  }

  private static StoreVariant variant(String store) {
    try {
      return StoreVariant.parse(store);
    } catch (IllegalArgumentException e) {
      throw new UserError("--store " + store + ": " + e.getMessage());
    }
  }

  /** Counts of 1 or more ({@code 1,2,4}, ranges {@code 1-8}); empty if none given. */
  private static List<Integer> counts(String option, List<String> values) {
    int most = option.equals("--streams") ? StoreVariant.MAX_STREAMS : ServerOptions.MAX;
    try {
      return AxisCounts.parse(option, String.join(",", values), most);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
  }
}
