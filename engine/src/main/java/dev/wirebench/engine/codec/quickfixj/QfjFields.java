package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.model.Decimals;
import quickfix.FieldMap;
import quickfix.FieldNotFound;

/** Reads typed values from QuickFIX/J field maps, failing with the tag's place in the text. */
final class QfjFields {
  private QfjFields() {}

  static long decimal(FieldMap map, String text, int tag, String path) throws FieldNotFound {
    String value = map.getString(tag);
    long decimal = QfjValues.parseDecimal(value);
    if (Decimals.isNull(decimal)) {
      throw QfjErrors.at(
          text, tag, path, "tag " + tag + " is not an exact plain decimal: " + value);
    }
    return decimal;
  }

  static long timestamp(FieldMap map, String text, int tag, String path) {
    try {
      return QfjValues.timestamp(map, tag);
    } catch (FieldNotFound | RuntimeException e) {
      throw QfjErrors.at(
          text, tag, path, "tag " + tag + " is not a UTCTimestamp: " + e.getMessage());
    }
  }

  static long integer(FieldMap map, String text, int tag, String path) throws FieldNotFound {
    String value = map.getString(tag);
    try {
      return Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw QfjErrors.at(text, tag, path, "tag " + tag + " is not an integer: " + value);
    }
  }

  static char character(FieldMap map, String text, int tag, String path) throws FieldNotFound {
    String value = map.getString(tag);
    if (value.length() != 1) {
      throw QfjErrors.at(text, tag, path, "tag " + tag + " needs one character, found " + value);
    }
    return value.charAt(0);
  }
}
