package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.codec.FixTags;
import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.BookUpdateAction;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.QuoteSide;
import dev.wirebench.engine.model.TradeEntry;
import dev.wirebench.engine.model.TradeType;
import java.util.ArrayList;
import java.util.Iterator;
import quickfix.Field;
import quickfix.FieldNotFound;
import quickfix.Group;

/**
 * One PackageHeader entry as a NoMDEntries (268) group instance (FIX-MAPPING.md): the tag orders,
 * which tags each entry kind may hold, and reading; writing is {@link QfjMarketDataEntryWriter}.
 */
final class QfjMarketDataEntry {

  /** Entry tags in the order FIX-MAPPING.md writes them; 269 delimits instances in 35=W. */
  static final int[] W_ORDER = {
    269,
    279,
    FixTags.ENTRY_CLASS,
    270,
    271,
    1023,
    275,
    FixTags.IS_IMPLIED,
    FixTags.CONTRACT_ID,
    FixTags.NUMBER_OF_ORDERS,
    FixTags.QUOTE_ID,
    FixTags.PARTICIPANT_ID,
    1003,
    2446,
    FixTags.TRADE_CONDITION,
    FixTags.TRADE_TYPE,
    FixTags.BUYER_ORDER_ID,
    FixTags.SELLER_ORDER_ID,
    FixTags.BUYER_PARTICIPANT_ID,
    FixTags.SELLER_PARTICIPANT_ID,
    FixTags.BUYER_NUMBER_OF_ORDERS,
    FixTags.SELLER_NUMBER_OF_ORDERS,
    FixTags.IS_NATIONAL,
    FixTags.RESET_SIDE
  };

  /** In 35=X, 279 MDUpdateAction comes first and delimits instances. */
  static final int[] X_ORDER = {
    279,
    269,
    FixTags.ENTRY_CLASS,
    270,
    271,
    1023,
    275,
    FixTags.IS_IMPLIED,
    FixTags.CONTRACT_ID,
    FixTags.NUMBER_OF_ORDERS,
    FixTags.QUOTE_ID,
    FixTags.PARTICIPANT_ID,
    1003,
    2446,
    FixTags.TRADE_CONDITION,
    FixTags.TRADE_TYPE,
    FixTags.BUYER_ORDER_ID,
    FixTags.SELLER_ORDER_ID,
    FixTags.BUYER_PARTICIPANT_ID,
    FixTags.SELLER_PARTICIPANT_ID,
    FixTags.BUYER_NUMBER_OF_ORDERS,
    FixTags.SELLER_NUMBER_OF_ORDERS,
    FixTags.IS_NATIONAL,
    FixTags.RESET_SIDE
  };

  private static final int[] TRADE_TAGS = {
    269,
    279,
    270,
    271,
    275,
    FixTags.IS_IMPLIED,
    FixTags.CONTRACT_ID,
    1003,
    2446,
    FixTags.TRADE_CONDITION,
    FixTags.TRADE_TYPE,
    FixTags.BUYER_ORDER_ID,
    FixTags.SELLER_ORDER_ID,
    FixTags.BUYER_PARTICIPANT_ID,
    FixTags.SELLER_PARTICIPANT_ID,
    FixTags.BUYER_NUMBER_OF_ORDERS,
    FixTags.SELLER_NUMBER_OF_ORDERS
  };
  private static final int[] L1_TAGS = {
    269,
    279,
    270,
    271,
    275,
    FixTags.IS_IMPLIED,
    FixTags.CONTRACT_ID,
    FixTags.NUMBER_OF_ORDERS,
    FixTags.QUOTE_ID,
    FixTags.PARTICIPANT_ID,
    FixTags.IS_NATIONAL
  };
  private static final int[] L2_NEW_TAGS = {
    269,
    279,
    270,
    271,
    1023,
    275,
    FixTags.IS_IMPLIED,
    FixTags.CONTRACT_ID,
    FixTags.NUMBER_OF_ORDERS,
    FixTags.QUOTE_ID,
    FixTags.PARTICIPANT_ID
  };
  private static final int[] L2_UPDATE_TAGS = {
    269,
    279,
    FixTags.ENTRY_CLASS,
    270,
    271,
    1023,
    275,
    FixTags.IS_IMPLIED,
    FixTags.CONTRACT_ID,
    FixTags.NUMBER_OF_ORDERS,
    FixTags.QUOTE_ID,
    FixTags.PARTICIPANT_ID
  };
  private static final int[] RESET_TAGS = {
    269, 279, 275, FixTags.IS_IMPLIED, FixTags.CONTRACT_ID, FixTags.RESET_SIDE
  };

  private QfjMarketDataEntry() {}

