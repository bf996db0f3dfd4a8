package dev.wirebench.app.bench;

import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The results as horizontal bars with error bars (JMH's 99.9 % interval), one per benchmark, on a
 * linear or logarithmic axis with the unit; drawn on a canvas so error bars and log scale need no
 * chart hacks. Redraws when the rows, the scale, its size or the theme change.
 */
final class ScoreChart extends Pane {
  private static final double ROW = 26;
  private static final double BAR = 15;
  private static final double TOP = 12;
  private static final double AXIS = 44;
  private static final double VALUE_COLUMN = 150;

  private final ObservableList<ResultRow> rows;
  private final BooleanProperty logScale;
  private final Canvas canvas = new Canvas();
  private final ChartColors colors;
  private final Font font = Font.font(12);

  ScoreChart(ObservableList<ResultRow> rows, BooleanProperty logScale) {
    this.rows = rows;
    this.logScale = logScale;
    setId("score-chart");
    getStyleClass().add("score-chart");
    getChildren().add(canvas);
    colors = new ChartColors(this);
    colors.onChange(this::draw);
    rows.addListener((ListChangeListener<ResultRow>) change -> requestLayout());
    logScale.addListener((o, old, now) -> draw());
    setMinHeight(120);
  }

  @Override
  protected double computePrefHeight(double width) {
    return TOP + Math.max(3, rows.size()) * ROW + AXIS;
  }

  @Override
  protected void layoutChildren() {
    canvas.setWidth(getWidth());
    canvas.setHeight(getHeight());
    draw();
  }

  private void draw() {
    GraphicsContext g = canvas.getGraphicsContext2D();
    double width = canvas.getWidth();
    double height = canvas.getHeight();
    g.clearRect(0, 0, width, height);
    g.setFont(font);
    g.setTextBaseline(VPos.CENTER);
    List<ResultRow> scored = rows.stream().filter(r -> !r.failed()).toList();
    if (rows.isEmpty()) {
      g.setFill(colors.dim());
      g.setTextAlign(TextAlignment.CENTER);
      g.fillText("No results yet — choose a plan and press Run", width / 2, height / 2);
      return;
    }
    double labels =
        Math.min(300, rows.stream().mapToDouble(r -> textWidth(r.label())).max().orElse(0) + 16);
    double x0 = labels;
    double plotWidth = Math.max(40, width - labels - VALUE_COLUMN);
    ScoreScale scale = scale(scored);
    double plotBottom = TOP + rows.size() * ROW;
    drawGrid(g, scale, x0, plotWidth, plotBottom, scored);
    for (int i = 0; i < rows.size(); i++) {
      drawRow(g, rows.get(i), scale, x0, plotWidth, TOP + i * ROW + ROW / 2);
    }
  }

  private ScoreScale scale(List<ResultRow> scored) {
    double high = 0;
    double low = Double.MAX_VALUE;
    for (ResultRow r : scored) {
      double err = Double.isNaN(r.error()) ? 0 : r.error();
      high = Math.max(high, r.score() + err);
      if (r.score() > 0) {
        low = Math.min(low, Math.max(r.score() - err, r.score() / 10));
      }
    }
    return ScoreScale.of(logScale.get(), low == Double.MAX_VALUE ? high : low, high);
  }

  private void drawGrid(
      GraphicsContext g,
      ScoreScale scale,
      double x0,
      double plotWidth,
      double plotBottom,
      List<ResultRow> scored) {
    g.setLineWidth(1);
    g.setTextAlign(TextAlignment.CENTER);
    for (double tick : scale.ticks()) {
      double x = Math.round(x0 + scale.fraction(tick) * plotWidth) + 0.5;
      g.setStroke(colors.grid());
      g.strokeLine(x, TOP - 4, x, plotBottom + 4);
      g.setFill(colors.dim());
      g.fillText(tickText(tick), x, plotBottom + 14);
    }
    String unit = scored.isEmpty() ? "" : scored.get(0).unit();
    boolean higher = !scored.isEmpty() && scored.get(0).higherIsBetter();
    g.setFill(colors.text());
    g.fillText(
        unit
            + (higher ? "  (higher is better)" : "  (lower is better)")
            + (scale.log() ? " · log scale" : "")
            + " · error bars: 99.9 % CI",
        x0 + plotWidth / 2,
        plotBottom + 32);
  }

  private void drawRow(
      GraphicsContext g, ResultRow row, ScoreScale scale, double x0, double plotWidth, double y) {
    g.setTextAlign(TextAlignment.LEFT);
    g.setFill(colors.text());
    g.fillText(row.label(), 8, y, x0 - 14);
    if (row.failed()) {
      g.setFill(colors.bad());
      String why = row.failure().lines().findFirst().orElse("failed");
      g.fillText("failed — " + why, x0 + 4, y, plotWidth + VALUE_COLUMN - 8);
      return;
    }
    double end = x0 + scale.fraction(row.score()) * plotWidth;
    g.setFill(colors.bar());
    g.fillRect(x0, y - BAR / 2, Math.max(1, end - x0), BAR);
    double right = end;
    if (!Double.isNaN(row.error()) && row.error() > 0) {
      double low = row.score() - row.error();
      double lo = x0 + scale.fraction(low) * plotWidth;
      double hi = x0 + scale.fraction(row.score() + row.error()) * plotWidth;
      g.setStroke(colors.error());
      g.setLineWidth(1.5);
      g.strokeLine(lo, y, hi, y);
      // No cap where the interval runs off the axis (below zero on a log scale).
      if (low >= scale.min()) {
        g.strokeLine(lo, y - 5, lo, y + 5);
      }
      g.strokeLine(hi, y - 5, hi, y + 5);
      right = Math.max(right, hi);
    }
    g.setFill(colors.text());
    g.fillText(row.scoreText(), right + 6, y, VALUE_COLUMN - 8 + (x0 + plotWidth - right));
  }

  /** Whole numbers without decimals (ticks are round), others as {@link ResultRow#number}. */
  private static String tickText(double tick) {
    return tick >= 1 && tick == Math.rint(tick)
        ? String.format(java.util.Locale.ROOT, "%,.0f", tick)
        : ResultRow.number(tick);
  }

  private double textWidth(String text) {
    Text probe = new Text(text);
    probe.setFont(font);
    return probe.getLayoutBounds().getWidth();
  }
}
