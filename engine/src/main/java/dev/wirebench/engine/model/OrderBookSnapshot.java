package dev.wirebench.engine.model;

import java.util.ArrayList;

/**
 * An order-book snapshot in the shape of the widely used order-book codec benchmark suite
 * (myra-codec's sample set): prices as {@code priceNanos}, optional trading status, last trade and
 * maker flags, and a string map of metadata. Symbol and timestamp come from {@link
 * InstrumentMessage}.
 */
public final class OrderBookSnapshot extends InstrumentMessage {
  private static final long serialVersionUID = 1L;

  private String venue;
  private long instrumentId;
  private long sequence;
  private boolean isTrading;
  private TradingStatus tradingStatus;
  private LastTrade lastTrade;
  private final ArrayList<BookLevel> bids = new ArrayList<>();
  private final ArrayList<BookLevel> asks = new ArrayList<>();
  private final Metadata metadata = new Metadata();

  /** Kept across {@link #clearLastTrade()} so a decoder can refill it without allocating. */
  private transient LastTrade spareLastTrade;

  @Override
  public MessageType messageType() {
    return MessageType.ORDER_BOOK_SNAPSHOT;
  }

  @Override
  public void clear() {
    super.clear();
    venue = null;
    instrumentId = 0;
    sequence = 0;
    isTrading = false;
    tradingStatus = null;
    clearLastTrade();
    bids.clear();
    asks.clear();
    metadata.clear();
  }

  public String getVenue() {
    return venue;
  }

  public void setVenue(String venue) {
    this.venue = venue;
  }

  public long getInstrumentId() {
    return instrumentId;
  }

  public void setInstrumentId(long instrumentId) {
    this.instrumentId = instrumentId;
  }

  public long getSequence() {
    return sequence;
  }

  public void setSequence(long sequence) {
    this.sequence = sequence;
  }

  public boolean isTrading() {
    return isTrading;
  }

  public void setTrading(boolean isTrading) {
    this.isTrading = isTrading;
  }

  /** The trading phase, or null if absent. */
  public TradingStatus getTradingStatus() {
    return tradingStatus;
  }

  public void setTradingStatus(TradingStatus tradingStatus) {
    this.tradingStatus = tradingStatus;
  }

  /** The last trade, or null if absent. */
  public LastTrade getLastTrade() {
    return lastTrade;
  }

  /** Makes the last trade present and returns it, reusing the previous instance if any. */
  public LastTrade lastTradeForWrite() {
    if (lastTrade == null) {
      lastTrade = spareLastTrade != null ? spareLastTrade : new LastTrade();
      spareLastTrade = null;
    }
    return lastTrade;
  }

  /**
   * Makes the last trade absent, keeping the instance for the next {@link #lastTradeForWrite()}.
   */
  public void clearLastTrade() {
    if (lastTrade != null) {
      lastTrade.clear();
      spareLastTrade = lastTrade;
      lastTrade = null;
    }
  }

  /** Bid levels, best first; decoders refill this list in place. */
  public ArrayList<BookLevel> getBids() {
    return bids;
  }

  /** Ask levels, best first; decoders refill this list in place. */
  public ArrayList<BookLevel> getAsks() {
    return asks;
  }

  public Metadata getMetadata() {
    return metadata;
  }

  /** The level at {@code index} of {@code levels}, reused or appended. */
  public static BookLevel levelSlot(ArrayList<BookLevel> levels, int index) {
    return Reuse.slot(levels, index, BookLevel.class, BookLevel::new);
  }
}
