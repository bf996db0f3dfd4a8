package dev.wirebench.app.shell;

import javafx.scene.Node;
import javafx.stage.Window;

/**
 * The screenshot tour's steps for help and the keyboard: Help ▸ Getting Started, and the focus ring
 * on a toolbar button in both themes.
 */
final class HelpTourSteps {
  private HelpTourSteps() {}

  static void add(TourDriver tour) {
    tour.step(
        "38-getting-started.png",
        () -> tour.workbench.window().showGettingStarted(),
        () -> tour.dialog().isPresent(),
        () -> tour.dialog().orElseThrow().getScene());
    tour.step("", () -> tour.dialog().ifPresent(Window::hide), () -> true, null);
    for (Theme theme : Theme.values()) {
      tour.step(
          "39-focus-ring-" + theme.id() + ".png",
          () -> {
            tour.workbench.shell().setTheme(theme);
            tour.workbench.shell().selectScreen(ShellViewModel.RUNS);
            Node refresh = tour.stage.getScene().lookup("#runs-refresh");
            if (refresh != null) {
              refresh.requestFocus();
            }
          },
          tour.idle(),
          tour.stage::getScene);
    }
    tour.step("", () -> tour.workbench.shell().setTheme(Theme.LIGHT), () -> true, null);
  }
}
