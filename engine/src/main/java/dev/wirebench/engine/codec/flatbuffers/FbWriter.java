package dev.wirebench.engine.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.flatbuffers.gen.BarMessage;
import dev.wirebench.engine.codec.flatbuffers.gen.Body;
import dev.wirebench.engine.codec.flatbuffers.gen.BookResetEntry;
import dev.wirebench.engine.codec.flatbuffers.gen.Decimal;
import dev.wirebench.engine.codec.flatbuffers.gen.Entry;
import dev.wirebench.engine.codec.flatbuffers.gen.EntryBody;
import dev.wirebench.engine.codec.flatbuffers.gen.Envelope;
import dev.wirebench.engine.codec.flatbuffers.gen.InstrumentMessage;
import dev.wirebench.engine.codec.flatbuffers.gen.L1Entry;
import dev.wirebench.engine.codec.flatbuffers.gen.L2EntryNew;
import dev.wirebench.engine.codec.flatbuffers.gen.L2EntryUpdate;
import dev.wirebench.engine.codec.flatbuffers.gen.PackageHeader;
import dev.wirebench.engine.codec.flatbuffers.gen.TradeEntry;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.Message;
import java.nio.ByteBuffer;
import java.util.List;

/**
 * Builds FlatBuffers with the generated table builders in a reused {@link FlatBufferBuilder} (as
 * FlatBuffers users do: {@code clear()} and build again), children before parents. Strings are
 * encoded into the builder's buffer and vectors of offsets come from a reused stack, so once the
 * builder has grown to the largest message nothing is allocated.
 *
 * <p>Not thread-safe.
 */
final class FbWriter {
  private final FlatBufferBuilder builder = new FlatBufferBuilder(1024);
  private final FbOffsets offsets = new FbOffsets();
  private final FbBookWriter books = new FbBookWriter(builder, offsets);
  private String lastExchangeId;
  private int lastExchange;

  /** Builds {@code message}; the returned buffer's position..limit is the payload. */
  ByteBuffer build(Message message) {
    builder.clear();
    offsets.clear();
    lastExchangeId = null;
    byte type;
    int body;
    switch (message.messageType()) {
      case INSTRUMENT_MESSAGE -> {
        type = Body.InstrumentMessage;
        body = instrument((dev.wirebench.engine.model.InstrumentMessage) message);
      }
      case PACKAGE_HEADER -> {
        type = Body.PackageHeader;
        body = packageHeader((dev.wirebench.engine.model.PackageHeader) message);
      }
      case BAR_MESSAGE -> {
        type = Body.BarMessage;
        body = bar((dev.wirebench.engine.model.BarMessage) message);
      }
      case ORDER_BOOK_SNAPSHOT -> {
        type = Body.OrderBookSnapshot;
        body = books.snapshot(message);
      }
      case NEW_ORDER_SINGLE -> {
        type = Body.NewOrderSingle;
        body = books.order(message);
      }
      case FIX_MESSAGE -> {
        type = Body.FixMessage;
        body = books.fix(message);
      }
      default -> throw new IllegalStateException("unknown type " + message.messageType());
    }
    Envelope.finishEnvelopeBuffer(builder, Envelope.createEnvelope(builder, type, body));
    return builder.dataBuffer();
  }

  private int instrument(dev.wirebench.engine.model.InstrumentMessage m) {
    int symbol = string(builder, m.getSymbol());
    InstrumentMessage.startInstrumentMessage(builder);
    InstrumentMessage.addTimestamp(builder, m.getTimestamp());
    InstrumentMessage.addSymbol(builder, symbol);
    return InstrumentMessage.endInstrumentMessage(builder);
  }

