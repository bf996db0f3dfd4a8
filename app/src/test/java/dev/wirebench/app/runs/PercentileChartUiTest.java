package dev.wirebench.app.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.app.widgets.ChartReadout;
import dev.wirebench.app.widgets.PercentileChart;
import dev.wirebench.app.widgets.PercentileSeries;
import dev.wirebench.app.widgets.ScoreChart;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.jmh.JmhImport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.chart.LineChart;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
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
 * Runs ▸ detail ▸ Percentiles on real stored results: a real JMH 1.37 file with sample-mode results
 * (storage's import fixture, written by JMH itself) imported into a real SQLite store, and the
 * seeded avgt runs that have no percentiles. The chart draws exactly the stored percentiles, says
 * when there are none, and is read with the keyboard.
 */
@ExtendWith(ApplicationExtension.class)
class PercentileChartUiTest {
  private static final Path SAMPLE_RUN =
      Path.of(
          "..", "storage", "src", "test", "resources", "jmh", "tiny-codec-all-modes-jmh1.37.json");

  @TempDir Path home;
  private WorkbenchFixture app;
  private long sampleRun;
  private long avgtRun;
  private List<BenchResult> stored;

  @Start
  void start(Stage stage) {
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      avgtRun = SeededRuns.pair(store)[0];
      sampleRun = JmhImport.importFile(store, SAMPLE_RUN, "sample-mode", false).runId();
      stored = store.results(sampleRun).stream().map(StoredResult::result).toList();
    }
    stage.setWidth(1360);
    stage.setHeight(860);
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void drawsTheStoredSampleModePercentilesOneLinePerCodecAndOperation(FxRobot robot)
      throws TimeoutException {
    PercentileChart chart = openPercentiles(robot, sampleRun);

    List<PercentileSeries.Line> lines = chart.chart().lines();
    assertThat(lines)
        .extracting(PercentileSeries.Line::name)
        .containsExactly("cbor decode", "cbor encode", "json decode", "json encode");
    assertThat(chart.chart().unit()).isEqualTo("ns/op");
    // exactly the stored percentiles of each result, nothing interpolated
    for (PercentileSeries.Line line : lines) {
      String[] name = line.name().split(" ");
      BenchResult result =
          stored.stream()
              .filter(r -> "sample".equals(r.mode()))
              .filter(r -> name[0].equals(r.codec()) && name[1].equals(r.operation()))
              .findFirst()
              .orElseThrow();
      assertThat(line.fromHistogram()).isFalse();
      assertThat(line.points())
          .extracting(PercentileSeries.Point::percentile)
          .containsExactlyElementsOf(result.percentiles().keySet());
      assertThat(line.points())
          .extracting(PercentileSeries.Point::latency)
          .containsExactlyElementsOf(result.percentiles().values());
    }
    long withoutPercentiles = stored.stream().filter(r -> r.percentiles().isEmpty()).count();
    assertThat(withoutPercentiles).isPositive();
    assertThat(caption(robot))
        .contains("the stored percentiles")
        .contains(withoutPercentiles + " result(s) without percentile data");

    CheckBox log = robot.lookup("#run-percentile-log").queryAs(CheckBox.class);
    assertThat(log.isSelected()).isTrue();
    app.click(robot, log);
    assertThat(chart.logLatencyProperty().get()).isFalse();
  }

  @Test
  void theArrowKeysMoveAReadoutThatSaysWhatTheTooltipSays(FxRobot robot) throws TimeoutException {
    PercentileChart chart = openPercentiles(robot, sampleRun);
    assertThat(chart.isFocusTraversable()).isTrue();
    assertThat(chart.getStyleClass()).contains(ChartReadout.STYLE);

    app.fx(chart::requestFocus);
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(chart.isFocused()).isTrue();
    ChartReadout readout = chart.readout();
    assertThat(readout.series()).isZero();
    assertThat(readout.point()).isZero();
    assertThat(readout.textProperty().get())
        .isEqualTo("cbor decode\nmin (0 %): 39.00 ns/op\n(a stored percentile)");

    robot.type(KeyCode.RIGHT, 2); // 0 % → 50 % → 90 %
    assertThat(readout.textProperty().get())
        .isEqualTo(chart.describe(0, 2))
        .startsWith("cbor decode\n90 %: 114.0 ns/op");
    robot.type(KeyCode.DOWN); // the next line, the same percentile
    assertThat(readout.textProperty().get()).startsWith("cbor encode\n90 %: 67.90 ns/op");
    robot.type(KeyCode.END);
    assertThat(readout.textProperty().get()).startsWith("cbor encode\nmax: 31,808 ns/op");
    assertThat(chart.getAccessibleText()).isEqualTo(readout.textProperty().get());
    robot.type(KeyCode.UP, 2); // wraps round to the last line
    assertThat(readout.series()).isEqualTo(3);
    assertThat(readout.textProperty().get()).startsWith("json encode\nmax: 13,376 ns/op");
    robot.type(KeyCode.ESCAPE);
    assertThat(readout.textProperty().get()).isEmpty();
  }

  @Test
  void aRunWithoutPercentilesSaysSoAndItsScoreChartTakesTheKeyboardToo(FxRobot robot)
      throws TimeoutException {
    PercentileChart chart = openPercentiles(robot, avgtRun);

    assertThat(chart.chart().isEmpty()).isTrue();
    assertThat(caption(robot)).startsWith("No percentile data:");

    // the same shared readout on the score chart of the Chart tab
    app.click(robot, robot.lookup("#run-chart-tab").query());
    WaitForAsyncUtils.waitForFxEvents();
    ScoreChart scores = robot.lookup("#run-score-chart").queryAs(ScoreChart.class);
    app.fx(scores::requestFocus);
    WaitForAsyncUtils.waitForFxEvents();
    List<String> said = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      said.add(scores.getAccessibleText());
      robot.type(KeyCode.RIGHT);
    }
    // the bars top to bottom, each read as its tooltip reads it (name, then value)
    assertThat(said).hasSize(3).doesNotHaveDuplicates().allMatch(s -> s.contains("\n"));

    // and on a JavaFX chart (the raw-data line chart): the points of each fork's line
    app.click(robot, robot.lookup("#run-raw-tab").query());
    app.fx(() -> app.workbench().runsView().showRawData(0));
    WaitForAsyncUtils.waitForFxEvents();
    LineChart<?, ?> raw = robot.lookup("#run-raw-chart").queryAs(LineChart.class);
    assertThat(raw.getStyleClass()).contains(ChartReadout.STYLE);
    app.fx(raw::requestFocus);
    WaitForAsyncUtils.waitForFxEvents();
    String first = raw.getAccessibleText();
    robot.type(KeyCode.RIGHT);
    String second = raw.getAccessibleText();
    assertThat(first).startsWith(raw.getData().get(0).getName() + ": ");
    assertThat(second).startsWith(raw.getData().get(0).getName() + ": ").isNotEqualTo(first);
    assertThat(raw.getData().get(0).getData().get(1).getNode().getStyleClass())
        .contains(ChartReadout.POINT_STYLE);
  }

  private PercentileChart openPercentiles(FxRobot robot, long run) throws TimeoutException {
    app.awaitIdle();
    app.click(robot, "#nav-runs");
    app.fx(() -> app.workbench().runs().open(run));
    app.await(
        () ->
            app.workbench().runs().detailProperty().get() != null
                && app.workbench().runs().detailProperty().get().summary().id() == run);
    app.click(robot, robot.lookup("#run-percentile-tab").query());
    WaitForAsyncUtils.waitForFxEvents();
    return robot.lookup("#run-percentile-chart").queryAs(PercentileChart.class);
  }

  private static String caption(FxRobot robot) {
    return robot.lookup("#run-percentile-caption").queryAs(Label.class).getText();
  }
}
