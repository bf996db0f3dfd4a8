package dev.wirebench.app.shell;

import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The screenshot tour's History steps: the screen in the light theme, then in the dark theme with
 * the chart driven by keys (Tab-focused, → twice, Enter selects the point's run as a click does).
 */
final class HistoryTourSteps {
  private HistoryTourSteps() {}

  static void add(TourDriver tour) {
    ShellViewModel shell = tour.workbench.shell();
    BooleanSupplier settled =
        () ->
            !tour.workbench.history().loadingProperty().get()
                && !tour.workbench.history().searchingProperty().get()
                && tour.idle().getAsBoolean();
    tour.step(
        "16-history.png",
        () -> {
          shell.setTheme(Theme.LIGHT);
          shell.selectScreen(ShellViewModel.HISTORY);
        },
        settled,
        tour.stage::getScene);
    tour.step(
        "16b-history-keyboard-dark.png",
        () -> {
          shell.setTheme(Theme.DARK);
          Node chart = tour.stage.getScene().lookup("#history-chart");
          if (chart != null) {
            chart.requestFocus();
            for (KeyCode key : new KeyCode[] {KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.ENTER}) {
              chart.fireEvent(
                  new KeyEvent(KeyEvent.KEY_PRESSED, "", "", key, false, false, false, false));
            }
          }
        },
        settled,
        tour.stage::getScene);
    tour.step("", () -> shell.setTheme(Theme.LIGHT), () -> true, null);
  }
}
