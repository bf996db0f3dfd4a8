package dev.wirebench.app.shell;

import dev.wirebench.app.fx.FrameShown;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.app.inspect.InspectViewModel;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Scene;

/**
 * Starts the Inspect screen's idle warm-up ({@link InspectService#warmUp}) once per JVM (the JIT's
 * work is the JVM's: a second window gains nothing from a second warm-up), on a background thread
 * of its own, once the first fixture's complete inspection is on the screen — so it never competes
 * with the first screen. It stops as soon as a measurement of this process holds the machine's
 * lock. FX thread only.
 */
final class IdleWarmUp implements InvalidationListener {
  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private final InspectViewModel inspect;
  private final Supplier<Scene> scene;
  private final InspectService service;
  private final TaskExecutor executor;
  private final BooleanSupplier measuring;

  private IdleWarmUp(
      InspectViewModel inspect,
      Supplier<Scene> scene,
      InspectService service,
      TaskExecutor executor,
      BooleanSupplier measuring) {
    this.inspect = inspect;
    this.scene = scene;
    this.service = service;
    this.executor = executor;
    this.measuring = measuring;
  }

  /**
   * Watches {@code inspect} (before its session starts) and warms {@code service}'s codecs once its
   * first complete inspection's frame has been rendered in the window's scene ({@code scene}: the
   * window may be built after the session starts).
   *
   * @param measuring whether a measurement runs in this process (the warm-up then stops)
   */
  static void after(
      InspectViewModel inspect,
      Supplier<Scene> scene,
      InspectService service,
      TaskExecutor executor,
      BooleanSupplier measuring) {
    inspect
        .loadingProperty()
        .addListener(new IdleWarmUp(inspect, scene, service, executor, measuring));
  }

  @Override
  public void invalidated(Observable observable) {
    if (inspect.loadingProperty().get()) {
      return;
    }
    inspect.loadingProperty().removeListener(this);
    FrameShown.after(scene.get(), this::start);
  }

  private void start() {
    if (STARTED.compareAndSet(false, true)) {
      executor.background("wirebench-inspect-warm-up", () -> service.warmUp(id -> true, measuring));
    }
  }
}
