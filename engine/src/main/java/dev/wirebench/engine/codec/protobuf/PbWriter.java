package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.codec.protobuf.gen.Pb;
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
import java.util.List;

/**
 * Model to generated protobuf messages, the way protobuf users build them: a new builder per
 * message, optional fields set only when present. Allocates what protobuf allocates.
 */
final class PbWriter {
  private PbWriter() {}

  static Pb.Envelope envelope(Message message) {
    Pb.Envelope.Builder envelope = Pb.Envelope.newBuilder();
    switch (message.messageType()) {
      case INSTRUMENT_MESSAGE ->
          envelope.setInstrumentMessage(instrument((InstrumentMessage) message));
      case PACKAGE_HEADER -> envelope.setPackageHeader(packageHeader((PackageHeader) message));
      case BAR_MESSAGE -> envelope.setBarMessage(bar((BarMessage) message));
      case ORDER_BOOK_SNAPSHOT -> envelope.setOrderBookSnapshot(PbBookWriter.snapshot(message));
      case NEW_ORDER_SINGLE -> envelope.setNewOrderSingle(PbBookWriter.order(message));
      case FIX_MESSAGE -> envelope.setFixMessage(PbBookWriter.fix(message));
    }
    return envelope.build();
  }

  private static Pb.InstrumentMessage instrument(InstrumentMessage m) {
    Pb.InstrumentMessage.Builder b = Pb.InstrumentMessage.newBuilder();
    if (m.getSymbol() != null) {
      b.setSymbol(m.getSymbol());
    }
    if (m.getTimestamp() != Timestamps.NULL) {
      b.setTimestamp(m.getTimestamp());
    }
    return b.build();
  }

  private static Pb.PackageHeader packageHeader(PackageHeader m) {
    Pb.PackageHeader.Builder b = Pb.PackageHeader.newBuilder();
    if (m.getSymbol() != null) {
      b.setSymbol(m.getSymbol());
    }
    if (m.getTimestamp() != Timestamps.NULL) {
      b.setTimestamp(m.getTimestamp());
    }
    if (m.getPackageType() != null) {
      b.setPackageType(PbEnums.PACKAGE_TYPE.wire(m.getPackageType()));
    }
    if (m.getOriginalTimestamp() != Timestamps.NULL) {
      b.setOriginalTimestamp(m.getOriginalTimestamp());
    }
    if (m.getReceiveTimestamp() != Timestamps.NULL) {
      b.setReceiveTimestamp(m.getReceiveTimestamp());
    }
    if (m.getFirstSequence() != Long.MIN_VALUE) {
      b.setFirstSequence(m.getFirstSequence());
    }
    if (m.getLastSequence() != Long.MIN_VALUE) {
      b.setLastSequence(m.getLastSequence());
    }
    if (m.getReceivedTime() != Timestamps.NULL) {
      b.setReceivedTime(m.getReceivedTime());
    }
    if (m.getCurrency() != null) {
      b.setCurrency(m.getCurrency());
    }
    if (m.getSequenceNumber() != Long.MIN_VALUE) {
      b.setSequenceNumber(m.getSequenceNumber());
    }
    if (m.getSourceId() != null) {
      b.setSourceId(m.getSourceId());
    }
    List<BaseEntry> entries = m.getEntries();
    for (int i = 0; i < entries.size(); i++) {
      b.addEntries(entry(entries.get(i), i));
    }
    return b.build();
  }

  private static void tradeFields(Pb.TradeEntry.Builder body, TradeEntry t) {
    if (t.getCondition() != null) {
      body.setCondition(t.getCondition());
    }
    if (t.getTradeType() != null) {
      body.setTradeType(PbEnums.TRADE_TYPE.wire(t.getTradeType()));
    }
    if (t.getBuyerOrderId() != null) {
      body.setBuyerOrderId(t.getBuyerOrderId());
    }
    if (t.getSellerOrderId() != null) {
      body.setSellerOrderId(t.getSellerOrderId());
    }
    if (t.getBuyerParticipantId() != null) {
      body.setBuyerParticipantId(t.getBuyerParticipantId());
    }
    if (t.getSellerParticipantId() != null) {
      body.setSellerParticipantId(t.getSellerParticipantId());
    }
    if (t.getBuyerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      body.setBuyerNumberOfOrders(t.getBuyerNumberOfOrders());
    }
    if (t.getSellerNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      body.setSellerNumberOfOrders(t.getSellerNumberOfOrders());
    }
  }

  private static void priceFields(Pb.Entry.Builder b, BasePriceEntry priced) {
    if (priced.getNumberOfOrders() != BasePriceEntry.NO_COUNT) {
      b.setNumberOfOrders(priced.getNumberOfOrders());
    }
    if (priced.getQuoteId() != null) {
      b.setQuoteId(priced.getQuoteId());
    }
    if (priced.getParticipantId() != null) {
      b.setParticipantId(priced.getParticipantId());
    }
  }

