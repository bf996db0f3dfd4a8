package dev.wirebench.engine.throughput;

import java.time.Instant;
import java.util.Optional;

/**
 * The process using a run directory: its pid and start time (so a recycled pid is not taken for the
 * owner). Written as {@code pid start-millis}.
 */
record DirectoryOwner(long pid, long startMillis) {
  static DirectoryOwner current() {
    ProcessHandle self = ProcessHandle.current();
    return new DirectoryOwner(self.pid(), startMillis(self));
  }

  String encode() {
    return pid + " " + startMillis;
  }

  static Optional<DirectoryOwner> decode(String text) {
    String[] parts = text.strip().split(" ");
    if (parts.length != 2) {
      return Optional.empty();
    }
    try {
      return Optional.of(new DirectoryOwner(Long.parseLong(parts[0]), Long.parseLong(parts[1])));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Whether this process still runs (same pid, same start time when known). */
  boolean isAlive() {
    return ProcessHandle.of(pid)
        .filter(ProcessHandle::isAlive)
        .map(h -> startMillis < 0 || startMillis(h) < 0 || startMillis(h) == startMillis)
        .orElse(false);
  }

  private static long startMillis(ProcessHandle handle) {
    return handle.info().startInstant().map(Instant::toEpochMilli).orElse(-1L);
  }
}
