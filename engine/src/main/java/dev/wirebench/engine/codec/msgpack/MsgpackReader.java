package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
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
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.QuoteSide;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.Timestamps;
import dev.wirebench.engine.model.TradeEntry;
import dev.wirebench.engine.model.TradeType;
import dev.wirebench.engine.model.TradingStatus;
import java.io.IOException;
import java.util.ArrayList;

/**
 * Reads each message type of the {@link MsgpackLayout} into a caller's instance, reusing its parts.
 */
final class MsgpackReader {
  /** FIX groups may nest this deep (fixtures go to 60); deeper input is refused, not recursed. */
  static final int MAX_FIX_DEPTH = 128;

  private static final MessageType[] TYPES = MessageType.values();
  private static final PackageType[] PACKAGE_TYPES = PackageType.values();
  private static final QuoteSide[] QUOTE_SIDES = QuoteSide.values();
  private static final AggressorSide[] AGGRESSORS = AggressorSide.values();
  private static final TradeType[] TRADE_TYPES = TradeType.values();
  private static final BookUpdateAction[] ACTIONS = BookUpdateAction.values();
  private static final TradingStatus[] STATUSES = TradingStatus.values();
  private static final OrderSide[] ORDER_SIDES = OrderSide.values();
  private static final OrdType[] ORD_TYPES = OrdType.values();
  private static final TimeInForce[] TIME_IN_FORCES = TimeInForce.values();

  private final MsgpackInput in;

  MsgpackReader(MsgpackInput in) {
    this.in = in;
  }

  /** Reads one message into {@code reuse} (or a new instance of the payload's type if null). */
  Message read(Message reuse) throws IOException {
    int size = in.beginList(null, -1);
    MessageType type = TYPES[in.typeIndex("$type", MsgpackLayout.MESSAGE_TYPES)];
    if (reuse != null && reuse.messageType() != type) {
      throw in.fail(
          "expected a " + reuse.messageType().shortName() + ", found a " + type.shortName());
    }
    Message message = reuse != null ? reuse : type.newInstance();
    switch (type) {
      case INSTRUMENT_MESSAGE -> {
        in.expectFields(size, MsgpackLayout.INSTRUMENT_FIELDS);
        header((InstrumentMessage) message);
      }
      case PACKAGE_HEADER -> {
        if (size != MsgpackLayout.PACKAGE_FIELDS_V1) {
          in.expectFields(size, MsgpackLayout.PACKAGE_FIELDS);
        }
        packageHeader((PackageHeader) message, size == MsgpackLayout.PACKAGE_FIELDS);
      }
      case BAR_MESSAGE -> {
        in.expectFields(size, MsgpackLayout.BAR_FIELDS);
        bar((BarMessage) message);
      }
      case ORDER_BOOK_SNAPSHOT -> {
        in.expectFields(size, MsgpackLayout.SNAPSHOT_FIELDS);
        snapshot((OrderBookSnapshot) message);
      }
      case NEW_ORDER_SINGLE -> {
        in.expectFields(size, MsgpackLayout.ORDER_FIELDS);
        order((NewOrderSingle) message);
      }
      case FIX_MESSAGE -> {
        in.expectFields(size, MsgpackLayout.FIX_FIELDS);
        FixMessage fix = (FixMessage) message;
        fix.setBeginString(in.string("beginString", fix.getBeginString()));
        fixFields("fields", -1, fix.getFields(), 0);
      }
    }
    in.end();
    in.finish();
    return message;
  }

  private void header(InstrumentMessage message) throws IOException {
    message.setSymbol(in.string("symbol", message.getSymbol()));
    message.setTimestamp(in.timestamp("timestamp"));
  }

