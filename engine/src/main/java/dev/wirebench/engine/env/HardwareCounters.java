package dev.wirebench.engine.env;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Whether this machine gives processes hardware performance counters (cycles, instructions), as
 * JMH's {@code perfnorm} needs: {@code perf stat} counts a trivial command. Virtual machines and
 * containers often report {@code <not supported>}; then there is nothing per operation to show.
 */
public final class HardwareCounters {
  private HardwareCounters() {}

  /** Why hardware counters are not available here, or empty if they are. Takes up to 5 s. */
  public static Optional<String> unavailable() {
    Process perf;
    try {
      perf =
          new ProcessBuilder("perf", "stat", "-x,", "-e", "cycles,instructions", "true")
              .redirectErrorStream(true)
              .start();
    } catch (IOException e) {
      return Optional.of("perf is not installed");
    }
    try {
      if (!perf.waitFor(5, TimeUnit.SECONDS)) {
        perf.destroyForcibly();
        return Optional.of("perf stat did not answer within 5 s");
      }
      String text = new String(perf.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (text.contains("<not supported>") || text.contains("<not counted>")) {
        return Optional.of("perf reports cycles and instructions as not supported");
      }
      if (perf.exitValue() != 0) {
        return Optional.of("perf stat failed: " + text.strip().lines().findFirst().orElse(""));
      }
      return Optional.empty();
    } catch (IOException e) {
      return Optional.of("perf stat could not be read: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.of("interrupted while asking perf");
    }
  }
}
