package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.sbe.gen.AggressorSide;
import dev.wirebench.engine.codec.sbe.gen.BarMessageEncoder;
import dev.wirebench.engine.codec.sbe.gen.BookUpdateAction;
import dev.wirebench.engine.codec.sbe.gen.BooleanType;
import dev.wirebench.engine.codec.sbe.gen.DecimalEncoder;
import dev.wirebench.engine.codec.sbe.gen.InstrumentMessageEncoder;
import dev.wirebench.engine.codec.sbe.gen.MessageHeaderEncoder;
import dev.wirebench.engine.codec.sbe.gen.PackageHeaderEncoder;
import dev.wirebench.engine.codec.sbe.gen.PackageHeaderEncoder.EntriesEncoder;
import dev.wirebench.engine.codec.sbe.gen.QuoteSide;
import dev.wirebench.engine.codec.sbe.gen.TradeType;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.BaseEntry;
import dev.wirebench.engine.model.BasePriceEntry;
import dev.wirebench.engine.model.BookResetEntry;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.InstrumentMessage;
import dev.wirebench.engine.model.L1Entry;
import dev.wirebench.engine.model.L2EntryNew;
import dev.wirebench.engine.model.L2EntryUpdate;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.PackageHeader;
import dev.wirebench.engine.model.TradeEntry;
import java.util.ArrayList;
import org.agrona.MutableDirectBuffer;

/**
 * Writes messages through the generated SBE encoders, at index 0 of the buffer it is given.
 * Allocates nothing (strings go through {@link SbeText}); the buffer's bounds checks turn an
 * overflow into an {@link IndexOutOfBoundsException}, which the codec reports as a full buffer.
 *
 * <p>Not thread-safe.
 */
final class SbeWriter {
  private final MessageHeaderEncoder header = new MessageHeaderEncoder();
  private final InstrumentMessageEncoder instrument = new InstrumentMessageEncoder();
  private final PackageHeaderEncoder pkg = new PackageHeaderEncoder();
  private final BarMessageEncoder bar = new BarMessageEncoder();
  private final SbeText text = new SbeText();
  private final SbeBookWriter books;
  private final SbeFixWriter fix;

  SbeWriter() {
    this.books = new SbeBookWriter(header, text);
    this.fix = new SbeFixWriter(header, text);
  }

  /** Writes {@code message} at index 0 and returns its length. */
  int write(Message message, MutableDirectBuffer buffer) {
    return switch (message.messageType()) {
      case INSTRUMENT_MESSAGE -> writeInstrument((InstrumentMessage) message, buffer);
      case PACKAGE_HEADER -> writePackage((PackageHeader) message, buffer);
      case BAR_MESSAGE -> writeBar((BarMessage) message, buffer);
      case ORDER_BOOK_SNAPSHOT -> books.writeSnapshot((OrderBookSnapshot) message, buffer);
      case NEW_ORDER_SINGLE -> books.writeOrder((NewOrderSingle) message, buffer);
      case FIX_MESSAGE -> fix.write((FixMessage) message, buffer);
    };
  }

  private int writeInstrument(InstrumentMessage m, MutableDirectBuffer buffer) {
    instrument.wrapAndApplyHeader(buffer, 0, header).timestamp(m.getTimestamp());
    instrument.absent().clear().symbol(m.getSymbol() == null);
    text.put(m.getSymbol());
    instrument.putSymbol(text.bytes(), 0, text.length());
    return MessageHeaderEncoder.ENCODED_LENGTH + instrument.encodedLength();
  }

