package dev.wirebench.engine.history;

import dev.wirebench.engine.result.Environment;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.zip.CRC32;

/**
 * What a series must not mix: results measured on another host, CPU, JVM, with other JVM flags or
 * with another plan (warm-up, measurement, forks) are another series — like with like. Unknown
 * parts are empty strings (imported runs often do not say).
 *
 * @param host the host name
 * @param cpuModel the CPU model
 * @param jvmVendor the JVM vendor
 * @param jvmVersion the JVM version
 * @param jvmFlags the forked JVM's flags
 * @param warmup the plan's warm-up, iterations × time ({@code 3x1s})
 * @param measurement the plan's measurement, iterations × time
 * @param forks the plan's forks per benchmark
 */
public record EnvironmentKey(
    String host,
    String cpuModel,
    String jvmVendor,
    String jvmVersion,
    String jvmFlags,
    String warmup,
    String measurement,
    String forks)
    implements Comparable<EnvironmentKey> {
  /** The settings keys of the plan parts, under {@link Environment#SETTINGS_PREFIX}. */
  private static final String WARMUP = Environment.SETTINGS_PREFIX + "warmup";

  private static final String MEASUREMENT = Environment.SETTINGS_PREFIX + "measurement";
  private static final String FORKS = Environment.SETTINGS_PREFIX + "forks";

  public EnvironmentKey {
    host = clean(host);
    cpuModel = clean(cpuModel);
    jvmVendor = clean(jvmVendor);
    jvmVersion = clean(jvmVersion);
    jvmFlags = clean(jvmFlags);
    warmup = clean(warmup);
    measurement = clean(measurement);
    forks = clean(forks);
  }

  /** A key whose plan is unknown (a run that did not record its settings). */
  public EnvironmentKey(
      String host, String cpuModel, String jvmVendor, String jvmVersion, String jvmFlags) {
    this(host, cpuModel, jvmVendor, jvmVersion, jvmFlags, "", "", "");
  }

  /** The key of a run's environment, with its plan. */
  public static EnvironmentKey of(Environment environment) {
    return new EnvironmentKey(
        environment.get(Environment.HOST),
        environment.get(Environment.CPU_MODEL),
        environment.get(Environment.JVM_VENDOR),
        environment.get(Environment.JVM_VERSION),
        environment.get(Environment.JVM_FLAGS),
        environment.get(WARMUP),
        environment.get(MEASUREMENT),
        environment.get(FORKS));
  }

  /** The same environment with another plan. */
  public EnvironmentKey withPlan(String warmup, String measurement, String forks) {
    return new EnvironmentKey(
        host, cpuModel, jvmVendor, jvmVersion, jvmFlags, warmup, measurement, forks);
  }

  /**
   * The plan part ({@code 3 forks, warm-up 3x1s, measurement 5x1s}), or empty when the run did not
   * record it.
   */
  public String plan() {
    List<String> parts = new ArrayList<>();
    add(parts, forks.isEmpty() ? "" : forks + (forks.equals("1") ? " fork" : " forks"));
    add(parts, warmup.isEmpty() ? "" : "warm-up " + warmup);
    add(parts, measurement.isEmpty() ? "" : "measurement " + measurement);
    return String.join(", ", parts);
  }

  /**
   * {@code host, CPU, vendor version, flags, plan}, skipping unknown parts; "unknown environment".
   */
  public String describe() {
    List<String> parts = new ArrayList<>();
    add(parts, host);
    add(parts, cpuModel);
    String jvm = (jvmVendor + " " + jvmVersion).strip();
    add(parts, jvm.isEmpty() ? "" : "JVM " + jvm);
    add(parts, jvmFlags.isEmpty() ? "" : "flags " + jvmFlags);
    add(parts, plan());
    return parts.isEmpty() ? "unknown environment" : String.join(", ", parts);
  }

  /**
   * {@code host, CPU, JVM vendor version}, the flags as a short stable digest ({@code flags
   * 3f2a9c1e}) and the plan: a name that fits a table cell and still tells two flag sets apart.
   */
  public String shortName() {
    List<String> parts = new ArrayList<>();
    add(parts, host);
    add(parts, cpuModel);
    String jvm = (jvmVendor + " " + jvmVersion).strip();
    add(parts, jvm.isEmpty() ? "" : "JVM " + jvm);
    add(parts, jvmFlags.isEmpty() ? "" : "flags " + flagsDigest());
    add(parts, plan());
    return parts.isEmpty() ? "unknown environment" : String.join(", ", parts);
  }

  /** Eight hex digits of the flags' CRC-32: the same flags always give the same digest. */
  public String flagsDigest() {
    CRC32 crc = new CRC32();
    crc.update(jvmFlags.getBytes(StandardCharsets.UTF_8));
    return String.format(Locale.ROOT, "%08x", crc.getValue());
  }

  private static void add(List<String> parts, String part) {
    if (!part.isEmpty()) {
      parts.add(part);
    }
  }

  private static String clean(String text) {
    return text == null ? "" : text.strip();
  }

  @Override
  public int compareTo(EnvironmentKey other) {
    int c = host.compareTo(other.host);
    c = c != 0 ? c : cpuModel.compareTo(other.cpuModel);
    c = c != 0 ? c : jvmVendor.compareTo(other.jvmVendor);
    c = c != 0 ? c : jvmVersion.compareTo(other.jvmVersion);
    c = c != 0 ? c : jvmFlags.compareTo(other.jvmFlags);
    c = c != 0 ? c : forks.compareTo(other.forks);
    c = c != 0 ? c : warmup.compareTo(other.warmup);
    return c != 0 ? c : measurement.compareTo(other.measurement);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof EnvironmentKey that && compareTo(that) == 0;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        host, cpuModel, jvmVendor, jvmVersion, jvmFlags, warmup, measurement, forks);
  }
}
