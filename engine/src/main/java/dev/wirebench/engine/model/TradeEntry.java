package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal;

/** A trade print. */
public final class TradeEntry extends BaseEntry {
  private static final long serialVersionUID = 1L;

  private String matchId;
  @Decimal private long price = Decimals.NULL;
  @Decimal private long size = Decimals.NULL;
  private AggressorSide side;

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
}
