package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.flatbuffers.gen.BarMessage;
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
import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookUpdateAction;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.PackageType;
import dev.wirebench.engine.model.QuoteSide;
import dev.wirebench.engine.model.Reuse;
import java.nio.ByteBuffer;
import java.util.ArrayList;

/**
 * Reads a verified FlatBuffer through the generated accessors, in place: reused table objects are
 * pointed at each table, each field is read from the buffer and copied into the caller's instance,
 * strings are compared with the instance's own through {@code xxxInByteBuffer} views (no String
 * unless the text changed). The generated {@code xxx()} string accessors, which allocate, are not
 * used.
 *
 * <p>Only run on payloads {@link FbWalker} accepted. Not thread-safe.
 */
final class FbReader {
  private static final QuoteSide[] QUOTE_SIDES = QuoteSide.values();
  private static final AggressorSide[] AGGRESSORS = AggressorSide.values();
  private static final dev.wirebench.engine.model.TradeType[] TRADE_TYPES =
      dev.wirebench.engine.model.TradeType.values();
  private static final BookUpdateAction[] ACTIONS = BookUpdateAction.values();
  private static final PackageType[] PACKAGE_TYPES = PackageType.values();
  private static final MessageType[] MESSAGE_TYPES = MessageType.values();

  private final Envelope envelope = new Envelope();
  private final InstrumentMessage instrument = new InstrumentMessage();
  private final PackageHeader pkg = new PackageHeader();
  private final BarMessage bar = new BarMessage();
  private final Entry entry = new Entry();
  private final TradeEntry trade = new TradeEntry();
  private final L1Entry l1 = new L1Entry();
  private final L2EntryNew l2New = new L2EntryNew();
  private final L2EntryUpdate l2Update = new L2EntryUpdate();
  private final BookResetEntry reset = new BookResetEntry();
  private final Decimal decimal = new Decimal();
  private final FbText text = new FbText();
  private final FbBookReader books = new FbBookReader(text);

  /**
   * Reads the payload at {@code bb.position()}; {@code view} shares {@code src} with {@code bb}.
   */
  Message read(ByteBuffer bb, ByteBuffer view, byte[] src, Message reuse) {
    text.wrap(view, src, bb.position());
    Envelope root = Envelope.getRootAsEnvelope(bb, envelope);
    int type = root.messageType();
    if (type < 1 || type > MESSAGE_TYPES.length) {
      throw error("$type", "the envelope holds no message");
    }
    MessageType messageType = MESSAGE_TYPES[type - 1];
    Message m =
        reuse != null && reuse.messageType() == messageType ? reuse : messageType.newInstance();
    switch (messageType) {
      case INSTRUMENT_MESSAGE -> readInstrument((InstrumentMessage) root.message(instrument), m);
      case PACKAGE_HEADER -> readPackage((PackageHeader) root.message(pkg), m);
      case BAR_MESSAGE -> readBar((BarMessage) root.message(bar), m);
      case ORDER_BOOK_SNAPSHOT -> books.readSnapshot(root, m);
      case NEW_ORDER_SINGLE -> books.readOrder(root, m);
      case FIX_MESSAGE -> books.readFix(root, m);
    }
    return m;
  }

  private void readInstrument(InstrumentMessage t, Message message) {
    var m = (dev.wirebench.engine.model.InstrumentMessage) message;
    m.setSymbol(text.of(t.symbolInByteBuffer(text.view()), m.getSymbol()));
    m.setTimestamp(t.timestamp());
  }

  private void readPackage(PackageHeader t, Message message) {
    var m = (dev.wirebench.engine.model.PackageHeader) message;
    m.setSymbol(text.of(t.symbolInByteBuffer(text.view()), m.getSymbol()));
    m.setTimestamp(t.timestamp());
    m.setPackageType(FbEnums.model(PACKAGE_TYPES, t.packageType(), "packageType"));
    m.setOriginalTimestamp(t.originalTimestamp());
    m.setReceiveTimestamp(t.receiveTimestamp());
    m.setFirstSequence(t.firstSequence());
    m.setLastSequence(t.lastSequence());
    m.setReceivedTime(t.receivedTime());
    m.setCurrency(text.of(t.currencyInByteBuffer(text.view()), m.getCurrency()));
    m.setSequenceNumber(t.sequenceNumber());
    m.setSourceId(text.of(t.sourceIdInByteBuffer(text.view()), m.getSourceId()));
    ArrayList<BaseEntry> list = m.getEntries();
    int count = t.entriesLength();
    for (int i = 0; i < count; i++) {
      readEntry(t.entries(entry, i), list, i);
    }
    Reuse.truncate(list, count);
  }

