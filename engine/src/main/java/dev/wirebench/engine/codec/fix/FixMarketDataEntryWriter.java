package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.CodecException;
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

/** Writes the entries of a 35=W/X NoMDEntries group, tag by tag as FIX-MAPPING.md lists them. */
final class FixMarketDataEntryWriter {
  private final String codecId;

  FixMarketDataEntryWriter(String codecId) {
    this.codecId = codecId;
  }

  void write(FixOutput out, BaseEntry entry, boolean incremental) {
    EntryKind kind = entry.kind();
    if (incremental) {
      out.character(279, kind == EntryKind.L2_UPDATE ? action((L2EntryUpdate) entry) : '0');
    }
    switch (kind) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        out.character(269, '2');
        prices(out, trade.getPrice(), trade.getSize());
        market(out, entry);
        if (trade.getMatchId() != null) {
          out.string(1003, trade.getMatchId());
        }
        if (trade.getSide() != null) {
          out.character(2446, trade.getSide() == AggressorSide.BUY ? '1' : '2');
        }
        tradeFields(out, trade);
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        out.character(269, side(l1.getSide()));
        prices(out, l1.getPrice(), l1.getSize());
        market(out, entry);
        if (l1.getIsNational() != null) {
          out.character(FixTags.IS_NATIONAL, l1.getIsNational() ? 'Y' : 'N');
        }
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        out.character(269, side(l2.getSide()));
        prices(out, l2.getPrice(), l2.getSize());
        out.integer(1023, l2.getLevel() + 1L);
        market(out, entry);
      }
      case L2_UPDATE -> {
        L2EntryUpdate update = (L2EntryUpdate) entry;
        out.character(269, side(update.getSide()));
        if (!incremental) {
          out.character(279, action(update));
        }
        if (update.getAction() == BookUpdateAction.INSERT) {
          out.character(FixTags.ENTRY_CLASS, 'U');
        }
        prices(out, update.getPrice(), update.getSize());
        out.integer(1023, update.getLevel() + 1L);
        market(out, entry);
      }
      case BOOK_RESET -> {
        BookResetEntry reset = (BookResetEntry) entry;
        out.character(269, 'J');
        market(out, entry);
        if (reset.getSide() != null) {
          out.character(FixTags.RESET_SIDE, reset.getSide() == QuoteSide.BID ? '0' : '1');
        }
      }
    }
  }

  private static void prices(FixOutput out, long price, long size) {
    if (!Decimals.isNull(price)) {
      out.decimal(270, price);
    }
    if (!Decimals.isNull(size)) {
      out.decimal(271, size);
    }
  }

  private static void market(FixOutput out, BaseEntry entry) {
    if (entry.getExchangeId() != null) {
      out.string(275, entry.getExchangeId());
    }
    if (entry.getIsImplied() != null) {
      out.character(FixTags.IS_IMPLIED, entry.getIsImplied() ? 'Y' : 'N');
    }
    if (entry.getContractId() != null) {
      out.string(FixTags.CONTRACT_ID, entry.getContractId());
    }
    if (entry instanceof BasePriceEntry priced) {
      if (priced.getNumberOfOrders() != BasePriceEntry.NO_COUNT) {
        out.integer(FixTags.NUMBER_OF_ORDERS, priced.getNumberOfOrders());
      }
      if (priced.getQuoteId() != null) {
        out.string(FixTags.QUOTE_ID, priced.getQuoteId());
      }
      if (priced.getParticipantId() != null) {
        out.string(FixTags.PARTICIPANT_ID, priced.getParticipantId());
      }
    }
  }

  /** TimeBase's own TradeEntry fields, after 2446 (FIX-MAPPING.md). */
  private static void tradeFields(FixOutput out, TradeEntry trade) {
    optionalString(out, FixTags.TRADE_CONDITION, trade.getCondition());
    if (trade.getTradeType() != null) {
      out.integer(FixTags.TRADE_TYPE, trade.getTradeType().code());
    }
    optionalString(out, FixTags.BUYER_ORDER_ID, trade.getBuyerOrderId());
    optionalString(out, FixTags.SELLER_ORDER_ID, trade.getSellerOrderId());
    optionalString(out, FixTags.BUYER_PARTICIPANT_ID, trade.getBuyerParticipantId());
    optionalString(out, FixTags.SELLER_PARTICIPANT_ID, trade.getSellerParticipantId());
    if (trade.getBuyerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      out.integer(FixTags.BUYER_NUMBER_OF_ORDERS, trade.getBuyerNumberOfOrders());
    }
    if (trade.getSellerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      out.integer(FixTags.SELLER_NUMBER_OF_ORDERS, trade.getSellerNumberOfOrders());
    }
  }

  private static void optionalString(FixOutput out, int tag, String value) {
    if (value != null) {
      out.string(tag, value);
    }
  }

  private char side(QuoteSide side) {
    if (side == null) {
      throw new CodecException(codecId, -1, "side", "FIX 269 needs the side of a book entry");
    }
    return side == QuoteSide.BID ? '0' : '1';
  }

  private char action(L2EntryUpdate update) {
    if (update.getAction() == null) {
      throw new CodecException(codecId, -1, "action", "FIX 279 needs the update action");
    }
    return switch (update.getAction()) {
      case INSERT -> '0';
      case UPDATE -> '1';
      case DELETE -> '2';
    };
  }
}
