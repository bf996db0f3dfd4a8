package dev.wirebench.engine.codec.wire;

import static dev.wirebench.engine.codec.wire.FieldDescriptor.ascii;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.bool;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.decimal64;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.enumOf;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.int16;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.int32;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.int64;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.list;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.nullableBool;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.object;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.polyList;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.stringMap;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.timestamp;
import static dev.wirebench.engine.codec.wire.FieldDescriptor.utf8;

import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.BookUpdateAction;
import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.QuoteSide;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.TradeEntry;
import dev.wirebench.engine.model.TradeType;
import dev.wirebench.engine.model.TradingStatus;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The Wirebench model as wire records: every field of every model class, superclass fields first,
 * then the class's own in declaration order. Polymorphic entries take their type index from {@link
 * EntryKind}'s order. A field added to the model must be appended here (the schema test checks that
 * every model field is described), which keeps older payloads readable.
 */
final class ModelSchema {
  private static final WireSchema STANDARD = fresh();

  private ModelSchema() {}

  /** The schema of the current model; shared, with its generated-class cache. */
  static WireSchema standard() {
    return STANDARD;
  }

  /** A new schema of the current model, with its own empty generated-class cache. */
  static WireSchema fresh() {
    List<FieldDescriptor> header = List.of(timestamp("timestamp"), ascii("symbol"));
    Map<MessageType, RecordDescriptor> messages = new EnumMap<>(MessageType.class);
    messages.put(
        MessageType.INSTRUMENT_MESSAGE, new RecordDescriptor(InstrumentMessage.class, header));
    messages.put(MessageType.PACKAGE_HEADER, packageHeader(header));
    messages.put(
        MessageType.BAR_MESSAGE,
        new RecordDescriptor(
            BarMessage.class,
            join(
                header,
                ascii("exchangeId"),
                decimal64("open"),
                decimal64("high"),
                decimal64("low"),
                decimal64("close"),
                decimal64("volume"))));
    messages.put(MessageType.ORDER_BOOK_SNAPSHOT, orderBookSnapshot(header));
    messages.put(MessageType.NEW_ORDER_SINGLE, newOrderSingle());
    messages.put(
        MessageType.FIX_MESSAGE,
        new RecordDescriptor(
            FixMessage.class, List.of(ascii("beginString"), list("fields", FixField.class))));
    return new WireSchema(messages, nestedRecords());
  }

  private static RecordDescriptor packageHeader(List<FieldDescriptor> header) {
    List<Class<?>> variants = new ArrayList<>();
    for (EntryKind kind : EntryKind.values()) {
      variants.add(kind.type());
    }
    List<FieldDescriptor> version1 =
        join(
            header,
            enumOf("packageType", PackageType.class),
            timestamp("originalTimestamp"),
            timestamp("receiveTimestamp"),
            int64("firstSequence").nullable(),
            int64("lastSequence").nullable(),
            polyList("entries", variants));
    // Wire version 2: TimeBase's MarketMessage fields and receivedTime, appended so that version 1
    // payloads (which end after the entries) still decode, with these absent.
    List<FieldDescriptor> fields = new ArrayList<>(version1);
    fields.addAll(
        List.of(
            timestamp("receivedTime"),
            ascii("currency"),
            int64("sequenceNumber").nullable(),
            ascii("sourceId")));
    return new RecordDescriptor(PackageHeader.class, fields, version1.size());
  }

  private static RecordDescriptor orderBookSnapshot(List<FieldDescriptor> header) {
    return new RecordDescriptor(
        OrderBookSnapshot.class,
        join(
            header,
            ascii("venue"),
            int64("instrumentId"),
            int64("sequence"),
            bool("isTrading").accessors("isTrading", "setTrading"),
            enumOf("tradingStatus", TradingStatus.class),
            object("lastTrade", LastTrade.class, "lastTradeForWrite", "clearLastTrade"),
            list("bids", BookLevel.class),
            list("asks", BookLevel.class),
            stringMap("metadata")));
  }

  private static RecordDescriptor newOrderSingle() {
    return new RecordDescriptor(
        NewOrderSingle.class,
        List.of(
            ascii("clOrdId"),
            ascii("account"),
            ascii("symbol"),
            enumOf("side", OrderSide.class),
            timestamp("transactTime"),
            timestamp("sendingTime"),
            decimal64("orderQty"),
            enumOf("ordType", OrdType.class),
            decimal64("price"),
            decimal64("stopPx"),
            enumOf("timeInForce", TimeInForce.class),
            utf8("text")));
  }

