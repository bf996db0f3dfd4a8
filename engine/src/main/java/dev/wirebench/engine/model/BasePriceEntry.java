package dev.wirebench.engine.model;

/**
 * TimeBase's {@code BasePriceEntry} fields shared by the book entries ({@link L1Entry}, {@link
 * L2EntryNew}, {@link L2EntryUpdate}); a trade is not one (as in TimeBase, where {@code TradeEntry}
 * extends {@code BaseEntry}). Each subclass keeps its own price and size.
 */
public abstract class BasePriceEntry extends BaseEntry {
  private static final long serialVersionUID = 1L;

  /** Absent {@link #getNumberOfOrders()}: TimeBase's INT64 null. */
  public static final long NO_COUNT = Long.MIN_VALUE;

  private long numberOfOrders = NO_COUNT;
  private String quoteId;
  private String participantId;

  @Override
  public void clear() {
    super.clear();
    numberOfOrders = NO_COUNT;
    quoteId = null;
    participantId = null;
  }

  /** How many orders make up this price level, or {@link #NO_COUNT}. */
  public long getNumberOfOrders() {
    return numberOfOrders;
  }

  public void setNumberOfOrders(long numberOfOrders) {
    this.numberOfOrders = numberOfOrders;
  }

  /** The market maker's quote id (FX), or null. */
  public String getQuoteId() {
    return quoteId;
  }

  public void setQuoteId(String quoteId) {
    this.quoteId = quoteId;
  }

  /** The participant (broker) id, or null. */
  public String getParticipantId() {
    return participantId;
  }

  public void setParticipantId(String participantId) {
    this.participantId = participantId;
  }
}
