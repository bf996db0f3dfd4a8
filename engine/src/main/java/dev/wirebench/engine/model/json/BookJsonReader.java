package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.core.JsonToken;
import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.TradingStatus;
import dev.wirebench.engine.model.json.JsonObjects.Shape;
import java.util.ArrayList;

/** Reads order-book snapshots in the peer suite's shape (also used by Wirebench's own files). */
final class BookJsonReader {
  static final Shape SNAPSHOT =
      Shape.of(
          "OrderBookSnapshot",
          8,
          "timestamp",
          "venue",
          "symbol",
          "instrumentId",
          "sequence",
          "isTrading",
          "bids",
          "asks",
          "tradingStatus",
          "lastTrade",
          "metadata");
  private static final Shape LEVEL =
      Shape.of("level", 3, "priceNanos", "size", "orderCount", "maker");
  private static final Shape LAST_TRADE =
      Shape.of("lastTrade", 2, "priceNanos", "size", "aggressor");

  private final JsonCursor cursor;

  BookJsonReader(JsonCursor cursor) {
    this.cursor = cursor;
  }

  void readSnapshot(Message message, boolean atField) {
    OrderBookSnapshot book = (OrderBookSnapshot) message;
    JsonObjects.read(
        cursor,
        SNAPSHOT,
        atField,
        true,
        index -> {
          switch (index) {
            case 0 -> book.setTimestamp(cursor.timestamp(false));
            case 1 -> book.setVenue(cursor.string(false));
            case 2 -> book.setSymbol(cursor.string(false));
            case 3 -> book.setInstrumentId(cursor.longValue());
            case 4 -> book.setSequence(cursor.longValue());
            case 5 -> book.setTrading(cursor.booleanValue());
            case 6 -> readLevels(book.getBids(), "bid levels");
            case 7 -> readLevels(book.getAsks(), "ask levels");
            case 8 -> book.setTradingStatus(cursor.enumValue(TradingStatus.class, true));
            case 9 -> readLastTrade(book);
            default -> readMetadata(book.getMetadata());
          }
        });
  }

  private void readLevels(ArrayList<BookLevel> levels, String what) {
    int count =
        JsonObjects.array(
            cursor,
            what,
            index -> {
              cursor.expect(JsonToken.START_OBJECT, "a level object");
              BookLevel level = OrderBookSnapshot.levelSlot(levels, index);
              level.clear();
              JsonObjects.read(
                  cursor,
                  LEVEL,
                  false,
                  false,
                  field -> {
                    switch (field) {
                      case 0 -> level.setPriceNanos(cursor.longValue());
                      case 1 -> level.setSize(cursor.longValue());
                      case 2 -> level.setOrderCount((int) cursor.longValue(0, Integer.MAX_VALUE));
                      default -> level.setMaker(cursor.optionalBoolean());
                    }
                  });
            });
    Reuse.truncate(levels, count);
  }

  private void readLastTrade(OrderBookSnapshot book) {
    if (cursor.isNull()) {
      book.clearLastTrade();
      return;
    }
    cursor.expect(JsonToken.START_OBJECT, "a lastTrade object or null");
    LastTrade trade = book.lastTradeForWrite();
    JsonObjects.read(
        cursor,
        LAST_TRADE,
        false,
        false,
        field -> {
          switch (field) {
            case 0 -> trade.setPriceNanos(cursor.longValue());
            case 1 -> trade.setSize(cursor.longValue());
            default -> trade.setAggressor(cursor.enumValue(AggressorSide.class, true));
          }
        });
  }

  private void readMetadata(Metadata metadata) {
    if (cursor.isNull()) {
      metadata.clear();
      return;
    }
    cursor.expect(JsonToken.START_OBJECT, "a metadata object of string values");
    int count = 0;
    while (cursor.next() == JsonToken.FIELD_NAME) {
      String key = cursor.fieldName();
      for (int i = 0; i < count; i++) {
        if (metadata.key(i).equals(key)) {
          throw cursor.error("metadata key \"" + key + "\" appears twice");
        }
      }
      cursor.next();
      metadata.set(count, key, cursor.string(false));
      count++;
    }
    metadata.truncate(count);
  }
}
