package dev.wirebench.app.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.throughput.PointSummary;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ComboBox;
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

/**
 * The Throughput screen's served-stream axes, headless on Monocle: local vs TCP with one channel
 * and the server limited to 1 and then 2 CPUs, run with the Run button; the table's % of local and
 * server CPU columns, and the "By server CPUs" chart.
 */
@ExtendWith(ApplicationExtension.class)
class ServedThroughputUiTest {
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
  void aServerCpuSweepDrawsRateAgainstTheServersCpus(FxRobot robot) throws Exception {
    ThroughputViewModel model = app.workbench().throughput();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.THROUGHPUT));
    ComboBox<StreamStoreChoice> store = robot.lookup("#tp-store").query();
    app.fx(
        () -> {
          model.codecProperty().set("json");
          model.fixtureProperty().set("bars");
          model.repeatsProperty().set("1");
          store.getItems().stream()
              .filter(c -> c.ids().equals(java.util.List.of("log", "log@tcp")))
              .findFirst()
              .ifPresent(store::setValue);
        });
    assertThat(model.streamStoreProperty().get().ids()).containsExactly("log", "log@tcp");
    TextField messages = robot.lookup("#tp-messages").query();
    TextField consumers = robot.lookup("#tp-consumers").query();
    TextField channels = robot.lookup("#tp-channels").query();
    TextField cpus = robot.lookup("#tp-server-cpus").query();
    app.fx(
        () -> {
          messages.setText("3k");
          consumers.setText("1,2");
          channels.setText("1");
          cpus.setText("1," + Math.min(2, model.cores()));
        });

    runToTheEnd(robot, model);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("#tp-run-error").queryAs(Label.class).getText()).isEmpty();

    TableView<PointSummary> table = robot.lookup("#throughput-table").query();
    assertThat(table.getItems())
        .extracting(PointSummary::store)
        .contains("log", "log@tcp+channels=1+cpus=1");
    assertThat(table.getColumns())
        .extracting(c -> ((Label) c.getGraphic()).getText())
        .contains("% local", "Server CPU");
    PointSummary served =
        table.getItems().stream()
            .filter(p -> p.store().equals("log@tcp+channels=1+cpus=1"))
            .findFirst()
            .orElseThrow();
    // A figure only for a point of 0.25 s or more (CPU time comes in 10 ms ticks), else none.
    assertThat(Double.isNaN(served.serverCpuPercent()) || served.serverCpuPercent() >= 0).isTrue();

    app.click(robot, "#tp-mode-server-cpus");
    LineChart<?, ?> chart = robot.lookup("#throughput-chart").query();
    assertThat(chart.getXAxis().getLabel()).isEqualTo("Server CPUs (P)");
    assertThat(chart.getData())
        .extracting(XYChart.Series::getName)
        .containsExactly("log@tcp+channels=1 · json · K=2");
    assertThat(chart.getData().get(0).getData())
        .extracting(d -> ((Number) d.getXValue()).intValue())
        .containsExactlyElementsOf(
            model.cores() >= 2 ? java.util.List.of(1, 2) : java.util.List.of(1));
    screenshot(chart, "throughput-server-cpus.png");
  }

  private void runToTheEnd(FxRobot robot, ThroughputViewModel model) throws Exception {
    app.click(robot, "#tp-run");
    WaitForAsyncUtils.waitFor(
        180,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () -> !model.runningProperty().get() && model.storedRunProperty().get() > 0)
                .get());
  }

  private static void screenshot(javafx.scene.Node node, String name) throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    Path png = Path.of("target", "screenshots", name);
    WaitForAsyncUtils.asyncFx(
            () -> {
              dev.wirebench.app.fx.PngSnapshots.save(node.getScene(), png);
              return null;
            })
        .get();
  }
}
