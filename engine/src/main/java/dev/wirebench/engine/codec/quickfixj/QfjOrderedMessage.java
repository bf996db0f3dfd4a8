package dev.wirebench.engine.codec.quickfixj;

import quickfix.Message;

/**
 * A QuickFIX/J message whose header and body keep a given tag order. QuickFIX/J otherwise writes
 * header fields (after 8, 9 and 35) and body fields in ascending tag order, and a FIX message's
 * field order is part of what Wirebench round-trips.
 */
final class QfjOrderedMessage extends Message {
  private static final long serialVersionUID = 1L;

  /** Header and body fields in {@code order}; tags not listed follow in ascending order. */
  QfjOrderedMessage(int[] order) {
    super(order);
    this.header = new Header(order);
  }
}
