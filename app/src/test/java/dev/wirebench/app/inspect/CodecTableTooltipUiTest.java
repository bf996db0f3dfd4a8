package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TableRow;
import javafx.scene.control.Tooltip;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 32 item 15: the codec table's row tooltip follows the rows when the mouse wheel scrolls
 * them under a resting pointer. Before, the tooltip of the row the pointer had rested on stayed up
 * over the row scrolled in under it, naming the wrong codec.
 */
@ExtendWith(ApplicationExtension.class)
class CodecTableTooltipUiTest {
  private final ExecutorService jobs = Executors.newSingleThreadExecutor();
  private final List<Throwable> unexpected = new CopyOnWriteArrayList<>();
  private final InspectViewModel model =
      HookedCodec.model(
          HookedCodec.amongRealCodecs("hooked", () -> {}),
          jobs,
          Platform::runLater,
          unexpected::add);
  private CodecTable table;

  @Start
  void start(Stage stage) {
    table = new CodecTable(model);
    // two rows in sight of four: the wheel scrolls
    stage.setScene(new Scene(new StackPane(table), 900, 76));
    stage.show();
  }

  @AfterEach
  void stop() {
    jobs.shutdownNow();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void aShownTooltipNeverNamesAnotherRowThanTheOneUnderThePointerAfterTheWheel(FxRobot robot)
      throws TimeoutException, InterruptedException {
    robot.interact(() -> model.openKey("trade-update"));
    await(() -> model.codecs().size() == 4 && !model.loadingProperty().get());
    TableRow<?> first = rowAt(robot, 0);
    robot.moveTo(first);
    robot.moveBy(1, 0);
    await(() -> first.getTooltip() != null && first.getTooltip().isShowing());
    Point2D pointer = robot.point(first).query().add(1, 0);
    String rested = ((CodecRow) first.getItem()).id();

    // what shows once the wheel's scroll is handled, before any timer of the tooltip's runs
    AtomicReference<String> shown = new AtomicReference<>();
    AtomicReference<CodecRow> under = new AtomicReference<>();
    CountDownLatch scrolled = new CountDownLatch(1);
    robot.interact(
        () ->
            table.addEventFilter(
                ScrollEvent.SCROLL,
                e -> {
                  Platform.runLater(
                      () -> {
                        table.layout();
                        Tooltip tip = tipShowing(robot);
                        shown.set(tip == null ? null : tip.getText());
                        under.set(rowUnder(robot, pointer));
                        scrolled.countDown();
                      });
                }));
    // the wheel, two rows down (Monocle's robot wheels a pixel at a time)
    robot.interact(() -> Event.fireEvent(first, wheel(first, pointer, -2 * CodecTable.ROW_HEIGHT)));
    assertThat(scrolled.await(10, TimeUnit.SECONDS)).isTrue();

    assertThat(under.get()).as("the wheel scrolled another row under the pointer").isNotNull();
    assertThat(under.get().id()).isNotEqualTo(rested);
    if (shown.get() != null) {
      assertThat(shown.get()).as("the tooltip shown").startsWith(under.get().name() + "\n");
    }

    robot.moveBy(1, 0);
    await(() -> WaitForAsyncUtils.waitForAsyncFx(5_000, () -> tipShowing(robot)) != null);
    assertThat(WaitForAsyncUtils.waitForAsyncFx(5_000, () -> tipShowing(robot)).getText())
        .as("after the pointer moves, the row under it")
        .startsWith(under.get().name() + "\n");
  }

  private static ScrollEvent wheel(Node target, Point2D screen, double deltaY) {
    Point2D local = target.screenToLocal(screen);
    return new ScrollEvent(
        ScrollEvent.SCROLL,
        local.getX(),
        local.getY(),
        screen.getX(),
        screen.getY(),
        false,
        false,
        false,
        false,
        false,
        false,
        0,
        deltaY,
        0,
        deltaY,
        ScrollEvent.HorizontalTextScrollUnits.NONE,
        0,
        ScrollEvent.VerticalTextScrollUnits.NONE,
        0,
        0,
        null);
  }

  /** The row tooltip shown now, or null; on the FX thread. */
  private static Tooltip tipShowing(FxRobot robot) {
    return robot.lookup(".table-row-cell").<TableRow<?>>queryAll().stream()
        .map(TableRow::getTooltip)
        .filter(t -> t != null && t.isShowing())
        .findFirst()
        .orElse(null);
  }

  private TableRow<?> rowAt(FxRobot robot, int index) {
    return robot.lookup(".table-row-cell").<TableRow<?>>queryAll().stream()
        .filter(r -> r.getIndex() == index)
        .findFirst()
        .orElseThrow();
  }

  private static CodecRow rowUnder(FxRobot robot, Point2D screen) {
    return robot.lookup(".table-row-cell").<TableRow<CodecRow>>queryAll().stream()
        .filter(r -> r.isVisible() && !r.isEmpty())
        .filter(r -> r.localToScreen(r.getBoundsInLocal()).contains(screen))
        .map(TableRow::getItem)
        .findFirst()
        .orElse(null);
  }

  private static void await(BooleanSupplier done) throws TimeoutException {
    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done::getAsBoolean);
    WaitForAsyncUtils.waitForFxEvents();
  }
}
