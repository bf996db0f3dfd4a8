package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.core.JsonToken;
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
import dev.wirebench.engine.model.TradeType;
import dev.wirebench.engine.model.json.JsonObjects.Shape;
import java.util.ArrayList;

/** Reads the polymorphic {@code entries} of a PackageHeader. */
final class EntryJsonReader {
  private static final Shape TRADE =
      Shape.of(
          "TradeEntry",
          1,
          "price",
          "exchangeId",
          "matchId",
          "size",
          "side",
          "condition",
          "tradeType",
          "buyerOrderId",
          "sellerOrderId",
          "buyerParticipantId",
          "sellerParticipantId",
          "buyerNumberOfOrders",
          "sellerNumberOfOrders",
          "isImplied",
          "contractId");
  private static final Shape L1 =
      Shape.of(
          "L1Entry",
          2,
          "side",
          "price",
          "exchangeId",
          "size",
          "isNational",
          "numberOfOrders",
          "quoteId",
          "participantId",
          "isImplied",
          "contractId");
  private static final Shape L2_NEW =
      Shape.of(
          "L2EntryNew",
          4,
          "level",
          "side",
          "price",
          "size",
          "exchangeId",
          "numberOfOrders",
          "quoteId",
          "participantId",
          "isImplied",
          "contractId");
  private static final Shape L2_UPDATE =
      Shape.of(
          "L2EntryUpdate",
          3,
          "level",
          "side",
          "action",
          "price",
          "size",
          "exchangeId",
          "numberOfOrders",
          "quoteId",
          "participantId",
          "isImplied",
          "contractId");
  private static final Shape BOOK_RESET =
      Shape.of("BookResetEntry", 0, "exchangeId", "side", "isImplied", "contractId");

  private final JsonCursor cursor;
  private final MessageJsonReader owner;

  EntryJsonReader(JsonCursor cursor, MessageJsonReader owner) {
    this.cursor = cursor;
    this.owner = owner;
  }

  void readEntries(ArrayList<BaseEntry> entries) {
    int count = JsonObjects.array(cursor, "entries", index -> readEntry(entries, index));
    Reuse.truncate(entries, count);
  }

  private void readEntry(ArrayList<BaseEntry> entries, int index) {
    cursor.expect(JsonToken.START_OBJECT, "an entry object");
    String typeName = owner.hintedType();
    if (typeName == null && owner.prescanned()) {
      throw cursor.error(
          "entry object has no \"$type\" field; give one of "
              + String.join(", ", TypeNames.entryShortNames()));
    }
    if (typeName == null) {
      if (cursor.next() != JsonToken.FIELD_NAME || !"$type".equals(cursor.fieldName())) {
        throw cursor.error(
            "expected \"$type\" as the first field of an entry (one of "
                + String.join(", ", TypeNames.entryShortNames())
                + "), found "
                + cursor.found());
      }
      cursor.next();
      typeName = cursor.string(false);
    }
    EntryKind kind = TypeNames.entry(typeName);
    if (kind == null) {
      throw cursor.error(
          "unknown entry type \""
              + typeName
              + "\"; known entry types: "
              + String.join(", ", TypeNames.entryShortNames()));
    }
    BaseEntry entry = kind.slot(entries, index);
    entry.clear();
    switch (kind) {
      case TRADE -> readTrade((TradeEntry) entry);
      case L1 -> readL1((L1Entry) entry);
      case L2_NEW -> readL2New((L2EntryNew) entry);
      case L2_UPDATE -> readL2Update((L2EntryUpdate) entry);
      case BOOK_RESET -> readReset((BookResetEntry) entry);
    }
  }

  private void readTrade(TradeEntry entry) {
    JsonObjects.read(
        cursor,
        TRADE,
        false,
        true,
        index -> {
          switch (index) {
            case 0 -> entry.setPrice(cursor.decimal(false));
            case 1 -> entry.setExchangeId(cursor.string(true));
            case 2 -> entry.setMatchId(cursor.string(true));
            case 3 -> entry.setSize(cursor.decimal(true));
            case 4 -> entry.setSide(cursor.enumValue(AggressorSide.class, true));
            case 5 -> entry.setCondition(cursor.string(true));
            case 6 -> entry.setTradeType(tradeType());
            case 7 -> entry.setBuyerOrderId(cursor.string(true));
            case 8 -> entry.setSellerOrderId(cursor.string(true));
            case 9 -> entry.setBuyerParticipantId(cursor.string(true));
            case 10 -> entry.setSellerParticipantId(cursor.string(true));
            case 11 -> entry.setBuyerNumberOfOrders(count());
            case 12 -> entry.setSellerNumberOfOrders(count());
            default -> readBase(entry, index - 13);
          }
        });
  }

