package dev.wirebench.engine.model;

/**
 * TimeBase's {@code TradeType}: what kind of print a {@link TradeEntry} is. {@link #code()} is
 * TimeBase's own number for it (UNKNOWN is 20, not 4), which the binary codecs that carry TimeBase
 * numbers (SBE, FIX UDF) write.
 */
public enum TradeType {
  REGULAR_TRADE(0),
  AUCTION_CLEARING_PRICE(1),
  CORRECTION(2),
  CANCELLATION(3),
  UNKNOWN(20);

  private final int code;

  TradeType(int code) {
    this.code = code;
  }

  /** TimeBase's number for this trade type. */
  public int code() {
    return code;
  }
}
