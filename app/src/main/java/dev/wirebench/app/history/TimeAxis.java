package dev.wirebench.app.history;

import java.util.List;
import javafx.geometry.Side;
import javafx.scene.chart.Axis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.text.Text;
import javafx.util.StringConverter;

/**
 * The History chart's time axis (a number axis in hours since the epoch): its bounds, step and
 * labels come from {@link TimeTicks} for the runs' span and the axis' width (seconds when runs are
 * seconds apart, dates when they are days apart), never from the number axis' own auto-ranging,
 * whose fractional hours all read as the same minute. FX thread only.
 */
final class TimeAxis {
  private static final double HOUR = 3_600_000;

  private final NumberAxis axis = new NumberAxis();
  private TimeTicks ticks = TimeTicks.choose(0, 0, 1, label -> 1);
  private long first;
  private long last;

  TimeAxis() {
    axis.setSide(Side.BOTTOM);
    axis.setForceZeroInRange(false);
    axis.setAnimated(false);
    axis.setAutoRanging(false);
    axis.setMinorTickVisible(false);
    axis.setLabel("run started (UTC)");
    axis.setTickLabelFormatter(
        new StringConverter<>() {
          @Override
          public String toString(Number hours) {
            return ticks.label(Math.round(hours.doubleValue() * HOUR));
          }

          @Override
          public Number fromString(String text) {
            throw new UnsupportedOperationException();
          }
        });
  }

  /** The axis to lay out and draw against. */
  NumberAxis axis() {
    return axis;
  }

  /** The first and last run's start, epoch ms. */
  void span(long firstRun, long lastRun) {
    first = firstRun;
    last = lastRun;
  }

  /** Chooses the step and labels for the span and {@code width} px; call before laying out. */
  void fit(double width) {
    Text probe = new Text();
    probe.setFont(axis.getTickLabelFont());
    ticks =
        TimeTicks.choose(
            first,
            last,
            width,
            label -> {
              probe.setText(label);
              return probe.getLayoutBounds().getWidth();
            });
    axis.setLowerBound(ticks.lower() / HOUR);
    axis.setUpperBound(ticks.upper() / HOUR);
    axis.setTickUnit(ticks.step() / HOUR);
    axis.setLabel(ticks.title());
  }

  /** The tick labels shown now, left to right (the text the formatter gave each shown tick). */
  List<String> labels() {
    return axis.getTickMarks().stream()
        .filter(Axis.TickMark::isTextVisible)
        .map(t -> axis.getTickLabelFormatter().toString(t.getValue()))
        .toList();
  }
}
