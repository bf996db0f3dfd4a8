package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.codec.mapping.EnumBridge;
import dev.wirebench.engine.codec.protobuf.gen.Pb;
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
 * Copies a parsed protobuf Envelope into the caller's model instance, reusing its lists and
 * unchanged strings. Values protobuf accepts but the model cannot hold (an unknown enum number, an
 * inexact decimal, an empty oneof) are errors with the field path; the byte offset is unknown here
 * (-1), since parsed messages do not keep positions.
 */
final class PbReader {
  private PbReader() {}

  static Message read(Pb.Envelope envelope, Message reuse) {
    return switch (envelope.getMessageCase()) {
      case INSTRUMENT_MESSAGE -> instrument(envelope.getInstrumentMessage(), reuse);
      case PACKAGE_HEADER -> packageHeader(envelope.getPackageHeader(), reuse);
      case BAR_MESSAGE -> bar(envelope.getBarMessage(), reuse);
      case ORDER_BOOK_SNAPSHOT -> PbBookReader.snapshot(envelope.getOrderBookSnapshot(), reuse);
      case NEW_ORDER_SINGLE -> PbBookReader.order(envelope.getNewOrderSingle(), reuse);
      case FIX_MESSAGE -> PbBookReader.fix(envelope.getFixMessage(), reuse);
      case MESSAGE_NOT_SET -> throw error("(envelope)", "the envelope holds no message");
    };
  }

  static Message target(Message reuse, MessageType type) {
    return reuse != null && reuse.messageType() == type ? reuse : type.newInstance();
  }

  private static Message instrument(Pb.InstrumentMessage p, Message reuse) {
    InstrumentMessage m = (InstrumentMessage) target(reuse, MessageType.INSTRUMENT_MESSAGE);
    m.setSymbol(p.hasSymbol() ? Reuse.chars(m.getSymbol(), p.getSymbol()) : null);
    m.setTimestamp(p.hasTimestamp() ? p.getTimestamp() : Timestamps.NULL);
    return m;
  }