  private void packageHeader(PackageHeader message, boolean appended) throws IOException {
    header(message);
    message.setPackageType(in.enumValue("packageType", PACKAGE_TYPES));
    message.setOriginalTimestamp(in.timestamp("originalTimestamp"));
    message.setReceiveTimestamp(in.timestamp("receiveTimestamp"));
    message.setFirstSequence(in.optionalInt64("firstSequence"));
    message.setLastSequence(in.optionalInt64("lastSequence"));
    ArrayList<BaseEntry> entries = message.getEntries();
    int count = in.beginList("entries", -1);
    for (int i = 0; i < count; i++) {
      int size = in.beginList(null, i);
      EntryKind kind = EntryKind.byOrdinal(in.typeIndex("$type", MsgpackLayout.ENTRY_KINDS));
      int fields = MsgpackLayout.entryFields(kind);
      // An entry from a writer before Wirebench 3 lacks the appended BaseEntry fields.
      boolean entryAppended = size == fields;
      if (!entryAppended && size != fields - MsgpackLayout.entryAppended(kind)) {
        in.expectFields(size, fields);
      }
      BaseEntry entry = kind.slot(entries, i);
      entry.setExchangeId(in.string("exchangeId", entry.getExchangeId()));
      entry(kind, entry);
      if (entryAppended) {
        if (entry instanceof BasePriceEntry priced) {
          priced.setNumberOfOrders(in.optionalInt64("numberOfOrders"));
          priced.setQuoteId(in.string("quoteId", priced.getQuoteId()));
          priced.setParticipantId(in.string("participantId", priced.getParticipantId()));
        }
        if (entry instanceof TradeEntry trade) {
          tradeAppended(trade);
        }
        entry.setIsImplied(in.optionalBool("isImplied"));
        entry.setContractId(in.string("contractId", entry.getContractId()));
      } else {
        if (entry instanceof BasePriceEntry priced) {
          priced.setNumberOfOrders(BasePriceEntry.NO_COUNT);
          priced.setQuoteId(null);
          priced.setParticipantId(null);
        }
        if (entry instanceof TradeEntry trade) {
          clearTradeAppended(trade);
        }
        entry.setIsImplied(null);
        entry.setContractId(null);
      }
      in.end();
    }
    Reuse.truncate(entries, count);
    in.end();
    if (appended) {
      message.setReceivedTime(in.timestamp("receivedTime"));
      message.setCurrency(in.string("currency", message.getCurrency()));
      message.setSequenceNumber(in.optionalInt64("sequenceNumber"));
      message.setSourceId(in.string("sourceId", message.getSourceId()));
    } else {
      message.setReceivedTime(Timestamps.NULL);
      message.setCurrency(null);
      message.setSequenceNumber(Long.MIN_VALUE);
      message.setSourceId(null);
    }
  }