  private void readEntry(Entry e, ArrayList<BaseEntry> list, int i) {
    byte type = e.bodyType();
    if (type < EntryBody.TradeEntry || type > EntryBody.BookResetEntry) {
      throw error("entries[" + i + "].$type", "entry has no body");
    }
    EntryKind kind = EntryKind.byOrdinal(type - 1);
    BaseEntry target = kind.slot(list, i);
    target.setExchangeId(text.of(e.exchangeIdInByteBuffer(text.view()), target.getExchangeId()));
    target.setIsImplied(e.hasIsImplied() ? Boolean.valueOf(e.isImplied()) : null);
    target.setContractId(text.of(e.contractIdInByteBuffer(text.view()), target.getContractId()));
    if (target instanceof BasePriceEntry priced) {
      priced.setNumberOfOrders(
          e.hasNumberOfOrders() ? e.numberOfOrders() : BasePriceEntry.NO_COUNT);
      priced.setQuoteId(text.of(e.quoteIdInByteBuffer(text.view()), priced.getQuoteId()));
      priced.setParticipantId(
          text.of(e.participantIdInByteBuffer(text.view()), priced.getParticipantId()));
    }
    switch (kind) {
      case TRADE -> {
        TradeEntry b = (TradeEntry) e.body(trade);
        var t = (dev.wirebench.engine.model.TradeEntry) target;
        t.setMatchId(text.of(b.matchIdInByteBuffer(text.view()), t.getMatchId()));
        t.setPrice(decimal(b.price(decimal), "entries", i, "price"));
        t.setSize(decimal(b.size(decimal), "entries", i, "size"));
        t.setSide(FbEnums.model(AGGRESSORS, b.side(), "side"));
        tradeFields(b, t);
      }
      case L1 -> {
        L1Entry b = (L1Entry) e.body(l1);
        var t = (dev.wirebench.engine.model.L1Entry) target;
        t.setSide(FbEnums.model(QUOTE_SIDES, b.side(), "side"));
        t.setPrice(decimal(b.price(decimal), "entries", i, "price"));
        t.setSize(decimal(b.size(decimal), "entries", i, "size"));
        t.setIsNational(b.hasIsNational() ? Boolean.valueOf(b.isNational()) : null);
      }
      case L2_NEW -> {
        L2EntryNew b = (L2EntryNew) e.body(l2New);
        var t = (dev.wirebench.engine.model.L2EntryNew) target;
        t.setLevel(b.level());
        t.setSide(FbEnums.model(QUOTE_SIDES, b.side(), "side"));
        t.setPrice(decimal(b.price(decimal), "entries", i, "price"));
        t.setSize(decimal(b.size(decimal), "entries", i, "size"));
      }
      case L2_UPDATE -> {
        L2EntryUpdate b = (L2EntryUpdate) e.body(l2Update);
        var t = (dev.wirebench.engine.model.L2EntryUpdate) target;
        t.setLevel(b.level());
        t.setSide(FbEnums.model(QUOTE_SIDES, b.side(), "side"));
        t.setPrice(decimal(b.price(decimal), "entries", i, "price"));
        t.setSize(decimal(b.size(decimal), "entries", i, "size"));
        t.setAction(FbEnums.model(ACTIONS, b.action(), "action"));
      }
      case BOOK_RESET -> {
        BookResetEntry b = (BookResetEntry) e.body(reset);
        ((dev.wirebench.engine.model.BookResetEntry) target)
            .setSide(FbEnums.model(QUOTE_SIDES, b.side(), "side"));
      }
    }
  }

  private void readBar(BarMessage t, Message message) {
    var m = (dev.wirebench.engine.model.BarMessage) message;
    m.setSymbol(text.of(t.symbolInByteBuffer(text.view()), m.getSymbol()));
    m.setTimestamp(t.timestamp());
    m.setExchangeId(text.of(t.exchangeIdInByteBuffer(text.view()), m.getExchangeId()));
    m.setOpen(decimal(t.open(decimal), null, -1, "open"));
    m.setHigh(decimal(t.high(decimal), null, -1, "high"));
    m.setLow(decimal(t.low(decimal), null, -1, "low"));
    m.setClose(decimal(t.close(decimal), null, -1, "close"));
    m.setVolume(decimal(t.volume(decimal), null, -1, "volume"));
  }

  /** The decimal in a Decimal struct (null: absent), if it is exactly a decimal64. */
  static long decimal(Decimal d, String list, int index, String field) {
    if (d == null) {
      return Decimals.NULL;
    }
    long mantissa = d.mantissa();
    int exponent = d.exponent();
    long value = DecimalParts.exact(mantissa, exponent);
    if (Decimals.isNull(value)) {
      String path = list == null ? field : list + "[" + index + "]." + field;
      throw error(path, DecimalParts.notExact(mantissa, exponent));
    }
    return value;
  }

  /** An error the verifier should have caught (its offset is unknown here). */
  static CodecException error(String path, String problem) {
    return error(-1, path, problem);
  }

  static CodecException error(int offset, String path, String problem) {
    return new CodecException(FlatBuffersCodec.ID, offset, path, problem);
  }

  /** TimeBase's own TradeEntry fields (Wirebench 3; absent in older buffers). */
  private void tradeFields(TradeEntry b, dev.wirebench.engine.model.TradeEntry t) {
    t.setCondition(text.of(b.conditionInByteBuffer(text.view()), t.getCondition()));
    t.setTradeType(FbEnums.model(TRADE_TYPES, b.tradeType(), "tradeType"));
    t.setBuyerOrderId(text.of(b.buyerOrderIdInByteBuffer(text.view()), t.getBuyerOrderId()));
    t.setSellerOrderId(text.of(b.sellerOrderIdInByteBuffer(text.view()), t.getSellerOrderId()));
    t.setBuyerParticipantId(
        text.of(b.buyerParticipantIdInByteBuffer(text.view()), t.getBuyerParticipantId()));
    t.setSellerParticipantId(
        text.of(b.sellerParticipantIdInByteBuffer(text.view()), t.getSellerParticipantId()));
    t.setBuyerNumberOfOrders(
        b.hasBuyerNumberOfOrders() ? b.buyerNumberOfOrders() : BasePriceEntry.NO_COUNT);
    t.setSellerNumberOfOrders(
        b.hasSellerNumberOfOrders() ? b.sellerNumberOfOrders() : BasePriceEntry.NO_COUNT);
  }
}