  private static Pb.Entry entry(BaseEntry entry, int i) {
    Pb.Entry.Builder b = Pb.Entry.newBuilder();
    if (entry.getExchangeId() != null) {
      b.setExchangeId(entry.getExchangeId());
    }
    if (entry.getIsImplied() != null) {
      b.setIsImplied(entry.getIsImplied());
    }
    if (entry.getContractId() != null) {
      b.setContractId(entry.getContractId());
    }
    if (entry instanceof BasePriceEntry priced) {
      priceFields(b, priced);
    }
    switch (entry.kind()) {
      case TRADE -> {
        TradeEntry t = (TradeEntry) entry;
        Pb.TradeEntry.Builder body = b.getTradeBuilder();
        if (t.getMatchId() != null) {
          body.setMatchId(t.getMatchId());
        }
        if (!Decimals.isNull(t.getPrice())) {
          body.setPrice(decimal(t.getPrice(), "entries", i, "price"));
        }
        if (!Decimals.isNull(t.getSize())) {
          body.setSize(decimal(t.getSize(), "entries", i, "size"));
        }
        if (t.getSide() != null) {
          body.setSide(PbEnums.AGGRESSOR.wire(t.getSide()));
        }
        tradeFields(body, t);
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        Pb.L1Entry.Builder body = b.getL1Builder();
        if (l1.getSide() != null) {
          body.setSide(PbEnums.QUOTE_SIDE.wire(l1.getSide()));
        }
        if (!Decimals.isNull(l1.getPrice())) {
          body.setPrice(decimal(l1.getPrice(), "entries", i, "price"));
        }
        if (!Decimals.isNull(l1.getSize())) {
          body.setSize(decimal(l1.getSize(), "entries", i, "size"));
        }
        if (l1.getIsNational() != null) {
          body.setIsNational(l1.getIsNational());
        }
      }
      case L2_NEW -> b.setL2New(l2New((L2EntryNew) entry, i));
      case L2_UPDATE -> b.setL2Update(l2Update((L2EntryUpdate) entry, i));
      case BOOK_RESET -> {
        BookResetEntry reset = (BookResetEntry) entry;
        Pb.BookResetEntry.Builder body = b.getBookResetBuilder();
        if (reset.getSide() != null) {
          body.setSide(PbEnums.QUOTE_SIDE.wire(reset.getSide()));
        }
      }
    }
    return b.build();
  }

  private static Pb.L2EntryNew l2New(L2EntryNew l2, int i) {
    Pb.L2EntryNew.Builder body = Pb.L2EntryNew.newBuilder().setLevel(l2.getLevel());
    if (l2.getSide() != null) {
      body.setSide(PbEnums.QUOTE_SIDE.wire(l2.getSide()));
    }
    if (!Decimals.isNull(l2.getPrice())) {
      body.setPrice(decimal(l2.getPrice(), "entries", i, "price"));
    }
    if (!Decimals.isNull(l2.getSize())) {
      body.setSize(decimal(l2.getSize(), "entries", i, "size"));
    }
    return body.build();
  }

  private static Pb.L2EntryUpdate l2Update(L2EntryUpdate l2, int i) {
    Pb.L2EntryUpdate.Builder body = Pb.L2EntryUpdate.newBuilder().setLevel(l2.getLevel());
    if (l2.getSide() != null) {
      body.setSide(PbEnums.QUOTE_SIDE.wire(l2.getSide()));
    }
    if (!Decimals.isNull(l2.getPrice())) {
      body.setPrice(decimal(l2.getPrice(), "entries", i, "price"));
    }
    if (!Decimals.isNull(l2.getSize())) {
      body.setSize(decimal(l2.getSize(), "entries", i, "size"));
    }
    if (l2.getAction() != null) {
      body.setAction(PbEnums.ACTION.wire(l2.getAction()));
    }
    return body.build();
  }

  private static Pb.BarMessage bar(BarMessage m) {
    Pb.BarMessage.Builder b = Pb.BarMessage.newBuilder();
    if (m.getSymbol() != null) {
      b.setSymbol(m.getSymbol());
    }
    if (m.getTimestamp() != Timestamps.NULL) {
      b.setTimestamp(m.getTimestamp());
    }
    if (m.getExchangeId() != null) {
      b.setExchangeId(m.getExchangeId());
    }
    if (!Decimals.isNull(m.getOpen())) {
      b.setOpen(decimal(m.getOpen(), null, -1, "open"));
    }
    if (!Decimals.isNull(m.getHigh())) {
      b.setHigh(decimal(m.getHigh(), null, -1, "high"));
    }
    if (!Decimals.isNull(m.getLow())) {
      b.setLow(decimal(m.getLow(), null, -1, "low"));
    }
    if (!Decimals.isNull(m.getClose())) {
      b.setClose(decimal(m.getClose(), null, -1, "close"));
    }
    if (!Decimals.isNull(m.getVolume())) {
      b.setVolume(decimal(m.getVolume(), null, -1, "volume"));
    }
    return b.build();
  }

  /** A present decimal as a Decimal message. */
  static Pb.Decimal decimal(long value, String list, int index, String field) {
    if (!DecimalParts.isFinite(value)) {
      String path = list == null ? field : list + "[" + index + "]." + field;
      throw new CodecException(ProtobufCodec.ID, -1, path, DecimalParts.whyNot(value));
    }
    return Pb.Decimal.newBuilder()
        .setMantissa(DecimalParts.mantissa(value))
        .setExponent(DecimalParts.exponent(value))
        .build();
  }
}
