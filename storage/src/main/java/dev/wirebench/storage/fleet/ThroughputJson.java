package dev.wirebench.storage.fleet;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link ThroughputJob} as the JSON a fleet job carries ({@code "kind": "throughput"}), and back,
 * every field exactly. A benchmark plan's JSON has no kind ({@link PlanJson}).
 */
final class ThroughputJson {
  static final String KIND = "throughput";
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private ThroughputJson() {}

  static String write(ThroughputJob job) {
    ObjectNode node = MAPPER.createObjectNode();
    node.put("version", PlanJson.VERSION);
    node.put("kind", KIND);
    job.stores().forEach(node.putArray("stores")::add);
    job.codecs().forEach(node.putArray("codecs")::add);
    node.put("fixture", job.fixture());
    node.put("messages", job.messages());
    job.consumers().forEach(node.putArray("consumers")::add);
    node.put("repetitions", job.repetitions());
    node.put("processPerConsumer", job.processPerConsumer());
    job.jvmArgs().forEach(node.putArray("jvmArgs")::add);
    node.put("warmupMessages", job.warmupMessages());
    if (job.schema() != null) {
      node.put("schema", job.schema());
    }
    node.put("dynamic", job.dynamic());
    if (job.label() != null) {
      node.put("label", job.label());
    }
    return node.toString();
  }

  /** Whether {@code json} is a throughput job's (checked again, in full, by {@link #read}). */
  static boolean isThroughput(String json) {
    try {
      return KIND.equals(MAPPER.readTree(json).path("kind").asText());
    } catch (JsonProcessingException e) {
      return false; // PlanJson.read says what is wrong with it
    }
  }

  /**
   * @throws IllegalArgumentException naming what is wrong, for text that is not such a job
   */
  static ThroughputJob read(String json) {
    JsonNode node;
    try {
      node = MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("the job's plan is not JSON: " + e.getOriginalMessage());
    }
    if (node.path("version").asInt() != PlanJson.VERSION
        || !KIND.equals(node.path("kind").asText())) {
      throw new IllegalArgumentException(
          "the job's plan is not a version-" + PlanJson.VERSION + " Wirebench throughput plan");
    }
    List<Integer> consumers = new ArrayList<>();
    node.path("consumers").forEach(k -> consumers.add(k.asInt()));
    return new ThroughputJob(
        strings(node, "stores"),
        strings(node, "codecs"),
        node.path("fixture").asText(),
        node.path("messages").asLong(),
        consumers,
        node.path("repetitions").asInt(),
        node.path("processPerConsumer").asBoolean(),
        strings(node, "jvmArgs"),
        node.path("warmupMessages").asLong(),
        node.hasNonNull("schema") ? node.get("schema").asText() : null,
        node.path("dynamic").asBoolean(),
        node.hasNonNull("label") ? node.get("label").asText() : null);
  }

  private static List<String> strings(JsonNode node, String field) {
    List<String> values = new ArrayList<>();
    node.path(field).forEach(v -> values.add(v.asText()));
    return values;
  }
}