  private int writePackage(PackageHeader m, MutableDirectBuffer buffer) {
    pkg.wrapAndApplyHeader(buffer, 0, header)
        .timestamp(m.getTimestamp())
        .originalTimestamp(m.getOriginalTimestamp())
        .receiveTimestamp(m.getReceiveTimestamp())
        .firstSequence(m.getFirstSequence())
        .lastSequence(m.getLastSequence())
        .receivedTime(m.getReceivedTime())
        .sequenceNumber(m.getSequenceNumber())
        .packageType(SbeEnums.PACKAGE_TYPE.wire(m.getPackageType()));
    pkg.absent()
        .clear()
        .symbol(m.getSymbol() == null)
        .currency(m.getCurrency() == null)
        .sourceId(m.getSourceId() == null);
    ArrayList<BaseEntry> entries = m.getEntries();
    EntriesEncoder group = pkg.entriesCount(SbeLimits.count(entries.size(), "entries"));
    for (int i = 0; i < entries.size(); i++) {
      writeEntry(group.next(), entries.get(i), i);
    }
    text.put(m.getSymbol());
    pkg.putSymbol(text.bytes(), 0, text.length());
    text.put(m.getCurrency());
    pkg.putCurrency(text.bytes(), 0, text.length());
    text.put(m.getSourceId());
    pkg.putSourceId(text.bytes(), 0, text.length());
    return MessageHeaderEncoder.ENCODED_LENGTH + pkg.encodedLength();
  }

