package dev.wirebench.engine.model;

import java.io.Serializable;

/** One entry of a {@link PackageHeader}: a trade, a top-of-book quote, a level change, a reset. */
public abstract class BaseEntry implements Serializable {
  private static final long serialVersionUID = 1L;

  private String exchangeId;

  public abstract EntryKind kind();

  /** Resets every field to absent. */
  public void clear() {
    exchangeId = null;
  }

  /** The venue code, e.g. {@code BINANCE} (null if absent). */
  public String getExchangeId() {
    return exchangeId;
  }

  public void setExchangeId(String exchangeId) {
    this.exchangeId = exchangeId;
  }
}
