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
import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.Timestamps;
import dev.wirebench.engine.model.TradeEntry;
import java.util.ArrayList;
import java.util.List;

/**
 * Copies a decoded Avro Envelope into the caller's model instance, reusing its lists and unchanged
 * strings. A value Avro accepts but the model cannot hold (an inexact decimal, a level beyond a
 * short) is an error with the field path; the byte offset is unknown here (-1).
 */
final class AvroReader {
  private AvroReader() {}

  static Message read(Envelope envelope, Message reuse) {
    Object body = envelope.getMessage();
    if (body instanceof dev.wirebench.engine.codec.avro.gen.InstrumentMessage r) {
      return instrument(r, reuse);
    } else if (body instanceof dev.wirebench.engine.codec.avro.gen.PackageHeader r) {
      return packageHeader(r, reuse);
    } else if (body instanceof dev.wirebench.engine.codec.avro.gen.BarMessage r) {
      return bar(r, reuse);
    } else if (body instanceof dev.wirebench.engine.codec.avro.gen.OrderBookSnapshot r) {
      return AvroBookReader.snapshot(r, reuse);
    } else if (body instanceof dev.wirebench.engine.codec.avro.gen.NewOrderSingle r) {
      return AvroBookReader.order(r, reuse);
    } else if (body instanceof dev.wirebench.engine.codec.avro.gen.FixMessage r) {
      return AvroBookReader.fix(r, reuse);
    }
    throw error("message", "unexpected record " + body);
  }

  static Message target(Message reuse, MessageType type) {
    return reuse != null && reuse.messageType() == type ? reuse : type.newInstance();
  }

  private static Message instrument(
      dev.wirebench.engine.codec.avro.gen.InstrumentMessage r, Message reuse) {
    InstrumentMessage m = (InstrumentMessage) target(reuse, MessageType.INSTRUMENT_MESSAGE);
    m.setSymbol(text(m.getSymbol(), r.getSymbol()));
    m.setTimestamp(timestamp(r.getTimestamp()));
    return m;
  }