  @SuppressWarnings(
      "checkstyle:MethodLength") // one arm per entry kind, mirroring the schema; a hot
  // encode/decode path, kept flat
  private void writeEntry(EntriesEncoder e, BaseEntry entry, int index) {
    e.kind(SbeEnums.ENTRY_KIND.wire(entry.kind()))
        .side(QuoteSide.NULL_VAL)
        .aggressor(AggressorSide.NULL_VAL)
        .action(BookUpdateAction.NULL_VAL)
        .isNational(BooleanType.NULL_VAL)
        .isImplied(bool(entry.getIsImplied()))
        .level((short) 0);
    BasePriceEntry priced = entry instanceof BasePriceEntry p ? p : null;
    // NO_COUNT is SBE's int64 null value as well
    e.numberOfOrders(priced == null ? BasePriceEntry.NO_COUNT : priced.getNumberOfOrders());
    String quoteId = priced == null ? null : priced.getQuoteId();
    String participantId = priced == null ? null : priced.getParticipantId();
    long price = Decimals.NULL;
    long size = Decimals.NULL;
    String matchId = null;
    TradeEntry tradeOnly = null;
    switch (entry.kind()) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        e.aggressor(SbeEnums.AGGRESSOR.wire(trade.getSide()));
        tradeOnly = trade;
        price = trade.getPrice();
        size = trade.getSize();
        matchId = trade.getMatchId();
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        e.side(SbeEnums.QUOTE_SIDE.wire(l1.getSide())).isNational(bool(l1.getIsNational()));
        price = l1.getPrice();
        size = l1.getSize();
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        e.side(SbeEnums.QUOTE_SIDE.wire(l2.getSide())).level(l2.getLevel());
        price = l2.getPrice();
        size = l2.getSize();
      }
      case L2_UPDATE -> {
        L2EntryUpdate l2 = (L2EntryUpdate) entry;
        e.side(SbeEnums.QUOTE_SIDE.wire(l2.getSide())).level(l2.getLevel());
        e.action(SbeEnums.ACTION.wire(l2.getAction()));
        price = l2.getPrice();
        size = l2.getSize();
      }
      case BOOK_RESET -> e.side(SbeEnums.QUOTE_SIDE.wire(((BookResetEntry) entry).getSide()));
    }
    decimal(e.price(), price, "entries", index, "price");
    decimal(e.size(), size, "entries", index, "size");
    e.absent()
        .clear()
        .exchangeId(entry.getExchangeId() == null)
        .matchId(matchId == null)
        .contractId(entry.getContractId() == null)
        .quoteId(quoteId == null)
        .participantId(participantId == null);
    text.put(entry.getExchangeId());
    e.putExchangeId(text.bytes(), 0, text.length());
    text.put(matchId);
    e.putMatchId(text.bytes(), 0, text.length());
    text.put(entry.getContractId());
    e.putContractId(text.bytes(), 0, text.length());
    text.put(quoteId);
    e.putQuoteId(text.bytes(), 0, text.length());
    text.put(participantId);
    e.putParticipantId(text.bytes(), 0, text.length());
    writeTradeData(e, tradeOnly);
  }

  /**
   * TimeBase's own TradeEntry fields (schema version 2): block fields already in place, so this
   * sets them and writes their var data; all absent for a book entry or reset ({@code trade} null).
   */
  private void writeTradeData(EntriesEncoder e, TradeEntry trade) {
    boolean none = trade == null;
    e.tradeType(none ? TradeType.NULL_VAL : SbeEnums.TRADE_TYPE.wire(trade.getTradeType()));
    // NO_COUNT is SBE's int64 null value as well
    e.buyerNumberOfOrders(none ? BasePriceEntry.NO_COUNT : trade.getBuyerNumberOfOrders());
    e.sellerNumberOfOrders(none ? BasePriceEntry.NO_COUNT : trade.getSellerNumberOfOrders());
    String condition = none ? null : trade.getCondition();
    String buyerOrderId = none ? null : trade.getBuyerOrderId();
    String sellerOrderId = none ? null : trade.getSellerOrderId();
    String buyerParticipantId = none ? null : trade.getBuyerParticipantId();
    String sellerParticipantId = none ? null : trade.getSellerParticipantId();
    e.tradeAbsent()
        .clear()
        .condition(condition == null)
        .buyerOrderId(buyerOrderId == null)
        .sellerOrderId(sellerOrderId == null)
        .buyerParticipantId(buyerParticipantId == null)
        .sellerParticipantId(sellerParticipantId == null);
    text.put(condition);
    e.putCondition(text.bytes(), 0, text.length());
    text.put(buyerOrderId);
    e.putBuyerOrderId(text.bytes(), 0, text.length());
    text.put(sellerOrderId);
    e.putSellerOrderId(text.bytes(), 0, text.length());
    text.put(buyerParticipantId);
    e.putBuyerParticipantId(text.bytes(), 0, text.length());
    text.put(sellerParticipantId);
    e.putSellerParticipantId(text.bytes(), 0, text.length());
  }

  private int writeBar(BarMessage m, MutableDirectBuffer buffer) {
    bar.wrapAndApplyHeader(buffer, 0, header).timestamp(m.getTimestamp());
    decimal(bar.open(), m.getOpen(), null, -1, "open");
    decimal(bar.high(), m.getHigh(), null, -1, "high");
    decimal(bar.low(), m.getLow(), null, -1, "low");
    decimal(bar.close(), m.getClose(), null, -1, "close");
    decimal(bar.volume(), m.getVolume(), null, -1, "volume");
    bar.absent().clear().symbol(m.getSymbol() == null).exchangeId(m.getExchangeId() == null);
    text.put(m.getSymbol());
    bar.putSymbol(text.bytes(), 0, text.length());
    text.put(m.getExchangeId());
    bar.putExchangeId(text.bytes(), 0, text.length());
    return MessageHeaderEncoder.ENCODED_LENGTH + bar.encodedLength();
  }

  static BooleanType bool(Boolean value) {
    if (value == null) {
      return BooleanType.NULL_VAL;
    }
    return value ? BooleanType.TRUE : BooleanType.FALSE;
  }

  /** Writes a decimal in this binding's representation (see {@link SbeBinding}). */
  static void decimal(DecimalEncoder d, long value, String list, int index, String field) {
    SbeBinding.writeDecimal(d, value, list, index, field);
  }

  static CodecException encodeError(String list, int index, String field, String problem) {
    String path = list == null ? field : list + "[" + index + "]." + field;
    return new CodecException(SbeBinding.ID, -1, path, problem);
  }
}
