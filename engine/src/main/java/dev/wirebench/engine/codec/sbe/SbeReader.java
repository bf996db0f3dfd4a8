package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.gen.BarMessageDecoder;
import dev.wirebench.engine.codec.sbe.gen.BookUpdateAction;
import dev.wirebench.engine.codec.sbe.gen.EntryAbsentDecoder;
import dev.wirebench.engine.codec.sbe.gen.HeaderAbsentDecoder;
import dev.wirebench.engine.codec.sbe.gen.InstrumentMessageDecoder;
import dev.wirebench.engine.codec.sbe.gen.MessageHeaderDecoder;
import dev.wirebench.engine.codec.sbe.gen.PackageHeaderDecoder;
import dev.wirebench.engine.codec.sbe.gen.PackageHeaderDecoder.EntriesDecoder;
import dev.wirebench.engine.codec.sbe.gen.PackageType;
import dev.wirebench.engine.codec.sbe.gen.QuoteSide;
import dev.wirebench.engine.codec.sbe.gen.TradeAbsentDecoder;
import dev.wirebench.engine.codec.sbe.gen.TradeType;
import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.EntryKind;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.TradeEntry;
import java.util.ArrayList;
import org.agrona.DirectBuffer;

/**
 * Reads SBE payloads through the generated flyweight decoders, straight into the caller's model
 * instance: every field is read in place and copied; lists and strings are reused, so decoding the
 * same shape again allocates nothing. Counts and lengths are checked against the payload before use
 * ({@link SbeInput}); the buffer's bounds checks catch the rest as {@link
 * IndexOutOfBoundsException}, which the codec reports with the position reached.
 *
 * <p>Not thread-safe.
 */
final class SbeReader {
  /** The ten var-data length prefixes after each entry block. */
  private static final int ENTRY_TAIL = 20;

  private final SbeInput in = new SbeInput();
  private final MessageHeaderDecoder header = new MessageHeaderDecoder();
  private final InstrumentMessageDecoder instrument = new InstrumentMessageDecoder();
  private final PackageHeaderDecoder pkg = new PackageHeaderDecoder();
  private final BarMessageDecoder bar = new BarMessageDecoder();
  private final SbeBookReader books = new SbeBookReader(in);
  private final SbeFixReader fix = new SbeFixReader(in);

  SbeInput input() {
    return in;
  }

  /** The type of the payload in {@code buffer} (wrapping {@code src[offset, offset + length)}). */
  Message read(DirectBuffer buffer, byte[] src, int offset, int length, Message reuse) {
    in.reset(src, offset, length);
    in.at("(message header)");
    if (length < MessageHeaderDecoder.ENCODED_LENGTH) {
      throw in.error(0, "payload of " + length + " bytes is shorter than the message header");
    }
    header.wrap(buffer, 0);
    if (header.schemaId() != MessageHeaderDecoder.SCHEMA_ID
        || header.version() != MessageHeaderDecoder.SCHEMA_VERSION) {
      throw in.error(
          0,
          "schema " + header.schemaId() + " version " + header.version() + " is not this schema's");
    }
    MessageType type = SbeTemplates.type(header.templateId());
    if (type == null) {
      throw in.error(0, "unknown template id " + header.templateId());
    }
    int blockLength = header.blockLength();
    if (blockLength != SbeTemplates.blockLength(type)) {
      throw in.error(0, "block length " + blockLength + " is not " + type.shortName() + "'s");
    }
    Message message = reuse != null && reuse.messageType() == type ? reuse : type.newInstance();
    int end =
        switch (type) {
          case INSTRUMENT_MESSAGE -> readInstrument(buffer, (InstrumentMessage) message);
          case PACKAGE_HEADER -> readPackage(buffer, (PackageHeader) message);
          case BAR_MESSAGE -> readBar(buffer, (BarMessage) message);
          case ORDER_BOOK_SNAPSHOT -> books.readSnapshot(buffer, message);
          case NEW_ORDER_SINGLE -> books.readOrder(buffer, message);
          case FIX_MESSAGE -> fix.read(buffer, message);
        };
    if (end != length) {
      in.at("(message end)");
      throw in.error(end, (length - end) + " bytes after the end of the message");
    }
    return message;
  }

  private int readInstrument(DirectBuffer buffer, InstrumentMessage m) {
    InstrumentMessageDecoder d =
        instrument.wrap(
            buffer, MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version());
    m.setTimestamp(d.timestamp());
    boolean noSymbol = d.absent().symbol();
    in.at("symbol");
    m.setSymbol(in.string(m.getSymbol(), noSymbol, d.limit(), d.symbolLength()));
    d.skipSymbol();
    return d.limit();
  }

