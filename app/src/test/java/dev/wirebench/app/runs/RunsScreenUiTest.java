package dev.wirebench.app.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.compare.PairRow;
import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
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
