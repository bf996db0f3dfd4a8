package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal;

/** A change to one price level: insert, update or delete. */
public final class L2EntryUpdate extends BasePriceEntry {
  private static final long serialVersionUID = 1L;

  private short level;
  private QuoteSide side;
  @Decimal private long price = Decimals.NULL;
  @Decimal private long size = Decimals.NULL;
  private BookUpdateAction action;

  @Override
  public EntryKind kind() {
    return EntryKind.L2_UPDATE;
  }

  @Override
  public void clear() {
    super.clear();
    level = 0;
    side = null;
    price = Decimals.NULL;
    size = Decimals.NULL;
    action = null;
  }

  public short getLevel() {
    return level;
  }

  public void setLevel(short level) {
    this.level = level;
  }

  public QuoteSide getSide() {
    return side;
  }

  public void setSide(QuoteSide side) {
    this.side = side;
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

  public BookUpdateAction getAction() {
    return action;
  }

  public void setAction(BookUpdateAction action) {
    this.action = action;
  }
}
