package dev.wirebench.app.shell;

import dev.wirebench.app.runs.RunsViewModel;
import dev.wirebench.engine.result.RunKind;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The screenshot tour's steps for the percentile charts: Benchmark ▸ Percentiles of the tour's
 * sample-mode run, then Runs ▸ detail ▸ Percentiles of the same run (the newest bench run) in both
 * themes, then the keyboard readout on the chart.
 */
final class PercentileTourSteps {
  private PercentileTourSteps() {}

  static void add(TourDriver tour) {
    for (Theme theme : Theme.values()) {
      tour.step(
          "22b-bench-percentiles-" + theme.id() + ".png",
          () -> {
            tour.workbench.shell().setTheme(theme);
            tour.workbench.shell().selectScreen(ShellViewModel.BENCH);
            tour.workbench.benchView().showPercentiles();
          },
          tour.idle(),
          tour.stage::getScene);
    }
    RunsViewModel runs = tour.workbench.runs();
    ShellViewModel shell = tour.workbench.shell();
    tour.step(
        "",
        () -> {
          shell.setTheme(Theme.LIGHT);
          shell.selectScreen(ShellViewModel.RUNS);
          runs.refresh();
        },
        tour.idle(),
        null);
    tour.step(
        "40-run-percentiles.png",
        () -> {
          runs.runs().stream()
              .filter(r -> r.kind() == RunKind.BENCH)
              .findFirst()
              .ifPresent(run -> runs.open(run.id()));
          tour.workbench.runsView().showPercentiles();
        },
        tour.idle(),
        tour.stage::getScene);
    tour.step(
        "41-run-percentiles-dark.png",
        () -> shell.setTheme(Theme.DARK),
        tour.idle(),
        tour.stage::getScene);
    tour.step(
        "42-run-percentile-readout-dark.png",
        () -> {
          Node chart = tour.stage.getScene().lookup("#run-percentile-chart");
          if (chart != null) {
            chart.requestFocus();
            for (KeyCode key : new KeyCode[] {KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT}) {
              chart.fireEvent(
                  new KeyEvent(KeyEvent.KEY_PRESSED, "", "", key, false, false, false, false));
            }
          }
        },
        tour.idle(),
        tour.stage::getScene);
    tour.step("", () -> shell.setTheme(Theme.LIGHT), () -> true, null);
  }
}
