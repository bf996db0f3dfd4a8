package dev.wirebench.app.bench;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecInfo;
import java.util.List;

/**
 * The Benchmark screen's "Quick plan": short timings, and — where the form has none chosen — a few
 * well-known codecs, one everyday fixture and both operations, so the plan can run at once. What
 * the user already chose stays chosen.
 */
final class QuickPlan {
  /** A text format, a tag-length-value format and a flyweight: three decode contracts. */
  static final List<String> CODECS = List.of("json", "protobuf", "sbe");

  /** A market-data message every codec carries. */
  static final String FIXTURE = "trade-update";

  private QuickPlan() {}

  static void apply(PlanViewModel plan) {
    if (plan.codecs().isEmpty()) {
      List<String> offered = plan.codecChoices().stream().map(CodecInfo::id).toList();
      List<String> known = CODECS.stream().filter(offered::contains).toList();
      plan.codecs().setAll(known.isEmpty() ? offered.stream().limit(1).toList() : known);
    }
    if (plan.fixtures().isEmpty() && !plan.fixtureChoices().isEmpty()) {
      plan.fixtures()
          .setAll(plan.fixtureChoices().contains(FIXTURE) ? FIXTURE : plan.fixtureChoices().get(0));
    }
    if (plan.operations().isEmpty()) {
      plan.operations().setAll(Operation.ENCODE, Operation.DECODE);
    }
    if (plan.modeProperty().get() == null) {
      plan.modeProperty().set(BenchMode.AVERAGE_TIME);
    }
    plan.warmupIterationsProperty().set(2);
    plan.warmupTimeProperty().set("200ms");
    plan.measureIterationsProperty().set(3);
    plan.measureTimeProperty().set("200ms");
    plan.forksProperty().set(BenchmarkPlan.DEFAULT_FORKS);
  }
}
