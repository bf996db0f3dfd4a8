package dev.wirebench.storage.jmh;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a JMH file tells about where and how it ran, in the environment keys a Wirebench run records
 * ({@code jvm.*}, {@code jmh.version}, {@code settings.*}), so imported and native runs diff like
 * for like. Keys whose value differs between a file's benchmarks list the distinct values.
 */
final class FileSettings {
  private final Map<String, Set<String>> values = new TreeMap<>();

  private FileSettings() {}

  static FileSettings of(List<Node> elements, List<BenchResult> results) {
    FileSettings settings = new FileSettings();
    for (Node e : elements) {
      settings.add(Environment.JMH_VERSION, e.field("jmhVersion").text());
      settings.add(Environment.JVM_PATH, e.field("jvm").text());
      settings.add(Environment.JVM_FLAGS, flags(e.field("jvmArgs")));
      String vmVersion = e.field("vmVersion").text();
      settings.add(
          Environment.JVM_VERSION, vmVersion != null ? vmVersion : e.field("jdkVersion").text());
      settings.add("jvm.name", e.field("vmName").text());
      settings.add("settings.forks", e.field("forks").text());
      settings.add("settings.threads", e.field("threads").text());
      settings.add("settings.warmup", iterations(e, "warmup"));
      settings.add("settings.measurement", iterations(e, "measurement"));
      settings.add("settings.modes", e.field("mode").text());
    }
    for (BenchResult result : results) {
      settings.add("settings.operations", result.operation());
      if (result.allocBytesPerOp() != null
          || result.secondary().keySet().stream().anyMatch(k -> k.startsWith("gc."))) {
        settings.add("settings.profilers", "gc");
      }
    }
    return settings;
  }

  private void add(String key, String value) {
    // "unknown" is what the exporter writes where a JMH field must hold something it never knew
    if (value != null && !value.isBlank() && !value.equals(JmhElements.UNKNOWN)) {
      values.computeIfAbsent(key, k -> new TreeSet<>()).add(value);
    }
  }

  private static String flags(Node args) {
    if (!args.present()) {
      return null;
    }
    args.requireArray();
    StringBuilder joined = new StringBuilder();
    args.json()
        .forEach(flag -> joined.append(joined.length() == 0 ? "" : " ").append(flag.asText()));
    return joined.toString();
  }

  /** JMH's {@code warmupIterations: 3, warmupTime: "1 s"} as Wirebench's {@code 3x1s}. */
  private static String iterations(Node e, String prefix) {
    String count = e.field(prefix + "Iterations").text();
    String time = e.field(prefix + "Time").text();
    if (count == null) {
      return null;
    }
    String batch = e.field(prefix + "BatchSize").text();
    String text = time == null || time.isBlank() ? count : count + "x" + time.replace(" ", "");
    return batch == null || batch.equals("1") ? text : text + " batch " + batch;
  }

  Environment environment(String source) {
    Map<String, String> env = new TreeMap<>();
    values.forEach((key, set) -> env.put(key, String.join(", ", set)));
    env.put("import.file", source);
    return Environment.of(env);
  }

  /** The file's settings as the run's plan: {@code {"source": ..., "forks": "1", ...}}. */
  String planJson(String source) {
    Map<String, String> plan = new LinkedHashMap<>();
    plan.put("source", source);
    values.forEach(
        (key, set) -> {
          if (key.startsWith("settings.")) {
            plan.put(key.substring("settings.".length()), String.join(", ", set));
          }
        });
    ObjectNode node = JmhJsonReader.MAPPER.createObjectNode();
    plan.forEach(node::put);
    return node.toString();
  }
}
