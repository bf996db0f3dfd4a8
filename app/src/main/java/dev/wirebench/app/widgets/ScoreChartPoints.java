package dev.wirebench.app.widgets;

import javafx.geometry.Point2D;

/** A {@link ScoreChart}'s bars, top to bottom, as one series for its keyboard readout. */
final class ScoreChartPoints implements ChartReadout.Points {
  private final ScoreChart chart;

  ScoreChartPoints(ScoreChart chart) {
    this.chart = chart;
  }

  @Override
  public int seriesCount() {
    return chart.placed().isEmpty() ? 0 : 1;
  }

  @Override
  public int pointCount(int series) {
    return chart.placed().size();
  }

  @Override
  public String describe(int series, int point) {
    return chart.describe(chart.placed().get(point).bar());
  }

  @Override
  public Point2D anchor(int series, int point) {
    return new Point2D(chart.getWidth() / 2, chart.placed().get(point).bottom());
  }

  @Override
  public void mark(int series, int point) {
    chart.mark(point);
  }
}
