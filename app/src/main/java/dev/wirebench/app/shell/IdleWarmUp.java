package dev.wirebench.app.shell;

import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.InspectWarmUp;
import dev.wirebench.engine.inspect.Inspector;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;

/**
 * Starts {@link InspectWarmUp} once per JVM (the JIT's work is the JVM's, a second window gains
 * nothing from a second warm-up), on one daemon thread, when the first fixture's inspection is
 * complete — so it never competes with the first screen — over the first message of each type in
 * every bundled fixture. It stops as soon as a measurement of this process holds the machine's
 * lock.
 */
final class IdleWarmUp implements InvalidationListener {
  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private final InspectViewModel inspect;
  private final Inspector inspector;
  private final FixtureLoader loader;
  private final BooleanSupplier measuring;

  private IdleWarmUp(
      InspectViewModel inspect,
      Inspector inspector,
      FixtureLoader loader,
      BooleanSupplier measuring) {
    this.inspect = inspect;
    this.inspector = inspector;
    this.loader = loader;
    this.measuring = measuring;
  }

  /**
   * Watches {@code inspect} (FX thread, before its session starts) and warms {@code inspector}'s
   * codecs once its first inspection is complete.
   *
   * @param measuring whether a measurement runs in this process (the warm-up then stops)
   */
  static void after(
      InspectViewModel inspect,
      Inspector inspector,
      FixtureLoader loader,
      BooleanSupplier measuring) {
    inspect.loadingProperty().addListener(new IdleWarmUp(inspect, inspector, loader, measuring));
  }

  @Override
  public void invalidated(Observable observable) {
    if (inspect.loadingProperty().get()) {
      return;
    }
    inspect.loadingProperty().removeListener(this);
    if (STARTED.compareAndSet(false, true)) {
      Thread thread = new Thread(this::run, "wirebench-inspect-warm-up");
      thread.setDaemon(true);
      thread.start();
    }
  }

  private void run() {
    try {
      InspectWarmUp.run(
          inspector, InspectWarmUp.messages(loader, id -> true), InspectWarmUp.ROUNDS, measuring);
    } catch (RuntimeException e) {
      // Best effort: a codec that fails here fails the same way, in its own row, when the user
      // opens that fixture; the warm-up has nothing to add to that.
    }
  }
}
