package dev.wirebench.app.bench;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PlanException;
import dev.wirebench.engine.bench.PreparedPlan;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableBooleanValue;

/**
 * What the plan will do, known before Run: whenever the codecs, fixtures, operations, mode or forks
 * change, the plan is prepared as a run would prepare it (fixtures read, each codec asked whether
 * it carries each fixture) on the task executor, and the pairs it would skip are named with their
 * reason; and the change its forks can detect on this machine is read from earlier runs of its
 * benchmarks (as {@code wirebench bench} says before it runs). A plan the form finds wrong, or the
 * engine refuses, says nothing here: the form's problem line, or the Run, says why. FX thread only.
 */
public final class PlanPairs {
  private final Function<BenchmarkPlan, PreparedPlan> prepare;
  private final Function<BenchmarkPlan, Optional<String>> sensitivity;
  private final TaskExecutor executor;
  private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "notApplicable", "");
  private final ReadOnlyStringWrapper detectable =
      new ReadOnlyStringWrapper(this, "detectable", "");
  private int asked;

  /**
   * @param prepare prepares a plan (blocking: reads fixtures and message files)
   * @param sensitivity what change a plan can detect here (blocking: reads the run database)
   * @param running whether a run is on: when it ends, its results are history to go by
   */
  PlanPairs(
      PlanViewModel plan,
      Function<BenchmarkPlan, PreparedPlan> prepare,
      Function<BenchmarkPlan, Optional<String>> sensitivity,
      ObservableBooleanValue running,
      TaskExecutor executor) {
    this.prepare = prepare;
    this.sensitivity = sensitivity;
    this.executor = executor;
    Observable[] inputs = {
      plan.codecs(), plan.fixtures(), plan.operations(), plan.modeProperty(), plan.forksProperty()
    };
    for (Observable input : inputs) {
      input.addListener(changed -> check(plan));
    }
    running.addListener(
        (o, was, now) -> {
          if (!now) {
            check(plan);
          }
        });
  }

  /** Checks {@code plan} again (also when a remembered plan was restored). */
  void check(PlanViewModel plan) {
    int ask = ++asked;
    text.set("");
    detectable.set("");
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
    executor.submit(
        "Reading what the plan can detect",
        context -> sensitivity.apply(chosen),
        found -> {
          if (ask == asked) {
            detectable.set(found.map(PlanPairs::sentence).orElse(""));
          }
        },
        // Advice only, as before `bench` runs: a database that cannot be read now says nothing
        // here; the run, which must store into it, says what is wrong.
        unreadable -> {});
  }

  /** The CLI's line without its "plan: " tag, as a sentence. */
  private static String sentence(String line) {
    String text = line.startsWith("plan: ") ? line.substring("plan: ".length()) : line;
    return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1) + ".";
  }

  /**
   * {@code 2 of 4 benchmarks n/a:} and a line per codec × fixture pair with its reason; empty when
   * every benchmark runs or the plan is not checked yet.
   */
  public ReadOnlyStringProperty textProperty() {
    return text.getReadOnlyProperty();
  }

  /**
   * What change a comparison of this plan's forks can call on this machine ("With 3 forks a side, a
   * comparison of this plan can call changes beyond about ±4.1 % (…)."), or why it is not known
   * yet; empty for a latency plan, a plan not checked yet, or a database that cannot be read.
   */
  public ReadOnlyStringProperty detectableProperty() {
    return detectable.getReadOnlyProperty();
  }
}
