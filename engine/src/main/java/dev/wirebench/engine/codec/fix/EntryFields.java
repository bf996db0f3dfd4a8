package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.model.Decimals;

/**
 * The raw fields of one NoMDEntries instance, gathered before the entry's class is known (the class
 * follows from which tags are present). Strings stay as byte ranges so that the decoder can compare
 * them with the reused entry's strings instead of allocating. Reset per entry.
 */
final class EntryFields {
  char type;
  int action;
  boolean updateMarker;
  int level;
  long price;
  long size;
  int marketStart;
  int marketLength;
  int matchStart;
  int matchLength;
  char aggressor;
  int national;
  char resetSide;
  int implied;
  int contractStart;
  int contractLength;
  long orders;
  int quoteStart;
  int quoteLength;
  int participantStart;
  int participantLength;

  void reset() {
    type = 0;
    action = -1;
    updateMarker = false;
    level = -1;
    price = Decimals.NULL;
    size = Decimals.NULL;
    marketStart = -1;
    matchStart = -1;
    aggressor = 0;
    national = -1;
    resetSide = 0;
    implied = -1;
    contractStart = -1;
    orders = Long.MIN_VALUE;
    quoteStart = -1;
    participantStart = -1;
  }

  void read(FixInput in, int tag) {
    switch (tag) {
      case 269 -> {
        type = in.character();
        if (type != '0' && type != '1' && type != '2' && type != 'J') {
          throw in.error("MDEntryType must be 0, 1, 2 or J, found '" + type + "'");
        }
      }
      case 279 -> action = in.integer(0, 2);
      case MarketDataEntries.ENTRY_CLASS -> {
        if (in.character() != 'U') {
          throw in.error("EntryClass (5054) may only be U");
        }
        updateMarker = true;
      }
      case 270 -> price = in.decimal();
      case 271 -> size = in.decimal();
      case 1023 -> level = in.integer(1, Short.MAX_VALUE + 1) - 1;
      case 275 -> {
        marketStart = in.absoluteValueStart();
        marketLength = in.valueLength();
      }
      case 1003 -> {
        matchStart = in.absoluteValueStart();
        matchLength = in.valueLength();
      }
      case 2446 -> {
        aggressor = in.character();
        if (aggressor != '1' && aggressor != '2') {
          throw in.error("AggressorSide must be 1 or 2, found '" + aggressor + "'");
        }
      }
      case MarketDataEntries.IS_NATIONAL -> national = in.yesNo() ? 1 : 0;
      case MarketDataEntries.IS_IMPLIED -> implied = in.yesNo() ? 1 : 0;
      case MarketDataEntries.NUMBER_OF_ORDERS -> orders = in.integer();
      case MarketDataEntries.QUOTE_ID -> {
        quoteStart = in.absoluteValueStart();
        quoteLength = in.valueLength();
      }
      case MarketDataEntries.PARTICIPANT_ID -> {
        participantStart = in.absoluteValueStart();
        participantLength = in.valueLength();
      }
      case MarketDataEntries.CONTRACT_ID -> {
        contractStart = in.absoluteValueStart();
        contractLength = in.valueLength();
      }
      default -> {
        resetSide = in.character();
        if (resetSide != '0' && resetSide != '1') {
          throw in.error("ResetSide (5056) must be 0 or 1, found '" + resetSide + "'");
        }
      }
    }
  }
}
