package dev.wirebench.engine.model;

/** FIX TimeInForce (tag 59) values. */
public enum TimeInForce {
  DAY('0'),
  GOOD_TILL_CANCEL('1'),
  IMMEDIATE_OR_CANCEL('3'),
  FILL_OR_KILL('4'),
  GOOD_TILL_DATE('6');

  private static final TimeInForce[] VALUES = values();

  private final char fixCode;

  TimeInForce(char fixCode) {
    this.fixCode = fixCode;
  }

  public char fixCode() {
    return fixCode;
  }

  /** The value for a FIX code, or null if unknown. */
  public static TimeInForce ofFixCode(int code) {
    for (TimeInForce value : VALUES) {
      if (value.fixCode == code) {
        return value;
      }
    }
    return null;
  }
}
