package dev.wirebench.app.bench;

import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** The plan form's Run, Cancel and (on a workbench with a fleet) Run on fleet… buttons. */
final class RunButtons {
  private RunButtons() {}

  /**
   * @param runOnFleet what "Run on fleet…" does, or null for no such button
   */
  static HBox create(BenchViewModel model, PlanViewModel plan, Runnable runOnFleet) {
    Button run = new Button("Run");
    run.setId("bench-run");
    run.setDefaultButton(false);
    run.getStyleClass().add("accent");
    run.setMaxWidth(Double.MAX_VALUE);
    run.disableProperty().bind(model.canRunBinding().not());
    run.setOnAction(e -> model.run());
    run.setTooltip(new Tooltip("Start the benchmark (Ctrl+R)"));
    Button cancel = new Button("Cancel");
    cancel.setId("bench-cancel");
    cancel.disableProperty().bind(model.runningProperty().not());
    cancel.setOnAction(e -> model.cancel());
    cancel.setTooltip(new Tooltip("Stop the run and its forked JVMs (Ctrl+.)"));
    HBox buttons = new HBox(8, run, cancel);
    HBox.setHgrow(run, Priority.ALWAYS);
    if (runOnFleet != null) {
      // A plan the form cannot run locally cannot be queued either; a local run under way can.
      Button fleet = new Button("Run on fleet…");
      fleet.setId("bench-run-fleet");
      fleet.disableProperty().bind(plan.problemProperty().isNotEmpty());
      fleet.setOnAction(e -> runOnFleet.run());
      fleet.setTooltip(
          new Tooltip(
              "Queue this plan in the team store for the fleet's benchmark hosts (wirebench"
                  + " agent)"));
      buttons.getChildren().add(fleet);
    }
    return buttons;
  }
}
