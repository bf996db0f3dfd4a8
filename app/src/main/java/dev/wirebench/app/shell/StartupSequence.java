package dev.wirebench.app.shell;

import dev.wirebench.app.fx.FrameShown;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.FirstInspection;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.app.inspect.InspectViewModel;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.scene.Scene;

/**
 * The order the app's start runs in, measured step by step (README "Measured here"): the first
 * inspection starts while the window is built, with the codec the screen selects alone; its result
 * goes into the window's first frame; the other codecs start once that frame is shown; once the
 * complete first inspection is on the screen, the idle warm-up runs. FX thread only.
 */
final class StartupSequence {
  /** How long the FX thread waits for the first fixture's lead codec before the first frame. */
  private static final long LEAD_WAIT_MS = 300;

  private final FirstInspection first = new FirstInspection();
  private final InspectViewModel inspect;
  private final InspectService service;
  private final Supplier<Scene> scene;

  /**
   * @param scene the window's scene (the window is built after the session starts)
   */
  StartupSequence(InspectViewModel inspect, InspectService service, Supplier<Scene> scene) {
    this.inspect = inspect;
    this.service = service;
    this.scene = scene;
  }

  /**
   * Before the session starts: its first inspection leads with the selected codec; the start-time
   * report ({@link StartupReport}) and the idle warm-up ({@link IdleWarmUp}) watch it.
   *
   * @param measuring whether a measurement runs in this process (the warm-up then stops)
   */
  void beforeSession(TaskExecutor executor, BooleanSupplier measuring) {
    service.leadNextOpen(first);
    StartupReport.attach(inspect, scene);
    IdleWarmUp.after(inspect, scene, service, executor, measuring);
  }

  /** Right after {@code Stage.show}: the first frame holds the fixture, then the other codecs. */
  void windowShown() {
    first.showLeadWithin(LEAD_WAIT_MS);
    FrameShown.after(scene.get(), () -> {}, first::firstFrameShown);
  }
}