  private static Message packageHeader(Pb.PackageHeader p, Message reuse) {
    PackageHeader m = (PackageHeader) target(reuse, MessageType.PACKAGE_HEADER);
    m.setSymbol(p.hasSymbol() ? Reuse.chars(m.getSymbol(), p.getSymbol()) : null);
    m.setTimestamp(p.hasTimestamp() ? p.getTimestamp() : Timestamps.NULL);
    m.setPackageType(
        enumValue(
            PbEnums.PACKAGE_TYPE, p.getPackageType(), p.getPackageTypeValue(), "packageType"));
    m.setOriginalTimestamp(p.hasOriginalTimestamp() ? p.getOriginalTimestamp() : Timestamps.NULL);
    m.setReceiveTimestamp(p.hasReceiveTimestamp() ? p.getReceiveTimestamp() : Timestamps.NULL);
    m.setFirstSequence(p.hasFirstSequence() ? p.getFirstSequence() : Long.MIN_VALUE);
    m.setLastSequence(p.hasLastSequence() ? p.getLastSequence() : Long.MIN_VALUE);
    m.setReceivedTime(p.hasReceivedTime() ? p.getReceivedTime() : Timestamps.NULL);
    m.setCurrency(p.hasCurrency() ? Reuse.chars(m.getCurrency(), p.getCurrency()) : null);
    m.setSequenceNumber(p.hasSequenceNumber() ? p.getSequenceNumber() : Long.MIN_VALUE);
    m.setSourceId(p.hasSourceId() ? Reuse.chars(m.getSourceId(), p.getSourceId()) : null);
    List<Pb.Entry> entries = p.getEntriesList();
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
  private static void entry(Pb.Entry p, ArrayList<BaseEntry> list, int i) {
    EntryKind kind =
        switch (p.getBodyCase()) {
          case TRADE -> EntryKind.TRADE;
          case L1 -> EntryKind.L1;
          case L2_NEW -> EntryKind.L2_NEW;
          case L2_UPDATE -> EntryKind.L2_UPDATE;
          case BOOK_RESET -> EntryKind.BOOK_RESET;
          case BODY_NOT_SET -> throw error("entries[" + i + "]", "entry has no body");
        };
    BaseEntry entry = kind.slot(list, i);
    entry.setExchangeId(
        p.hasExchangeId() ? Reuse.chars(entry.getExchangeId(), p.getExchangeId()) : null);
    entry.setIsImplied(p.hasIsImplied() ? Boolean.valueOf(p.getIsImplied()) : null);
    entry.setContractId(
        p.hasContractId() ? Reuse.chars(entry.getContractId(), p.getContractId()) : null);
    if (entry instanceof BasePriceEntry priced) {
      priced.setNumberOfOrders(
          p.hasNumberOfOrders() ? p.getNumberOfOrders() : BasePriceEntry.NO_COUNT);
      priced.setQuoteId(p.hasQuoteId() ? Reuse.chars(priced.getQuoteId(), p.getQuoteId()) : null);
      priced.setParticipantId(
          p.hasParticipantId()
              ? Reuse.chars(priced.getParticipantId(), p.getParticipantId())
              : null);
    }
    switch (kind) {
      case TRADE -> {
        Pb.TradeEntry b = p.getTrade();
        TradeEntry t = (TradeEntry) entry;
        t.setMatchId(b.hasMatchId() ? Reuse.chars(t.getMatchId(), b.getMatchId()) : null);
        t.setPrice(b.hasPrice() ? decimal(b.getPrice(), "entries", i, "price") : Decimals.NULL);
        t.setSize(b.hasSize() ? decimal(b.getSize(), "entries", i, "size") : Decimals.NULL);
        t.setSide(enumValue(PbEnums.AGGRESSOR, b.getSide(), b.getSideValue(), "side"));
        tradeFields(t, b);
      }
      case L1 -> {
        Pb.L1Entry b = p.getL1();
        L1Entry l1 = (L1Entry) entry;
        l1.setSide(enumValue(PbEnums.QUOTE_SIDE, b.getSide(), b.getSideValue(), "side"));
        l1.setPrice(b.hasPrice() ? decimal(b.getPrice(), "entries", i, "price") : Decimals.NULL);
        l1.setSize(b.hasSize() ? decimal(b.getSize(), "entries", i, "size") : Decimals.NULL);
        l1.setIsNational(b.hasIsNational() ? Boolean.valueOf(b.getIsNational()) : null);
      }
      case L2_NEW -> {
        Pb.L2EntryNew b = p.getL2New();
        L2EntryNew l2 = (L2EntryNew) entry;
        l2.setLevel(level(b.getLevel(), i));
        l2.setSide(enumValue(PbEnums.QUOTE_SIDE, b.getSide(), b.getSideValue(), "side"));
        l2.setPrice(b.hasPrice() ? decimal(b.getPrice(), "entries", i, "price") : Decimals.NULL);
        l2.setSize(b.hasSize() ? decimal(b.getSize(), "entries", i, "size") : Decimals.NULL);
      }
      case L2_UPDATE -> {
        Pb.L2EntryUpdate b = p.getL2Update();
        L2EntryUpdate l2 = (L2EntryUpdate) entry;
        l2.setLevel(level(b.getLevel(), i));
        l2.setSide(enumValue(PbEnums.QUOTE_SIDE, b.getSide(), b.getSideValue(), "side"));
        l2.setPrice(b.hasPrice() ? decimal(b.getPrice(), "entries", i, "price") : Decimals.NULL);
        l2.setSize(b.hasSize() ? decimal(b.getSize(), "entries", i, "size") : Decimals.NULL);
        l2.setAction(enumValue(PbEnums.ACTION, b.getAction(), b.getActionValue(), "action"));
      }
      case BOOK_RESET -> {
        Pb.BookResetEntry b = p.getBookReset();
        ((BookResetEntry) entry)
            .setSide(enumValue(PbEnums.QUOTE_SIDE, b.getSide(), b.getSideValue(), "side"));
      }
    }
  }

  private static short level(int level, int i) {
    if (level < Short.MIN_VALUE || level > Short.MAX_VALUE) {
      throw error("entries[" + i + "].level", "level " + level + " does not fit a short");
    }
    return (short) level;
  }

  private static Message bar(Pb.BarMessage p, Message reuse) {
    BarMessage m = (BarMessage) target(reuse, MessageType.BAR_MESSAGE);
    m.setSymbol(p.hasSymbol() ? Reuse.chars(m.getSymbol(), p.getSymbol()) : null);
    m.setTimestamp(p.hasTimestamp() ? p.getTimestamp() : Timestamps.NULL);
    m.setExchangeId(p.hasExchangeId() ? Reuse.chars(m.getExchangeId(), p.getExchangeId()) : null);
    m.setOpen(p.hasOpen() ? decimal(p.getOpen(), null, -1, "open") : Decimals.NULL);
    m.setHigh(p.hasHigh() ? decimal(p.getHigh(), null, -1, "high") : Decimals.NULL);
    m.setLow(p.hasLow() ? decimal(p.getLow(), null, -1, "low") : Decimals.NULL);
    m.setClose(p.hasClose() ? decimal(p.getClose(), null, -1, "close") : Decimals.NULL);
    m.setVolume(p.hasVolume() ? decimal(p.getVolume(), null, -1, "volume") : Decimals.NULL);
    return m;
  }

  /** The decimal in a Decimal message, if it is exactly a decimal64. */
  static long decimal(Pb.Decimal d, String list, int index, String field) {
    long mantissa = d.getMantissa();
    int exponent = d.getExponent();
    long value = DecimalParts.exact(mantissa, exponent);
    if (Decimals.isNull(value)) {
      String path = list == null ? field : list + "[" + index + "]." + field;
      throw error(path, DecimalParts.notExact(mantissa, exponent));
    }
    return value;
  }

  /** A model enum from a proto3 enum: 0 is absent, numbers the schema lacks are errors. */
  static <M extends Enum<M>, W extends Enum<W>> M enumValue(
      EnumBridge<M, W> bridge, W wire, int number, String field) {
    if (number == 0) {
      return null;
    }
    M model = bridge.model(wire);
    if (model == null) {
      throw error(field, "enum number " + number + " is not in the schema");
    }
    return model;
  }

  static CodecException error(String path, String problem) {
    return new CodecException(ProtobufCodec.ID, -1, path, problem);
  }

  /** TimeBase's own TradeEntry fields (Wirebench 3; absent in older payloads). */
  private static void tradeFields(TradeEntry t, Pb.TradeEntry b) {
    t.setCondition(b.hasCondition() ? Reuse.chars(t.getCondition(), b.getCondition()) : null);
    t.setTradeType(
        enumValue(PbEnums.TRADE_TYPE, b.getTradeType(), b.getTradeTypeValue(), "tradeType"));
    t.setBuyerOrderId(
        b.hasBuyerOrderId() ? Reuse.chars(t.getBuyerOrderId(), b.getBuyerOrderId()) : null);
    t.setSellerOrderId(
        b.hasSellerOrderId() ? Reuse.chars(t.getSellerOrderId(), b.getSellerOrderId()) : null);
    t.setBuyerParticipantId(
        b.hasBuyerParticipantId()
            ? Reuse.chars(t.getBuyerParticipantId(), b.getBuyerParticipantId())
            : null);
    t.setSellerParticipantId(
        b.hasSellerParticipantId()
            ? Reuse.chars(t.getSellerParticipantId(), b.getSellerParticipantId())
            : null);
    t.setBuyerNumberOfOrders(
        b.hasBuyerNumberOfOrders() ? b.getBuyerNumberOfOrders() : BasePriceEntry.NO_COUNT);
    t.setSellerNumberOfOrders(
        b.hasSellerNumberOfOrders() ? b.getSellerNumberOfOrders() : BasePriceEntry.NO_COUNT);
  }
}
