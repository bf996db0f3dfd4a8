package dev.wirebench.app.widgets;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The raw-data pane, headless, with the app's stylesheets: warm-up rows and points are told apart
 * from measurement, and a result with no warm-up recorded says so.
 */
@ExtendWith(ApplicationExtension.class)
class RawDataPaneUiTest {
  private RawDataPane pane;

  @Start
  void start(Stage stage) {
    pane = new RawDataPane("test");
    Scene scene = new Scene(pane, 1024, 600);
    scene
        .getStylesheets()
        .addAll(
            RawDataPane.class.getResource("/dev/wirebench/app/shell/light.css").toExternalForm(),
            RawDataPane.class
                .getResource("/dev/wirebench/app/shell/wirebench.css")
                .toExternalForm());
    stage.setScene(scene);
    stage.show();
  }

  @Test
  void warmupRowsComeFirstInEachForkAndAreDrawnGreyAndDashed(FxRobot robot) {
    robot.interact(
        () ->
            pane.show(
                "json encode minimal",
                "ns/op",
                List.of(List.of(101.0, 100.0), List.of(99.0, 98.5)),
                List.of(List.of(180.0, 120.0), List.of(150.0, 110.0)),
                "avgt"));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(pane.rows())
        .extracting(r -> r.fork() + " " + r.iteration() + " " + r.warmup() + " " + r.value())
        .containsExactly(
            "1 1 true 180.0",
            "1 2 true 120.0",
            "1 1 false 101.0",
            "1 2 false 100.0",
            "2 1 true 150.0",
            "2 2 true 110.0",
            "2 1 false 99.0",
            "2 2 false 98.5");
    TableView<?> table = robot.lookup("#test-raw-table").queryAs(TableView.class);
    assertThat(table.getColumns().get(2).getText()).isEqualTo("Phase");
    assertThat(table.getColumns().get(2).getCellData(0)).isEqualTo("warm-up");
    assertThat(table.getColumns().get(2).getCellData(2)).isEqualTo("measurement");
    LineChart<?, ?> chart = robot.lookup("#test-raw-chart").queryAs(LineChart.class);
    assertThat(chart.getData())
        .extracting(XYChart.Series::getName)
        .containsExactly("fork 1 warm-up", "fork 1", "fork 2 warm-up", "fork 2");
    XYChart.Series<?, ?> warm = chart.getData().get(0);
    assertThat(warm.getNode().getStyleClass()).contains("warmup-line");
    assertThat(warm.getNode().getStyle()).contains("-fx-stroke-dash-array");
    assertThat(chart.getData().get(1).getNode().getStyle()).isEmpty();
    assertThat(warm.getData())
        .allSatisfy(
            d -> assertThat(d.getNode().getStyleClass()).contains(RawDataPane.WARMUP_POINT));
    // the x axis runs on: warm-up 1-2, measurement 3-4
    assertThat(chart.getData().get(1).getData())
        .extracting(d -> ((Number) d.getXValue()).intValue())
        .containsExactly(3, 4);
    assertThat(chart.getData().get(1).getData())
        .noneSatisfy(
            d -> assertThat(d.getNode().getStyleClass()).contains(RawDataPane.WARMUP_POINT));
    assertThat(
            chart.lookupAll(".chart-legend-item").stream()
                .map(Label.class::cast)
                .filter(l -> l.getText().endsWith("warm-up"))
                .map(l -> l.getGraphic().getStyleClass().contains(RawDataPane.WARMUP_POINT))
                .toList())
        .containsExactly(true, true);
    assertThat(caption(robot))
        .isEqualTo(
            "json encode minimal: 2 forks, 4 measurement iterations after 4 warm-up · warm-up:"
                + " grey dashed, not part of the score");
  }

  @Test
  void aResultWithoutWarmupSaysNoneWasRecordedAndLatencySaysWhatItsWarmupIs(FxRobot robot) {
    robot.interact(
        () -> pane.show("json decode", "ns/op", List.of(List.of(10.0, 11.0)), List.of(), "avgt"));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(pane.rows()).noneMatch(RawDataPane.Iteration::warmup).hasSize(2);
    assertThat(caption(robot))
        .startsWith("json decode: 1 fork, 2 measurement iterations · no warm-up data recorded");

    robot.interact(
        () ->
            pane.show(
                "fix decode",
                "ns/op",
                List.of(List.of(40.0, 41.0)),
                List.of(List.of(90.0, 60.0)),
                "latency"));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(caption(robot))
        .contains("after 2 warm-up (the mean of each tenth of the requested warm-up operations,")
        .contains("then of each further 100 ms of warm-up until 1 s has passed)")
        .doesNotContain("not recorded");
  }

  private String caption(FxRobot robot) {
    return robot
        .lookup((Node n) -> n instanceof Label l && l.getParent() == pane)
        .queryAs(Label.class)
        .getText();
  }
}
