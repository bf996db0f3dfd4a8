package dev.wirebench.app.inspect;

import dev.wirebench.app.widgets.ChartReadout;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Insets;
import javafx.geometry.Side;
import javafx.geometry.VPos;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.StackedBarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;

/**
 * Where each codec's bytes go, as horizontal stacked bars: field values, then tags, lengths,
 * headers, framing, padding, and bytes the codec's spans do not break down. A codec that cannot
 * carry the message (or failed to) keeps its row, with "n/a — reason" written where its bar would
 * be.
 *
 * <p>Each codec gets at least {@link #MIN_ROW} pixels of height (the chart asks for it as its
 * minimum, so a scroll pane around it scrolls instead of squeezing the bars to nothing), and the
 * gap between bars follows the height the chart has: a fixed gap larger than the room per codec
 * left no width for any bar, and the chart went blank when the window shrank.
 *
 * <p>The bars are built only while the chart is showing (its tab selected): an inspection shown
 * elsewhere is drawn when the chart is next shown. Building ~120 bars with their tooltips and
 * styling them was about a fifth of the FX thread's work for the first screen (JFR, the packaged
 * app's start), for a tab the user had not opened.
 */
final class SizeChart extends StackedBarChart<Number, String> {
  /** Pixels per codec below which the chart stops shrinking. */
  static final double MIN_ROW = 20;

  /** Room for the title, the axis and the legend. */
  private static final double CHROME = 150;

  private final List<Text> notes = new ArrayList<>();
  private final List<SizeBar> shownBars = new ArrayList<>();
  private final InspectViewModel model;
  private final ObservableBooleanValue showing;

  /** The inspection the bars show (null: none yet). */
  private Inspection shownFor;

  /**
   * @param showing whether the chart is on screen (its tab selected); while it is not, new
   *     inspections are only noted
   */
  SizeChart(InspectViewModel model, ObservableBooleanValue showing) {
    super(new NumberAxis(), new CategoryAxis());
    setId("size-chart");
    getStyleClass().add("size-chart");
    setAnimated(false);
    ChartReadout.attach(this);
    setCategoryGap(12);
    setTitle("Payload size by part (bytes)");
    getXAxis().setLabel("bytes");
    // Scale and legend above the bars: with many codecs in a small window the chart scrolls, and
    // below the bars they scrolled out of sight (the axis looked cut off at 1024x700).
    getXAxis().setSide(Side.TOP);
    setLegendSide(Side.TOP);
    setPadding(new Insets(5, 24, 5, 5)); // room on the right for the last tick's number
    this.model = model;
    this.showing = showing;
    model.inspectionProperty().addListener((obs, old, shown) -> showWhenShowing());
    showing.addListener((obs, old, now) -> showWhenShowing());
    heightProperty().addListener((obs, old, now) -> fitGap());
    showWhenShowing();
  }

  /** Draws the model's inspection now if the chart is on screen, or else when it next is. */
  private void showWhenShowing() {
    Inspection current = model.inspectionProperty().get();
    if (showing.get() && current != shownFor) {
      show(current);
    }
  }

  /** The bars shown, largest first (for tests and the notes). */
  List<SizeBar> bars() {
    return List.copyOf(shownBars);
  }

  private void show(Inspection shown) {
    shownFor = shown;
    getData().clear();
    shownBars.clear();
    getPlotChildren().removeAll(notes);
    notes.clear();
    if (shown == null) {
      return;
    }
    List<SizeBar> bars = SizeBar.of(shown.views());
    // Smallest payload at the top: a vertical category axis draws its first category at the
    // bottom, so largest first; codecs without bytes go to the bottom. Auto-ranging would reorder
    // them by data order.
    List<SizeBar> ordered =
        bars.stream()
            .sorted(
                (a, b) ->
                    a.hasBytes() != b.hasBytes()
                        ? Boolean.compare(a.hasBytes(), b.hasBytes())
                        : Integer.compare(b.total(), a.total()))
            .toList();
    shownBars.addAll(ordered);
    CategoryAxis codecs = (CategoryAxis) getYAxis();
    codecs.setAutoRanging(false);
    codecs.getCategories().setAll(ordered.stream().map(SizeBar::codecId).toList());
    setMinHeight(CHROME + MIN_ROW * ordered.size());
    for (String part : SizeBar.PARTS) {
      XYChart.Series<Number, String> series = new XYChart.Series<>();
      series.setName(part);
      for (SizeBar bar : ordered) {
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
    for (SizeBar bar : ordered) {
      if (!bar.note().isEmpty() && !bar.hasBytes()) {
        Text note = new Text(bar.note());
        note.getStyleClass().add("size-note");
        note.setUserData(bar.codecId());
        note.setTextOrigin(VPos.CENTER);
        notes.add(note);
      }
    }
    getPlotChildren().addAll(notes);
    fitGap();
  }

  /** A gap of about a third of each codec's row, never more than the bars' pleasant maximum. */
  private void fitGap() {
    int count = Math.max(1, shownBars.size());
    double perRow = Math.max(MIN_ROW, (getHeight() - CHROME) / count);
    double pleasant = count <= 4 ? 60 : 12;
    setCategoryGap(Math.max(2, Math.min(pleasant, perRow * 0.35)));
  }

  /** Writes each codec's note where its bar would start. */
  @Override
  protected void layoutPlotChildren() {
    super.layoutPlotChildren();
    double x = getXAxis().getDisplayPosition(0) + 6;
    for (Text note : notes) {
      note.setX(x);
      note.setY(getYAxis().getDisplayPosition((String) note.getUserData()));
      note.toFront();
    }
  }
}
