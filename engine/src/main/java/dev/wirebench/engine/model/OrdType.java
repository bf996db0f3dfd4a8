package dev.wirebench.engine.model;

/** FIX OrdType (tag 40) values. */
public enum OrdType {
  MARKET('1'),
  LIMIT('2'),
  STOP('3'),
  STOP_LIMIT('4');

  private static final OrdType[] VALUES = values();

  private final char fixCode;

  OrdType(char fixCode) {
    this.fixCode = fixCode;
  }

  public char fixCode() {
    return fixCode;
  }

  /** The type for a FIX code, or null if unknown. */
  public static OrdType ofFixCode(int code) {
    for (OrdType type : VALUES) {
      if (type.fixCode == code) {
        return type;
      }
    }
    return null;
  }
}