  private static void readTradeFields(Group group, String text, String path, TradeEntry trade)
      throws FieldNotFound {
    trade.setCondition(optionalString(group, FixTags.TRADE_CONDITION));
    trade.setTradeType(
        group.isSetField(FixTags.TRADE_TYPE) ? tradeType(group, text, path + ".tradeType") : null);
    trade.setBuyerOrderId(optionalString(group, FixTags.BUYER_ORDER_ID));
    trade.setSellerOrderId(optionalString(group, FixTags.SELLER_ORDER_ID));
    trade.setBuyerParticipantId(optionalString(group, FixTags.BUYER_PARTICIPANT_ID));
    trade.setSellerParticipantId(optionalString(group, FixTags.SELLER_PARTICIPANT_ID));
    trade.setBuyerNumberOfOrders(
        group.isSetField(FixTags.BUYER_NUMBER_OF_ORDERS)
            ? QfjFields.integer(
                group, text, FixTags.BUYER_NUMBER_OF_ORDERS, path + ".buyerNumberOfOrders")
            : BasePriceEntry.NO_COUNT);
    trade.setSellerNumberOfOrders(
        group.isSetField(FixTags.SELLER_NUMBER_OF_ORDERS)
            ? QfjFields.integer(
                group, text, FixTags.SELLER_NUMBER_OF_ORDERS, path + ".sellerNumberOfOrders")
            : BasePriceEntry.NO_COUNT);
  }

  private static String optionalString(Group group, int tag) throws FieldNotFound {
    return group.isSetField(tag) ? group.getString(tag) : null;
  }

