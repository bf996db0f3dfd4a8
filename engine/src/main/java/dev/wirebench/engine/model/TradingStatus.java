package dev.wirebench.engine.model;

/** The trading phase of an order book, as the order-book benchmark suite's snapshots carry it. */
public enum TradingStatus {
  PRE_OPEN,
  OPEN,
  HALTED,
  CLOSED,
  AUCTION
}
