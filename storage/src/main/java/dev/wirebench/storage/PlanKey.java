package dev.wirebench.storage;

import dev.wirebench.engine.result.Environment;
import java.util.Objects;

/**
 * What makes two stored results like for like beyond their benchmark: the host, the JVM (vendor and
 * version), warm-up, measurement and forks. Results whose plan keys (and mode and unit) differ are
 * never ranked against each other. Absent values read as empty text.
 *
 * @param host the host name
 * @param jvm JVM vendor and version, e.g. {@code Eclipse Adoptium 21.0.4}
 * @param warmup warm-up iterations × time, e.g. {@code 3x1s}
 * @param measurement measurement iterations × time
 * @param forks forks per benchmark
 */
public record PlanKey(String host, String jvm, String warmup, String measurement, String forks) {
  public PlanKey {
    host = Objects.requireNonNullElse(host, "");
    jvm = Objects.requireNonNullElse(jvm, "").strip();
    warmup = Objects.requireNonNullElse(warmup, "");
    measurement = Objects.requireNonNullElse(measurement, "");
    forks = Objects.requireNonNullElse(forks, "");
  }

  /** The plan key of a run's environment. */
  public static PlanKey of(Environment env) {
    return new PlanKey(
        env.get(Environment.HOST),
        Objects.requireNonNullElse(env.get(Environment.JVM_VENDOR), "")
            + " "
            + Objects.requireNonNullElse(env.get(Environment.JVM_VERSION), ""),
        env.get(Environment.SETTINGS_PREFIX + "warmup"),
        env.get(Environment.SETTINGS_PREFIX + "measurement"),
        env.get(Environment.SETTINGS_PREFIX + "forks"));
  }

  /** {@code host, JDK Eclipse Adoptium 21.0.4, 3 forks, warm-up 3x1s, measurement 5x1s}. */
  public String describe() {
    StringBuilder text = new StringBuilder(host.isEmpty() ? "unknown host" : host);
    if (!jvm.isEmpty()) {
      text.append(", JDK ").append(jvm);
    }
    if (!forks.isEmpty()) {
      text.append(", ").append(forks).append(forks.equals("1") ? " fork" : " forks");
    }
    if (!warmup.isEmpty()) {
      text.append(", warm-up ").append(warmup);
    }
    if (!measurement.isEmpty()) {
      text.append(", measurement ").append(measurement);
    }
    return text.toString();
  }
}
