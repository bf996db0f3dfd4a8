package dev.wirebench.engine.model;

import java.io.Serializable;

/** The header every market-data message carries: the instrument symbol and the event time. */
public class InstrumentMessage implements Message, Serializable {
  private static final long serialVersionUID = 1L;

  private String symbol;
  private long timestamp = Timestamps.NULL;

  @Override
  public MessageType messageType() {
    return MessageType.INSTRUMENT_MESSAGE;
  }

  @Override
  public void clear() {
    symbol = null;
    timestamp = Timestamps.NULL;
  }

  public String getSymbol() {
    return symbol;
  }

  public void setSymbol(String symbol) {
    this.symbol = symbol;
  }

  /** Event time, nanoseconds since the epoch ({@link Timestamps#NULL} if absent). */
  public long getTimestamp() {
    return timestamp;
  }

  public void setTimestamp(long timestamp) {
    this.timestamp = timestamp;
  }
}
