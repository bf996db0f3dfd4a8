package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.flatbuffers.gen.AggressorSide;
import dev.wirebench.engine.codec.flatbuffers.gen.BookUpdateAction;
import dev.wirebench.engine.codec.flatbuffers.gen.OptBool;
import dev.wirebench.engine.codec.flatbuffers.gen.OrdType;
import dev.wirebench.engine.codec.flatbuffers.gen.OrderSide;
import dev.wirebench.engine.codec.flatbuffers.gen.PackageType;
import dev.wirebench.engine.codec.flatbuffers.gen.QuoteSide;
import dev.wirebench.engine.codec.flatbuffers.gen.TimeInForce;
import dev.wirebench.engine.codec.flatbuffers.gen.TradeType;
import dev.wirebench.engine.codec.flatbuffers.gen.TradingStatus;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables and structs of {@code src/main/fbs/wirebench.fbs} as the verifier and the span walker
 * need them: each table field's vtable slot, kind and, for references, what it points to. flatc
 * 2.0.8's Java output has no reflection (and the Java runtime no verifier), so this mirrors the
 * schema by hand; the contract test's span and round-trip checks fail if the two disagree. Field
 * names are the model's (JSON) names.
 */
final class FbLayout {
  /** How a field is stored. */
  enum Kind {
    BOOL(1),
    BYTE(1),
    SHORT(2),
    INT(4),
    LONG(8),
    STRUCT(0),
    STRING(4),
    TABLE(4),
    STRUCT_VECTOR(4),
    TABLE_VECTOR(4),
    UNION_TYPE(1),
    UNION(4);

    final int inlineSize;

    Kind(int inlineSize) {
      this.inlineSize = inlineSize;
    }

    boolean isReference() {
      return inlineSize == 4 && this != INT;
    }
  }

  /** A struct member at a fixed offset. */
  record Member(String name, int offset, Kind kind, String[] enumNames) {}

  /** A fixed-size struct, stored inline. */
  record Struct(String name, int size, List<Member> members) {}

  /** A table field: its vtable slot and what it holds. */
  record Field(
      int slot,
      String name,
      Kind kind,
      String[] enumNames,
      Struct struct,
      Table table,
      List<Table> union,
      boolean required) {
    int inlineSize() {
      return kind == Kind.STRUCT ? struct.size() : kind.inlineSize;
    }
  }

  /** A table type. */
  static final class Table {
    final String name;
    final List<Field> fields = new ArrayList<>();

    Table(String name) {
      this.name = name;
    }

    Table scalar(int slot, String name, Kind kind) {
      return add(new Field(slot, name, kind, null, null, null, null, false));
    }

    Table enumerated(int slot, String name, String[] names) {
      return add(new Field(slot, name, Kind.BYTE, names, null, null, null, false));
    }

    Table struct(int slot, String name, Struct struct) {
      return add(new Field(slot, name, Kind.STRUCT, null, struct, null, null, false));
    }

    Table string(int slot, String name) {
      return add(new Field(slot, name, Kind.STRING, null, null, null, null, false));
    }

    /** A string the model cannot do without (the decoder refuses a payload that lacks it). */
    Table requiredString(int slot, String name) {
      return add(new Field(slot, name, Kind.STRING, null, null, null, null, true));
    }

    Table table(int slot, String name, Table table) {
      return add(new Field(slot, name, Kind.TABLE, null, null, table, null, false));
    }

    Table structs(int slot, String name, Struct struct) {
      return add(new Field(slot, name, Kind.STRUCT_VECTOR, null, struct, null, null, false));
    }

    Table tables(int slot, String name, Table table) {
      return add(new Field(slot, name, Kind.TABLE_VECTOR, null, null, table, null, false));
    }

    /**
     * A union: its type byte at {@code slot}, its table offset at {@code slot + 1}. Required: every
     * union of this schema (the envelope's message, an entry's body) must hold a member.
     */
    Table union(int slot, String name, List<Table> members) {
      add(new Field(slot, "$type", Kind.UNION_TYPE, null, null, null, members, true));
      return add(new Field(slot + 1, name, Kind.UNION, null, null, null, members, true));
    }

    private Table add(Field field) {
      fields.add(field);
      return this;
    }
  }

  static final Struct DECIMAL =
      new Struct(
          "Decimal",
          16,
          List.of(
              new Member("mantissa", 0, Kind.LONG, null),
              new Member("exponent", 8, Kind.SHORT, null)));
  static final Struct BOOK_LEVEL =
      new Struct(
          "BookLevel",
          24,
          List.of(
              new Member("priceNanos", 0, Kind.LONG, null),
              new Member("size", 8, Kind.LONG, null),
              new Member("orderCount", 16, Kind.INT, null),
              new Member("maker", 20, Kind.BYTE, OptBool.names)));