  private static TradeType tradeType(Group group, String text, String path) throws FieldNotFound {
    long code = QfjFields.integer(group, text, FixTags.TRADE_TYPE, path);
    for (TradeType type : TradeType.values()) {
      if (type.code() == code) {
        return type;
      }
    }
    throw QfjErrors.at(
        text, FixTags.TRADE_TYPE, path, "TradeType (5063) must be 0, 1, 2, 3 or 20, found " + code);
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, field by field as FIX-MAPPING.md lists
  // them; kept flat
  static void fromGroup(
      Group group, String text, ArrayList<BaseEntry> entries, int index, boolean incremental)
      throws FieldNotFound {
    String path = "entries[" + index + "]";
    EntryKind kind = kindOf(group, text, path, incremental);
    allowOnly(group, text, path, tagsOf(kind));
    BaseEntry entry = kind.slot(entries, index);
    entry.setExchangeId(group.isSetField(275) ? group.getString(275) : null);
    entry.setIsImplied(
        group.isSetField(FixTags.IS_IMPLIED)
            ? yesNo(group, text, FixTags.IS_IMPLIED, path + ".isImplied")
            : null);
    entry.setContractId(
        group.isSetField(FixTags.CONTRACT_ID) ? group.getString(FixTags.CONTRACT_ID) : null);
    if (entry instanceof BasePriceEntry priced) {
      priced.setNumberOfOrders(
          group.isSetField(FixTags.NUMBER_OF_ORDERS)
              ? QfjFields.integer(group, text, FixTags.NUMBER_OF_ORDERS, path + ".numberOfOrders")
              : BasePriceEntry.NO_COUNT);
      priced.setQuoteId(
          group.isSetField(FixTags.QUOTE_ID) ? group.getString(FixTags.QUOTE_ID) : null);
      priced.setParticipantId(
          group.isSetField(FixTags.PARTICIPANT_ID)
              ? group.getString(FixTags.PARTICIPANT_ID)
              : null);
    }
    switch (kind) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        trade.setPrice(decimal(group, text, 270, path + ".price"));
        trade.setSize(decimal(group, text, 271, path + ".size"));
        trade.setMatchId(group.isSetField(1003) ? group.getString(1003) : null);
        trade.setSide(group.isSetField(2446) ? aggressor(group, text, path) : null);
        readTradeFields(group, text, path, trade);
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        l1.setSide(quoteSide(group, text, 269, path));
        l1.setPrice(decimal(group, text, 270, path + ".price"));
        l1.setSize(decimal(group, text, 271, path + ".size"));
        l1.setIsNational(
            group.isSetField(FixTags.IS_NATIONAL) ? national(group, text, path) : null);
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        l2.setSide(quoteSide(group, text, 269, path));
        l2.setPrice(decimal(group, text, 270, path + ".price"));
        l2.setSize(decimal(group, text, 271, path + ".size"));
        l2.setLevel(level(group, text, path));
      }
      case L2_UPDATE -> {
        L2EntryUpdate update = (L2EntryUpdate) entry;
        update.setSide(quoteSide(group, text, 269, path));
        update.setPrice(decimal(group, text, 270, path + ".price"));
        update.setSize(decimal(group, text, 271, path + ".size"));
        update.setLevel(level(group, text, path));
        update.setAction(updateAction(group, text, path));
      }
      case BOOK_RESET ->
          ((BookResetEntry) entry)
              .setSide(
                  group.isSetField(FixTags.RESET_SIDE)
                      ? quoteSide(group, text, FixTags.RESET_SIDE, path)
                      : null);
    }
  }

  /** The entry class, by FIX-MAPPING.md's decoding rules. */
  private static EntryKind kindOf(Group group, String text, String path, boolean incremental)
      throws FieldNotFound {
    if (!group.isSetField(269)) {
      throw QfjErrors.at(text, 268, path, "an entry lacks 269 MDEntryType");
    }
    char type = QfjFields.character(group, text, 269, path);
    char action = group.isSetField(279) ? QfjFields.character(group, text, 279, path) : 0;
    if (group.isSetField(FixTags.ENTRY_CLASS)
        && QfjFields.character(group, text, FixTags.ENTRY_CLASS, path) != 'U') {
      throw QfjErrors.at(text, FixTags.ENTRY_CLASS, path, "5054 EntryClass may only say U");
    }
    if (incremental && action == 0) {
      throw QfjErrors.at(text, 268, path, "a 35=X entry lacks 279 MDUpdateAction");
    }
    EntryKind kind =
        switch (type) {
          case '2' -> EntryKind.TRADE;
          case 'J' -> EntryKind.BOOK_RESET;
          case '0', '1' -> {
            if (!group.isSetField(1023)) {
              yield EntryKind.L1;
            }
            boolean update =
                action == '1'
                    || action == '2'
                    || (action == '0' && group.isSetField(FixTags.ENTRY_CLASS));
            yield update ? EntryKind.L2_UPDATE : EntryKind.L2_NEW;
          }
          default ->
              throw QfjErrors.at(text, 269, path, "269 MDEntryType " + type + " is not mapped");
        };
    boolean actionAllowed = incremental ? action == '0' : action == 0;
    if (kind != EntryKind.L2_UPDATE && !actionAllowed) {
      throw QfjErrors.at(
          text, 279, path + ".action", "279 MDUpdateAction " + action + " does not fit this entry");
    }
    return kind;
  }

  private static int[] tagsOf(EntryKind kind) {
    return switch (kind) {
      case TRADE -> TRADE_TAGS;
      case L1 -> L1_TAGS;
      case L2_NEW -> L2_NEW_TAGS;
      case L2_UPDATE -> L2_UPDATE_TAGS;
      case BOOK_RESET -> RESET_TAGS;
    };
  }

  private static void allowOnly(Group group, String text, String path, int[] tags) {
    for (Iterator<Field<?>> it = group.iterator(); it.hasNext(); ) {
      int tag = it.next().getTag();
      if (!QfjMarketData.contains(tags, tag)) {
        throw QfjErrors.at(text, tag, path, "tag " + tag + " does not belong in this entry");
      }
    }
    if (!group.groupKeys().iterator().hasNext()) {
      return;
    }
    throw QfjErrors.at(text, 268, path, "an entry may not hold a repeating group");
  }

  private static long decimal(Group group, String text, int tag, String path) throws FieldNotFound {
    return group.isSetField(tag) ? QfjFields.decimal(group, text, tag, path) : Decimals.NULL;
  }

  private static QuoteSide quoteSide(Group group, String text, int tag, String path)
      throws FieldNotFound {
    return switch (QfjFields.character(group, text, tag, path + ".side")) {
      case '0' -> QuoteSide.BID;
      case '1' -> QuoteSide.ASK;
      default -> throw QfjErrors.at(text, tag, path + ".side", "tag " + tag + " is 0 or 1 here");
    };
  }

  private static AggressorSide aggressor(Group group, String text, String path)
      throws FieldNotFound {
    return switch (QfjFields.character(group, text, 2446, path + ".side")) {
      case '1' -> AggressorSide.BUY;
      case '2' -> AggressorSide.SELL;
      default -> throw QfjErrors.at(text, 2446, path + ".side", "2446 AggressorSide is 1 or 2");
    };
  }

  private static Boolean national(Group group, String text, String path) throws FieldNotFound {
    return yesNo(group, text, FixTags.IS_NATIONAL, path + ".isNational");
  }

  private static Boolean yesNo(Group group, String text, int tag, String path)
      throws FieldNotFound {
    return switch (QfjFields.character(group, text, tag, path)) {
      case 'Y' -> Boolean.TRUE;
      case 'N' -> Boolean.FALSE;
      default -> throw QfjErrors.at(text, tag, path, tag + " is Y or N");
    };
  }

  private static short level(Group group, String text, String path) throws FieldNotFound {
    long level = QfjFields.integer(group, text, 1023, path + ".level") - 1;
    if (level < 0 || level > Short.MAX_VALUE) {
      throw QfjErrors.at(text, 1023, path + ".level", "1023 MDPriceLevel out of range");
    }
    return (short) level;
  }

  private static BookUpdateAction updateAction(Group group, String text, String path)
      throws FieldNotFound {
    return switch (QfjFields.character(group, text, 279, path + ".action")) {
      case '0' -> BookUpdateAction.INSERT;
      case '1' -> BookUpdateAction.UPDATE;
      case '2' -> BookUpdateAction.DELETE;
      default -> throw QfjErrors.at(text, 279, path + ".action", "279 is 0, 1 or 2 here");
    };
  }
}
