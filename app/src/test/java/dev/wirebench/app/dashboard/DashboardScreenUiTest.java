package dev.wirebench.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.storage.RunStore;
import eu.hansolo.tilesfx.Tile;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Dashboard, headless on Monocle: the real workbench on a seeded database. */
@ExtendWith(ApplicationExtension.class)
class DashboardScreenUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;

  @Start
  void start(Stage stage) {
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      SeededRuns.seed(store);
    }
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void showsTheSeededRunsInItsTiles(FxRobot robot) throws TimeoutException {
    DashboardViewModel model = app.workbench().dashboard();
    assertThat(app.workbench().shell().screens().get(0).id()).isEqualTo(ShellViewModel.DASHBOARD);
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.DASHBOARD));
    app.await(() -> model.snapshotProperty().get() != null);
    app.awaitIdle();

    Tile runs = robot.lookup("#dashboard-runs").query();
    assertThat(runs.getValue()).isEqualTo(3.0);
    assertThat(runs.getText()).isEqualTo("2 bench · 1 throughput");
    Node last = robot.lookup("#dashboard-last-run-box").query();
    assertThat(robot.from(last).lookup(".tile-headline").queryAs(Label.class).getText())
        .isEqualTo("#3 sweep");
    Node encode = robot.lookup("#dashboard-encode").query();
    assertThat(robot.from(encode).lookup(".rank-first").queryAs(Label.class).getText())
        .isEqualTo("wire-compiled");
    assertThat(
            robot
                .from(robot.lookup("#dashboard-best").<Node>query())
                .lookup(".rank-first")
                .queryAll())
        .hasSize(3);
    Tile trend = robot.lookup("#dashboard-trend").query();
    assertThat(trend.getTitle()).isEqualTo("Trend · json · bars · decode (avgt)");
    // nothing runs: the job tile names the last job instead of a "0 %" ring
    Tile job = robot.lookup("#dashboard-job").query();
    assertThat(job.getTitle()).isEqualTo("Last job");
    assertThat(job.getText()).startsWith("#3 sweep · ").endsWith(" · 1 point");
    assertThat(job.getValue()).isEqualTo(100.0);
    // the ring writes "100 %" once: no second, small "100" under it (TilesFX's value text)
    assertThat(
            robot
                .from(job)
                .lookup((Node n) -> n instanceof Text && n.isVisible())
                .queryAll()
                .stream()
                .map(n -> ((Text) n).getText())
                .filter("100"::equals))
        .hasSize(1);
  }

  @Test
  void refreshesWhenShownAgain(FxRobot robot) throws TimeoutException {
    DashboardViewModel model = app.workbench().dashboard();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.DASHBOARD));
    app.await(() -> model.snapshotProperty().get() != null);
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.INSPECT));
    try (RunStore other = RunStore.open(UserDirs.under(home).database())) {
      other.deleteRun(1); // another process (the CLI, say) changes the database meanwhile
    }

    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.DASHBOARD));
    app.await(() -> model.snapshotProperty().get().totalRuns() == 2);

    Tile runs = robot.lookup("#dashboard-runs").query();
    assertThat(runs.getValue()).isEqualTo(2.0);
  }
}
