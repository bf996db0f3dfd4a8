package dev.wirebench.app.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.throughput.PointSummary;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Throughput screen, headless on Monocle: a tiny real sweep started with the Run button. */
@ExtendWith(ApplicationExtension.class)
class ThroughputScreenUiTest {
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
  void runningATinySweepFillsTheTableAndTheChart(FxRobot robot) throws TimeoutException {
    ThroughputViewModel model = app.workbench().throughput();
    app.fx(
        () -> {
          app.workbench().shell().selectScreen(ShellViewModel.THROUGHPUT);
          model.codecProperty().set("json");
          model.fixtureProperty().set("bars");
          model.repeatsProperty().set("1");
        });
    TextField messages = robot.lookup("#tp-messages").query();
    TextField consumers = robot.lookup("#tp-consumers").query();
    app.fx(
        () -> {
          messages.setText("2k");
          consumers.setText("1,2");
        });
    assertThat(robot.lookup("#tp-cores-warning").queryAs(Label.class).isVisible()).isFalse();

    app.click(robot, "#tp-run");
    // The run shares the machine-wide measurement lock: allow for another run finishing first.
    WaitForAsyncUtils.waitFor(
        120,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () -> !model.runningProperty().get() && model.storedRunProperty().get() > 0)
                .get());
    WaitForAsyncUtils.waitForFxEvents();

    TableView<PointSummary> table = robot.lookup("#throughput-table").query();
    assertThat(table.getItems()).extracting(PointSummary::consumers).containsExactly(1, 2);
    LineChart<?, ?> chart = robot.lookup("#throughput-chart").query();
    assertThat(chart.getData()).hasSize(3);
    assertThat(chart.getData().get(0).getData()).hasSize(2);
    assertThat(robot.lookup("#tp-status").queryAs(Label.class).getText())
        .contains("stored as run #" + model.storedRunProperty().get());
  }

  @Test
  void badInputIsShownUnderTheForm(FxRobot robot) throws TimeoutException {
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.THROUGHPUT));
    TextField consumers = robot.lookup("#tp-consumers").query();
    app.fx(() -> consumers.setText("1-64"));
    assertThat(robot.lookup("#tp-cores-warning").queryAs(Label.class).getText())
        .startsWith("Up to 64 consumers");

    app.fx(() -> consumers.setText("two"));
    app.click(robot, "#tp-run");

    Label error = robot.lookup("#tp-input-error").query();
    assertThat(error.isVisible()).isTrue();
    assertThat(error.getText()).contains("'two' is not a count");
  }
}