  private void readL1(L1Entry entry) {
    JsonObjects.read(
        cursor,
        L1,
        false,
        true,
        index -> {
          switch (index) {
            case 0 -> entry.setSide(cursor.enumValue(QuoteSide.class, false));
            case 1 -> entry.setPrice(cursor.decimal(false));
            case 2 -> entry.setExchangeId(cursor.string(true));
            case 3 -> entry.setSize(cursor.decimal(true));
            case 4 -> entry.setIsNational(cursor.optionalBoolean());
            default -> readPriceOrBase(entry, index - 5);
          }
        });
  }

  private void readL2New(L2EntryNew entry) {
    JsonObjects.read(
        cursor,
        L2_NEW,
        false,
        true,
        index -> {
          switch (index) {
            case 0 -> entry.setLevel(level());
            case 1 -> entry.setSide(cursor.enumValue(QuoteSide.class, false));
            case 2 -> entry.setPrice(cursor.decimal(false));
            case 3 -> entry.setSize(cursor.decimal(false));
            case 4 -> entry.setExchangeId(cursor.string(true));
            default -> readPriceOrBase(entry, index - 5);
          }
        });
  }

  private void readL2Update(L2EntryUpdate entry) {
    JsonObjects.read(
        cursor,
        L2_UPDATE,
        false,
        true,
        index -> {
          switch (index) {
            case 0 -> entry.setLevel(level());
            case 1 -> entry.setSide(cursor.enumValue(QuoteSide.class, false));
            case 2 -> entry.setAction(cursor.enumValue(BookUpdateAction.class, false));
            case 3 -> entry.setPrice(cursor.decimal(true));
            case 4 -> entry.setSize(cursor.decimal(true));
            case 5 -> entry.setExchangeId(cursor.string(true));
            default -> readPriceOrBase(entry, index - 6);
          }
        });
  }

  private void readReset(BookResetEntry entry) {
    JsonObjects.read(
        cursor,
        BOOK_RESET,
        false,
        true,
        index -> {
          switch (index) {
            case 0 -> entry.setExchangeId(cursor.string(true));
            case 1 -> entry.setSide(cursor.enumValue(QuoteSide.class, true));
            default -> readBase(entry, index - 2);
          }
        });
  }

  /** A trade type; TimeBase's older exports spell CANCELLATION as CANCELATION. */
  private TradeType tradeType() {
    return cursor.enumValue(TradeType.class, true, "CANCELATION", TradeType.CANCELLATION);
  }

  /** A nullable TimeBase INT64 count: null reads as {@link BasePriceEntry#NO_COUNT}. */
  private long count() {
    return cursor.isNull()
        ? BasePriceEntry.NO_COUNT
        : cursor.longValue(Long.MIN_VALUE + 1, Long.MAX_VALUE);
  }

  /** TimeBase's BasePriceEntry fields, then its BaseEntry ones, as book entry shapes list them. */
  private void readPriceOrBase(BasePriceEntry entry, int index) {
    switch (index) {
      case 0 -> entry.setNumberOfOrders(count());
      case 1 -> entry.setQuoteId(cursor.string(true));
      case 2 -> entry.setParticipantId(cursor.string(true));
      default -> readBase(entry, index - 3);
    }
  }

  /** TimeBase's BaseEntry fields, which every entry shape lists last: isImplied, contractId. */
  private void readBase(BaseEntry entry, int index) {
    if (index == 0) {
      entry.setIsImplied(cursor.optionalBoolean());
    } else {
      entry.setContractId(cursor.string(true));
    }
  }

  private short level() {
    return (short) cursor.longValue(0, Short.MAX_VALUE);
  }
}
