package dev.wirebench.storage.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.storage.RunSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code wirebench bench} command that repeats a stored run, rebuilt from the plan the run
 * stored (codecs, fixtures and settings); imported runs name their file instead.
 */
public final class PlanCommand {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Plan settings and the bench options that set them. */
  private static final Map<String, String> OPTIONS =
      Map.ofEntries(
          Map.entry("operations", "--ops"),
          Map.entry("modes", "--mode"),
          Map.entry("warmup", "--warmup"),
          Map.entry("measurement", "--measure"),
          Map.entry("forks", "--forks"),
          Map.entry("threads", "--threads"),
          Map.entry("profilers", "--prof"),
          Map.entry("cooler", "--cooler"),
          Map.entry("opsCount", "--ops-count"),
          Map.entry("warmupOps", "--warmup-ops"));

  /** The order the options are written in. */
  private static final List<String> ORDER =
      List.of(
          "operations",
          "modes",
          "warmup",
          "measurement",
          "forks",
          "threads",
          "profilers",
          "cooler",
          "opsCount",
          "warmupOps");

  private PlanCommand() {}

  /** The command, or a sentence saying where the run came from when there is no plan to repeat. */
  public static String of(RunSummary run) {
    if (run.kind() == RunKind.IMPORTED) {
      return "imported from " + (run.source() == null ? "a JMH JSON file" : run.source());
    }
    if (run.planJson() == null || run.planJson().isBlank()) {
      return "(no plan stored)";
    }
    JsonNode plan;
    try {
      plan = MAPPER.readTree(run.planJson());
    } catch (JsonProcessingException e) {
      return "(the stored plan is not JSON)";
    }
    List<String> words = new ArrayList<>(List.of("wirebench", "bench"));
    if ("latency".equals(plan.path("kind").asText())) {
      words.add("--latency");
    }
    list(words, "--codecs", plan.path("codecs"));
    list(words, "--fixtures", plan.path("fixtures"));
    for (String key : ORDER) {
      JsonNode value = plan.path(key);
      if (value.isMissingNode() || value.isNull()) {
        continue;
      }
      String text = value.asText();
      if (key.equals("profilers") && text.isEmpty()) {
        text = "none";
      }
      if (!text.isEmpty()) {
        words.add(OPTIONS.get(key) + "=" + quoted(text));
      }
    }
    String flags = plan.path("jvmFlags").asText("");
    if (!flags.isEmpty()) {
      words.add("--jvm-flags=" + quoted(flags));
    }
    String jvm = plan.path("jvm").asText("current");
    if (!jvm.equals("current")) {
      words.add("--jvm=" + quoted(jvm));
    }
    if (!run.label().isEmpty()) {
      words.add("--label=" + quoted(run.label()));
    }
    return String.join(" ", words);
  }

  private static void list(List<String> words, String option, JsonNode values) {
    if (values.isArray() && !values.isEmpty()) {
      List<String> ids = new ArrayList<>();
      values.forEach(v -> ids.add(v.asText()));
      words.add(option + "=" + quoted(String.join(",", ids)));
    }
  }

  /** Single-quoted for a POSIX shell when it holds anything but plain characters. */
  private static String quoted(String text) {
    if (text.matches("[A-Za-z0-9_.,:/=+@%-]+")) {
      return text;
    }
    return "'" + text.replace("'", "'\\''") + "'";
  }
}
