package dev.wirebench.engine.model;

/** FIX Side (tag 54) values a new order may carry. */
public enum OrderSide {
  BUY('1'),
  SELL('2'),
  SELL_SHORT('5');

  private static final OrderSide[] VALUES = values();

  private final char fixCode;

  OrderSide(char fixCode) {
    this.fixCode = fixCode;
  }

  public char fixCode() {
    return fixCode;
  }

  /** The side for a FIX code, or null if unknown. */
  public static OrderSide ofFixCode(int code) {
    for (OrderSide side : VALUES) {
      if (side.fixCode == code) {
        return side;
      }
    }
    return null;
  }
}
