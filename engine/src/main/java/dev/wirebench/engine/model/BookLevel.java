package dev.wirebench.engine.model;

import java.io.Serializable;

/** One price level of an {@link OrderBookSnapshot}. */
public final class BookLevel implements Serializable {
  private static final long serialVersionUID = 1L;

  private long priceNanos;
  private long size;
  private int orderCount;
  private Boolean maker;

  public void clear() {
    priceNanos = 0;
    size = 0;
    orderCount = 0;
    maker = null;
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

  public int getOrderCount() {
    return orderCount;
  }

  public void setOrderCount(int orderCount) {
    this.orderCount = orderCount;
  }

  /** Whether the level holds the publisher's own (maker) order; null if absent. */
  public Boolean getMaker() {
    return maker;
  }

  public void setMaker(Boolean maker) {
    this.maker = maker;
  }
}
