package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.FixTags;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.TradeEntry;
import dev.wirebench.engine.model.TradeType;
import java.util.Arrays;

/**
 * The raw fields of one NoMDEntries instance, gathered before the entry's class is known (the class
 * follows from which tags are present). Strings stay as byte ranges so that the decoder can compare
 * them with the reused entry's strings instead of allocating. Reset per entry.
 */
final class FixEntryFields {
  /** {@code TradeType.values()} once: each call clones the array, on the decode path. */
  private static final TradeType[] TRADE_TYPES = TradeType.values();

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

  /** TimeBase's TradeEntry strings, by {@link FixMarketDataEntries#TRADE_STRING_TAGS} index. */
  final int[] tradeStart = new int[5];

  final int[] tradeLength = new int[5];

  /** The reused trade's strings before it is cleared, to compare instead of allocating. */
  private final String[] tradeKept = new String[5];

  TradeType tradeType;
  long buyerOrders;
  long sellerOrders;

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
    Arrays.fill(tradeStart, -1);
    tradeType = null;
    buyerOrders = Long.MIN_VALUE;
    sellerOrders = Long.MIN_VALUE;
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry tag (FIX-MAPPING.md); the hot decode path,
  // kept flat
  void read(FixInput in, int tag) {
    switch (tag) {
      case 269 -> {
        type = in.character();
        if (type != '0' && type != '1' && type != '2' && type != 'J') {
          throw in.error("MDEntryType must be 0, 1, 2 or J, found '" + type + "'");
        }
      }
      case 279 -> action = in.integer(0, 2);
      case FixTags.ENTRY_CLASS -> {
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
      case FixTags.IS_NATIONAL -> national = in.yesNo() ? 1 : 0;
      case FixTags.IS_IMPLIED -> implied = in.yesNo() ? 1 : 0;
      case FixTags.NUMBER_OF_ORDERS -> orders = in.integer();
      case FixTags.QUOTE_ID -> {
        quoteStart = in.absoluteValueStart();
        quoteLength = in.valueLength();
      }
      case FixTags.PARTICIPANT_ID -> {
        participantStart = in.absoluteValueStart();
        participantLength = in.valueLength();
      }
      case FixTags.TRADE_TYPE -> tradeType = tradeType(in);
      case FixTags.BUYER_NUMBER_OF_ORDERS -> buyerOrders = in.integer();
      case FixTags.SELLER_NUMBER_OF_ORDERS -> sellerOrders = in.integer();
      case FixTags.TRADE_CONDITION,
          FixTags.BUYER_ORDER_ID,
          FixTags.SELLER_ORDER_ID,
          FixTags.BUYER_PARTICIPANT_ID,
          FixTags.SELLER_PARTICIPANT_ID -> {
        int slot = tradeSlot(tag);
        tradeStart[slot] = in.absoluteValueStart();
        tradeLength[slot] = in.valueLength();
      }
      case FixTags.CONTRACT_ID -> {
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

  private static int tradeSlot(int tag) {
    int[] tags = FixMarketDataEntries.TRADE_STRING_TAGS;
    for (int i = 0; i < tags.length; i++) {
      if (tags[i] == tag) {
        return i;
      }
    }
    throw new IllegalArgumentException("not a trade string tag: " + tag);
  }

  private static TradeType tradeType(FixInput in) {
    long code = in.integer();
    for (TradeType type : TRADE_TYPES) {
      if (type.code() == code) {
        return type;
      }
    }
    throw in.error("TradeType (5063) must be 0, 1, 2, 3 or 20, found " + code);
  }

  /** Remembers the reused trade's strings before the decoder clears it. */
  void keepTradeStrings(TradeEntry trade) {
    tradeKept[0] = trade.getCondition();
    tradeKept[1] = trade.getBuyerOrderId();
    tradeKept[2] = trade.getSellerOrderId();
    tradeKept[3] = trade.getBuyerParticipantId();
    tradeKept[4] = trade.getSellerParticipantId();
  }

  /** Sets TimeBase's TradeEntry fields read from this instance on a cleared trade. */
  void assignTradeFields(TradeEntry trade, byte[] src) {
    trade.setCondition(tradeString(0, src));
    trade.setTradeType(tradeType);
    trade.setBuyerOrderId(tradeString(1, src));
    trade.setSellerOrderId(tradeString(2, src));
    trade.setBuyerParticipantId(tradeString(3, src));
    trade.setSellerParticipantId(tradeString(4, src));
    trade.setBuyerNumberOfOrders(buyerOrders);
    trade.setSellerNumberOfOrders(sellerOrders);
  }

  private String tradeString(int slot, byte[] src) {
    String kept = tradeKept[slot];
    tradeKept[slot] = null;
    return tradeStart[slot] < 0 ? null : Reuse.utf8(kept, src, tradeStart[slot], tradeLength[slot]);
  }
}
