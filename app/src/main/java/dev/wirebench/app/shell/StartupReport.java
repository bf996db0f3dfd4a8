package dev.wirebench.app.shell;

import dev.wirebench.app.inspect.InspectViewModel;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;

/**
 * For {@code packaging/src/test/smoke/start-time}: with {@value #VARIABLE}=1 in the environment,
 * prints on stderr when the first fixture reaches the screen, as {@code wirebench-startup: WHAT at
 * EPOCH_MILLIS}:
 *
 * <ul>
 *   <li>{@code first screen laid out} — the first fixture's screen (its decoded tree, the rows of
 *       the codecs that finished, the selected codec's hex, or the load error; codecs still in
 *       their first use show "warming up…" rows) has been through a layout pulse. Nothing of it
 *       need be on the screen yet.
 *   <li>{@code first screen shown} — the frame of that pulse has been rendered and handed to the
 *       window system: what the user sees.
 *   <li>{@code all codecs laid out} / {@code all codecs shown} — the same for the complete
 *       inspection, every codec's row holding its result (with fast codecs the same frame).
 * </ul>
 *
 * <p>Why "shown" waits for more than the pulse: JavaFX renders a pulse's frame afterwards on its
 * render thread, and the software pipeline then queues the upload of the pixels to the window on
 * the FX thread. Under load the window was still white up to a second after the layout pulse
 * (screenshots). So after the pulse this asks for a 1×1 snapshot: it is rendered on the same single
 * render thread, after the frames queued before it; its callback then queues the line behind the
 * frame's upload. (Images built before 2026-11-25 printed "first screen shown" after the layout
 * pulse: that moment is "laid out" here.)
 *
 * <p>The script subtracts its launch time. Without the variable it does nothing. FX thread only.
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
   * Watches {@code inspect} (before its session starts) and reports after {@code scene}'s layout
   * and its rendered frame.
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
      afterLayout("first screen");
    }
    if (!inspect.loadingProperty().get()) {
      inspect.inspectionProperty().removeListener(this);
      inspect.errorProperty().removeListener(this);
      inspect.loadingProperty().removeListener(this);
      afterLayout("all codecs");
    }
  }

  private void afterLayout(String what) {
    Runnable[] report = new Runnable[1];
    report[0] =
        () -> {
          scene.removePostLayoutPulseListener(report[0]);
          print(what + " laid out");
          // After this pulse (which queues its frame for rendering), not inside it: a snapshot
          // asked for now would be rendered in this pulse, before the frame.
          Platform.runLater(() -> afterFrame(what + " shown"));
        };
    scene.addPostLayoutPulseListener(report[0]);
    Platform.requestNextPulse(); // a pulse even if the change needed no layout
  }

  private void afterFrame(String what) {
    SnapshotParameters one = new SnapshotParameters();
    one.setViewport(new Rectangle2D(0, 0, 1, 1));
    scene
        .getRoot()
        .snapshot(
            rendered -> {
              Platform.runLater(() -> print(what)); // behind the frame's upload to the window
              return null;
            },
            one,
            new WritableImage(1, 1));
  }

  private static void print(String what) {
    System.err.println("wirebench-startup: " + what + " at " + System.currentTimeMillis());
  }
}
