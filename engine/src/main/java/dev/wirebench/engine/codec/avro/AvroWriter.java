package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.avro.gen.Decimal;
import dev.wirebench.engine.codec.avro.gen.Envelope;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.Timestamps;
import dev.wirebench.engine.model.TradeEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * Model to generated Avro SpecificRecords: new records per message, absent values as null (the
 * schema's unions with null). Allocates what building Avro records allocates.
 */
final class AvroWriter {
  private AvroWriter() {}

  static Envelope envelope(Message message) {
    Object body =
        switch (message.messageType()) {
          case INSTRUMENT_MESSAGE -> instrument((InstrumentMessage) message);
          case PACKAGE_HEADER -> packageHeader((PackageHeader) message);
          case BAR_MESSAGE -> bar((BarMessage) message);
          case ORDER_BOOK_SNAPSHOT -> AvroBookWriter.snapshot(message);
          case NEW_ORDER_SINGLE -> AvroBookWriter.order(message);
          case FIX_MESSAGE -> AvroBookWriter.fix(message);
        };
    return new Envelope(body);
  }

  private static dev.wirebench.engine.codec.avro.gen.InstrumentMessage instrument(
      InstrumentMessage m) {
    var r = new dev.wirebench.engine.codec.avro.gen.InstrumentMessage();
    r.setSymbol(m.getSymbol());
    r.setTimestamp(timestamp(m.getTimestamp()));
    return r;
  }

  private static dev.wirebench.engine.codec.avro.gen.PackageHeader packageHeader(PackageHeader m) {
    var r = new dev.wirebench.engine.codec.avro.gen.PackageHeader();
    r.setSymbol(m.getSymbol());
    r.setTimestamp(timestamp(m.getTimestamp()));
    r.setPackageType(AvroEnums.PACKAGE_TYPE.wire(m.getPackageType()));
    r.setOriginalTimestamp(timestamp(m.getOriginalTimestamp()));
    r.setReceiveTimestamp(timestamp(m.getReceiveTimestamp()));
    r.setFirstSequence(m.getFirstSequence() == Long.MIN_VALUE ? null : m.getFirstSequence());
    r.setLastSequence(m.getLastSequence() == Long.MIN_VALUE ? null : m.getLastSequence());
    r.setReceivedTime(timestamp(m.getReceivedTime()));
    r.setCurrency(m.getCurrency());
    r.setSequenceNumber(m.getSequenceNumber() == Long.MIN_VALUE ? null : m.getSequenceNumber());
    r.setSourceId(m.getSourceId());
    List<BaseEntry> entries = m.getEntries();
    List<Object> records = new ArrayList<>(entries.size());
    for (int i = 0; i < entries.size(); i++) {
      records.add(entry(entries.get(i), i));
    }
    r.setEntries(records);
    return r;
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, mirroring the schema; a hot
  // encode/decode path, kept flat
  private static Object entry(BaseEntry entry, int i) {
    return switch (entry.kind()) {
      case TRADE -> {
        TradeEntry t = (TradeEntry) entry;
        var r = new dev.wirebench.engine.codec.avro.gen.TradeEntry();
        r.setExchangeId(t.getExchangeId());
        r.setIsImplied(t.getIsImplied());
        r.setContractId(t.getContractId());
        r.setMatchId(t.getMatchId());
        r.setPrice(decimal(t.getPrice(), "entries", i, "price"));
        r.setSize(decimal(t.getSize(), "entries", i, "size"));
        r.setSide(AvroEnums.AGGRESSOR.wire(t.getSide()));
        r.setCondition(t.getCondition());
        r.setTradeType(AvroEnums.TRADE_TYPE.wire(t.getTradeType()));
        r.setBuyerOrderId(t.getBuyerOrderId());
        r.setSellerOrderId(t.getSellerOrderId());
        r.setBuyerParticipantId(t.getBuyerParticipantId());
        r.setSellerParticipantId(t.getSellerParticipantId());
        r.setBuyerNumberOfOrders(count(t.getBuyerNumberOfOrders()));
        r.setSellerNumberOfOrders(count(t.getSellerNumberOfOrders()));
        yield r;
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        var r = new dev.wirebench.engine.codec.avro.gen.L1Entry();
        r.setExchangeId(l1.getExchangeId());
        r.setIsImplied(l1.getIsImplied());
        r.setContractId(l1.getContractId());
        r.setNumberOfOrders(count(l1.getNumberOfOrders()));
        r.setQuoteId(l1.getQuoteId());
        r.setParticipantId(l1.getParticipantId());
        r.setSide(AvroEnums.QUOTE_SIDE.wire(l1.getSide()));
        r.setPrice(decimal(l1.getPrice(), "entries", i, "price"));
        r.setSize(decimal(l1.getSize(), "entries", i, "size"));
        r.setIsNational(l1.getIsNational());
        yield r;
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        var r = new dev.wirebench.engine.codec.avro.gen.L2EntryNew();
        r.setExchangeId(l2.getExchangeId());
        r.setIsImplied(l2.getIsImplied());
        r.setContractId(l2.getContractId());
        r.setNumberOfOrders(count(l2.getNumberOfOrders()));
        r.setQuoteId(l2.getQuoteId());
        r.setParticipantId(l2.getParticipantId());
        r.setLevel(l2.getLevel());
        r.setSide(AvroEnums.QUOTE_SIDE.wire(l2.getSide()));
        r.setPrice(decimal(l2.getPrice(), "entries", i, "price"));
        r.setSize(decimal(l2.getSize(), "entries", i, "size"));
        yield r;
      }
      case L2_UPDATE -> {
        L2EntryUpdate l2 = (L2EntryUpdate) entry;
        var r = new dev.wirebench.engine.codec.avro.gen.L2EntryUpdate();
        r.setExchangeId(l2.getExchangeId());
        r.setIsImplied(l2.getIsImplied());
        r.setContractId(l2.getContractId());
        r.setNumberOfOrders(count(l2.getNumberOfOrders()));
        r.setQuoteId(l2.getQuoteId());
        r.setParticipantId(l2.getParticipantId());
        r.setLevel(l2.getLevel());
        r.setSide(AvroEnums.QUOTE_SIDE.wire(l2.getSide()));
        r.setAction(AvroEnums.ACTION.wire(l2.getAction()));
        r.setPrice(decimal(l2.getPrice(), "entries", i, "price"));
        r.setSize(decimal(l2.getSize(), "entries", i, "size"));
        yield r;
      }
      case BOOK_RESET -> {
        BookResetEntry reset = (BookResetEntry) entry;
        var r = new dev.wirebench.engine.codec.avro.gen.BookResetEntry();
        r.setExchangeId(reset.getExchangeId());
        r.setIsImplied(reset.getIsImplied());
        r.setContractId(reset.getContractId());
        r.setSide(AvroEnums.QUOTE_SIDE.wire(reset.getSide()));
        yield r;
      }
    };
  }

  private static dev.wirebench.engine.codec.avro.gen.BarMessage bar(BarMessage m) {
    var r = new dev.wirebench.engine.codec.avro.gen.BarMessage();
    r.setSymbol(m.getSymbol());
    r.setTimestamp(timestamp(m.getTimestamp()));
    r.setExchangeId(m.getExchangeId());
    r.setOpen(decimal(m.getOpen(), null, -1, "open"));
    r.setHigh(decimal(m.getHigh(), null, -1, "high"));
    r.setLow(decimal(m.getLow(), null, -1, "low"));
    r.setClose(decimal(m.getClose(), null, -1, "close"));
    r.setVolume(decimal(m.getVolume(), null, -1, "volume"));
    return r;
  }

  static Long timestamp(long epochNanos) {
    return epochNanos == Timestamps.NULL ? null : epochNanos;
  }

  /** A Decimal record, or null for the absent decimal. */
  static Decimal decimal(long value, String list, int index, String field) {
    if (Decimals.isNull(value)) {
      return null;
    }
    if (!DecimalParts.isFinite(value)) {
      String path = list == null ? field : list + "[" + index + "]." + field;
      throw new CodecException(AvroCodec.ID, -1, path, DecimalParts.whyNot(value));
    }
    return new Decimal(DecimalParts.mantissa(value), DecimalParts.exponent(value));
  }

  /** An absent order count as Avro's null. */
  private static Long count(long numberOfOrders) {
    return numberOfOrders == BasePriceEntry.NO_COUNT ? null : numberOfOrders;
  }
}
