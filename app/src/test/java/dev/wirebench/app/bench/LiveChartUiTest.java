package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The live chart, headless: warm-up iterations are drawn apart from measurements, with a legend.
 */
@ExtendWith(ApplicationExtension.class)
class LiveChartUiTest {
  private final ObservableList<LivePoint> points = FXCollections.observableArrayList();
  private VBox box;

  @Start
  void start(Stage stage) {
    box = LiveChart.withLegend(points);
    stage.setScene(new Scene(box, 800, 500));
    stage.show();
  }

  @Test
  void warmupPointsAreMarkedAndTheLegendSaysWhatTheyAre(FxRobot robot) {
    robot.interact(
        () ->
            points.setAll(
                new LivePoint("json × minimal encode", 1, 900, "ns/op", true),
                new LivePoint("json × minimal encode", 2, 500, "ns/op", true),
                new LivePoint("json × minimal encode", 3, 410, "ns/op", false)));
    WaitForAsyncUtils.waitForFxEvents();

    LineChart<?, ?> chart = (LineChart<?, ?>) box.getChildren().get(0);
    List<? extends XYChart.Data<?, ?>> data = chart.getData().get(0).getData();
    assertThat(data).hasSize(3);
    assertThat(data.stream().map(XYChart.Data::getNode).map(Node::getStyleClass))
        .extracting(c -> c.contains(LiveChart.WARMUP_POINT))
        .containsExactly(true, true, false);
    Label legend = robot.lookup("#live-chart-legend").queryAs(Label.class);
    assertThat(legend.getText()).startsWith("warm-up iteration");
    assertThat(legend.getGraphic().getStyleClass()).contains(LiveChart.WARMUP_POINT);
  }

  @Test
  void eachForkIsALineOfItsOwn(FxRobot robot) {
    String first = LivePoint.line("json × minimal encode", 1, 2);
    String second = LivePoint.line("json × minimal encode", 2, 2);
    robot.interact(
        () ->
            points.setAll(
                new LivePoint(first, 1, 500, "ns/op", false),
                new LivePoint(first, 2, 480, "ns/op", false),
                new LivePoint(second, 1, 700, "ns/op", false),
                new LivePoint(second, 2, 690, "ns/op", false)));
    WaitForAsyncUtils.waitForFxEvents();

    LineChart<?, ?> chart = (LineChart<?, ?>) box.getChildren().get(0);
    assertThat(chart.getData())
        .extracting(XYChart.Series::getName)
        .containsExactly("json × minimal encode · fork 1", "json × minimal encode · fork 2");
    assertThat(chart.getData()).allSatisfy(s -> assertThat(s.getData()).hasSize(2));
    assertThat(LivePoint.line("json × minimal encode", 1, 1)).isEqualTo("json × minimal encode");
  }
}
