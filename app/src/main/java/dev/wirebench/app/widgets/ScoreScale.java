package dev.wirebench.app.widgets;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps scores to pixels along the results chart's axis, linear from zero or logarithmic by decades,
 * and picks readable tick values. Pure arithmetic; no JavaFX.
 */
record ScoreScale(boolean log, double min, double max) {
  /**
   * A scale covering {@code low..high}: on a log scale low is the smallest positive value to show;
   * on a linear one the scale starts at zero, or below it when low is negative (a change in %).
   */
  static ScoreScale of(boolean log, double low, double high) {
    if (!log && low < 0) {
      double top = Math.max(0, high);
      double step = niceStep((top - low) / 5);
      return new ScoreScale(false, Math.floor(low / step) * step, Math.ceil(top / step) * step);
    }
    if (!(high > 0)) {
      return new ScoreScale(false, 0, 1);
    }
    if (log) {
      double floor = Math.pow(10, Math.floor(Math.log10(Math.max(low, high * 1e-9))));
      double ceil = Math.pow(10, Math.ceil(Math.log10(high)));
      return new ScoreScale(true, floor, ceil > floor ? ceil : floor * 10);
    }
    double step = niceStep(high / 5);
    return new ScoreScale(false, 0, Math.ceil(high / step) * step);
  }

  /** The position of {@code value}, 0..1 (clamped). */
  double fraction(double value) {
    double f;
    if (log) {
      f = value <= 0 ? 0 : (Math.log10(value) - Math.log10(min)) / Math.log10(max / min);
    } else {
      f = (value - min) / (max - min);
    }
    return Math.max(0, Math.min(1, f));
  }

  /** Tick values: every decade on a log scale, about five round steps on a linear one. */
  List<Double> ticks() {
    List<Double> ticks = new ArrayList<>();
    if (log) {
      for (double v = min; v <= max * 1.0001; v *= 10) {
        ticks.add(v);
      }
      return ticks;
    }
    double step = niceStep((max - min) / 5);
    // From the first multiple of the step, so zero is a tick when the scale spans it.
    // (+ 0.0 turns the -0.0 that ceil gives just below zero into 0.)
    for (double v = Math.ceil(min / step - 1e-9) * step + 0.0; v <= max + step / 1e6; v += step) {
      ticks.add(v);
    }
    return ticks;
  }

  private static double niceStep(double raw) {
    if (!(raw > 0)) {
      return 1;
    }
    double magnitude = Math.pow(10, Math.floor(Math.log10(raw)));
    double residual = raw / magnitude;
    double nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10;
    return nice * magnitude;
  }
}