  static final Table INSTRUMENT =
      new Table("InstrumentMessage").string(0, "symbol").scalar(1, "timestamp", Kind.LONG);
  static final Table TRADE =
      new Table("TradeEntry")
          .string(0, "matchId")
          .struct(1, "price", DECIMAL)
          .struct(2, "size", DECIMAL)
          .enumerated(3, "side", AggressorSide.names)
          .string(4, "condition")
          .enumerated(5, "tradeType", TradeType.names)
          .string(6, "buyerOrderId")
          .string(7, "sellerOrderId")
          .string(8, "buyerParticipantId")
          .string(9, "sellerParticipantId")
          .scalar(10, "buyerNumberOfOrders", Kind.LONG)
          .scalar(11, "sellerNumberOfOrders", Kind.LONG);
  static final Table L1 =
      new Table("L1Entry")
          .enumerated(0, "side", QuoteSide.names)
          .struct(1, "price", DECIMAL)
          .struct(2, "size", DECIMAL)
          .scalar(3, "isNational", Kind.BOOL);
  static final Table L2_NEW =
      new Table("L2EntryNew")
          .scalar(0, "level", Kind.SHORT)
          .enumerated(1, "side", QuoteSide.names)
          .struct(2, "price", DECIMAL)
          .struct(3, "size", DECIMAL);
  static final Table L2_UPDATE =
      new Table("L2EntryUpdate")
          .scalar(0, "level", Kind.SHORT)
          .enumerated(1, "side", QuoteSide.names)
          .struct(2, "price", DECIMAL)
          .struct(3, "size", DECIMAL)
          .enumerated(4, "action", BookUpdateAction.names);
  static final Table BOOK_RESET =
      new Table("BookResetEntry").enumerated(0, "side", QuoteSide.names);
  static final Table ENTRY =
      new Table("Entry")
          .string(0, "exchangeId")
          .union(1, "body", List.of(TRADE, L1, L2_NEW, L2_UPDATE, BOOK_RESET))
          .scalar(3, "isImplied", Kind.BOOL)
          .string(4, "contractId")
          .scalar(5, "numberOfOrders", Kind.LONG)
          .string(6, "quoteId")
          .string(7, "participantId");
  static final Table PACKAGE =
      new Table("PackageHeader")
          .string(0, "symbol")
          .scalar(1, "timestamp", Kind.LONG)
          .enumerated(2, "packageType", PackageType.names)
          .scalar(3, "originalTimestamp", Kind.LONG)
          .scalar(4, "receiveTimestamp", Kind.LONG)
          .scalar(5, "firstSequence", Kind.LONG)
          .scalar(6, "lastSequence", Kind.LONG)
          .tables(7, "entries", ENTRY)
          .scalar(8, "receivedTime", Kind.LONG)
          .string(9, "currency")
          .scalar(10, "sequenceNumber", Kind.LONG)
          .string(11, "sourceId");
  static final Table BAR =
      new Table("BarMessage")
          .string(0, "symbol")
          .scalar(1, "timestamp", Kind.LONG)
          .string(2, "exchangeId")
          .struct(3, "open", DECIMAL)
          .struct(4, "high", DECIMAL)
          .struct(5, "low", DECIMAL)
          .struct(6, "close", DECIMAL)
          .struct(7, "volume", DECIMAL);
  static final Table LAST_TRADE =
      new Table("LastTrade")
          .scalar(0, "priceNanos", Kind.LONG)
          .scalar(1, "size", Kind.LONG)
          .enumerated(2, "aggressor", AggressorSide.names);
  static final Table METADATA_ENTRY =
      new Table("MetadataEntry").requiredString(0, "key").requiredString(1, "value");
  static final Table SNAPSHOT =
      new Table("OrderBookSnapshot")
          .scalar(0, "timestamp", Kind.LONG)
          .string(1, "venue")
          .string(2, "symbol")
          .scalar(3, "instrumentId", Kind.LONG)
          .scalar(4, "sequence", Kind.LONG)
          .scalar(5, "isTrading", Kind.BOOL)
          .enumerated(6, "tradingStatus", TradingStatus.names)
          .table(7, "lastTrade", LAST_TRADE)
          .structs(8, "bids", BOOK_LEVEL)
          .structs(9, "asks", BOOK_LEVEL)
          .tables(10, "metadata", METADATA_ENTRY);
  static final Table ORDER =
      new Table("NewOrderSingle")
          .string(0, "clOrdId")
          .string(1, "account")
          .string(2, "symbol")
          .enumerated(3, "side", OrderSide.names)
          .scalar(4, "transactTime", Kind.LONG)
          .scalar(5, "sendingTime", Kind.LONG)
          .struct(6, "orderQty", DECIMAL)
          .enumerated(7, "ordType", OrdType.names)
          .struct(8, "price", DECIMAL)
          .struct(9, "stopPx", DECIMAL)
          .enumerated(10, "timeInForce", TimeInForce.names)
          .string(11, "text");
  static final Table FIX_FIELD = new Table("FixField");
  static final Table FIX_GROUP = new Table("FixGroup").tables(0, "fields", FIX_FIELD);
  static final Table FIX =
      new Table("FixMessage").string(0, "beginString").tables(1, "fields", FIX_FIELD);
  static final Table ENVELOPE =
      new Table("Envelope")
          .union(0, "message", List.of(INSTRUMENT, PACKAGE, BAR, SNAPSHOT, ORDER, FIX));

  static {
    FIX_FIELD.scalar(0, "tag", Kind.INT).string(1, "value").tables(2, "groups", FIX_GROUP);
  }

  private FbLayout() {}
}
