package dev.wirebench.app.bench;

import java.util.Comparator;

/** How the results chart orders its bars. */
public enum ResultOrder {
  RUN_ORDER("Run order"),
  BEST_FIRST("Best first"),
  NAME("Name");

  private final String title;

  ResultOrder(String title) {
    this.title = title;
  }

  public String title() {
    return title;
  }

  /** Null for run order; failed results always last. */
  Comparator<LiveResultRow> comparator() {
    return switch (this) {
      case RUN_ORDER -> null;
      case BEST_FIRST ->
          Comparator.comparing(LiveResultRow::failed)
              .thenComparingDouble(r -> r.higherIsBetter() ? -r.score() : r.score());
      case NAME -> Comparator.comparing(LiveResultRow::failed).thenComparing(LiveResultRow::label);
    };
  }

  @Override
  public String toString() {
    return title;
  }
}
