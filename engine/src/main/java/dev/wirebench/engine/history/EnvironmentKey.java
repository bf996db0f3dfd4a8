package dev.wirebench.engine.history;

import dev.wirebench.engine.result.Environment;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.zip.CRC32;

/**
 * What a series must not mix: results measured on another host, CPU, JVM or with other JVM flags
 * are another series. Unknown parts are empty strings (imported runs often do not say).
 *
 * @param host the host name
 * @param cpuModel the CPU model
 * @param jvmVendor the JVM vendor
 * @param jvmVersion the JVM version
 * @param jvmFlags the forked JVM's flags
 */
public record EnvironmentKey(
    String host, String cpuModel, String jvmVendor, String jvmVersion, String jvmFlags)
    implements Comparable<EnvironmentKey> {
  public EnvironmentKey {
    host = clean(host);
    cpuModel = clean(cpuModel);
    jvmVendor = clean(jvmVendor);
    jvmVersion = clean(jvmVersion);
    jvmFlags = clean(jvmFlags);
  }

  /** The key of a run's environment. */
  public static EnvironmentKey of(Environment environment) {
    return new EnvironmentKey(
        environment.get(Environment.HOST),
        environment.get(Environment.CPU_MODEL),
        environment.get(Environment.JVM_VENDOR),
        environment.get(Environment.JVM_VERSION),
        environment.get(Environment.JVM_FLAGS));
  }

  /** {@code host, CPU, vendor version, flags}, skipping unknown parts; "unknown environment". */
  public String describe() {
    List<String> parts = new ArrayList<>();
    add(parts, host);
    add(parts, cpuModel);
    String jvm = (jvmVendor + " " + jvmVersion).strip();
    add(parts, jvm.isEmpty() ? "" : "JVM " + jvm);
    add(parts, jvmFlags.isEmpty() ? "" : "flags " + jvmFlags);
    return parts.isEmpty() ? "unknown environment" : String.join(", ", parts);
  }

  /**
   * {@code host, CPU, JVM vendor version}, and the flags as a short stable digest ({@code flags
   * 3f2a9c1e}): a name that fits a table cell and still tells two flag sets apart.
   */
  public String shortName() {
    List<String> parts = new ArrayList<>();
    add(parts, host);
    add(parts, cpuModel);
    String jvm = (jvmVendor + " " + jvmVersion).strip();
    add(parts, jvm.isEmpty() ? "" : "JVM " + jvm);
    add(parts, jvmFlags.isEmpty() ? "" : "flags " + flagsDigest());
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
    return c != 0 ? c : jvmFlags.compareTo(other.jvmFlags);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof EnvironmentKey that && compareTo(that) == 0;
  }

  @Override
  public int hashCode() {
    return Objects.hash(host, cpuModel, jvmVendor, jvmVersion, jvmFlags);
  }
}
