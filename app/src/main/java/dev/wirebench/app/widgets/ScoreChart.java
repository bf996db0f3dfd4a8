package dev.wirebench.app.widgets;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * Scores as horizontal bars with error bars, one row per category (first at the top), on a linear
 * or logarithmic axis; drawn on a canvas so error bars, negative values and a log scale need no
 * chart hacks. Used by Benchmark (live results), Run detail and Compare (A vs B, Δ %).
 *
 * <p>Grouped, each category has one bar per {@link ChartBar#series} (A and B), coloured per series
 * with a legend; otherwise one bar per category, coloured by its series when that is a verdict
 * ({@code FASTER}, {@code SLOWER}...). Each bar's value (or its own text) is written beside it, a
 * failed result's reason in place of its bar, and hovering a bar shows its interval. Colours come
 * from the theme through {@link ChartColors}; redraws when the bars, the scale, the size or the
 * theme change. FX thread only.
 */
public final class ScoreChart extends Pane {
  private static final double ROW = 26;
  private static final double BAR = 15;
  private static final double GROUPED_BAR = 11;
  private static final double TOP = 12;
  private static final double AXIS = 44;
  private static final double LEGEND = 18;
  private static final double VALUE_COLUMN = 150;

  private final boolean grouped;
  private final Canvas canvas = new Canvas();
  private final ChartColors colors;
  private final Font font = Font.font(12);
  private final BooleanProperty logScale = new SimpleBooleanProperty(this, "logScale");
  private final Tooltip tooltip = new Tooltip();
  private final List<Placed> placed = new ArrayList<>();
  private List<ChartBar> bars = List.of();
  private String valueLabel;
  private String emptyText = "Nothing to chart";
  private boolean nonNegative;
  private ChartBar hovered;
  private int marked = -1;

  /** A bar where it was last drawn, for hit-testing the mouse. */
  record Placed(ChartBar bar, double top, double bottom) {}

  /**
   * @param valueLabel the text under the axis (the unit, what the error bars are)
   * @param grouped one bar per {@link ChartBar#series} in each category (true), or one bar each
   */
  public ScoreChart(String valueLabel, boolean grouped) {
    this.valueLabel = valueLabel;
    this.grouped = grouped;
    getStyleClass().add("score-chart");
    if (grouped) {
      getStyleClass().add("grouped");
    }
    getChildren().add(canvas);
    colors = new ChartColors(this);
    colors.onChange(this::draw);
    logScale.addListener((o, old, now) -> draw());
    addEventHandler(MouseEvent.MOUSE_MOVED, e -> hover(e.getY()));
    addEventHandler(MouseEvent.MOUSE_EXITED, e -> hover(-1));
    ChartReadout.attach(this, new ScoreChartPoints(this));
  }

  /** Shows {@code bars} (in order, first at the top). */
  public void setBars(List<ChartBar> bars) {
    this.bars = List.copyOf(bars);
    requestLayout();
    draw();
  }

  /** The text under the axis, e.g. the unit and what the error bars are. */
  public void setValueLabel(String label) {
    this.valueLabel = label;
    draw();
  }

  /** What the chart says when it has no bars. */
  public void setEmptyText(String text) {
    this.emptyText = text;
    draw();
  }

  /**
   * Scores that cannot be negative (times, rates): error bars stop at zero rather than draw an
   * impossible negative time.
   */
  public void setNonNegative(boolean nonNegative) {
    this.nonNegative = nonNegative;
    draw();
  }

  /** Whether the axis is logarithmic (by decades) rather than linear from zero. */
  public BooleanProperty logScaleProperty() {
    return logScale;
  }

  /**
   * A score as the tables write it ({@link dev.wirebench.storage.report.Numbers#score(double)}), so
   * a bar's label and its table row never disagree; NaN as a dash.
   */
  public static String number(double value) {
    return Double.isNaN(value) ? "—" : dev.wirebench.storage.report.Numbers.score(value);
  }

  @Override
  protected double computePrefHeight(double width) {
    int categories = categories().size();
    return TOP + Math.max(3, categories) * block() + AXIS + (grouped ? LEGEND : 0);
  }

  /** As tall as the bars need: a scroll pane around the chart scrolls rather than squeezes it. */
  @Override
  protected double computeMinHeight(double width) {
    return computePrefHeight(width);
  }

  @Override
  protected void layoutChildren() {
    canvas.setWidth(getWidth());
    canvas.setHeight(getHeight());
    draw();
  }

  /** The bars by category, in first-seen order. */
  private Map<String, List<ChartBar>> categories() {
    Map<String, List<ChartBar>> byLabel = new LinkedHashMap<>();
    for (ChartBar bar : bars) {
      byLabel.computeIfAbsent(bar.label(), k -> new ArrayList<>()).add(bar);
    }
    return byLabel;
  }

  private List<String> seriesNames() {
    return bars.stream().map(ChartBar::series).distinct().toList();
  }

  /** The height of one category's row. */
  private double block() {
    int perCategory = grouped ? Math.max(1, seriesNames().size()) : 1;
    return perCategory == 1 ? ROW : perCategory * (GROUPED_BAR + 2) + 8;
  }

  private double barHeight() {
    return grouped && seriesNames().size() > 1 ? GROUPED_BAR : BAR;
  }

  private void draw() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    double width = canvas.getWidth();
    double height = canvas.getHeight();
    g.clearRect(0, 0, width, height);
    g.setFont(font);
    g.setTextBaseline(VPos.CENTER);
    placed.clear();
    if (bars.isEmpty()) {
      g.setFill(colors.dim());
      g.setTextAlign(TextAlignment.CENTER);
      g.fillText(emptyText, width / 2, height / 2);
      return;
    }
    Map<String, List<ChartBar>> categories = categories();
    double labels =
        Math.min(
            300, categories.keySet().stream().mapToDouble(this::textWidth).max().orElse(0) + 16);
    Plot plot = new Plot(labels, Math.max(40, width - labels - VALUE_COLUMN), scale());
    double plotBottom = TOP + categories.size() * block();
    drawGrid(g, plot, plotBottom);
    List<String> series = seriesNames();
    int row = 0;
    for (Map.Entry<String, List<ChartBar>> category : categories.entrySet()) {
      double top = TOP + row++ * block();
      g.setTextAlign(TextAlignment.LEFT);
      g.setFill(colors.text());
      g.fillText(category.getKey(), 8, top + block() / 2, plot.x0() - 14);
      List<ChartBar> inCategory = category.getValue();
      for (int i = 0; i < inCategory.size(); i++) {
        ChartBar bar = inCategory.get(i);
        double y = grouped ? barCentre(top, series.indexOf(bar.series())) : top + ROW / 2;
        drawBar(g, bar, plot, y, grouped ? series.indexOf(bar.series()) : -1);
      }
    }
    if (grouped) {
      drawLegend(g, series, plot, plotBottom + AXIS + LEGEND / 2 - 4);
    }
    if (marked >= 0 && marked < placed.size()) {
      Placed p = placed.get(marked);
      g.setStroke(colors.text());
      g.setLineWidth(1.5);
      g.strokeRect(2, p.top() - 1, width - 4, p.bottom() - p.top() + 2);
    }
  }

  private double barCentre(double top, int seriesIndex) {
    if (seriesNames().size() <= 1) {
      return top + ROW / 2;
    }
    return top + 4 + seriesIndex * (GROUPED_BAR + 2) + GROUPED_BAR / 2;
  }

  /** Where the plot is: left edge, width and the value scale. */
  private record Plot(double x0, double width, ScoreScale scale) {
    double x(double value) {
      return x0 + scale.fraction(value) * width;
    }
  }

  private ScoreScale scale() {
    double high = 0;
    double low = Double.MAX_VALUE;
    double lowest = 0;
    for (ChartBar bar : bars) {
      if (bar.isFailed() || Double.isNaN(bar.value())) {
        continue;
      }
      double barLow = bar.hasInterval() ? low(bar) : bar.value();
      double barHigh = bar.hasInterval() ? bar.high() : bar.value();
      high = Math.max(high, Math.max(bar.value(), barHigh));
      lowest = Math.min(lowest, Math.min(bar.value(), barLow));
      if (bar.value() > 0) {
        low = Math.min(low, Math.max(barLow, bar.value() / 10));
      }
    }
    if (!logScale.get() && lowest < 0) {
      return ScoreScale.of(false, lowest, high);
    }
    return ScoreScale.of(logScale.get(), low == Double.MAX_VALUE ? high : low, high);
  }

  private double low(ChartBar bar) {
    return nonNegative && bar.value() >= 0 ? Math.max(0, bar.low()) : bar.low();
  }

  private void drawGrid(GraphicsContext g, Plot plot, double plotBottom) {
    ScoreScale scale = plot.scale();
    g.setLineWidth(1);
    g.setTextAlign(TextAlignment.CENTER);
    // In a narrow chart, a tick label that would run into the previous one is left out (its
    // grid line stays): "1,000,0002,000,000" reads as one wrong number.
    javafx.scene.text.Text measure = new javafx.scene.text.Text();
    measure.setFont(g.getFont());
    double lastRight = Double.NEGATIVE_INFINITY;
    for (double tick : scale.ticks()) {
      double x = Math.round(plot.x(tick)) + 0.5;
      g.setStroke(tick == 0 && scale.min() < 0 ? colors.dim() : colors.grid());
      g.strokeLine(x, TOP - 4, x, plotBottom + 4);
      String text = tickText(tick);
      measure.setText(text);
      double half = measure.getLayoutBounds().getWidth() / 2;
      if (x - half >= lastRight + 6) {
        g.setFill(colors.dim());
        g.fillText(text, x, plotBottom + 14);
        lastRight = x + half;
      }
    }
    g.setFill(colors.text());
    g.fillText(
        valueLabel == null ? "" : valueLabel,
        plot.x0() + plot.width() / 2,
        plotBottom + 32,
        plot.width() + VALUE_COLUMN);
  }

  private void drawBar(GraphicsContext g, ChartBar bar, Plot plot, double y, int seriesIndex) {
    double half = barHeight() / 2;
    placed.add(new Placed(bar, y - half - 1, y + half + 1));
    g.setTextAlign(TextAlignment.LEFT);
    if (bar.isFailed()) {
      g.setFill(colors.bad());
      String why = bar.failure().lines().findFirst().orElse("failed");
      g.fillText("failed — " + why, plot.x0() + 4, y, plot.width() + VALUE_COLUMN - 8);
      return;
    }
    double zero = plot.x(Math.max(0, plot.scale().min()));
    double end = plot.x(bar.value());
    g.setFill(fill(bar, seriesIndex));
    g.fillRect(Math.min(zero, end), y - half, Math.max(1, Math.abs(end - zero)), barHeight());
    double right = Math.max(zero, end);
    if (bar.hasInterval() && bar.high() > bar.low()) {
      double low = low(bar);
      double lo = plot.x(low);
      double hi = plot.x(bar.high());
      double cap = Math.min(5, half + 1);
      g.setStroke(colors.error());
      g.setLineWidth(1.5);
      g.strokeLine(lo, y, hi, y);
      // No cap where the interval runs off the axis (below zero on a log scale).
      if (bar.low() >= plot.scale().min()) {
        g.strokeLine(lo, y - cap, lo, y + cap);
      }
      g.strokeLine(hi, y - cap, hi, y + cap);
      right = Math.max(right, hi);
    }
    g.setFill(colors.text());
    String text = bar.text() != null ? bar.text() : number(bar.value());
    g.fillText(text, right + 6, y, VALUE_COLUMN - 8 + (plot.x0() + plot.width() - right));
  }

  private Color fill(ChartBar bar, int seriesIndex) {
    if (seriesIndex >= 0 && seriesNames().size() > 1) {
      return seriesIndex == 0 ? colors.seriesA() : colors.seriesB();
    }
    return switch (bar.series()) {
      case "FASTER" -> colors.good();
      case "SLOWER" -> colors.bad();
      case "WITHIN_NOISE", "NOT_SIGNIFICANT", "INCONCLUSIVE" -> colors.neutral();
      default -> colors.bar();
    };
  }

  private void drawLegend(GraphicsContext g, List<String> series, Plot plot, double y) {
    if (series.size() < 2) {
      return;
    }
    double width = series.stream().mapToDouble(s -> 22 + textWidth(s)).sum();
    double x = plot.x0() + plot.width() / 2 - width / 2;
    g.setTextAlign(TextAlignment.LEFT);
    for (int i = 0; i < series.size(); i++) {
      g.setFill(i == 0 ? colors.seriesA() : colors.seriesB());
      g.fillRect(x, y - 5, 10, 10);
      g.setFill(colors.text());
      g.fillText(series.get(i), x + 14, y);
      x += 22 + textWidth(series.get(i));
    }
  }

  /** Shows the bar under the mouse in the tooltip: its category, series, value and interval. */
  private void hover(double y) {
    ChartBar bar =
        placed.stream()
            .filter(p -> y >= p.top() && y <= p.bottom())
            .map(Placed::bar)
            .findFirst()
            .orElse(null);
    if (bar == hovered) {
      return;
    }
    hovered = bar;
    if (bar == null) {
      Tooltip.uninstall(this, tooltip);
      return;
    }
    tooltip.setText(describe(bar));
    Tooltip.install(this, tooltip);
  }

  /** The bars where they were last drawn, top to bottom. */
  List<Placed> placed() {
    return placed;
  }

  /** Outlines the bar at {@code index} of {@link #placed()} (-1: none). */
  void mark(int index) {
    marked = index;
    draw();
  }

  String describe(ChartBar bar) {
    if (bar.isFailed()) {
      return bar.label() + "\nfailed: " + bar.failure();
    }
    String interval =
        bar.hasInterval()
            ? String.format(Locale.ROOT, "\n[%s, %s]", number(low(bar)), number(bar.high()))
            : "";
    String series = grouped && !bar.series().isEmpty() ? bar.series() + ": " : "";
    String text = bar.text() != null ? bar.text() : number(bar.value());
    return bar.label() + "\n" + series + text + interval;
  }

  /** Whole numbers without decimals (ticks are round), others as {@link #number}. */
  private static String tickText(double tick) {
    if (tick == 0) {
      return "0";
    }
    return Math.abs(tick) >= 1 && tick == Math.rint(tick)
        ? String.format(Locale.ROOT, "%,.0f", tick)
        : number(tick);
  }

  private double textWidth(String text) {
    Text probe = new Text(text);
    probe.setFont(font);
    return probe.getLayoutBounds().getWidth();
  }
}
