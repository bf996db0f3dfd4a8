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

  FileSettings() {}

  /** Everything {@code elements} and their {@code results} say, at once (tests, small files). */
  static FileSettings of(List<Node> elements, List<BenchResult> results) {
    FileSettings settings = new FileSettings();
    elements.forEach(settings::addElement);
    results.forEach(settings::addResult);
    return settings;
  }

  /** What one element of the file says; called as the file is read, nothing of it kept. */
  void addElement(Node e) {
    add(Environment.JMH_VERSION, e.field("jmhVersion").text());
    add(Environment.JVM_PATH, e.field("jvm").text());
    add(Environment.JVM_FLAGS, flags(e.field("jvmArgs")));
    String vmVersion = e.field("vmVersion").text();
    add(Environment.JVM_VERSION, vmVersion != null ? vmVersion : e.field("jdkVersion").text());
    add("jvm.name", e.field("vmName").text());
    add("settings.forks", e.field("forks").text());
    add("settings.threads", e.field("threads").text());
    add("settings.warmup", iterations(e, "warmup"));
    add("settings.measurement", iterations(e, "measurement"));
    add("settings.modes", e.field("mode").text());
  }

  /** What one result read from the file says. */
  void addResult(BenchResult result) {
    add("settings.operations", result.operation());
    if (result.allocBytesPerOp() != null
        || result.secondary().keySet().stream().anyMatch(k -> k.startsWith("gc."))) {
      add("settings.profilers", "gc");
    }
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