  private int readPackage(DirectBuffer buffer, PackageHeader m) {
    PackageHeaderDecoder d =
        pkg.wrap(
            buffer, MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version());
    m.setTimestamp(d.timestamp());
    m.setOriginalTimestamp(d.originalTimestamp());
    m.setReceiveTimestamp(d.receiveTimestamp());
    m.setFirstSequence(d.firstSequence());
    m.setLastSequence(d.lastSequence());
    m.setReceivedTime(d.receivedTime());
    m.setSequenceNumber(d.sequenceNumber());
    in.at("packageType");
    PackageType type = d.packageType();
    m.setPackageType(SbeEnums.PACKAGE_TYPE.model(type));
    boolean noSymbol = d.absent().symbol();
    boolean noCurrency = d.absent().currency();
    boolean noSourceId = d.absent().sourceId();
    in.at("entries");
    int from = d.limit();
    EntriesDecoder entries = d.entries();
    in.requireGroup(
        from,
        entries.count(),
        entries.actingBlockLength(),
        EntriesDecoder.sbeBlockLength(),
        ENTRY_TAIL);
    ArrayList<BaseEntry> list = m.getEntries();
    int i = 0;
    while (entries.hasNext()) {
      in.at("entries", i, null);
      in.position(d.limit());
      readEntry(d, entries.next(), list, i++);
    }
    Reuse.truncate(list, i);
    in.at("symbol");
    m.setSymbol(in.string(m.getSymbol(), noSymbol, d.limit(), d.symbolLength()));
    d.skipSymbol();
    in.at("currency");
    m.setCurrency(in.string(m.getCurrency(), noCurrency, d.limit(), d.currencyLength()));
    d.skipCurrency();
    in.at("sourceId");
    m.setSourceId(in.string(m.getSourceId(), noSourceId, d.limit(), d.sourceIdLength()));
    d.skipSourceId();
    return d.limit();
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, mirroring the schema; a hot
  // encode/decode path, kept flat
  private void readEntry(
      PackageHeaderDecoder d, EntriesDecoder e, ArrayList<BaseEntry> list, int i) {
    EntryKind kind = SbeEnums.ENTRY_KIND.model(e.kind());
    if (kind == null) {
      throw in.error(d.limit() - e.actingBlockLength(), "entry kind is null");
    }
    BaseEntry entry = kind.slot(list, i);
    String matchId = null;
    switch (kind) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        trade.setSide(aggressor(e));
        in.at("entries", i, "price");
        trade.setPrice(in.decimal(e.price()));
        in.at("entries", i, "size");
        trade.setSize(in.decimal(e.size()));
        matchId = trade.getMatchId();
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        l1.setSide(side(e.side()));
        l1.setIsNational(SbeInput.bool(e.isNational()));
        in.at("entries", i, "price");
        l1.setPrice(in.decimal(e.price()));
        in.at("entries", i, "size");
        l1.setSize(in.decimal(e.size()));
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        l2.setLevel(e.level());
        l2.setSide(side(e.side()));
        in.at("entries", i, "price");
        l2.setPrice(in.decimal(e.price()));
        in.at("entries", i, "size");
        l2.setSize(in.decimal(e.size()));
      }
      case L2_UPDATE -> {
        L2EntryUpdate l2 = (L2EntryUpdate) entry;
        l2.setLevel(e.level());
        l2.setSide(side(e.side()));
        BookUpdateAction action = e.action();
        l2.setAction(SbeEnums.ACTION.model(action));
        in.at("entries", i, "price");
        l2.setPrice(in.decimal(e.price()));
        in.at("entries", i, "size");
        l2.setSize(in.decimal(e.size()));
      }
      case BOOK_RESET -> ((BookResetEntry) entry).setSide(side(e.side()));
    }
    EntryAbsentDecoder absent = e.absent();
    boolean noExchange = absent.exchangeId();
    boolean noMatch = absent.matchId();
    entry.setIsImplied(SbeInput.bool(e.isImplied()));
    in.at("entries", i, "exchangeId");
    entry.setExchangeId(
        in.string(entry.getExchangeId(), noExchange, d.limit(), e.exchangeIdLength()));
    e.skipExchangeId();
    in.at("entries", i, "matchId");
    matchId = in.string(matchId, noMatch, d.limit(), e.matchIdLength());
    e.skipMatchId();
    readTimeBaseData(d, e, entry, i);
    if (entry instanceof TradeEntry trade) {
      trade.setMatchId(matchId);
    }
  }

  /** The var data TimeBase's BaseEntry and BasePriceEntry fields added (schema version 2). */
  private void readTimeBaseData(PackageHeaderDecoder d, EntriesDecoder e, BaseEntry entry, int i) {
    EntryAbsentDecoder absent = e.absent();
    boolean noContract = absent.contractId();
    boolean noQuote = absent.quoteId();
    boolean noParticipant = absent.participantId();
    long numberOfOrders = e.numberOfOrders();
    in.at("entries", i, "contractId");
    entry.setContractId(
        in.string(entry.getContractId(), noContract, d.limit(), e.contractIdLength()));
    e.skipContractId();
    BasePriceEntry priced = entry instanceof BasePriceEntry p ? p : null;
    in.at("entries", i, "quoteId");
    String quoteId =
        in.string(
            priced == null ? null : priced.getQuoteId(), noQuote, d.limit(), e.quoteIdLength());
    e.skipQuoteId();
    in.at("entries", i, "participantId");
    String participantId =
        in.string(
            priced == null ? null : priced.getParticipantId(),
            noParticipant,
            d.limit(),
            e.participantIdLength());
    e.skipParticipantId();
    if (priced != null) {
      priced.setNumberOfOrders(numberOfOrders);
      priced.setQuoteId(quoteId);
      priced.setParticipantId(participantId);
    }
    readTradeData(d, e, entry instanceof TradeEntry t ? t : null, i);
  }

  /** TimeBase's own TradeEntry fields (schema version 2); skipped for other entries. */
  private void readTradeData(PackageHeaderDecoder d, EntriesDecoder e, TradeEntry trade, int i) {
    TradeAbsentDecoder absent = e.tradeAbsent();
    boolean noCondition = absent.condition();
    boolean noBuyerOrder = absent.buyerOrderId();
    boolean noSellerOrder = absent.sellerOrderId();
    boolean noBuyerParticipant = absent.buyerParticipantId();
    boolean noSellerParticipant = absent.sellerParticipantId();
    TradeType type = e.tradeType();
    long buyerOrders = e.buyerNumberOfOrders();
    long sellerOrders = e.sellerNumberOfOrders();
    boolean none = trade == null;
    in.at("entries", i, "condition");
    String condition =
        in.string(none ? null : trade.getCondition(), noCondition, d.limit(), e.conditionLength());
    e.skipCondition();
    in.at("entries", i, "buyerOrderId");
    String buyerOrderId =
        in.string(
            none ? null : trade.getBuyerOrderId(), noBuyerOrder, d.limit(), e.buyerOrderIdLength());
    e.skipBuyerOrderId();
    in.at("entries", i, "sellerOrderId");
    String sellerOrderId =
        in.string(
            none ? null : trade.getSellerOrderId(),
            noSellerOrder,
            d.limit(),
            e.sellerOrderIdLength());
    e.skipSellerOrderId();
    in.at("entries", i, "buyerParticipantId");
    String buyerParticipantId =
        in.string(
            none ? null : trade.getBuyerParticipantId(),
            noBuyerParticipant,
            d.limit(),
            e.buyerParticipantIdLength());
    e.skipBuyerParticipantId();
    in.at("entries", i, "sellerParticipantId");
    String sellerParticipantId =
        in.string(
            none ? null : trade.getSellerParticipantId(),
            noSellerParticipant,
            d.limit(),
            e.sellerParticipantIdLength());
    e.skipSellerParticipantId();
    if (none) {
      return;
    }
    trade.setTradeType(SbeEnums.TRADE_TYPE.model(type));
    trade.setBuyerNumberOfOrders(buyerOrders);
    trade.setSellerNumberOfOrders(sellerOrders);
    trade.setCondition(condition);
    trade.setBuyerOrderId(buyerOrderId);
    trade.setSellerOrderId(sellerOrderId);
    trade.setBuyerParticipantId(buyerParticipantId);
    trade.setSellerParticipantId(sellerParticipantId);
  }

  private static dev.wirebench.engine.model.QuoteSide side(QuoteSide side) {
    return SbeEnums.QUOTE_SIDE.model(side);
  }

  private static AggressorSide aggressor(EntriesDecoder e) {
    dev.wirebench.engine.codec.sbe.gen.AggressorSide side = e.aggressor();
    return SbeEnums.AGGRESSOR.model(side);
  }

  private int readBar(DirectBuffer buffer, BarMessage m) {
    BarMessageDecoder d =
        bar.wrap(
            buffer, MessageHeaderDecoder.ENCODED_LENGTH, header.blockLength(), header.version());
    m.setTimestamp(d.timestamp());
    in.at("open");
    m.setOpen(in.decimal(d.open()));
    in.at("high");
    m.setHigh(in.decimal(d.high()));
    in.at("low");
    m.setLow(in.decimal(d.low()));
    in.at("close");
    m.setClose(in.decimal(d.close()));
    in.at("volume");
    m.setVolume(in.decimal(d.volume()));
    HeaderAbsentDecoder absent = d.absent();
    boolean noSymbol = absent.symbol();
    boolean noExchange = absent.exchangeId();
    in.at("symbol");
    m.setSymbol(in.string(m.getSymbol(), noSymbol, d.limit(), d.symbolLength()));
    d.skipSymbol();
    in.at("exchangeId");
    m.setExchangeId(in.string(m.getExchangeId(), noExchange, d.limit(), d.exchangeIdLength()));
    d.skipExchangeId();
    return d.limit();
  }
}
