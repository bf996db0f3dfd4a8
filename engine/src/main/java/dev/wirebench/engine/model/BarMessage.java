package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal;

/** An OHLCV bar: the small fixed-shape message used for stream throughput. */
public final class BarMessage extends InstrumentMessage {
  private static final long serialVersionUID = 1L;

  private String exchangeId;
  @Decimal private long open = Decimals.NULL;
  @Decimal private long high = Decimals.NULL;
  @Decimal private long low = Decimals.NULL;
  @Decimal private long close = Decimals.NULL;
  @Decimal private long volume = Decimals.NULL;

  @Override
  public MessageType messageType() {
    return MessageType.BAR_MESSAGE;
  }

  @Override
  public void clear() {
    super.clear();
    exchangeId = null;
    open = Decimals.NULL;
    high = Decimals.NULL;
    low = Decimals.NULL;
    close = Decimals.NULL;
    volume = Decimals.NULL;
  }

  public String getExchangeId() {
    return exchangeId;
  }

  public void setExchangeId(String exchangeId) {
    this.exchangeId = exchangeId;
  }

  @Decimal
  public long getOpen() {
    return open;
  }

  public void setOpen(@Decimal long open) {
    this.open = open;
  }

  @Decimal
  public long getHigh() {
    return high;
  }

  public void setHigh(@Decimal long high) {
    this.high = high;
  }

  @Decimal
  public long getLow() {
    return low;
  }

  public void setLow(@Decimal long low) {
    this.low = low;
  }

  @Decimal
  public long getClose() {
    return close;
  }

  public void setClose(@Decimal long close) {
    this.close = close;
  }

  @Decimal
  public long getVolume() {
    return volume;
  }

  public void setVolume(@Decimal long volume) {
    this.volume = volume;
  }
}
