package dev.wirebench.app.bench;

import dev.wirebench.app.widgets.ChartReadout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.ScatterChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.util.StringConverter;

/**
 * The efficiency view: each result as a bubble at (encoded size, operations per second), its area
 * proportional to the bytes it allocates per operation; one colour per codec. Up and to the left is
 * better; small bubbles allocate little. Speed is on a log scale (results differ by orders).
 * Clicking a bubble opens it in Inspect.
 */
final class EfficiencyChart extends BorderPane {
  private static final Color[] PALETTE = {
    Color.web("#4e79a7"), Color.web("#f28e2b"), Color.web("#59a14f"), Color.web("#e15759"),
    Color.web("#b07aa1"), Color.web("#76b7b2"), Color.web("#edc948"), Color.web("#9c755f"),
    Color.web("#ff9da7"), Color.web("#bab0ac")
  };
  private static final double MIN_RADIUS = 5;
  private static final double MAX_RADIUS = 26;

  private final ObservableList<LiveResultRow> rows;
  private final Consumer<LiveResultRow> open;
  private final ScatterChart<Number, Number> chart;
  private final NumberAxis speed;
  private final FlowPane legend = new FlowPane(14, 4);
  private final Label empty = new Label();

  EfficiencyChart(ObservableList<LiveResultRow> rows, Consumer<LiveResultRow> open) {
    this.rows = rows;
    this.open = open;
    setId("efficiency-chart");
    getStyleClass().add("efficiency-chart");
    NumberAxis size = new NumberAxis();
    size.setLabel("Encoded size (bytes)");
    size.setForceZeroInRange(true);
    // Speeds differ by orders of magnitude: plot log10(ops/s) and label the decades.
    speed = new NumberAxis();
    speed.setLabel("Speed (operations per second, log scale)");
    speed.setAutoRanging(false);
    speed.setTickUnit(1);
    speed.setMinorTickVisible(false);
    speed.setTickLabelFormatter(
        new StringConverter<>() {
          @Override
          public String toString(Number log) {
            return decade(log.doubleValue());
          }

          @Override
          public Number fromString(String text) {
            throw new UnsupportedOperationException("labels only");
          }
        });
    chart = new ScatterChart<>(size, speed);
    chart.setAnimated(false);
    ChartReadout.attach(chart);
    chart.setLegendVisible(false);
    legend.setPadding(new Insets(4, 12, 8, 12));
    legend.setAlignment(Pos.CENTER);
    empty.getStyleClass().add("dim");
    setCenter(chart);
    setBottom(legend);
    rows.addListener((ListChangeListener<LiveResultRow>) change -> refill());
    refill();
  }

  private void refill() {
    Map<String, XYChart.Series<Number, Number>> byCodec = new LinkedHashMap<>();
    double maxAlloc =
        rows.stream()
            .filter(r -> r.allocBytesPerOp() != null)
            .mapToDouble(LiveResultRow::allocBytesPerOp)
            .max()
            .orElse(0);
    List<String> codecs = new ArrayList<>();
    double lowest = Double.MAX_VALUE;
    double highest = -Double.MAX_VALUE;
    for (LiveResultRow row : rows) {
      double opsPerSecond = row.opsPerSecond();
      if (Double.isNaN(opsPerSecond) || row.encodedSize() == null) {
        continue;
      }
      double log = Math.log10(opsPerSecond);
      lowest = Math.min(lowest, log);
      highest = Math.max(highest, log);
      if (!codecs.contains(row.codec())) {
        codecs.add(row.codec());
      }
      Color color = PALETTE[codecs.indexOf(row.codec()) % PALETTE.length];
      XYChart.Data<Number, Number> point = new XYChart.Data<>(row.encodedSize(), log);
      point.setNode(bubble(row, color, maxAlloc));
      byCodec
          .computeIfAbsent(
              row.codec(),
              c -> new XYChart.Series<>(c, javafx.collections.FXCollections.observableArrayList()))
          .getData()
          .add(point);
    }
    speed.setLowerBound(byCodec.isEmpty() ? 0 : Math.floor(lowest));
    speed.setUpperBound(
        byCodec.isEmpty() ? 1 : Math.max(Math.ceil(highest), Math.floor(lowest) + 1));
    chart.getData().setAll(byCodec.values());
    fillLegend(codecs, maxAlloc);
    if (byCodec.isEmpty()) {
      empty.setText(
          rows.isEmpty()
              ? "No results yet — run a plan to compare speed, size and allocation"
              : "No result has both a speed and an encoded size");
      HBox centered = new HBox(empty);
      centered.setAlignment(Pos.CENTER);
      setCenter(centered);
    } else {
      setCenter(chart);
    }
  }

  /** A swatch per codec, then what the bubbles' fill and size mean. */
  private void fillLegend(List<String> codecs, double maxAlloc) {
    legend.getChildren().clear();
    for (int i = 0; i < codecs.size(); i++) {
      Circle swatch = new Circle(6, PALETTE[i % PALETTE.length]);
      Label name = new Label(codecs.get(i), swatch);
      legend.getChildren().add(name);
    }
    Label key =
        new Label(
            maxAlloc > 0
                ? String.format(
                    Locale.ROOT,
                    "Filled: encode · ring: decode · pale: roundtrip · area ∝ B/op"
                        + " (largest %s B/op)",
                    LiveResultRow.number(maxAlloc))
                : "Bubble size: B/op (no allocation data — turn on the GC profiler)");
    key.getStyleClass().add("dim");
    legend.getChildren().add(key);
  }

  /** {@code 1}, {@code 10}, {@code 100}, {@code 1k} ... {@code 100M} for a power of ten. */
  static String decade(double log) {
    if (log != Math.rint(log)) {
      return "";
    }
    String[] suffixes = {"", "k", "M", "G"};
    int power = (int) log;
    if (power < 0 || power >= suffixes.length * 3) {
      return "1e" + power;
    }
    return (int) Math.pow(10, power % 3) + suffixes[power / 3];
  }

  private Circle bubble(LiveResultRow row, Color color, double maxAlloc) {
    double alloc = row.allocBytesPerOp() == null ? 0 : row.allocBytesPerOp();
    double radius =
        maxAlloc <= 0
            ? MIN_RADIUS
            : MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(alloc / maxAlloc);
    Circle circle = new Circle(radius);
    switch (String.valueOf(row.operation())) {
      case "decode" -> {
        circle.setFill(color.deriveColor(0, 1, 1, 0.12));
        circle.setStrokeWidth(2.5);
      }
      case "roundtrip" -> circle.setFill(color.deriveColor(0, 0.5, 1.2, 0.45));
      default -> circle.setFill(color.deriveColor(0, 1, 1, 0.75));
    }
    circle.setStroke(color);
    circle.getStyleClass().add("efficiency-bubble");
    Tooltip.install(
        circle,
        new Tooltip(
            row.label()
                + " ("
                + row.mode()
                + ")\n"
                + LiveResultRow.number(row.opsPerSecond())
                + " ops/s · "
                + row.encodedSize()
                + " bytes · "
                + (row.allocBytesPerOp() == null
                    ? "B/op not measured"
                    : LiveResultRow.bytes(row.allocBytesPerOp()) + " B/op")
                + "\nClick to open in Inspect"));
    circle.setOnMouseClicked(e -> open.accept(row));
    return circle;
  }
}
