package dev.wirebench.storage.fleet;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchProfiler;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.bench.LatencySettings;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.latency.CoolerSpec;
import dev.wirebench.engine.profile.ProfileEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * A {@link BenchmarkPlan} as the JSON a fleet job carries, and back: every field, exactly (times in
 * nanoseconds, enums by name), so an agent runs the very plan {@code bench} or the Benchmark screen
 * would have run. The fork JVM is not carried: a path names a file on the queuer's machine, and an
 * agent forks its own JVM ({@link JobPolicy} refuses a plan that names one).
 */
public final class PlanJson {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Bumped when the form changes incompatibly; an agent refuses a version it does not know. */
  static final int VERSION = 1;

  private PlanJson() {}

  public static String write(BenchmarkPlan plan) {
    ObjectNode node = MAPPER.createObjectNode();
    node.put("version", VERSION);
    strings(node.putArray("codecs"), plan.codecs());
    strings(node.putArray("fixtures"), plan.fixtures());
    strings(node.putArray("operations"), plan.operations().stream().map(Enum::name).toList());
    strings(node.putArray("modes"), plan.modes().stream().map(Enum::name).toList());
    node.put("warmupCount", plan.warmup().count());
    node.put("warmupNanos", plan.warmup().time().toNanos());
    node.put("measureCount", plan.measurement().count());
    node.put("measureNanos", plan.measurement().time().toNanos());
    node.put("forks", plan.forks());
    node.put("threads", plan.threads());
    strings(node.putArray("jvmFlags"), plan.jvmFlags());
    strings(node.putArray("profilers"), plan.profilers().stream().map(Enum::name).toList());
    strings(node.putArray("profiles"), plan.profiles().stream().map(Enum::name).toList());
    if (plan.latency() != null) {
      ObjectNode latency = node.putObject("latency");
      latency.put("cooler", plan.latency().cooler().kind().name());
      latency.put("coolerNanos", plan.latency().cooler().nanos());
      latency.put("coolerBytes", plan.latency().cooler().bytes());
      latency.put("warmupOps", plan.latency().warmupOps());
      latency.put("measuredOps", plan.latency().measuredOps());
      latency.put("ratePerSecond", plan.latency().ratePerSecond());
      latency.put("subtractTimer", plan.latency().subtractTimer());
    }
    if (plan.label() != null) {
      node.put("label", plan.label());
    }
    ObjectNode schemas = node.putObject("schemas");
    plan.schemas().forEach(schemas::put);
    if (plan.jvm() != null) {
      node.put("jvm", plan.jvm().java().toString());
    }
    return node.toString();
  }

  /**
   * Reads a plan written by {@link #write}.
   *
   * @throws IllegalArgumentException naming what is wrong, for text that is not such a plan
   */
  public static BenchmarkPlan read(String json) {
    JsonNode node;
    try {
      node = MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("the job's plan is not JSON: " + e.getOriginalMessage());
    }
    if (node == null || !node.isObject() || node.path("version").asInt() != VERSION) {
      throw new IllegalArgumentException(
          "the job's plan is not a version-"
              + VERSION
              + " Wirebench plan (queued by another version?)");
    }
    if (node.hasNonNull("jvm")) {
      throw new IllegalArgumentException(
          "the plan names a JVM (" + node.get("jvm").asText() + "); an agent forks its own");
    }
    try {
      return new BenchmarkPlan(
          strings(node, "codecs"),
          strings(node, "fixtures"),
          enums(node, "operations", Operation::valueOf),
          enums(node, "modes", BenchMode::valueOf),
          iterations(node, "warmup"),
          iterations(node, "measure"),
          node.path("forks").asInt(),
          node.path("threads").asInt(),
          null,
          strings(node, "jvmFlags"),
          enumSet(node, "profilers", BenchProfiler.class, BenchProfiler::valueOf),
          latency(node.get("latency")),
          node.hasNonNull("label") ? node.get("label").asText() : null,
          schemas(node.path("schemas")),
          enumSet(node, "profiles", ProfileEvent.class, ProfileEvent::valueOf));
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("the job's plan cannot be read: " + e.getMessage(), e);
    }
  }

  private static IterationSpec iterations(JsonNode node, String prefix) {
    return IterationSpec.of(
        node.path(prefix + "Count").asInt(),
        Duration.ofNanos(node.path(prefix + "Nanos").asLong()));
  }

  private static LatencySettings latency(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    CoolerSpec cooler =
        new CoolerSpec(
            CoolerSpec.Kind.valueOf(node.path("cooler").asText()),
            node.path("coolerNanos").asLong(),
            node.path("coolerBytes").asLong());
    return new LatencySettings(
        cooler,
        node.path("warmupOps").asLong(),
        node.path("measuredOps").asLong(),
        node.path("ratePerSecond").asLong(),
        node.path("subtractTimer").asBoolean());
  }

  private static Map<String, String> schemas(JsonNode node) {
    Map<String, String> schemas = new LinkedHashMap<>();
    node.properties().forEach(e -> schemas.put(e.getKey(), e.getValue().asText()));
    return schemas;
  }

  private static void strings(ArrayNode array, List<String> values) {
    values.forEach(array::add);
  }

  private static List<String> strings(JsonNode node, String field) {
    List<String> values = new ArrayList<>();
    node.path(field).forEach(v -> values.add(v.asText()));
    return values;
  }

  private static <E> List<E> enums(JsonNode node, String field, Function<String, E> parse) {
    return strings(node, field).stream().map(parse).toList();
  }

  private static <E extends Enum<E>> Set<E> enumSet(
      JsonNode node, String field, Class<E> type, Function<String, E> parse) {
    Set<E> values = EnumSet.noneOf(type);
    strings(node, field).forEach(v -> values.add(parse.apply(v)));
    return values;
  }
}
