package dev.wirebench.engine.codec.quickfixj;

import quickfix.FieldNotFound;
import quickfix.Message;
import quickfix.MessageUtils;

/**
 * The checks QuickFIX/J leaves to its session layer, which a codec has to make itself: the text
 * ends with the CheckSum field, and BodyLength and CheckSum match what QuickFIX/J computes.
 */
final class QfjEnvelope {
  private QfjEnvelope() {}

  static void check(Message fix, String text) throws FieldNotFound {
    if (!fix.getTrailer().isSetField(10)) {
      throw QfjErrors.at(text, 0, null, "FIX text lacks 10=CheckSum");
    }
    int checksumAt = QfjErrors.offsetOf(text, 10);
    if (checksumAt < 0
        || checksumAt + 7 != text.length()
        || text.charAt(text.length() - 1) != '\u0001') {
      throw QfjErrors.at(text, 10, null, "FIX text must end with 10=NNN and SOH");
    }
    String checksum = fix.getTrailer().getString(10);
    int expected = MessageUtils.checksum(text);
    if (!checksum.equals(String.format("%03d", expected))) {
      throw QfjErrors.at(
          text, 10, null, "CheckSum is " + checksum + ", the bytes sum to " + expected);
    }
    if (!fix.getHeader().isSetField(9)) {
      throw QfjErrors.at(text, 0, null, "FIX text lacks 9=BodyLength");
    }
    String declared = fix.getHeader().getString(9);
    int bodyStart = text.indexOf('\u0001', text.indexOf("9=")) + 1;
    int actual = checksumAt - bodyStart;
    if (!declared.equals(Integer.toString(actual))) {
      throw QfjErrors.at(
          text, 9, null, "BodyLength is " + declared + ", the body has " + actual + " bytes");
    }
  }

  /** Fails if the header or trailer hold a tag other than {@code allowed} (and 10). */
  static void onlyHeader(Message fix, String text, int... allowed) {
    for (var it = fix.getHeader().iterator(); it.hasNext(); ) {
      int tag = it.next().getTag();
      if (!QfjMarketData.contains(allowed, tag)) {
        throw QfjErrors.at(text, tag, null, "tag " + tag + " is not part of the mapping");
      }
    }
    for (var it = fix.getTrailer().iterator(); it.hasNext(); ) {
      int tag = it.next().getTag();
      if (tag != 10) {
        throw QfjErrors.at(text, tag, null, "tag " + tag + " is not part of the mapping");
      }
    }
  }
}
