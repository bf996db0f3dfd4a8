package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.inspect.FixtureChoice;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.controlsfx.control.CheckListView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.NodeQueryUtils;

/**
 * Inspect ▸ Open in Benchmark with a message file, headless on the real workbench: the file becomes
 * the plan's only fixture, its row is in sight and selected, and the screen says so.
 */
@ExtendWith(ApplicationExtension.class)
class OpenInBenchmarkUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;

  @Start
  void start(Stage stage) {
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"}) // the fixture list and its cells, looked up
  void aMessageFileOpenedFromInspectIsTheOnlyFixtureInSight(FxRobot robot) throws Exception {
    Path file = Files.writeString(home.resolve("venue-feed.json"), "{\"px\": 189.25, \"qty\": 3}");
    ShellViewModel shell = app.workbench().shell();
    PlanViewModel plan = app.workbench().bench().plan();
    app.awaitIdle();
    app.fx(() -> shell.selectScreen(ShellViewModel.BENCH));
    app.fx(() -> plan.fixtures().setAll("minimal"));

    app.fx(() -> shell.openInBenchmark(FixtureChoice.file(file)));
    awaitQuiet();

    String key = file.toAbsolutePath().normalize().toString();
    CheckListView<String> list = robot.lookup("#bench-fixtures").queryAs(CheckListView.class);
    assertThat(plan.fixtures()).containsExactly(key);
    assertThat(list.getCheckModel().getCheckedItems()).containsExactly(key);
    assertThat(list.getSelectionModel().getSelectedItem()).isEqualTo(key);
    assertThat(
            robot
                .from(list)
                .lookup(".list-cell")
                .match(NodeQueryUtils.isVisible())
                .queryAllAs(ListCell.class)
                .stream()
                .map(ListCell::getItem))
        .contains(key);
    assertThat(shell.noticeProperty().get()).contains("venue-feed.json").contains("only fixture");
  }

  private void awaitQuiet() throws TimeoutException {
    app.awaitIdle();
  }
}
