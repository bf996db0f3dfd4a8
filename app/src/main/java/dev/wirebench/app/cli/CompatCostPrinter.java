package dev.wirebench.app.cli;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.bench.CostPlan;
import dev.wirebench.engine.bench.CostResult;
import dev.wirebench.engine.bench.DurationText;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.workload.CostVariant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code compat --cost}'s table: per variant its mean payload size, JMH's encode and decode scores
 * with their error, and the compatible mode's decode beside its strict one's; variants that could
 * not run with the reason. Text, Markdown or a JSON array.
 */
final class CompatCostPrinter {
  private CompatCostPrinter() {}

  private static final String[] HEADERS = {
    "codec", "variant", "mode", "on", "bytes", "encode ns/op", "decode ns/op", "decode vs strict"
  };

  static String print(CostPlan plan, List<CostResult> results, boolean md) {
    StringBuilder out = new StringBuilder();
    out.append(md ? "**" : "")
        .append("the cost of compatibility")
        .append(md ? "**" : "")
        .append(" — JMH avgt, ")
        .append(settings(plan))
        .append("; ± is JMH's 99.9% error\n\n");
    List<String[]> rows = new ArrayList<>();
    List<String> notRun = new ArrayList<>();
    Map<CostVariant, Map<Operation, CostResult>> byVariant = byVariant(results);
    byVariant.forEach(
        (variant, ops) -> {
          CostResult any = ops.values().iterator().next();
          if (ops.values().stream().noneMatch(CostResult::measured)) {
            notRun.add(variant.id() + ": " + any.failure());
            return;
          }
          rows.add(
              new String[] {
                variant.family(),
                variant.id(),
                variant.compatible() ? "compatible" : "strict",
                any.on(),
                String.format(Locale.ROOT, "%.1f", any.meanBytes()),
                score(ops.get(Operation.ENCODE)),
                score(ops.get(Operation.DECODE)),
                ratio(variant, ops.get(Operation.DECODE), byVariant)
              });
        });
    out.append(md ? markdown(rows) : table(rows));
    for (CostVariant variant : byVariant.keySet()) {
      out.append(md ? "- " : "  ").append(variant.id()).append(": ").append(variant.what());
      out.append('\n');
    }
    if (!notRun.isEmpty()) {
      out.append("\nnot measured:\n");
      notRun.forEach(line -> out.append(md ? "- " : "  ").append(line).append('\n'));
    }
    failures(results, out, md);
    return out.toString();
  }

  /** {@code 2 forks × 5 × 1s measured after 3 × 1s warm-up}. */
  static String settings(CostPlan plan) {
    return plan.forks()
        + (plan.forks() == 1 ? " fork" : " forks")
        + " × "
        + plan.iterations()
        + " × "
        + DurationText.format(plan.iterationTime())
        + " measured after "
        + plan.warmups()
        + " × "
        + DurationText.format(plan.warmupTime())
        + " warm-up per benchmark";
  }

  private static Map<CostVariant, Map<Operation, CostResult>> byVariant(List<CostResult> results) {
    Map<CostVariant, Map<Operation, CostResult>> out = new LinkedHashMap<>();
    for (CostResult result : results) {
      out.computeIfAbsent(result.variant(), v -> new LinkedHashMap<>())
          .put(result.operation(), result);
    }
    return out;
  }

  private static String score(CostResult result) {
    if (result == null) {
      return "-";
    }
    if (!result.measured()) {
      return "failed";
    }
    String error =
        Double.isNaN(result.error())
            ? " (± n/a)"
            : String.format(Locale.ROOT, " ± %.1f", result.error());
    return String.format(Locale.ROOT, "%.1f", result.score()) + error;
  }

  /**
   * The compatible decode's score over the nearest strict variant's of its codec listed before it
   * ({@code avro-resolving} over {@code avro-resolving-same}: the same reader, nothing to resolve),
   * or blank.
   */
  private static String ratio(
      CostVariant variant,
      CostResult decode,
      Map<CostVariant, Map<Operation, CostResult>> byVariant) {
    if (!variant.compatible() || decode == null || !decode.measured()) {
      return "";
    }
    CostVariant strict = null;
    CostResult base = null;
    for (var entry : byVariant.entrySet()) {
      if (entry.getKey() == variant) {
        break;
      }
      CostResult candidate = entry.getValue().get(Operation.DECODE);
      if (entry.getKey().family().equals(variant.family())
          && !entry.getKey().compatible()
          && candidate != null
          && candidate.measured()) {
        strict = entry.getKey();
        base = candidate;
      }
    }
    return strict == null
        ? ""
        : String.format(Locale.ROOT, "×%.2f of %s", decode.score() / base.score(), strict.id());
  }

  private static void failures(List<CostResult> results, StringBuilder out, boolean md) {
    for (CostResult result : results) {
      boolean partly =
          !result.measured()
              && results.stream().anyMatch(r -> r.variant() == result.variant() && r.measured());
      if (partly) {
        out.append(md ? "- " : "  ")
            .append(result.variant().id())
            .append(' ')
            .append(result.operation().id())
            .append(" failed: ")
            .append(result.failure())
            .append('\n');
      }
    }
  }

  private static String table(List<String[]> rows) {
    TextTable table = new TextTable(HEADERS);
    rows.forEach(r -> table.row((Object[]) r));
    return table.render();
  }

  private static String markdown(List<String[]> rows) {
    StringBuilder out = new StringBuilder("| " + String.join(" | ", HEADERS) + " |\n");
    out.append("|---|---|---|---|--:|--:|--:|---|\n");
    rows.forEach(r -> out.append("| ").append(String.join(" | ", r)).append(" |\n"));
    return out.append('\n').toString();
  }

  /** The results as JSON objects, into {@code array}. */
  static void json(List<CostResult> results, ArrayNode array) {
    for (CostResult result : results) {
      ObjectNode node = array.addObject();
      node.put("codec", result.variant().family());
      node.put("variant", result.variant().id());
      node.put("compatible", result.variant().compatible());
      node.put("on", result.on());
      number(node, "meanBytes", result.meanBytes());
      node.put("operation", result.operation().id());
      number(node, "score", result.score());
      number(node, "scoreError", result.error());
      node.put("unit", result.unit());
      node.put("forks", result.forks());
      node.put("iterations", result.iterations());
      node.put("failure", result.failure());
    }
  }

  private static void number(ObjectNode node, String name, double value) {
    if (Double.isNaN(value)) {
      node.putNull(name);
    } else {
      node.put(name, value);
    }
  }
}
