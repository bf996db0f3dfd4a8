package dev.wirebench.app.shell;

import dev.wirebench.app.settings.UserDirs;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real workbench for headless UI tests: built by the composition root on throw-away user
 * directories (never the real user's settings), with the real background executor.
 */
public final class WorkbenchFixture {
  private final Workbench workbench;

  private WorkbenchFixture(Workbench workbench) {
    this.workbench = workbench;
  }

  /**
   * Opens the workbench in {@code stage} (call from a TestFX {@code @Start} method), as a user who
   * has been here before: the first-run hint is dismissed, so screens sit where they always do.
   */
  public static WorkbenchFixture open(Stage stage, Path home) {
    WorkbenchFixture app = openAsFirstRun(stage, home);
    app.workbench.shell().dismissFirstRunHint();
    return app;
  }

  /** Opens the workbench as on a first start: the first-run hint shows over the first screen. */
  public static WorkbenchFixture openAsFirstRun(Stage stage, Path home) {
    Services services = Services.load(UserDirs.under(home));
    return new WorkbenchFixture(Workbench.open(stage, services, false, stage::close));
  }

  public Workbench workbench() {
    return workbench;
  }

  /** Waits until no background work runs and the FX thread has handled its events. */
  public void awaitIdle() throws TimeoutException {
    await(() -> !workbench.executor().busyProperty().get());
  }

  /** Waits (up to 30 s) for a condition, read on the FX thread. */
  public void await(BooleanSupplier condition) throws TimeoutException {
    WaitForAsyncUtils.waitFor(
        30, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get());
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Runs an action on the FX thread and waits for it. */
  public void fx(Runnable action) {
    WaitForAsyncUtils.waitForAsyncFx(10_000, action);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /**
   * Clicks a node after putting the pointer on it in one step. TestFX's animated moves on Monocle
   * sometimes leave the pointer at a stale height under load; a single move and a wait for the FX
   * thread do not.
   */
  public void click(FxRobot robot, Node node) {
    click(robot, robot.point(node).query());
  }

  /** Clicks the node a query finds (e.g. a menu's text). */
  public void click(FxRobot robot, String query) {
    click(robot, robot.lookup(query).match(NodeQueryUtils.isVisible()).<Node>query());
  }

  /** Clicks a point on the screen (e.g. a byte of a hex view, which is drawn, not a node). */
  public void click(FxRobot robot, Point2D point) {
    pointAt(robot, point);
    robot.clickOn(MouseButton.PRIMARY);
    WaitForAsyncUtils.waitForFxEvents();
  }

  /** Puts the pointer on a node in one step. */
  public void pointAt(FxRobot robot, Node node) {
    pointAt(robot, robot.point(node).query());
  }

  /** Puts the pointer on a point of the screen in one step. */
  public void pointAt(FxRobot robot, Point2D target) {
    robot.robotContext().getBaseRobot().moveMouse(target);
    WaitForAsyncUtils.waitForFxEvents();
    Point2D at = robot.robotContext().getBaseRobot().retrieveMouse();
    if (at.distance(target) > 1.5) { // Monocle keeps whole pixels
      throw new IllegalStateException("pointer at " + at + ", not at " + target);
    }
  }

  /** Saves the settings and stops the executor. */
  public void close() {
    WaitForAsyncUtils.waitForAsyncFx(10_000, workbench::close);
  }
}
