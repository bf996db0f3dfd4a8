package dev.wirebench.storage;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Instant;
import java.util.Optional;

/**
 * The process writing a running run: pid, host and the process's start time (so a recycled pid is
 * not mistaken for the writer). On open, a running run whose owner is not alive on this host was
 * left by a crash or kill. A run owned by another host counts as dead: SQLite files are not meant
 * to be shared over a network, so another host's writer cannot be live.
 */
record Owner(long pid, String host, long startMillis) {
  private static volatile String localHost;

  static Owner current() {
    ProcessHandle self = ProcessHandle.current();
    return new Owner(self.pid(), localHost(), startMillis(self));
  }

  /** {@code pid@host@startMillis}. */
  String encode() {
    return pid + "@" + host + "@" + startMillis;
  }

  /** The owner written by {@link #encode()}, or empty for a missing or malformed value. */
  static Optional<Owner> decode(String text) {
    if (text == null) {
      return Optional.empty();
    }
    int first = text.indexOf('@');
    int last = text.lastIndexOf('@');
    if (first <= 0 || last <= first) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          new Owner(
              Long.parseLong(text.substring(0, first)),
              text.substring(first + 1, last),
              Long.parseLong(text.substring(last + 1))));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /**
   * Whether the owner stored as {@code encoded} may still be writing its running run: alive on this
   * host, or — in a store shared between hosts — running on another host, whose processes this one
   * cannot see. A missing or malformed owner is not writing.
   */
  static boolean mayBeWriting(String encoded, boolean sharedStore) {
    return decode(encoded).map(o -> o.isAlive() || (sharedStore && !o.isLocal())).orElse(false);
  }

  /** Whether the process ran on this host. */
  boolean isLocal() {
    return host.equals(localHost());
  }

  /** Whether this process is still running here. */
  boolean isAlive() {
    if (!host.equals(localHost())) {
      return false;
    }
    return ProcessHandle.of(pid)
        .filter(ProcessHandle::isAlive)
        .map(
            handle ->
                startMillis < 0 || startMillis(handle) < 0 || startMillis(handle) == startMillis)
        .orElse(false);
  }

  private static long startMillis(ProcessHandle handle) {
    return handle.info().startInstant().map(Instant::toEpochMilli).orElse(-1L);
  }

  private static String localHost() {
    String host = localHost;
    if (host == null) {
      try {
        host = InetAddress.getLocalHost().getHostName();
      } catch (UnknownHostException e) {
        host = "unknown-host";
      }
      localHost = host;
    }
    return host;
  }
}
