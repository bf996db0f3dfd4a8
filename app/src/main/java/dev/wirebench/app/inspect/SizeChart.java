package dev.wirebench.app.inspect;

import java.util.List;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;

/**
 * Where each codec's bytes go, as horizontal stacked bars: field values, then tags, lengths,
 * headers, framing, padding, and bytes the codec's spans do not break down.
 */
final class SizeChart extends StackedBarChart<Number, String> {
  SizeChart(InspectViewModel model) {
    super(new NumberAxis(), new CategoryAxis());
    setId("size-chart");
    getStyleClass().add("size-chart");
    setAnimated(false);
    setTitle("Payload size by part (bytes)");
    getXAxis().setLabel("bytes");
    // Bars keep a thickness at any window height: the gap follows the room per codec (a fixed
    // gap ate the whole band at 700 px and the chart went blank).
    heightProperty().addListener((obs, old, height) -> fitGap());
    model.inspectionProperty().addListener((obs, old, shown) -> show(shown));
    show(model.inspectionProperty().get());
  }

  /** Legend, title and axis: the height that is not bars. */
  private static final double CHROME = 120;

  /** A third of each codec's band is gap, at most 60 px (few codecs would make slabs). */
  private void fitGap() {
    int codecs = ((CategoryAxis) getYAxis()).getCategories().size();
    if (codecs == 0) {
      return;
    }
    double band = Math.max(0, (getHeight() - CHROME) / codecs);
    setCategoryGap(Math.min(60, Math.max(1, band / 3)));
  }

  private void show(Inspection shown) {
    getData().clear();
    if (shown == null) {
      return;
    }
    List<SizeBar> bars = SizeBar.of(shown.views());
    // Smallest payload at the top: a vertical category axis draws its first category at the
    // bottom, so largest first. Auto-ranging would reorder them by data order.
    List<String> order =
        bars.stream()
            .sorted((a, b) -> Integer.compare(b.total(), a.total()))
            .map(SizeBar::codecId)
            .toList();
    CategoryAxis codecs = (CategoryAxis) getYAxis();
    codecs.setAutoRanging(false);
    codecs.getCategories().setAll(order);
    fitGap();
    for (String part : SizeBar.PARTS) {
      XYChart.Series<Number, String> series = new XYChart.Series<>();
      series.setName(part);
      for (SizeBar bar : bars) {
        series.getData().add(new XYChart.Data<>(bar.parts().get(part), bar.codecId()));
      }
      getData().add(series);
    }
    for (XYChart.Series<Number, String> series : getData()) {
      for (XYChart.Data<Number, String> point : series.getData()) {
        if (point.getNode() != null && point.getXValue().intValue() > 0) {
          Tooltip.install(
              point.getNode(),
              new Tooltip(point.getYValue() + ": " + point.getXValue() + " B " + series.getName()));
        }
      }
    }
  }
}
