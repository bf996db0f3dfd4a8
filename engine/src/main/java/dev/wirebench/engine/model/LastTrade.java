package dev.wirebench.engine.model;

import java.io.Serializable;

/** The last trade of an {@link OrderBookSnapshot}. */
public final class LastTrade implements Serializable {
  private static final long serialVersionUID = 1L;

  private long priceNanos;
  private long size;
  private AggressorSide aggressor;

  public void clear() {
    priceNanos = 0;
    size = 0;
    aggressor = null;
  }

  /** Price times 10^9 (the suite's fixed-point price). */
  public long getPriceNanos() {
    return priceNanos;
  }

  public void setPriceNanos(long priceNanos) {
    this.priceNanos = priceNanos;
  }

  public long getSize() {
    return size;
  }

  public void setSize(long size) {
    this.size = size;
  }

  /** The aggressor, or null if absent. */
  public AggressorSide getAggressor() {
    return aggressor;
  }

  public void setAggressor(AggressorSide aggressor) {
    this.aggressor = aggressor;
  }
}