  private int packageHeader(dev.wirebench.engine.model.PackageHeader m) {
    int symbol = string(builder, m.getSymbol());
    int currency = string(builder, m.getCurrency());
    int sourceId = string(builder, m.getSourceId());
    List<BaseEntry> entries = m.getEntries();
    int mark = offsets.size();
    for (int i = 0; i < entries.size(); i++) {
      offsets.push(entry(entries.get(i), i));
    }
    PackageHeader.startEntriesVector(builder, entries.size());
    int vector = offsets.popVector(builder, mark);
    PackageHeader.startPackageHeader(builder);
    PackageHeader.addTimestamp(builder, m.getTimestamp());
    PackageHeader.addOriginalTimestamp(builder, m.getOriginalTimestamp());
    PackageHeader.addReceiveTimestamp(builder, m.getReceiveTimestamp());
    PackageHeader.addFirstSequence(builder, m.getFirstSequence());
    PackageHeader.addLastSequence(builder, m.getLastSequence());
    PackageHeader.addReceivedTime(builder, m.getReceivedTime());
    PackageHeader.addSequenceNumber(builder, m.getSequenceNumber());
    PackageHeader.addSymbol(builder, symbol);
    PackageHeader.addCurrency(builder, currency);
    PackageHeader.addSourceId(builder, sourceId);
    PackageHeader.addEntries(builder, vector);
    PackageHeader.addPackageType(builder, FbEnums.code(m.getPackageType()));
    return PackageHeader.endPackageHeader(builder);
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, mirroring the schema; a hot
  // encode/decode path, kept flat
  private int entry(BaseEntry entry, int i) {
    int exchange = exchange(entry.getExchangeId());
    byte type;
    int body;
    switch (entry.kind()) {
      case TRADE -> {
        type = EntryBody.TradeEntry;
        body = trade((dev.wirebench.engine.model.TradeEntry) entry, i);
      }
      case L1 -> {
        var l1 = (dev.wirebench.engine.model.L1Entry) entry;
        L1Entry.startL1Entry(builder);
        if (!Decimals.isNull(l1.getPrice())) {
          L1Entry.addPrice(builder, decimal(builder, l1.getPrice(), "entries", i, "price"));
        }
        if (!Decimals.isNull(l1.getSize())) {
          L1Entry.addSize(builder, decimal(builder, l1.getSize(), "entries", i, "size"));
        }
        L1Entry.addSide(builder, FbEnums.code(l1.getSide()));
        if (l1.getIsNational() != null) {
          // flatc 2.0.8 generates this optional scalar's adder with default false, which would
          // drop a present false; forcing defaults for this one field keeps it.
          builder.forceDefaults(true);
          L1Entry.addIsNational(builder, l1.getIsNational());
          builder.forceDefaults(false);
        }
        type = EntryBody.L1Entry;
        body = L1Entry.endL1Entry(builder);
      }
      case L2_NEW -> {
        var l2 = (dev.wirebench.engine.model.L2EntryNew) entry;
        L2EntryNew.startL2EntryNew(builder);
        if (!Decimals.isNull(l2.getPrice())) {
          L2EntryNew.addPrice(builder, decimal(builder, l2.getPrice(), "entries", i, "price"));
        }
        if (!Decimals.isNull(l2.getSize())) {
          L2EntryNew.addSize(builder, decimal(builder, l2.getSize(), "entries", i, "size"));
        }
        L2EntryNew.addLevel(builder, l2.getLevel());
        L2EntryNew.addSide(builder, FbEnums.code(l2.getSide()));
        type = EntryBody.L2EntryNew;
        body = L2EntryNew.endL2EntryNew(builder);
      }
      case L2_UPDATE -> {
        var l2 = (dev.wirebench.engine.model.L2EntryUpdate) entry;
        L2EntryUpdate.startL2EntryUpdate(builder);
        if (!Decimals.isNull(l2.getPrice())) {
          L2EntryUpdate.addPrice(builder, decimal(builder, l2.getPrice(), "entries", i, "price"));
        }
        if (!Decimals.isNull(l2.getSize())) {
          L2EntryUpdate.addSize(builder, decimal(builder, l2.getSize(), "entries", i, "size"));
        }
        L2EntryUpdate.addLevel(builder, l2.getLevel());
        L2EntryUpdate.addSide(builder, FbEnums.code(l2.getSide()));
        L2EntryUpdate.addAction(builder, FbEnums.code(l2.getAction()));
        type = EntryBody.L2EntryUpdate;
        body = L2EntryUpdate.endL2EntryUpdate(builder);
      }
      case BOOK_RESET -> {
        var reset = (dev.wirebench.engine.model.BookResetEntry) entry;
        type = EntryBody.BookResetEntry;
        body = BookResetEntry.createBookResetEntry(builder, FbEnums.code(reset.getSide()));
      }
      default -> throw new IllegalStateException("unknown entry kind " + entry.kind());
    }
    return envelope(entry, exchange, type, body);
  }

  private int trade(dev.wirebench.engine.model.TradeEntry trade, int i) {
    int matchId = string(builder, trade.getMatchId());
    int condition = string(builder, trade.getCondition());
    int buyerOrderId = string(builder, trade.getBuyerOrderId());
    int sellerOrderId = string(builder, trade.getSellerOrderId());
    int buyerParticipantId = string(builder, trade.getBuyerParticipantId());
    int sellerParticipantId = string(builder, trade.getSellerParticipantId());
    TradeEntry.startTradeEntry(builder);
    if (!Decimals.isNull(trade.getPrice())) {
      TradeEntry.addPrice(builder, decimal(builder, trade.getPrice(), "entries", i, "price"));
    }
    if (!Decimals.isNull(trade.getSize())) {
      TradeEntry.addSize(builder, decimal(builder, trade.getSize(), "entries", i, "size"));
    }
    TradeEntry.addMatchId(builder, matchId);
    TradeEntry.addSide(builder, FbEnums.code(trade.getSide()));
    TradeEntry.addCondition(builder, condition);
    TradeEntry.addTradeType(builder, FbEnums.code(trade.getTradeType()));
    TradeEntry.addBuyerOrderId(builder, buyerOrderId);
    TradeEntry.addSellerOrderId(builder, sellerOrderId);
    TradeEntry.addBuyerParticipantId(builder, buyerParticipantId);
    TradeEntry.addSellerParticipantId(builder, sellerParticipantId);
    tradeCounts(trade);
    return TradeEntry.endTradeEntry(builder);
  }

  /** A trade's optional order counts; a present 0 is kept (flatc's adder would drop it). */
  private void tradeCounts(dev.wirebench.engine.model.TradeEntry trade) {
    builder.forceDefaults(true);
    if (trade.getBuyerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      TradeEntry.addBuyerNumberOfOrders(builder, trade.getBuyerNumberOfOrders());
    }
    if (trade.getSellerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      TradeEntry.addSellerNumberOfOrders(builder, trade.getSellerNumberOfOrders());
    }
    builder.forceDefaults(false);
  }

  /** The Entry table around a finished body: TimeBase's BaseEntry/BasePriceEntry fields. */
  private int envelope(BaseEntry entry, int exchange, byte type, int body) {
    int contract = string(builder, entry.getContractId());
    BasePriceEntry priced = entry instanceof BasePriceEntry p ? p : null;
    int quote = priced == null ? 0 : string(builder, priced.getQuoteId());
    int participant = priced == null ? 0 : string(builder, priced.getParticipantId());
    Entry.startEntry(builder);
    Entry.addExchangeId(builder, exchange);
    Entry.addBodyType(builder, type);
    Entry.addBody(builder, body);
    if (entry.getIsImplied() != null) {
      // The same flatc default-false adder as L1Entry.isNational: force it so a false stays.
      builder.forceDefaults(true);
      Entry.addIsImplied(builder, entry.getIsImplied());
      builder.forceDefaults(false);
    }
    Entry.addContractId(builder, contract);
    if (priced != null && priced.getNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      builder.forceDefaults(true); // flatc's optional-scalar adder would drop a present 0
      Entry.addNumberOfOrders(builder, priced.getNumberOfOrders());
      builder.forceDefaults(false);
    }
    Entry.addQuoteId(builder, quote);
    Entry.addParticipantId(builder, participant);
    return Entry.endEntry(builder);
  }

  /**
   * Every entry of a package usually names the same venue as the one before: that string is written
   * once and shared. (FlatBufferBuilder.createSharedString would do it too, but its pool boxes
   * offsets into a HashMap cleared per message: garbage on every encode.)
   */
  private int exchange(String exchangeId) {
    if (exchangeId == null) {
      return 0;
    }
    if (!exchangeId.equals(lastExchangeId)) {
      lastExchange = builder.createString(exchangeId);
      lastExchangeId = exchangeId;
    }
    return lastExchange;
  }

  private int bar(dev.wirebench.engine.model.BarMessage m) {
    int symbol = string(builder, m.getSymbol());
    int exchange = string(builder, m.getExchangeId());
    var b = builder;
    BarMessage.startBarMessage(b);
    if (!Decimals.isNull(m.getOpen())) {
      BarMessage.addOpen(b, decimal(b, m.getOpen(), null, -1, "open"));
    }
    if (!Decimals.isNull(m.getHigh())) {
      BarMessage.addHigh(b, decimal(b, m.getHigh(), null, -1, "high"));
    }
    if (!Decimals.isNull(m.getLow())) {
      BarMessage.addLow(b, decimal(b, m.getLow(), null, -1, "low"));
    }
    if (!Decimals.isNull(m.getClose())) {
      BarMessage.addClose(b, decimal(b, m.getClose(), null, -1, "close"));
    }
    if (!Decimals.isNull(m.getVolume())) {
      BarMessage.addVolume(b, decimal(b, m.getVolume(), null, -1, "volume"));
    }
    BarMessage.addTimestamp(b, m.getTimestamp());
    BarMessage.addSymbol(b, symbol);
    BarMessage.addExchangeId(b, exchange);
    return BarMessage.endBarMessage(b);
  }

  /** The offset of a string, or 0 (absent) for null. */
  static int string(FlatBufferBuilder builder, String text) {
    return text == null ? 0 : builder.createString(text);
  }

  /** A present decimal as an inline Decimal struct (call between a table's start and end). */
  static int decimal(FlatBufferBuilder builder, long value, String list, int index, String field) {
    if (!DecimalParts.isFinite(value)) {
      String path = list == null ? field : list + "[" + index + "]." + field;
      throw new CodecException(FlatBuffersCodec.ID, -1, path, DecimalParts.whyNot(value));
    }
    return Decimal.createDecimal(
        builder, DecimalParts.mantissa(value), (short) DecimalParts.exponent(value));
  }
}