  private static List<RecordDescriptor> nestedRecords() {
    FieldDescriptor exchangeId = ascii("exchangeId");
    return List.of(
        tradeEntry(
            TradeEntry.class,
            exchangeId,
            ascii("matchId"),
            decimal64("price"),
            decimal64("size"),
            enumOf("side", AggressorSide.class)),
        priceEntry(
            L1Entry.class,
            exchangeId,
            enumOf("side", QuoteSide.class),
            decimal64("price"),
            decimal64("size"),
            nullableBool("isNational")),
        priceEntry(
            L2EntryNew.class,
            exchangeId,
            int16("level"),
            enumOf("side", QuoteSide.class),
            decimal64("price"),
            decimal64("size")),
        priceEntry(
            L2EntryUpdate.class,
            exchangeId,
            int16("level"),
            enumOf("side", QuoteSide.class),
            decimal64("price"),
            decimal64("size"),
            enumOf("action", BookUpdateAction.class)),
        entry(BookResetEntry.class, exchangeId, enumOf("side", QuoteSide.class)),
        new RecordDescriptor(
            LastTrade.class,
            List.of(int64("priceNanos"), int64("size"), enumOf("aggressor", AggressorSide.class))),
        new RecordDescriptor(
            BookLevel.class,
            List.of(
                int64("priceNanos"), int64("size"), int32("orderCount"), nullableBool("maker"))),
        new RecordDescriptor(
            FixField.class,
            List.of(int32("tag"), utf8("value").countOf("groups"), list("groups", FixGroup.class))),
        new RecordDescriptor(FixGroup.class, List.of(list("fields", FixField.class))));
  }

  /**
   * An entry record: its version 1 fields, then (wire version 3) TimeBase's BaseEntry fields {@code
   * isImplied} and {@code contractId}, appended so that older entries still decode.
   */
  private static RecordDescriptor entry(Class<?> type, FieldDescriptor... version1) {
    List<FieldDescriptor> fields = new ArrayList<>(List.of(version1));
    fields.add(nullableBool("isImplied"));
    fields.add(ascii("contractId"));
    return new RecordDescriptor(type, fields, version1.length);
  }

  /**
   * The trade record: like {@link #entry}, with TimeBase's own TradeEntry fields appended before
   * the BaseEntry ones (wire version 3).
   */
  private static RecordDescriptor tradeEntry(Class<?> type, FieldDescriptor... version1) {
    List<FieldDescriptor> fields = new ArrayList<>(List.of(version1));
    fields.add(utf8("condition"));
    fields.add(enumOf("tradeType", TradeType.class));
    fields.add(ascii("buyerOrderId"));
    fields.add(ascii("sellerOrderId"));
    fields.add(ascii("buyerParticipantId"));
    fields.add(ascii("sellerParticipantId"));
    fields.add(int64("buyerNumberOfOrders").nullable());
    fields.add(int64("sellerNumberOfOrders").nullable());
    fields.add(nullableBool("isImplied"));
    fields.add(ascii("contractId"));
    return new RecordDescriptor(type, fields, version1.length);
  }

  /**
   * A book entry record: like {@link #entry}, with TimeBase's BasePriceEntry fields {@code
   * numberOfOrders}, {@code quoteId} and {@code participantId} appended before the BaseEntry ones.
   */
  private static RecordDescriptor priceEntry(Class<?> type, FieldDescriptor... version1) {
    List<FieldDescriptor> fields = new ArrayList<>(List.of(version1));
    fields.add(int64("numberOfOrders").nullable());
    fields.add(ascii("quoteId"));
    fields.add(ascii("participantId"));
    fields.add(nullableBool("isImplied"));
    fields.add(ascii("contractId"));
    return new RecordDescriptor(type, fields, version1.length);
  }

  private static List<FieldDescriptor> join(List<FieldDescriptor> header, FieldDescriptor... own) {
    List<FieldDescriptor> fields = new ArrayList<>(header);
    fields.addAll(List.of(own));
    return fields;
  }
}
