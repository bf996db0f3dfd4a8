package dev.wirebench.engine.model;

import com.epam.deltix.dfp.Decimal;

/** A best bid or offer (top of book). */
public final class L1Entry extends BasePriceEntry {
  private static final long serialVersionUID = 1L;

  private QuoteSide side;
  @Decimal private long price = Decimals.NULL;
  @Decimal private long size = Decimals.NULL;
  private Boolean isNational;

  @Override
  public EntryKind kind() {
    return EntryKind.L1;
  }

  @Override
  public void clear() {
    super.clear();
    side = null;
    price = Decimals.NULL;
    size = Decimals.NULL;
    isNational = null;
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

  /** True for a national (consolidated) BBO, false for a venue's own; null if unknown. */
  public Boolean getIsNational() {
    return isNational;
  }

  public void setIsNational(Boolean isNational) {
    this.isNational = isNational;
  }
}
