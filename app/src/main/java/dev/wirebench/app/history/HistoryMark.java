package dev.wirebench.app.history;

import dev.wirebench.engine.history.SeriesPoint;

/**
 * A mark drawn on the history chart.
 *
 * @param kind what it marks
 * @param series the index of its series (one environment) in the chart's legend order
 * @param point the point marked
 */
record HistoryMark(Kind kind, int series, SeriesPoint point) {
  /** What a mark shows. */
  enum Kind {
    BEST,
    LATEST,
    CHANGE,
    SELECTED
  }
}
