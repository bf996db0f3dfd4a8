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
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TreeTableRow;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The codec table, headless on Monocle, over real codecs (one held back by a latch, standing for a
 * codec in its slow first use): a row still warming up says so as plain cell text, then gets its
 * bar and verdict chip; a row's tooltip is made when the pointer first rests on it and follows the
 * row's content from then on.
 */
@ExtendWith(ApplicationExtension.class)
class CodecTableUiTest {
  private static final String SHEETS = "/dev/wirebench/app/shell/";
  private final CountDownLatch release = new CountDownLatch(1);
  private final ExecutorService jobs = Executors.newSingleThreadExecutor();
  private final List<Throwable> unexpected = new CopyOnWriteArrayList<>();
  private final InspectViewModel model =
      HookedCodec.model(
          HookedCodec.amongRealCodecs("held-back", this::awaitRelease),
          jobs,
          Platform::runLater,
          unexpected::add);
  private CodecTable table;
  private FieldTree tree;

  @Start
  void start(Stage stage) {
    table = new CodecTable(model);
    tree = new FieldTree(model);
    Scene scene = new Scene(new VBox(table, tree), 1000, 600);
    // the app's style sheets, which decide the rows' natural height
    for (String sheet : List.of("wirebench.css", "light.css")) {
      scene.getStylesheets().add(getClass().getResource(SHEETS + sheet).toExternalForm());
    }
    stage.setScene(scene);
    stage.show();
  }

  @AfterEach
  void stop() {
    release.countDown();
    jobs.shutdownNow();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void aRowWarmingUpSaysSoAsCellTextThenShowsItsBarAndChip(FxRobot robot) throws Exception {
    robot.interact(
        () -> {
          model.preferCodec("held-back");
          model.openKey("trade-update");
        });
    await(() -> model.codecs().size() == 4);

    for (String column : List.of("Size", "Round trip")) {
      TableCell<?, ?> waiting = cell(robot, "held-back", column);
      assertThat(waiting.getText()).as(column).isEqualTo(CodecRow.WARMING_UP);
      assertThat(waiting.getGraphic()).as(column + ": no nodes while warming up").isNull();
      TableCell<?, ?> done = cell(robot, "json", column);
      assertThat(done.getText()).as(column).isNull();
      assertThat(done.getGraphic()).as(column).isNotNull();
    }

    release.countDown();
    await(() -> !model.loadingProperty().get());

    TableCell<?, ?> size = cell(robot, "held-back", "Size");
    assertThat(size.getText()).isNull();
    assertThat(robot.from(size.getGraphic()).lookup(".size-text").queryAs(Label.class).getText())
        .isEqualTo(row("held-back").sizeText());
    TableCell<?, ?> verdict = cell(robot, "held-back", "Round trip");
    assertThat(verdict.getText()).isNull();
    assertThat(((Label) verdict.getGraphic()).getText()).isEqualTo("exact");
  }

  @Test
  void aRowsTooltipIsMadeOnFirstHoverAndFollowsTheRow(FxRobot robot) throws Exception {
    release.countDown();
    robot.interact(() -> model.openKey("trade-update"));
    await(() -> model.codecs().size() == 4 && !model.loadingProperty().get());
    TableRow<?> fix = row(robot, "fix");
    assertThat(fix.getTooltip()).as("no popup made for a row nobody pointed at").isNull();

    robot.moveTo(fix);
    await(() -> fix.getTooltip() != null);
    String tip = fix.getTooltip().getText();
    assertThat(tip)
        .startsWith(row("fix").name() + "\n" + row("fix").view().info().library())
        .contains(row("fix").verdictDetail(), "decode: " + row("fix").contractDetail(), "spans: ");

    robot.interact(() -> model.openKey("bars")); // FIX cannot carry bars
    await(() -> !model.loadingProperty().get() && !row("fix").supported());
    AtomicReference<String> now = new AtomicReference<>();
    robot.interact(() -> now.set(row(robot, "fix").getTooltip().getText()));
    assertThat(now.get()).contains(row("fix").verdictDetail()).isNotEqualTo(tip);
  }

  @Test
  void theFixedRowHeightsAreTheRowsNaturalHeights(FxRobot robot) throws Exception {
    release.countDown();
    robot.interact(() -> model.openKey("trade-update"));
    await(() -> model.codecs().size() == 4 && !model.loadingProperty().get());
    robot.interact(
        () -> {
          table.setFixedCellSize(-1);
          tree.setFixedCellSize(-1);
        });
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(robot.from(table).lookup(".table-row-cell").<TableRow<?>>queryAll())
        .filteredOn(r -> !r.isEmpty())
        .isNotEmpty()
        .allSatisfy(r -> assertThat(r.getHeight()).isEqualTo(CodecTable.ROW_HEIGHT));
    assertThat(robot.from(tree).lookup(".tree-table-row-cell").<TreeTableRow<?>>queryAll())
        .filteredOn(r -> !r.isEmpty())
        .hasSizeGreaterThan(3)
        .allSatisfy(r -> assertThat(r.getHeight()).isEqualTo(FieldTree.ROW_HEIGHT));
  }

  private CodecRow row(String id) {
    return model.codecs().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
  }

  private TableRow<?> row(FxRobot robot, String id) {
    return robot.from(table).lookup(".table-row-cell").<TableRow<?>>queryAll().stream()
        .filter(r -> r.getItem() instanceof CodecRow c && c.id().equals(id))
        .findFirst()
        .orElseThrow();
  }

  private TableCell<?, ?> cell(FxRobot robot, String id, String column) {
    for (Node node : robot.from(row(robot, id)).lookup(".table-cell").queryAll()) {
      if (node instanceof TableCell<?, ?> cell && column.equals(cell.getTableColumn().getText())) {
        return cell;
      }
    }
    throw new AssertionError("no " + column + " cell in the row of " + id);
  }

  private static void await(BooleanSupplier done) throws TimeoutException {
    WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done::getAsBoolean);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private void awaitRelease() {
    try {
      release.await(30, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
