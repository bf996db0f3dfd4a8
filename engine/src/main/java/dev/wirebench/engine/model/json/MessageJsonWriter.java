package dev.wirebench.engine.model.json;

import com.epam.deltix.dfp.Decimal64Utils;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.Timestamps;
import dev.wirebench.engine.model.TradeEntry;
import java.io.IOException;
import java.util.List;

/**
 * Writes messages in Wirebench's JSON mapping to any Jackson generator: {@code "$type"} first,
 * absent optional fields left out, timestamps as ISO-8601 text. Decimals are exact: JSON gets the
 * number text itself; binary formats get a {@link java.math.BigDecimal} (CBOR decimal fraction,
 * Smile big decimal).
 */
public final class MessageJsonWriter {
  private final JsonGenerator gen;
  private final boolean binaryDecimals;

  public MessageJsonWriter(JsonGenerator gen, boolean binaryDecimals) {
    this.gen = gen;
    this.binaryDecimals = binaryDecimals;
  }

  public void write(Message message) throws IOException {
    gen.writeStartObject();
    gen.writeStringField("$type", message.messageType().shortName());
    switch (message.messageType()) {
      case INSTRUMENT_MESSAGE -> writeHeader((InstrumentMessage) message);
      case PACKAGE_HEADER -> writePackage((PackageHeader) message);
      case BAR_MESSAGE -> writeBar((BarMessage) message);
      case ORDER_BOOK_SNAPSHOT -> writeSnapshot((OrderBookSnapshot) message);
      case NEW_ORDER_SINGLE -> writeNewOrder((NewOrderSingle) message);
      case FIX_MESSAGE -> writeFix((FixMessage) message);
    }
    gen.writeEndObject();
  }

  private void writeHeader(InstrumentMessage message) throws IOException {
    string("symbol", message.getSymbol());
    timestamp("timestamp", message.getTimestamp());
  }

  private void writePackage(PackageHeader message) throws IOException {
    writeHeader(message);
    enumField("packageType", message.getPackageType());
    timestamp("originalTimestamp", message.getOriginalTimestamp());
    timestamp("receiveTimestamp", message.getReceiveTimestamp());
    timestamp("receivedTime", message.getReceivedTime());
    string("currency", message.getCurrency());
    optionalLong("sequenceNumber", message.getSequenceNumber());
    string("sourceId", message.getSourceId());
    optionalLong("firstSequence", message.getFirstSequence());
    optionalLong("lastSequence", message.getLastSequence());
    gen.writeArrayFieldStart("entries");
    for (BaseEntry entry : message.getEntries()) {
      writeEntry(entry);
    }
    gen.writeEndArray();
  }

