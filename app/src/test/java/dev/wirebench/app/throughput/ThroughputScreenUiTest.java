package dev.wirebench.app.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.throughput.PointSummary;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.text.Text;
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
 * The Throughput screen, headless on Monocle: a tiny real sweep of two codecs started with the Run
 * button.
 */
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
  void aTinySweepOfTwoCodecsChartsALinePerCodecAndShadesKPastTheCores(FxRobot robot)
      throws Exception {
    ThroughputViewModel model = app.workbench().throughput();
    int cores = model.cores();
    app.fx(
        () -> {
          app.workbench().shell().selectScreen(ShellViewModel.THROUGHPUT);
          model.codecProperty().set("json");
          model.fixtureProperty().set("bars");
          model.repeatsProperty().set("1");
        });
    // Two codecs ticked in the picker, as a user does.
    MenuButton picker = robot.lookup("#tp-codec").query();
    app.fx(
        () ->
            picker.getItems().stream()
                .filter(item -> "wire-compiled".equals(item.getText()))
                .forEach(item -> ((CheckMenuItem) item).setSelected(true)));
    assertThat(model.codecProperty().get()).isEqualTo("json,wire-compiled");
    assertThat(picker.getText()).isEqualTo("json, wire-compiled");
    TextField messages = robot.lookup("#tp-messages").query();
    TextField consumers = robot.lookup("#tp-consumers").query();
    app.fx(
        () -> {
          messages.setText("2k");
          consumers.setText("1," + (cores + 1));
        });

    app.click(robot, "#tp-run");
    // The run shares the machine-wide measurement lock: allow for another run finishing first.
    WaitForAsyncUtils.waitFor(
        180,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () -> !model.runningProperty().get() && model.storedRunProperty().get() > 0)
                .get());
    WaitForAsyncUtils.waitForFxEvents();

    TableView<PointSummary> table = robot.lookup("#throughput-table").query();
    assertThat(table.getItems())
        .extracting(p -> p.codec() + "@" + p.consumers())
        .containsExactlyInAnyOrder(
            "json@1", "json@" + (cores + 1), "wire-compiled@1", "wire-compiled@" + (cores + 1));
    LineChart<?, ?> chart = robot.lookup("#throughput-chart").query();
    // a line per codec and each stream's scan ceiling
    assertThat(chart.getData())
        .extracting(XYChart.Series::getName)
        .containsExactly(
            "json", "json · scan ceiling", "wire-compiled", "wire-compiled · scan ceiling");
    assertThat(chart.getData().get(0).getData()).hasSize(2);
    Node shade = robot.lookup(".oversubscribed-zone").query();
    assertThat(shade.isVisible()).isTrue();
    assertThat(robot.lookup(".oversubscribed-label").queryAs(Text.class).getText())
        .startsWith("K > " + cores);
    assertThat(robot.lookup("#tp-status").queryAs(Label.class).getText())
        .contains("stored as run #" + model.storedRunProperty().get());

    app.click(robot, "#tp-mode-percent-of-scan");
    assertThat(model.chartModeProperty().get()).isEqualTo(ChartMode.PERCENT_OF_SCAN);
    assertThat(chart.getYAxis().getLabel()).isEqualTo(ChartMode.PERCENT_OF_SCAN.axis());
    assertThat(chart.getData())
        .extracting(XYChart.Series::getName)
        .containsExactly("json", "wire-compiled", "scan ceiling (100 %)");
    screenshot(chart, "throughput-percent-of-scan.png"); // bars: the repetitions' ratios
  }

  private static void screenshot(Node node, String name) throws Exception {
    WaitForAsyncUtils.waitForFxEvents();
    Path png = Path.of("target", "screenshots", name);
    WaitForAsyncUtils.asyncFx(
            () -> {
              dev.wirebench.app.fx.PngSnapshots.save(node.getScene(), png);
              return null;
            })
        .get();
  }

  @Test
  void aMessageFileOpenedWithTheBenchmarkScreensControlsIsStreamed(FxRobot robot) throws Exception {
    Path feed = home.resolve("fills.ndjson");
    java.nio.file.Files.writeString(
        feed,
        "{\"fillId\": 7, \"px\": 101.25, \"venue\": \"XLON\", \"tags\": [\"a\"]}\n"
            + "{\"fillId\": 8, \"px\": 101.50, \"venue\": \"XPAR\", \"tags\": []}\n");
    ThroughputViewModel model = app.workbench().throughput();
    app.fx(
        () -> {
          app.workbench().shell().selectScreen(ShellViewModel.THROUGHPUT);
          model.codecProperty().set("wire-compiled");
          model.repeatsProperty().set("1");
          model.messagesProperty().set("2k");
          model.consumersProperty().set("1,2");
          // what "Open message file…" does once the file chooser returns
          model.messageFiles().open(feed, null);
        });
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(robot.lookup("#tp-open-file").tryQuery()).isPresent();
    assertThat(robot.lookup("#tp-open-with-schema").tryQuery()).isPresent();
    javafx.scene.control.ComboBox<String> fixture = robot.lookup("#tp-fixture").query();
    assertThat(fixture.getValue()).isEqualTo(feed.toString());
    MenuButton recent = robot.lookup("#tp-recent").query();
    assertThat(recent.getItems())
        .extracting(javafx.scene.control.MenuItem::getText)
        .contains(feed.toString());

    app.click(robot, "#tp-run");
    WaitForAsyncUtils.waitFor(
        180,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () -> !model.runningProperty().get() && model.storedRunProperty().get() > 0)
                .get());
    WaitForAsyncUtils.waitForFxEvents();

    TableView<PointSummary> table = robot.lookup("#throughput-table").query();
    assertThat(table.getItems())
        .extracting(p -> p.fixture() + "@" + p.consumers())
        .containsExactly("fills.ndjson@1", "fills.ndjson@2");
    Path png = Path.of("target", "screenshots", "throughput-message-file.png");
    WaitForAsyncUtils.asyncFx(
            () -> {
              dev.wirebench.app.fx.PngSnapshots.save(fixture.getScene(), png);
              return null;
            })
        .get();
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
