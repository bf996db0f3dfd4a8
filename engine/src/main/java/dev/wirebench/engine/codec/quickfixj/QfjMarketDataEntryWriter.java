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
import quickfix.Group;

/** Writes one PackageHeader entry as a NoMDEntries (268) group instance (FIX-MAPPING.md). */
final class QfjMarketDataEntryWriter {
  private QfjMarketDataEntryWriter() {}

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, field by field as FIX-MAPPING.md lists
  // them; kept flat
  static Group toGroup(BaseEntry entry, boolean incremental) {
    Group group =
        incremental
            ? new Group(FixTags.NO_MD_ENTRIES, 279, QfjMarketDataEntry.X_ORDER)
            : new Group(FixTags.NO_MD_ENTRIES, 269, QfjMarketDataEntry.W_ORDER);
    EntryKind kind = entry.kind();
    if (incremental || kind == EntryKind.L2_UPDATE) {
      group.setChar(279, kind == EntryKind.L2_UPDATE ? action((L2EntryUpdate) entry) : '0');
    }
    switch (kind) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        group.setChar(269, '2');
        prices(group, trade.getPrice(), trade.getSize());
        if (trade.getMatchId() != null) {
          group.setString(1003, trade.getMatchId());
        }
        if (trade.getSide() != null) {
          group.setChar(2446, trade.getSide() == AggressorSide.BUY ? '1' : '2');
        }
        tradeFields(group, trade);
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        group.setChar(269, side(l1.getSide()));
        prices(group, l1.getPrice(), l1.getSize());
        if (l1.getIsNational() != null) {
          group.setChar(FixTags.IS_NATIONAL, l1.getIsNational() ? 'Y' : 'N');
        }
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        group.setChar(269, side(l2.getSide()));
        prices(group, l2.getPrice(), l2.getSize());
        group.setString(1023, Integer.toString(l2.getLevel() + 1));
      }
      case L2_UPDATE -> {
        L2EntryUpdate update = (L2EntryUpdate) entry;
        group.setChar(269, side(update.getSide()));
        if (update.getAction() == BookUpdateAction.INSERT) {
          group.setChar(FixTags.ENTRY_CLASS, 'U');
        }
        prices(group, update.getPrice(), update.getSize());
        group.setString(1023, Integer.toString(update.getLevel() + 1));
      }
      case BOOK_RESET -> {
        BookResetEntry reset = (BookResetEntry) entry;
        group.setChar(269, 'J');
        if (reset.getSide() != null) {
          group.setChar(FixTags.RESET_SIDE, reset.getSide() == QuoteSide.BID ? '0' : '1');
        }
      }
    }
    if (entry.getExchangeId() != null) {
      group.setString(275, entry.getExchangeId());
    }
    if (entry.getIsImplied() != null) {
      group.setChar(FixTags.IS_IMPLIED, entry.getIsImplied() ? 'Y' : 'N');
    }
    if (entry.getContractId() != null) {
      group.setString(FixTags.CONTRACT_ID, entry.getContractId());
    }
    if (entry instanceof BasePriceEntry priced) {
      priceFields(group, priced);
    }
    return group;
  }

  /** TimeBase's own TradeEntry fields, after 2446 (FIX-MAPPING.md). */
  private static void tradeFields(Group group, TradeEntry trade) {
    optionalString(group, FixTags.TRADE_CONDITION, trade.getCondition());
    if (trade.getTradeType() != null) {
      group.setString(FixTags.TRADE_TYPE, Integer.toString(trade.getTradeType().code()));
    }
    optionalString(group, FixTags.BUYER_ORDER_ID, trade.getBuyerOrderId());
    optionalString(group, FixTags.SELLER_ORDER_ID, trade.getSellerOrderId());
    optionalString(group, FixTags.BUYER_PARTICIPANT_ID, trade.getBuyerParticipantId());
    optionalString(group, FixTags.SELLER_PARTICIPANT_ID, trade.getSellerParticipantId());
    if (trade.getBuyerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      group.setString(
          FixTags.BUYER_NUMBER_OF_ORDERS, Long.toString(trade.getBuyerNumberOfOrders()));
    }
    if (trade.getSellerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      group.setString(
          FixTags.SELLER_NUMBER_OF_ORDERS, Long.toString(trade.getSellerNumberOfOrders()));
    }
  }

  private static void optionalString(Group group, int tag, String value) {
    if (value != null) {
      group.setString(tag, value);
    }
  }

  private static void priceFields(Group group, BasePriceEntry priced) {
    if (priced.getNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      group.setString(FixTags.NUMBER_OF_ORDERS, Long.toString(priced.getNumberOfOrders()));
    }
    if (priced.getQuoteId() != null) {
      group.setString(FixTags.QUOTE_ID, priced.getQuoteId());
    }
    if (priced.getParticipantId() != null) {
      group.setString(FixTags.PARTICIPANT_ID, priced.getParticipantId());
    }
  }

  private static void prices(Group group, long price, long size) {
    if (!Decimals.isNull(price)) {
      group.setString(270, QfjValues.decimal(price));
    }
    if (!Decimals.isNull(size)) {
      group.setString(271, QfjValues.decimal(size));
    }
  }

  private static char side(QuoteSide side) {
    if (side == null) {
      throw QfjErrors.at(null, 0, "side", "an L1/L2 entry needs a side for 269 MDEntryType");
    }
    return side == QuoteSide.BID ? '0' : '1';
  }

  private static char action(L2EntryUpdate update) {
    BookUpdateAction action = update.getAction();
    if (action == null) {
      throw QfjErrors.at(null, 0, "action", "an L2EntryUpdate needs an action for 279");
    }
    return switch (action) {
      case INSERT -> '0';
      case UPDATE -> '1';
      case DELETE -> '2';
    };
  }
}