  private void writeEntry(BaseEntry entry) throws IOException {
    gen.writeStartObject();
    gen.writeStringField("$type", entry.kind().shortName());
    switch (entry.kind()) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        decimal("price", trade.getPrice());
        decimal("size", trade.getSize());
        enumField("side", trade.getSide());
        string("matchId", trade.getMatchId());
        string("condition", trade.getCondition());
        enumField("tradeType", trade.getTradeType());
        string("buyerOrderId", trade.getBuyerOrderId());
        string("sellerOrderId", trade.getSellerOrderId());
        string("buyerParticipantId", trade.getBuyerParticipantId());
        string("sellerParticipantId", trade.getSellerParticipantId());
        optionalLong("buyerNumberOfOrders", trade.getBuyerNumberOfOrders());
        optionalLong("sellerNumberOfOrders", trade.getSellerNumberOfOrders());
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        enumField("side", l1.getSide());
        decimal("price", l1.getPrice());
        decimal("size", l1.getSize());
        if (l1.getIsNational() != null) {
          gen.writeBooleanField("isNational", l1.getIsNational());
        }
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        gen.writeNumberField("level", l2.getLevel());
        enumField("side", l2.getSide());
        decimal("price", l2.getPrice());
        decimal("size", l2.getSize());
      }
      case L2_UPDATE -> {
        L2EntryUpdate update = (L2EntryUpdate) entry;
        gen.writeNumberField("level", update.getLevel());
        enumField("side", update.getSide());
        enumField("action", update.getAction());
        decimal("price", update.getPrice());
        decimal("size", update.getSize());
      }
      case BOOK_RESET -> enumField("side", ((BookResetEntry) entry).getSide());
    }
    if (entry instanceof BasePriceEntry priced) {
      optionalLong("numberOfOrders", priced.getNumberOfOrders());
      string("quoteId", priced.getQuoteId());
      string("participantId", priced.getParticipantId());
    }
    string("exchangeId", entry.getExchangeId());
    if (entry.getIsImplied() != null) {
      gen.writeBooleanField("isImplied", entry.getIsImplied());
    }
    string("contractId", entry.getContractId());
    gen.writeEndObject();
  }

  private void writeBar(BarMessage bar) throws IOException {
    writeHeader(bar);
    string("exchangeId", bar.getExchangeId());
    decimal("open", bar.getOpen());
    decimal("high", bar.getHigh());
    decimal("low", bar.getLow());
    decimal("close", bar.getClose());
    decimal("volume", bar.getVolume());
  }

  private void writeSnapshot(OrderBookSnapshot book) throws IOException {
    timestamp("timestamp", book.getTimestamp());
    string("venue", book.getVenue());
    string("symbol", book.getSymbol());
    gen.writeNumberField("instrumentId", book.getInstrumentId());
    gen.writeNumberField("sequence", book.getSequence());
    gen.writeBooleanField("isTrading", book.isTrading());
    enumField("tradingStatus", book.getTradingStatus());
    LastTrade trade = book.getLastTrade();
    if (trade != null) {
      gen.writeObjectFieldStart("lastTrade");
      gen.writeNumberField("priceNanos", trade.getPriceNanos());
      gen.writeNumberField("size", trade.getSize());
      enumField("aggressor", trade.getAggressor());
      gen.writeEndObject();
    }
    levels("bids", book.getBids());
    levels("asks", book.getAsks());
    Metadata metadata = book.getMetadata();
    gen.writeObjectFieldStart("metadata");
    for (int i = 0; i < metadata.size(); i++) {
      gen.writeStringField(metadata.key(i), metadata.value(i));
    }
    gen.writeEndObject();
  }

  private void levels(String name, List<BookLevel> levels) throws IOException {
    gen.writeArrayFieldStart(name);
    for (BookLevel level : levels) {
      gen.writeStartObject();
      gen.writeNumberField("priceNanos", level.getPriceNanos());
      gen.writeNumberField("size", level.getSize());
      gen.writeNumberField("orderCount", level.getOrderCount());
      if (level.getMaker() != null) {
        gen.writeBooleanField("maker", level.getMaker());
      }
      gen.writeEndObject();
    }
    gen.writeEndArray();
  }

  private void writeNewOrder(NewOrderSingle order) throws IOException {
    string("clOrdId", order.getClOrdId());
    string("account", order.getAccount());
    string("symbol", order.getSymbol());
    enumField("side", order.getSide());
    timestamp("transactTime", order.getTransactTime());
    timestamp("sendingTime", order.getSendingTime());
    decimal("orderQty", order.getOrderQty());
    enumField("ordType", order.getOrdType());
    decimal("price", order.getPrice());
    decimal("stopPx", order.getStopPx());
    enumField("timeInForce", order.getTimeInForce());
    string("text", order.getText());
  }

  private void writeFix(FixMessage fix) throws IOException {
    string("beginString", fix.getBeginString());
    fixFields(fix.getFields());
  }

  private void fixFields(List<FixField> fields) throws IOException {
    gen.writeArrayFieldStart("fields");
    for (FixField field : fields) {
      gen.writeStartObject();
      gen.writeNumberField("tag", field.getTag());
      if (field.isGroup()) {
        gen.writeArrayFieldStart("groups");
        for (FixGroup group : field.getGroups()) {
          gen.writeStartObject();
          fixFields(group.getFields());
          gen.writeEndObject();
        }
        gen.writeEndArray();
      } else {
        gen.writeStringField("value", field.getValue());
      }
      gen.writeEndObject();
    }
    gen.writeEndArray();
  }

  private void string(String name, String value) throws IOException {
    if (value != null) {
      gen.writeStringField(name, value);
    }
  }

  private void enumField(String name, Enum<?> value) throws IOException {
    if (value != null) {
      gen.writeStringField(name, value.name());
    }
  }

  private void timestamp(String name, long epochNanos) throws IOException {
    if (epochNanos != Timestamps.NULL) {
      gen.writeStringField(name, Timestamps.toText(epochNanos));
    }
  }

  private void optionalLong(String name, long value) throws IOException {
    if (value != Long.MIN_VALUE) {
      gen.writeNumberField(name, value);
    }
  }

  private void decimal(String name, long value) throws IOException {
    if (Decimals.isNull(value)) {
      return;
    }
    gen.writeFieldName(name);
    if (binaryDecimals) {
      gen.writeNumber(Decimal64Utils.toBigDecimal(value));
    } else {
      gen.writeNumber(Decimal64Utils.toString(value));
    }
  }
}
