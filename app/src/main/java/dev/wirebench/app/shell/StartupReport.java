package dev.wirebench.app.shell;

import dev.wirebench.app.inspect.InspectViewModel;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Scene;

/**
 * For {@code packaging/src/test/smoke/start-time}: with {@value #VARIABLE}=1 in the environment,
 * prints one line on stderr once the first screen is usable — the first inspection (or load error)
 * has arrived and the window has been laid out with it: {@code wirebench-startup: first screen
 * shown at EPOCH_MILLIS}. The script subtracts its launch time. Without the variable it does
 * nothing. FX thread only.
 */
final class StartupReport {
  static final String VARIABLE = "WIREBENCH_STARTUP_REPORT";

  private StartupReport() {}

  /**
   * Watches {@code inspect} (before its session starts) and reports after {@code scene}'s layout.
   */
  static void attach(InspectViewModel inspect, Scene scene) {
    if (!"1".equals(System.getenv(VARIABLE))) {
      return;
    }
    InvalidationListener arrived =
        new InvalidationListener() {
          @Override
          public void invalidated(Observable observable) {
            inspect.inspectionProperty().removeListener(this);
            inspect.errorProperty().removeListener(this);
            Runnable[] report = new Runnable[1];
            report[0] =
                () -> {
                  scene.removePostLayoutPulseListener(report[0]);
                  System.err.println(
                      "wirebench-startup: first screen shown at " + System.currentTimeMillis());
                };
            scene.addPostLayoutPulseListener(report[0]);
          }
        };
    inspect.inspectionProperty().addListener(arrived);
    inspect.errorProperty().addListener(arrived);
  }
}
