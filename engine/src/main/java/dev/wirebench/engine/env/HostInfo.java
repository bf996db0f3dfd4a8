package dev.wirebench.engine.env;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What this machine is: host name, CPU, memory, operating system and kernel. Reads {@code /proc}
 * and {@code /etc/os-release} on Linux and falls back to the JVM's system properties elsewhere.
 * Every method returns a non-empty value ({@code unknown} at worst).
 */
final class HostInfo {
  private static final String UNKNOWN = "unknown";

  private HostInfo() {}

  static String hostName() {
    Optional<String> fromKernel = firstLine(Path.of("/proc/sys/kernel/hostname"));
    if (fromKernel.isPresent()) {
      return fromKernel.get();
    }
    String env = System.getenv("HOSTNAME");
    if (env == null || env.isBlank()) {
      env = System.getenv("COMPUTERNAME");
    }
    if (env != null && !env.isBlank()) {
      return env.trim();
    }
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return UNKNOWN;
    }
  }

  static String cpuModel() {
    for (String line : lines(Path.of("/proc/cpuinfo"))) {
      if (line.startsWith("model name") || line.startsWith("Model")) {
        int colon = line.indexOf(':');
        if (colon > 0 && !line.substring(colon + 1).isBlank()) {
          return line.substring(colon + 1).trim();
        }
      }
    }
    String windows = System.getenv("PROCESSOR_IDENTIFIER");
    if (windows != null && !windows.isBlank()) {
      return windows.trim();
    }
    return System.getProperty("os.arch", UNKNOWN);
  }

  static int cpuCount() {
    return Runtime.getRuntime().availableProcessors();
  }

  /** Physical memory in bytes (the container limit inside a container), or -1 if unknown. */
  static long memoryBytes() {
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
      return sun.getTotalMemorySize();
    }
    for (String line : lines(Path.of("/proc/meminfo"))) {
      if (line.startsWith("MemTotal:")) {
        String kb = line.substring("MemTotal:".length()).replace("kB", "").trim();
        return Long.parseLong(kb) * 1024;
      }
    }
    return -1;
  }

  /** The distribution's name ({@code Debian GNU/Linux 12 (bookworm)}), else {@code os.name}. */
  static String osName() {
    return osRelease("PRETTY_NAME").orElse(System.getProperty("os.name", UNKNOWN));
  }

  static String osVersion() {
    return osRelease("VERSION_ID").orElse(System.getProperty("os.version", UNKNOWN));
  }

  /** The kernel release ({@code uname -r}); the JVM's {@code os.version} is that on Linux. */
  static String kernel() {
    return firstLine(Path.of("/proc/sys/kernel/osrelease"))
        .orElse(
            System.getProperty("os.name", UNKNOWN)
                + " "
                + System.getProperty("os.version", UNKNOWN));
  }

  private static Optional<String> osRelease(String key) {
    for (String line : lines(Path.of("/etc/os-release"))) {
      if (line.startsWith(key + "=")) {
        String value = line.substring(key.length() + 1).trim();
        if (value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")) {
          value = value.substring(1, value.length() - 1);
        }
        if (!value.isBlank()) {
          return Optional.of(value);
        }
      }
    }
    return Optional.empty();
  }

  private static Optional<String> firstLine(Path file) {
    List<String> lines = lines(file);
    return lines.isEmpty() || lines.get(0).isBlank()
        ? Optional.empty()
        : Optional.of(lines.get(0).trim());
  }

  private static List<String> lines(Path file) {
    if (!Files.isReadable(file)) {
      return List.of();
    }
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return List.of();
    }
  }

  static String humanBytes(long bytes) {
    return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
  }
}
