package dev.wirebench.app.shell;

import dev.wirebench.app.inspect.InspectViewModel;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Scene;

/**
 * For {@code packaging/src/test/smoke/start-time}: with {@value #VARIABLE}=1 in the environment,
 * prints two lines on stderr, each after the window's next layout pulse:
 *
 * <ul>
 *   <li>{@code wirebench-startup: first screen shown at EPOCH_MILLIS} — the first fixture is on
 *       screen: its decoded tree, the rows of the codecs that finished, and the selected codec's
 *       hex (or the load error). Codecs still in their first use show "warming up…" rows.
 *   <li>{@code wirebench-startup: all codecs shown at EPOCH_MILLIS} — that inspection is complete:
 *       every codec's row holds its result (or the load error is shown). With fast codecs this is
 *       the same pulse as the first line.
 * </ul>
 *
 * The script subtracts its launch time. Without the variable it does nothing. FX thread only.
 */
final class StartupReport implements InvalidationListener {
  static final String VARIABLE = "WIREBENCH_STARTUP_REPORT";

  private final InspectViewModel inspect;
  private final Scene scene;
  private boolean first;

  private StartupReport(InspectViewModel inspect, Scene scene) {
    this.inspect = inspect;
    this.scene = scene;
  }

  /**
   * Watches {@code inspect} (before its session starts) and reports after {@code scene}'s layout.
   */
  static void attach(InspectViewModel inspect, Scene scene) {
    if (!"1".equals(System.getenv(VARIABLE))) {
      return;
    }
    StartupReport report = new StartupReport(inspect, scene);
    inspect.inspectionProperty().addListener(report);
    inspect.errorProperty().addListener(report);
    inspect.loadingProperty().addListener(report);
  }

  @Override
  public void invalidated(Observable observable) {
    if (inspect.inspectionProperty().get() == null && inspect.errorProperty().get() == null) {
      return;
    }
    if (!first) {
      first = true;
      afterLayout("first screen shown");
    }
    if (!inspect.loadingProperty().get()) {
      inspect.inspectionProperty().removeListener(this);
      inspect.errorProperty().removeListener(this);
      inspect.loadingProperty().removeListener(this);
      afterLayout("all codecs shown");
    }
  }

  private void afterLayout(String what) {
    Runnable[] report = new Runnable[1];
    report[0] =
        () -> {
          scene.removePostLayoutPulseListener(report[0]);
          System.err.println("wirebench-startup: " + what + " at " + System.currentTimeMillis());
        };
    scene.addPostLayoutPulseListener(report[0]);
  }
}
