package dev.wirebench.engine.model;

import java.io.Serializable;

/** One entry of a {@link PackageHeader}: a trade, a top-of-book quote, a level change, a reset. */
public abstract class BaseEntry implements Serializable {
  private static final long serialVersionUID = 1L;

  private String exchangeId;
  private Boolean isImplied;
  private String contractId;

  public abstract EntryKind kind();

  /** Resets every field to absent. */
  public void clear() {
    exchangeId = null;
    isImplied = null;
    contractId = null;
  }

  /** The venue code, e.g. {@code BINANCE} (null if absent). */
  public String getExchangeId() {
    return exchangeId;
  }

  public void setExchangeId(String exchangeId) {
    this.exchangeId = exchangeId;
  }

  /** True if the quote or trade comes from an implied order book; null if unknown (TimeBase). */
  public Boolean getIsImplied() {
    return isImplied;
  }

  public void setIsImplied(Boolean isImplied) {
    this.isImplied = isImplied;
  }

  /**
   * The derivative contract this entry updates when one package carries several (TimeBase's
   * ALPHANUMERIC(10) {@code contractId}); null, as it mostly is, when absent.
   */
  public String getContractId() {
    return contractId;
  }

  public void setContractId(String contractId) {
    this.contractId = contractId;
  }
}
