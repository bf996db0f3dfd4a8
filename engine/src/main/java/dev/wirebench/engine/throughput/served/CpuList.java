package dev.wirebench.engine.throughput.served;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Linux CPU lists ({@code 0-3,8,10-11}), as {@code /proc/self/status} gives the CPUs a process may
 * use ({@code Cpus_allowed_list}) and {@code taskset -c} takes them.
 */
public final class CpuList {
  private CpuList() {}

  /**
   * The CPUs this process may use, from {@code /proc/self/status}; {@code 0..n-1} for the JVM's
   * processor count where that file cannot be read (not Linux).
   */
  public static List<Integer> allowed() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.UTF_8)) {
        if (line.startsWith("Cpus_allowed_list:")) {
          return parse(line.substring(line.indexOf(':') + 1));
        }
      }
    } catch (IOException | IllegalArgumentException e) {
      // not Linux, or a kernel that words it differently: fall back to the count
    }
    List<Integer> cpus = new ArrayList<>();
    for (int cpu = 0; cpu < Runtime.getRuntime().availableProcessors(); cpu++) {
      cpus.add(cpu);
    }
    return cpus;
  }

  /**
   * util-linux's {@code taskset} on the {@code PATH} (every Debian has it), or null where there is
   * none: a server's CPU limit is then {@code -XX:ActiveProcessorCount} alone.
   */
  public static String taskset() {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String dir : path.split(java.io.File.pathSeparator)) {
      Path candidate = Path.of(dir.isEmpty() ? "." : dir, "taskset");
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    return null;
  }

  /** {@code 0-3,8} as [0, 1, 2, 3, 8]. */
  static List<Integer> parse(String text) {
    List<Integer> cpus = new ArrayList<>();
    for (String part : text.trim().split(",")) {
      String range = part.trim();
      if (range.isEmpty()) {
        continue;
      }
      int dash = range.indexOf('-');
      try {
        int from = Integer.parseInt(dash < 0 ? range : range.substring(0, dash));
        int to = dash < 0 ? from : Integer.parseInt(range.substring(dash + 1));
        for (int cpu = from; cpu <= to; cpu++) {
          cpus.add(cpu);
        }
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a CPU list: " + text, e);
      }
    }
    return cpus;
  }

  /** [0, 1, 2, 3, 8] as {@code 0-3,8}. */
  static String format(List<Integer> cpus) {
    StringBuilder text = new StringBuilder();
    int i = 0;
    while (i < cpus.size()) {
      int j = i;
      while (j + 1 < cpus.size() && cpus.get(j + 1) == cpus.get(j) + 1) {
        j++;
      }
      if (text.length() > 0) {
        text.append(',');
      }
      text.append(cpus.get(i));
      if (j > i) {
        text.append('-').append(cpus.get(j));
      }
      i = j + 1;
    }
    return text.toString();
  }
}