  private void entry(EntryKind kind, BaseEntry entry) throws IOException {
    switch (kind) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        trade.setMatchId(in.string("matchId", trade.getMatchId()));
        trade.setPrice(in.decimal("price"));
        trade.setSize(in.decimal("size"));
        trade.setSide(in.enumValue("side", AGGRESSORS));
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        l1.setSide(in.enumValue("side", QUOTE_SIDES));
        l1.setPrice(in.decimal("price"));
        l1.setSize(in.decimal("size"));
        l1.setIsNational(in.optionalBool("isNational"));
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        l2.setLevel(in.int16("level"));
        l2.setSide(in.enumValue("side", QUOTE_SIDES));
        l2.setPrice(in.decimal("price"));
        l2.setSize(in.decimal("size"));
      }
      case L2_UPDATE -> {
        L2EntryUpdate update = (L2EntryUpdate) entry;
        update.setLevel(in.int16("level"));
        update.setSide(in.enumValue("side", QUOTE_SIDES));
        update.setPrice(in.decimal("price"));
        update.setSize(in.decimal("size"));
        update.setAction(in.enumValue("action", ACTIONS));
      }
      case BOOK_RESET -> ((BookResetEntry) entry).setSide(in.enumValue("side", QUOTE_SIDES));
    }
  }

  private void bar(BarMessage bar) throws IOException {
    header(bar);
    bar.setExchangeId(in.string("exchangeId", bar.getExchangeId()));
    bar.setOpen(in.decimal("open"));
    bar.setHigh(in.decimal("high"));
    bar.setLow(in.decimal("low"));
    bar.setClose(in.decimal("close"));
    bar.setVolume(in.decimal("volume"));
  }

  private void snapshot(OrderBookSnapshot book) throws IOException {
    header(book);
    book.setVenue(in.string("venue", book.getVenue()));
    book.setInstrumentId(in.int64("instrumentId"));
    book.setSequence(in.int64("sequence"));
    book.setTrading(in.bool("isTrading"));
    book.setTradingStatus(in.enumValue("tradingStatus", STATUSES));
    if (in.beginOptionalRecord("lastTrade", MsgpackLayout.LAST_TRADE_FIELDS)) {
      LastTrade trade = book.lastTradeForWrite();
      trade.setPriceNanos(in.int64("priceNanos"));
      trade.setSize(in.int64("size"));
      trade.setAggressor(in.enumValue("aggressor", AGGRESSORS));
      in.end();
    } else {
      book.clearLastTrade();
    }
    levels("bids", book.getBids());
    levels("asks", book.getAsks());
    Metadata metadata = book.getMetadata();
    int count = in.beginMap("metadata");
    for (int i = 0; i < count; i++) {
      String key = in.key(i < metadata.size() ? metadata.key(i) : null);
      for (int j = 0; j < i; j++) {
        if (metadata.key(j).equals(key)) {
          throw in.fail("duplicate metadata key " + key);
        }
      }
      String value = in.string(key, i < metadata.size() ? metadata.value(i) : null);
      metadata.set(i, key, value);
    }
    metadata.truncate(count);
    in.end();
  }

  private void levels(String name, ArrayList<BookLevel> levels) throws IOException {
    int count = in.beginList(name, -1);
    for (int i = 0; i < count; i++) {
      in.beginRecord(null, i, MsgpackLayout.LEVEL_FIELDS);
      BookLevel level = OrderBookSnapshot.levelSlot(levels, i);
      level.setPriceNanos(in.int64("priceNanos"));
      level.setSize(in.int64("size"));
      level.setOrderCount(in.int32("orderCount"));
      level.setMaker(in.optionalBool("maker"));
      in.end();
    }
    Reuse.truncate(levels, count);
    in.end();
  }

  private void order(NewOrderSingle order) throws IOException {
    order.setClOrdId(in.string("clOrdId", order.getClOrdId()));
    order.setAccount(in.string("account", order.getAccount()));
    order.setSymbol(in.string("symbol", order.getSymbol()));
    order.setSide(in.enumValue("side", ORDER_SIDES));
    order.setTransactTime(in.timestamp("transactTime"));
    order.setSendingTime(in.timestamp("sendingTime"));
    order.setOrderQty(in.decimal("orderQty"));
    order.setOrdType(in.enumValue("ordType", ORD_TYPES));
    order.setPrice(in.decimal("price"));
    order.setStopPx(in.decimal("stopPx"));
    order.setTimeInForce(in.enumValue("timeInForce", TIME_IN_FORCES));
    order.setText(in.string("text", order.getText()));
  }

  /** A list of FIX fields: {@code name} in its container, or element {@code index} of it. */
  private void fixFields(String name, int index, ArrayList<FixField> fields, int depth)
      throws IOException {
    if (depth > MAX_FIX_DEPTH) {
      throw in.fail("FIX groups nested deeper than " + MAX_FIX_DEPTH + " levels");
    }
    int count = in.beginList(name, index);
    for (int i = 0; i < count; i++) {
      in.beginRecord(null, i, MsgpackLayout.FIX_FIELD_FIELDS);
      FixField field = FixField.slot(fields, i);
      field.setTag(in.fixTag("tag"));
      if (in.nextIsString()) {
        field.setValue(in.string("value", field.getValue()));
        field.getGroups().clear();
      } else {
        fixGroups(field, depth);
      }
      in.end();
    }
    Reuse.truncate(fields, count);
    in.end();
  }

  private void fixGroups(FixField field, int depth) throws IOException {
    ArrayList<FixGroup> groups = field.getGroups();
    int count = in.beginList("groups", -1);
    if (count == 0) {
      throw in.fail("FIX group field " + field.getTag() + " has no group instances");
    }
    for (int j = 0; j < count; j++) {
      FixGroup group = FixGroup.slot(groups, j);
      in.enterElement(j);
      fixFields("fields", -1, group.getFields(), depth + 1);
      in.leaveElement();
    }
    Reuse.truncate(groups, count);
    in.end();
    field.setValue(countValue(field.getValue(), count));
  }

  /** A group field's value is its instance count as text; kept if it already says so. */
  private static String countValue(String existing, int count) {
    if (existing != null && !existing.isEmpty() && existing.length() <= 10) {
      long parsed = 0;
      for (int i = 0; i < existing.length(); i++) {
        char c = existing.charAt(i);
        if (c < '0' || c > '9') {
          return Integer.toString(count);
        }
        parsed = parsed * 10 + (c - '0');
      }
      if (parsed == count && (existing.length() == 1 || existing.charAt(0) != '0')) {
        return existing;
      }
    }
    return Integer.toString(count);
  }

  /** TimeBase's own TradeEntry fields, appended to the trade array (Wirebench 3). */
  private void tradeAppended(TradeEntry trade) throws IOException {
    trade.setCondition(in.string("condition", trade.getCondition()));
    trade.setTradeType(in.enumValue("tradeType", TRADE_TYPES));
    trade.setBuyerOrderId(in.string("buyerOrderId", trade.getBuyerOrderId()));
    trade.setSellerOrderId(in.string("sellerOrderId", trade.getSellerOrderId()));
    trade.setBuyerParticipantId(in.string("buyerParticipantId", trade.getBuyerParticipantId()));
    trade.setSellerParticipantId(in.string("sellerParticipantId", trade.getSellerParticipantId()));
    trade.setBuyerNumberOfOrders(in.optionalInt64("buyerNumberOfOrders"));
    trade.setSellerNumberOfOrders(in.optionalInt64("sellerNumberOfOrders"));
  }

  private static void clearTradeAppended(TradeEntry trade) {
    trade.setCondition(null);
    trade.setTradeType(null);
    trade.setBuyerOrderId(null);
    trade.setSellerOrderId(null);
    trade.setBuyerParticipantId(null);
    trade.setSellerParticipantId(null);
    trade.setBuyerNumberOfOrders(BasePriceEntry.NO_COUNT);
    trade.setSellerNumberOfOrders(BasePriceEntry.NO_COUNT);
  }
}
