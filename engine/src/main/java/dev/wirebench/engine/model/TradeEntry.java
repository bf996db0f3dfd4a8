package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal;

/** A trade print. */
public final class TradeEntry extends BaseEntry {
  private static final long serialVersionUID = 1L;

  private String matchId;
  @Decimal private long price = Decimals.NULL;
  @Decimal private long size = Decimals.NULL;
  private AggressorSide side;
  private String condition;
  private TradeType tradeType;
  private String buyerOrderId;
  private String sellerOrderId;
  private String buyerParticipantId;
  private String sellerParticipantId;
  private long buyerNumberOfOrders = BasePriceEntry.NO_COUNT;
  private long sellerNumberOfOrders = BasePriceEntry.NO_COUNT;

  @Override
  public EntryKind kind() {
    return EntryKind.TRADE;
  }

  @Override
  public void clear() {
    super.clear();
    matchId = null;
    price = Decimals.NULL;
    size = Decimals.NULL;
    side = null;
    condition = null;
    tradeType = null;
    buyerOrderId = null;
    sellerOrderId = null;
    buyerParticipantId = null;
    sellerParticipantId = null;
    buyerNumberOfOrders = BasePriceEntry.NO_COUNT;
    sellerNumberOfOrders = BasePriceEntry.NO_COUNT;
  }

  public String getMatchId() {
    return matchId;
  }

  public void setMatchId(String matchId) {
    this.matchId = matchId;
  }

  @Decimal
  public long getPrice() {
    return price;
  }

  public void setPrice(@Decimal long price) {
    this.price = price;
  }

  @Decimal
  public long getSize() {
    return size;
  }

  public void setSize(@Decimal long size) {
    this.size = size;
  }

  /** The aggressor, or null if the venue does not say. */
  public AggressorSide getSide() {
    return side;
  }

  public void setSide(AggressorSide side) {
    this.side = side;
  }

  /** The venue's trade condition code(s), or null. */
  public String getCondition() {
    return condition;
  }

  public void setCondition(String condition) {
    this.condition = condition;
  }

  /** The kind of print, or null (TimeBase leaves it null for regular trades). */
  public TradeType getTradeType() {
    return tradeType;
  }

  public void setTradeType(TradeType tradeType) {
    this.tradeType = tradeType;
  }

  /** The buy side's order id, or null. */
  public String getBuyerOrderId() {
    return buyerOrderId;
  }

  public void setBuyerOrderId(String buyerOrderId) {
    this.buyerOrderId = buyerOrderId;
  }

  /** The sell side's order id, or null. */
  public String getSellerOrderId() {
    return sellerOrderId;
  }

  public void setSellerOrderId(String sellerOrderId) {
    this.sellerOrderId = sellerOrderId;
  }

  /** The buy side's participant (broker) id, or null. */
  public String getBuyerParticipantId() {
    return buyerParticipantId;
  }

  public void setBuyerParticipantId(String buyerParticipantId) {
    this.buyerParticipantId = buyerParticipantId;
  }

  /** The sell side's participant (broker) id, or null. */
  public String getSellerParticipantId() {
    return sellerParticipantId;
  }

  public void setSellerParticipantId(String sellerParticipantId) {
    this.sellerParticipantId = sellerParticipantId;
  }

  /** How many buy orders matched, or {@link BasePriceEntry#NO_COUNT}. */
  public long getBuyerNumberOfOrders() {
    return buyerNumberOfOrders;
  }

  public void setBuyerNumberOfOrders(long buyerNumberOfOrders) {
    this.buyerNumberOfOrders = buyerNumberOfOrders;
  }

  /** How many sell orders matched, or {@link BasePriceEntry#NO_COUNT}. */
  public long getSellerNumberOfOrders() {
    return sellerNumberOfOrders;
  }

  public void setSellerNumberOfOrders(long sellerNumberOfOrders) {
    this.sellerNumberOfOrders = sellerNumberOfOrders;
  }
}
