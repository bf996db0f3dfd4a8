package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.FixTags;
import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.BookUpdateAction;
import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.QuoteSide;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.TradeEntry;
import java.util.ArrayList;

/**
 * Reads the entries of a 35=W/X NoMDEntries group (see FIX-MAPPING.md): which tags an entry may
 * hold, in which order, and the entry they make. Writing is {@link FixMarketDataEntryWriter}.
 */
final class FixMarketDataEntries {

  /** TimeBase's TradeEntry string fields, in {@link FixEntryFields#tradeStart} order. */
  static final int[] TRADE_STRING_TAGS = {
    FixTags.TRADE_CONDITION,
    FixTags.BUYER_ORDER_ID,
    FixTags.SELLER_ORDER_ID,
    FixTags.BUYER_PARTICIPANT_ID,
    FixTags.SELLER_PARTICIPANT_ID
  };

  private static final int[] TAGS = {
    269,
    279,
    FixTags.ENTRY_CLASS,
    270,
    271,
    1023,
    275,
    1003,
    2446,
    FixTags.IS_NATIONAL,
    FixTags.RESET_SIDE,
    FixTags.IS_IMPLIED,
    FixTags.CONTRACT_ID,
    FixTags.NUMBER_OF_ORDERS,
    FixTags.QUOTE_ID,
    FixTags.PARTICIPANT_ID,
    FixTags.TRADE_CONDITION,
    FixTags.TRADE_TYPE,
    FixTags.BUYER_ORDER_ID,
    FixTags.SELLER_ORDER_ID,
    FixTags.BUYER_PARTICIPANT_ID,
    FixTags.SELLER_PARTICIPANT_ID,
    FixTags.BUYER_NUMBER_OF_ORDERS,
    FixTags.SELLER_NUMBER_OF_ORDERS
  };
  private static final String[] PATHS = {
    "side",
    "action",
    "(EntryClass)",
    "price",
    "size",
    "level",
    "exchangeId",
    "matchId",
    "side",
    "isNational",
    "side",
    "isImplied",
    "contractId",
    "numberOfOrders",
    "quoteId",
    "participantId",
    "condition",
    "tradeType",
    "buyerOrderId",
    "sellerOrderId",
    "buyerParticipantId",
    "sellerParticipantId",
    "buyerNumberOfOrders",
    "sellerNumberOfOrders"
  };

  /** Tags each entry class may carry, as bit masks over {@link #TAGS}. */
  private static final int BASE_TAGS = mask(275, FixTags.IS_IMPLIED, FixTags.CONTRACT_ID);

  private static final int PRICE_TAGS =
      BASE_TAGS | mask(FixTags.NUMBER_OF_ORDERS, FixTags.QUOTE_ID, FixTags.PARTICIPANT_ID);

  private static final int TRADE_TAGS =
      BASE_TAGS
          | mask(269, 279, 270, 271, 1003, 2446)
          | mask(
              FixTags.TRADE_CONDITION,
              FixTags.TRADE_TYPE,
              FixTags.BUYER_ORDER_ID,
              FixTags.SELLER_ORDER_ID)
          | mask(
              FixTags.BUYER_PARTICIPANT_ID,
              FixTags.SELLER_PARTICIPANT_ID,
              FixTags.BUYER_NUMBER_OF_ORDERS,
              FixTags.SELLER_NUMBER_OF_ORDERS);
  private static final int L1_TAGS = PRICE_TAGS | mask(269, 279, 270, 271, FixTags.IS_NATIONAL);
  private static final int L2_NEW_TAGS = PRICE_TAGS | mask(269, 279, 270, 271, 1023);
  private static final int L2_UPDATE_TAGS =
      PRICE_TAGS | mask(269, 279, FixTags.ENTRY_CLASS, 270, 271, 1023);
  private static final int RESET_TAGS = BASE_TAGS | mask(269, 279, FixTags.RESET_SIDE);

  private final String codecId;
  private final FixEntryFields fields = new FixEntryFields();

  FixMarketDataEntries(String codecId) {
    this.codecId = codecId;
  }

  static boolean isEntryTag(int tag) {
    return indexOf(tag) >= 0;
  }

  static int indexOf(int tag) {
    for (int i = 0; i < TAGS.length; i++) {
      if (TAGS[i] == tag) {
        return i;
      }
    }
    return -1;
  }

  /** The model field a tag holds within an entry (for spans), or null. */
  static String fieldOf(int tag) {
    int index = indexOf(tag);
    return index < 0 ? null : PATHS[index];
  }

  /** Reads entry {@code index} into its slot of {@code list}. */
  void read(FixInput in, ArrayList<BaseEntry> list, int index, boolean incremental) {
    int delimiter = incremental ? 279 : 269;
    in.path("entries", index, null);
    if (in.peekTag() != delimiter) {
      int tag = in.hasMore() ? in.next() : -1;
      throw in.at(
          in.hasMore() || tag >= 0 ? in.absoluteTagStart() : in.absoluteLimit(),
          "entry "
              + index
              + " must start with tag "
              + delimiter
              + (tag < 0 ? ", found the end" : ", found " + tag));
    }
    FixEntryFields f = fields;
    f.reset();
    int seen = 0;
    do {
      int tag = in.next();
      int slot = indexOf(tag);
      in.path("entries", index, PATHS[slot]);
      if ((seen & (1 << slot)) != 0) {
        throw in.at(in.absoluteTagStart(), "tag " + tag + " appears twice in one entry");
      }
      seen |= 1 << slot;
      f.read(in, tag);
    } while (in.hasMore() && in.peekTag() != delimiter && isEntryTag(in.peekTag()));
    in.path("entries", index, null);
    fill(in, f, seen, list, index, incremental);
  }

