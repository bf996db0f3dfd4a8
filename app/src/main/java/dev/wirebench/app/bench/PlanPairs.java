package dev.wirebench.app.bench;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PlanException;
import dev.wirebench.engine.bench.PreparedPlan;
import java.util.function.Function;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Which of the plan's benchmarks are n/a, known before Run: whenever the codecs, fixtures,
 * operations or mode change, the plan is prepared as a run would prepare it (fixtures read, each
 * codec asked whether it carries each fixture) on the task executor, and the pairs it would skip
 * are named with their reason. A plan the form finds wrong, or the engine refuses, says nothing
 * here: the form's problem line, or the Run, says why. FX thread only.
 */
public final class PlanPairs {
  private final Function<BenchmarkPlan, PreparedPlan> prepare;
  private final TaskExecutor executor;
  private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "notApplicable", "");
  private int asked;

  /**
   * @param prepare prepares a plan (blocking: reads fixtures and message files)
   */
  PlanPairs(
      PlanViewModel plan, Function<BenchmarkPlan, PreparedPlan> prepare, TaskExecutor executor) {
    this.prepare = prepare;
    this.executor = executor;
    Observable[] inputs = {plan.codecs(), plan.fixtures(), plan.operations(), plan.modeProperty()};
    for (Observable input : inputs) {
      input.addListener(changed -> check(plan));
    }
  }

  /** Checks {@code plan} again (also when a remembered plan was restored). */
  void check(PlanViewModel plan) {
    int ask = ++asked;
    text.set("");
    if (!plan.problemProperty().get().isEmpty()) {
      return;
    }
    BenchmarkPlan chosen;
    try {
      chosen = plan.toPlan();
    } catch (IllegalArgumentException | IllegalStateException notYet) {
      return; // the form's problem line says why
    }
    executor.submit(
        "Checking the plan",
        context -> NotApplicable.of(prepare.apply(chosen)),
        found -> {
          if (ask == asked) {
            text.set(found.describe());
          }
        },
        refused -> {
          // The Run reports what the engine refuses (a bad file, no pair at all); anything else
          // is a bug.
          if (!(refused instanceof PlanException)) {
            executor.reportUnexpected(refused);
          }
        });
  }

  /**
   * {@code 2 of 4 benchmarks n/a:} and a line per codec × fixture pair with its reason; empty when
   * every benchmark runs or the plan is not checked yet.
   */
  public ReadOnlyStringProperty textProperty() {
    return text.getReadOnlyProperty();
  }
}
