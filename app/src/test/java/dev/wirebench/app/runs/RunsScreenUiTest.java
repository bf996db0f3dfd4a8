package dev.wirebench.app.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.compare.PairRow;
import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.storage.RunSort;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Runs and Compare screens, headless on Monocle: the real workbench on a database seeded with a
 * baseline and a candidate run, driven by clicks.
 */
@ExtendWith(ApplicationExtension.class)
class RunsScreenUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;
  private long[] ids;

  @Start
  void start(Stage stage) {
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      ids = SeededRuns.pair(store);
    }
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void listsTheStoredRunsAndOpensOneWithADoubleClick(FxRobot robot) throws TimeoutException {
    showRuns(robot);

    assertThat(table(robot).getItems())
        .extracting(RunSummary::label)
        .containsExactly("candidate", "baseline");
    app.pointAt(robot, row(robot, 1));
    robot.doubleClickOn(MouseButton.PRIMARY);
    app.await(() -> app.workbench().runs().detailProperty().get() != null);

    assertThat(robot.lookup("#run-detail-title").queryAs(Label.class).getText())
        .isEqualTo("Run #" + ids[0] + " baseline");
    TableView<StoredResultRow> results = robot.lookup("#run-results").query();
    assertThat(results.getItems())
        .extracting(StoredResultRow::scoreText)
        .containsExactly("100.0", "200.0", "50.00");
  }

  @Test
  void comparingTwoSelectedRunsFillsTheVerdictColumn(FxRobot robot) throws TimeoutException {
    showRuns(robot);

    app.click(robot, row(robot, 0));
    robot.press(KeyCode.CONTROL);
    try {
      app.click(robot, row(robot, 1));
    } finally {
      robot.release(KeyCode.CONTROL);
    }
    app.click(robot, "#runs-compare");
    app.await(() -> app.workbench().compare().rows().size() == 3);

    assertThat(app.workbench().shell().screenProperty().get()).isEqualTo(ShellViewModel.COMPARE);
    assertThat(app.workbench().compare().baselineProperty().get().id()).isEqualTo(ids[0]);
    List<String> verdicts =
        robot
            .lookup("#runcmp-table .table-cell")
            .match(NodeQueryUtils.isVisible())
            .queryAllAs(TableCell.class)
            .stream()
            .filter(cell -> cell.getTableColumn().getText().equals("Verdict"))
            .map(cell -> cell.getText())
            .filter(text -> text != null)
            .toList();
    assertThat(verdicts).containsExactly("faster", "no change", "slower");
    Node faster =
        robot.lookup("#runcmp-table .verdict-faster").match(NodeQueryUtils.isVisible()).query();
    assertThat(faster).isNotNull();
    assertThat(app.workbench().compare().rows())
        .extracting(PairRow::changeText)
        .first()
        .isEqualTo("-25.0 %");
  }

  @Test
  void aHeaderClickSortsInTheStoreAndTheSelectionAndRawDataFollow(FxRobot robot)
      throws TimeoutException {
    showRuns(robot);
    app.click(robot, row(robot, 0)); // candidate, the newest
    TableColumn<?, ?> label =
        table(robot).getColumns().stream()
            .filter(c -> c.getText().equals("Label"))
            .findFirst()
            .orElseThrow();

    Node header =
        robot.lookup("#runs-table .column-header .label").queryAllAs(Label.class).stream()
            .filter(l -> "Label".equals(l.getText()))
            .findFirst()
            .orElseThrow();
    app.pointAt(robot, header);
    robot.clickOn(MouseButton.PRIMARY);
    app.await(
        () ->
            table(robot).getItems().size() == 2
                && table(robot).getItems().get(0).label().equals("baseline"));

    assertThat(app.workbench().runs().listing().sort().get()).isEqualTo(RunSort.LABEL);
    assertThat(label.getSortType()).isEqualTo(TableColumn.SortType.ASCENDING);
    assertThat(app.workbench().runs().selected()).containsExactly(ids[1]);
    assertThat(table(robot).getSelectionModel().getSelectedItem().id()).isEqualTo(ids[1]);
    assertThat(robot.lookup("#runs-count").queryAs(Label.class).getText()).isEqualTo("2 runs");
    assertThat(robot.lookup("#runs-selected").queryAs(Label.class).getText())
        .isEqualTo("1 selected");

    app.workbench().runs().open(ids[0]);
    app.await(() -> app.workbench().runs().detailProperty().get() != null);
    robot.interact(() -> ((RunsView) robot.lookup("#runs-view").query()).showRawData(0));
    WaitForAsyncUtils.waitForFxEvents();
    TableView<?> raw = robot.lookup("#run-raw-table").query();
    StoredResultRow first = app.workbench().runs().detailProperty().get().results().get(0);
    int iterations = first.result().rawData().stream().mapToInt(List::size).sum();
    assertThat(iterations).isPositive();
    assertThat(raw.getItems()).hasSize(iterations);
  }

  @Test
  void theDividerTheUserMovesIsRemembered(FxRobot robot) throws TimeoutException {
    showRuns(robot);
    javafx.scene.control.SplitPane split = robot.lookup("#runs-split").query();
    assertThat(split.getDividers().get(0).getPosition())
        .as("the default (or a position the panes' least heights allow)")
        .isCloseTo(0.3, org.assertj.core.data.Offset.offset(0.05));

    app.fx(() -> split.setDividerPositions(0.4));

    assertThat(app.workbench().runs().detailSplitProperty().get())
        .isCloseTo(0.4, org.assertj.core.data.Offset.offset(0.01));
    assertThat(app.workbench().shell().settings().runsSplit())
        .isCloseTo(0.4, org.assertj.core.data.Offset.offset(0.01));
  }

  private void showRuns(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    app.click(robot, "#nav-runs");
    app.await(() -> table(robot).getItems().size() == 2);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static TableView<RunSummary> table(FxRobot robot) {
    return robot.lookup("#runs-table").query();
  }

  @SuppressWarnings("unchecked") // TestFX looks rows up by CSS class; they are runs' rows
  private static TableRow<RunSummary> row(FxRobot robot, int index) {
    return robot.lookup("#runs-table .table-row-cell").queryAllAs(TableRow.class).stream()
        .filter(r -> r.getIndex() == index && r.getItem() != null)
        .findFirst()
        .map(r -> (TableRow<RunSummary>) r)
        .orElseThrow();
  }
}