  private static int mask(int... tags) {
    int mask = 0;
    for (int tag : tags) {
      mask |= 1 << indexOf(tag);
    }
    return mask;
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, mirroring FIX-MAPPING.md; the hot decode
  // path, kept flat
  private void fill(
      FixInput in, FixEntryFields f, int seen, ArrayList<BaseEntry> list, int index, boolean x) {
    if (f.type == 0) {
      throw in.at(in.absolutePosition(), "entry lacks MDEntryType (269)");
    }
    EntryKind kind = kindOf(f);
    int allowed =
        switch (kind) {
          case TRADE -> TRADE_TAGS;
          case L1 -> L1_TAGS;
          case L2_NEW -> L2_NEW_TAGS;
          case L2_UPDATE -> L2_UPDATE_TAGS;
          case BOOK_RESET -> RESET_TAGS;
        };
    if ((seen & ~allowed) != 0) {
      throw in.at(
          in.absolutePosition(),
          "entry holds tags that do not belong to a " + kind.shortName() + " (see FIX-MAPPING.md)");
    }
    if (x && f.action < 0 || !x && kind != EntryKind.L2_UPDATE && f.action >= 0) {
      throw in.at(
          in.absolutePosition(),
          "MDUpdateAction (279) is required in X and only" + " L2EntryUpdate carries it in W");
    }
    if (kind != EntryKind.L2_UPDATE && f.action > 0 || f.updateMarker && f.action != 0) {
      throw in.at(
          in.absolutePosition(),
          "MDUpdateAction "
              + f.action
              + (f.updateMarker ? " with EntryClass U" : "")
              + " does not fit a "
              + kind.shortName());
    }
    byte[] src = in.array();
    BaseEntry entry = kind.slot(list, index);
    String exchange = entry.getExchangeId();
    String contract = entry.getContractId();
    BasePriceEntry priced = entry instanceof BasePriceEntry p ? p : null;
    String quote = priced == null ? null : priced.getQuoteId();
    String participant = priced == null ? null : priced.getParticipantId();
    String match = kind == EntryKind.TRADE ? ((TradeEntry) entry).getMatchId() : null;
    TradeEntry trade = kind == EntryKind.TRADE ? (TradeEntry) entry : null;
    if (trade != null) {
      f.keepTradeStrings(trade);
    }
    entry.clear();
    if (f.marketStart >= 0) {
      entry.setExchangeId(Reuse.utf8(exchange, src, f.marketStart, f.marketLength));
    }
    if (f.implied >= 0) {
      entry.setIsImplied(f.implied == 1);
    }
    if (f.contractStart >= 0) {
      entry.setContractId(Reuse.utf8(contract, src, f.contractStart, f.contractLength));
    }
    if (priced != null) {
      priced.setNumberOfOrders(f.orders);
      if (f.quoteStart >= 0) {
        priced.setQuoteId(Reuse.utf8(quote, src, f.quoteStart, f.quoteLength));
      }
      if (f.participantStart >= 0) {
        priced.setParticipantId(
            Reuse.utf8(participant, src, f.participantStart, f.participantLength));
      }
    }
    if (trade != null) {
      f.assignTradeFields(trade, src);
    }
    assign(kind, entry, f, src, match);
  }

  private static void assign(
      EntryKind kind, BaseEntry entry, FixEntryFields f, byte[] src, String match) {
    switch (kind) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        trade.setPrice(f.price);
        trade.setSize(f.size);
        if (f.matchStart >= 0) {
          trade.setMatchId(Reuse.utf8(match, src, f.matchStart, f.matchLength));
        }
        trade.setSide(
            f.aggressor == 0 ? null : f.aggressor == '1' ? AggressorSide.BUY : AggressorSide.SELL);
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        l1.setSide(quoteSide(f.type));
        l1.setPrice(f.price);
        l1.setSize(f.size);
        l1.setIsNational(f.national < 0 ? null : f.national == 1);
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        l2.setSide(quoteSide(f.type));
        l2.setLevel((short) f.level);
        l2.setPrice(f.price);
        l2.setSize(f.size);
      }
      case L2_UPDATE -> {
        L2EntryUpdate update = (L2EntryUpdate) entry;
        update.setSide(quoteSide(f.type));
        update.setLevel((short) f.level);
        update.setAction(
            f.action == 0
                ? BookUpdateAction.INSERT
                : f.action == 1 ? BookUpdateAction.UPDATE : BookUpdateAction.DELETE);
        update.setPrice(f.price);
        update.setSize(f.size);
      }
      case BOOK_RESET ->
          ((BookResetEntry) entry)
              .setSide(
                  f.resetSide == 0 ? null : f.resetSide == '0' ? QuoteSide.BID : QuoteSide.ASK);
    }
  }

  private static EntryKind kindOf(FixEntryFields f) {
    if (f.type == '2') {
      return EntryKind.TRADE;
    }
    if (f.type == 'J') {
      return EntryKind.BOOK_RESET;
    }
    if (f.level < 0) {
      return EntryKind.L1;
    }
    boolean update = f.action == 1 || f.action == 2 || (f.action == 0 && f.updateMarker);
    return update ? EntryKind.L2_UPDATE : EntryKind.L2_NEW;
  }

  private static QuoteSide quoteSide(char type) {
    return type == '0' ? QuoteSide.BID : QuoteSide.ASK;
  }
}