  private static Message packageHeader(
      dev.wirebench.engine.codec.avro.gen.PackageHeader r, Message reuse) {
    PackageHeader m = (PackageHeader) target(reuse, MessageType.PACKAGE_HEADER);
    m.setSymbol(text(m.getSymbol(), r.getSymbol()));
    m.setTimestamp(timestamp(r.getTimestamp()));
    m.setPackageType(AvroEnums.PACKAGE_TYPE.model(r.getPackageType()));
    m.setOriginalTimestamp(timestamp(r.getOriginalTimestamp()));
    m.setReceiveTimestamp(timestamp(r.getReceiveTimestamp()));
    m.setFirstSequence(r.getFirstSequence() == null ? Long.MIN_VALUE : r.getFirstSequence());
    m.setLastSequence(r.getLastSequence() == null ? Long.MIN_VALUE : r.getLastSequence());
    m.setReceivedTime(timestamp(r.getReceivedTime()));
    m.setCurrency(text(m.getCurrency(), r.getCurrency()));
    m.setSequenceNumber(r.getSequenceNumber() == null ? Long.MIN_VALUE : r.getSequenceNumber());
    m.setSourceId(text(m.getSourceId(), r.getSourceId()));
    List<Object> entries = r.getEntries();
    ArrayList<BaseEntry> list = m.getEntries();
    for (int i = 0; i < entries.size(); i++) {
      entry(entries.get(i), list, i);
    }
    Reuse.truncate(list, entries.size());
    return m;
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, mirroring the schema; a hot
  // encode/decode path, kept flat
  private static void entry(Object record, ArrayList<BaseEntry> list, int i) {
    if (record instanceof dev.wirebench.engine.codec.avro.gen.TradeEntry r) {
      TradeEntry t = (TradeEntry) EntryKind.TRADE.slot(list, i);
      t.setExchangeId(text(t.getExchangeId(), r.getExchangeId()));
      t.setIsImplied(r.getIsImplied());
      t.setContractId(text(t.getContractId(), r.getContractId()));
      t.setMatchId(text(t.getMatchId(), r.getMatchId()));
      t.setPrice(decimal(r.getPrice(), "entries", i, "price"));
      t.setSize(decimal(r.getSize(), "entries", i, "size"));
      t.setSide(AvroEnums.AGGRESSOR.model(r.getSide()));
      t.setCondition(text(t.getCondition(), r.getCondition()));
      t.setTradeType(AvroEnums.TRADE_TYPE.model(r.getTradeType()));
      t.setBuyerOrderId(text(t.getBuyerOrderId(), r.getBuyerOrderId()));
      t.setSellerOrderId(text(t.getSellerOrderId(), r.getSellerOrderId()));
      t.setBuyerParticipantId(text(t.getBuyerParticipantId(), r.getBuyerParticipantId()));
      t.setSellerParticipantId(text(t.getSellerParticipantId(), r.getSellerParticipantId()));
      t.setBuyerNumberOfOrders(count(r.getBuyerNumberOfOrders()));
      t.setSellerNumberOfOrders(count(r.getSellerNumberOfOrders()));
    } else if (record instanceof dev.wirebench.engine.codec.avro.gen.L1Entry r) {
      L1Entry l1 = (L1Entry) EntryKind.L1.slot(list, i);
      l1.setExchangeId(text(l1.getExchangeId(), r.getExchangeId()));
      l1.setIsImplied(r.getIsImplied());
      l1.setContractId(text(l1.getContractId(), r.getContractId()));
      l1.setNumberOfOrders(
          r.getNumberOfOrders() == null ? BasePriceEntry.NO_COUNT : r.getNumberOfOrders());
      l1.setQuoteId(text(l1.getQuoteId(), r.getQuoteId()));
      l1.setParticipantId(text(l1.getParticipantId(), r.getParticipantId()));
      l1.setSide(AvroEnums.QUOTE_SIDE.model(r.getSide()));
      l1.setPrice(decimal(r.getPrice(), "entries", i, "price"));
      l1.setSize(decimal(r.getSize(), "entries", i, "size"));
      l1.setIsNational(r.getIsNational());
    } else if (record instanceof dev.wirebench.engine.codec.avro.gen.L2EntryNew r) {
      L2EntryNew l2 = (L2EntryNew) EntryKind.L2_NEW.slot(list, i);
      l2.setExchangeId(text(l2.getExchangeId(), r.getExchangeId()));
      l2.setIsImplied(r.getIsImplied());
      l2.setContractId(text(l2.getContractId(), r.getContractId()));
      l2.setNumberOfOrders(
          r.getNumberOfOrders() == null ? BasePriceEntry.NO_COUNT : r.getNumberOfOrders());
      l2.setQuoteId(text(l2.getQuoteId(), r.getQuoteId()));
      l2.setParticipantId(text(l2.getParticipantId(), r.getParticipantId()));
      l2.setLevel(level(r.getLevel(), i));
      l2.setSide(AvroEnums.QUOTE_SIDE.model(r.getSide()));
      l2.setPrice(decimal(r.getPrice(), "entries", i, "price"));
      l2.setSize(decimal(r.getSize(), "entries", i, "size"));
    } else if (record instanceof dev.wirebench.engine.codec.avro.gen.L2EntryUpdate r) {
      L2EntryUpdate l2 = (L2EntryUpdate) EntryKind.L2_UPDATE.slot(list, i);
      l2.setExchangeId(text(l2.getExchangeId(), r.getExchangeId()));
      l2.setIsImplied(r.getIsImplied());
      l2.setContractId(text(l2.getContractId(), r.getContractId()));
      l2.setNumberOfOrders(
          r.getNumberOfOrders() == null ? BasePriceEntry.NO_COUNT : r.getNumberOfOrders());
      l2.setQuoteId(text(l2.getQuoteId(), r.getQuoteId()));
      l2.setParticipantId(text(l2.getParticipantId(), r.getParticipantId()));
      l2.setLevel(level(r.getLevel(), i));
      l2.setSide(AvroEnums.QUOTE_SIDE.model(r.getSide()));
      l2.setAction(AvroEnums.ACTION.model(r.getAction()));
      l2.setPrice(decimal(r.getPrice(), "entries", i, "price"));
      l2.setSize(decimal(r.getSize(), "entries", i, "size"));
    } else if (record instanceof dev.wirebench.engine.codec.avro.gen.BookResetEntry r) {
      BookResetEntry reset = (BookResetEntry) EntryKind.BOOK_RESET.slot(list, i);
      reset.setExchangeId(text(reset.getExchangeId(), r.getExchangeId()));
      reset.setIsImplied(r.getIsImplied());
      reset.setContractId(text(reset.getContractId(), r.getContractId()));
      reset.setSide(AvroEnums.QUOTE_SIDE.model(r.getSide()));
    } else {
      throw error("entries[" + i + "]", "unexpected entry record " + record);
    }
  }

  private static short level(int level, int i) {
    if (level < Short.MIN_VALUE || level > Short.MAX_VALUE) {
      throw error("entries[" + i + "].level", "level " + level + " does not fit a short");
    }
    return (short) level;
  }

  private static Message bar(dev.wirebench.engine.codec.avro.gen.BarMessage r, Message reuse) {
    BarMessage m = (BarMessage) target(reuse, MessageType.BAR_MESSAGE);
    m.setSymbol(text(m.getSymbol(), r.getSymbol()));
    m.setTimestamp(timestamp(r.getTimestamp()));
    m.setExchangeId(text(m.getExchangeId(), r.getExchangeId()));
    m.setOpen(decimal(r.getOpen(), null, -1, "open"));
    m.setHigh(decimal(r.getHigh(), null, -1, "high"));
    m.setLow(decimal(r.getLow(), null, -1, "low"));
    m.setClose(decimal(r.getClose(), null, -1, "close"));
    m.setVolume(decimal(r.getVolume(), null, -1, "volume"));
    return m;
  }

  /** The decoded string, or the instance's own when equal (null stays null). */
  /** Avro's null count as {@link BasePriceEntry#NO_COUNT}. */
  private static long count(Long decoded) {
    return decoded == null ? BasePriceEntry.NO_COUNT : decoded;
  }

  static String text(String existing, String decoded) {
    return decoded == null ? null : Reuse.chars(existing, decoded);
  }

  static long timestamp(Long epochNanos) {
    return epochNanos == null ? Timestamps.NULL : epochNanos;
  }

  /** The decimal in a Decimal record (null is absent), if it is exactly a decimal64. */
  static long decimal(Decimal d, String list, int index, String field) {
    if (d == null) {
      return Decimals.NULL;
    }
    long mantissa = d.getMantissa();
    int exponent = d.getExponent();
    long value = DecimalParts.exact(mantissa, exponent);
    if (Decimals.isNull(value)) {
      String path = list == null ? field : list + "[" + index + "]." + field;
      throw error(path, DecimalParts.notExact(mantissa, exponent));
    }
    return value;
  }

  static CodecException error(String path, String problem) {
    return new CodecException(AvroCodec.ID, -1, path, problem);
  }
}
