package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.served.ServerOptions;
import dev.wirebench.engine.throughput.served.Transport;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A stream store id with the axes of a served-stream study written after it: {@code
 * STORE[@TRANSPORT][+channels=C][+cpus=P][+streams=M]}, e.g. {@code log}, {@code log@tcp}, {@code
 * log@aeron-ipc+channels=2+cpus=1}, {@code chronicle+streams=4}. Points are labelled by the whole
 * id, so each variant is its own curve, and a run's settings record every axis.
 *
 * @param base the local store ({@code log}, {@code chronicle})
 * @param transport how a stream server serves it, or null for a local read
 * @param server the server's sending threads and CPU limit ({@link ServerOptions#DEFAULT} locally)
 * @param streams M, the streams the consumers read: consumer i reads stream i mod M, all of one
 *     content (M = K gives each consumer its own stream)
 */
public record StoreVariant(String base, Transport transport, ServerOptions server, int streams) {
  /** Most streams one store variant may write. */
  public static final int MAX_STREAMS = ThroughputSettings.MAX_CONSUMERS;

  public StoreVariant {
    if (streams < 1 || streams > MAX_STREAMS) {
      throw new IllegalArgumentException("streams must be 1.." + MAX_STREAMS + ", not " + streams);
    }
    if (transport == null && !server.equals(ServerOptions.DEFAULT)) {
      throw new IllegalArgumentException(
          "channels and server CPUs need a transport (e.g. "
              + base
              + "@tcp"
              + server.suffix()
              + ")");
    }
  }

  /** The canonical id: {@code base@transport+channels=C+cpus=P+streams=M}, defaults left out. */
  public String id() {
    return base
        + (transport == null ? "" : "@" + transport.id())
        + server.suffix()
        + (streams > 1 ? "+streams=" + streams : "");
  }

  /**
   * {@code ids} crossed with the axes, streams outermost: each local id once per M, each served id
   * once per M x channels x CPU limit. An empty axis keeps what the id says (one per consumer, no
   * limit, its own streams).
   *
   * @throws IllegalArgumentException for an id that is no store variant, or channels or CPUs with
   *     no served id to set up
   */
  public static List<String> cross(
      List<String> ids, List<Integer> channels, List<Integer> cpus, List<Integer> streams) {
    List<StoreVariant> given = ids.stream().map(StoreVariant::parse).toList();
    if ((!channels.isEmpty() || !cpus.isEmpty())
        && given.stream().allMatch(v -> v.transport() == null)) {
      throw new IllegalArgumentException(
          "channels and server CPUs set up a stream server: choose a served store (e.g. log@tcp)");
    }
    Set<String> crossed = new LinkedHashSet<>();
    for (Integer m : streams.isEmpty() ? Collections.<Integer>singletonList(null) : streams) {
      for (StoreVariant v : given) {
        int streamCount = m == null ? v.streams() : m;
        if (v.transport() == null) {
          crossed.add(new StoreVariant(v.base(), null, v.server(), streamCount).id());
          continue;
        }
        for (int c : channels.isEmpty() ? List.of(v.server().channels()) : channels) {
          for (int p : cpus.isEmpty() ? List.of(v.server().cpus()) : cpus) {
            crossed.add(
                new StoreVariant(v.base(), v.transport(), new ServerOptions(c, p), streamCount)
                    .id());
          }
        }
      }
    }
    return List.copyOf(crossed);
  }

  /**
   * The variant {@code id} names.
   *
   * @throws IllegalArgumentException for an unknown option, a value that is not a count, or an
   *     option that does not fit (server options on a local store)
   */
  public static StoreVariant parse(String id) {
    String[] parts = id.split("\\+", -1);
    String head = parts[0];
    int at = head.indexOf('@');
    String base = at < 0 ? head : head.substring(0, at);
    Transport transport = null;
    if (at >= 0) {
      transport = Transport.byId(head.substring(at + 1));
      if (transport == null) {
        throw new IllegalArgumentException(
            "unknown transport in stream store '" + id + "'; known: " + Transport.ids());
      }
    }
    int channels = 0;
    int cpus = 0;
    int streams = 1;
    for (int i = 1; i < parts.length; i++) {
      String option = parts[i];
      int eq = option.indexOf('=');
      String key = eq < 0 ? option : option.substring(0, eq);
      int value = count(id, option, eq < 0 ? "" : option.substring(eq + 1));
      switch (key) {
        case "channels" -> channels = value;
        case "cpus" -> cpus = value;
        case "streams" -> streams = value;
        default ->
            throw new IllegalArgumentException(
                "stream store '"
                    + id
                    + "': unknown option '"
                    + key
                    + "' (known: +channels=C, +cpus=P, +streams=M)");
      }
    }
    return new StoreVariant(base, transport, new ServerOptions(channels, cpus), streams);
  }

  private static int count(String id, String option, String value) {
    try {
      int count = Integer.parseInt(value);
      if (count >= 1) {
        return count;
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new IllegalArgumentException(
        "stream store '" + id + "': '" + option + "' needs a count of 1 or more");
  }
}
