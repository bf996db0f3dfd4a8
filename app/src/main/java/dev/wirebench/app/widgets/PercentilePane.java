package dev.wirebench.app.widgets;

import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The percentile chart with its controls: a log/linear switch for the latency axis and a caption
 * that says where the points come from and what is left out (results without percentile data). Used
 * by the Benchmark screen's results and by Runs ▸ detail.
 */
public final class PercentilePane extends BorderPane {
  private final PercentileChart chart = new PercentileChart();
  private final Label caption = new Label();

  /**
   * @param idPrefix prefix of the node ids ({@code bench}, {@code run})
   */
  public PercentilePane(String idPrefix) {
    setId(idPrefix + "-percentiles");
    chart.setId(idPrefix + "-percentile-chart");
    CheckBox log = new CheckBox("Log latency axis");
    log.setId(idPrefix + "-percentile-log");
    log.selectedProperty().bindBidirectional(chart.logLatencyProperty());
    log.setTooltip(new Tooltip("Latency on a log scale (by decades) or linear from zero"));
    caption.setId(idPrefix + "-percentile-caption");
    caption.getStyleClass().add("dim");
    caption.setWrapText(true);
    // The caption wraps rather than widening the pane: at 1024×700 a one-line caption pushed the
    // chart past the window's right edge.
    caption.setMinWidth(0);
    setMinWidth(0);
    chart.setMinWidth(0);
    // The caption beside the check box (not on a row of its own): in a short pane (Runs' detail
    // at 1024×700) every line above the chart is a line the chart loses.
    HBox bar = new HBox(12, log, caption);
    HBox.setHgrow(caption, Priority.ALWAYS);
    log.setMinWidth(Region.USE_PREF_SIZE);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.setPadding(new Insets(4, 10, 2, 10));
    // The keyboard readout, also written under the chart (a tooltip is easy to miss).
    Label readout = new Label();
    readout.setId(idPrefix + "-percentile-readout");
    readout.getStyleClass().add("percentile-readout");
    readout.setMinWidth(0);
    readout.textProperty().bind(chart.readout().textProperty().map(t -> t.replace("\n", " · ")));
    readout.visibleProperty().bind(readout.textProperty().isNotEmpty());
    readout.managedProperty().bind(readout.visibleProperty());
    setTop(bar);
    setCenter(chart);
    setBottom(readout);
  }

  /** Shows the results' percentiles (those without any are left out and counted). */
  public void show(List<PercentileSeries.Source> sources) {
    PercentileSeries.Chart shown = PercentileSeries.chart(sources);
    chart.setChart(shown);
    caption.setText(caption(shown));
  }

  /** The chart (for tests and screenshots). */
  public PercentileChart chart() {
    return chart;
  }

  private static String caption(PercentileSeries.Chart shown) {
    if (shown.isEmpty()) {
      return shown.note();
    }
    boolean histogram = shown.lines().stream().anyMatch(PercentileSeries.Line::fromHistogram);
    boolean stored = shown.lines().stream().anyMatch(l -> !l.fromHistogram());
    String from =
        histogram && stored
            ? "Measured points: full HdrHistogram where stored, else the stored percentiles"
            : histogram
                ? "Measured points: the stored HdrHistogram's percentile distribution"
                : "Measured points: the stored percentiles (nothing interpolated)";
    String keys = " · Tab to the chart, then ←/→ ↑/↓ read exact values";
    return from + keys + (shown.note().isEmpty() ? "" : " · " + shown.note());
  }
}
