package dev.wirebench.app.shell;

import dev.wirebench.app.fx.FrameShown;
import dev.wirebench.app.inspect.InspectViewModel;
import java.util.function.Supplier;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Scene;

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
 * <p>"Shown" waits for the frame ({@link FrameShown}): under load the window was still white up to
 * a second after the layout pulse (screenshots taken at the "laid out" line were blank, at the
 * "shown" line they held the fixture). Images built before 2026-11-25 printed "first screen shown"
 * after the layout pulse: that moment is "laid out" here.
 *
 * <p>The script subtracts its launch time. Without the variable it does nothing. FX thread only.
 */
final class StartupReport implements InvalidationListener {
  static final String VARIABLE = "WIREBENCH_STARTUP_REPORT";

  private final InspectViewModel inspect;
  private final Supplier<Scene> scene;
  private boolean first;

  private StartupReport(InspectViewModel inspect, Supplier<Scene> scene) {
    this.inspect = inspect;
    this.scene = scene;
  }

  /**
   * Watches {@code inspect} (before its session starts) and reports after the layout of the
   * window's scene and its rendered frame; {@code scene} is asked when the first inspection arrives
   * (the session may start before the window is built).
   */
  static void attach(InspectViewModel inspect, Supplier<Scene> scene) {
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
    FrameShown.after(scene.get(), () -> print(what + " laid out"), () -> print(what + " shown"));
  }

  private static void print(String what) {
    System.err.println("wirebench-startup: " + what + " at " + System.currentTimeMillis());
  }
}
