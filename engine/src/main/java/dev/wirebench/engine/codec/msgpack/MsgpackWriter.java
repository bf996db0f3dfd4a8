package dev.wirebench.engine.codec.msgpack;

import com.epam.deltix.dfp.Decimal64Utils;
import dev.wirebench.engine.codec.CodecException;
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
import org.msgpack.core.MessagePacker;

/**
 * Writes messages in the {@link MsgpackLayout} through msgpack-core's packer. ASCII strings are
 * copied into a reused scratch array and written as raw string payloads, so the steady state
 * allocates nothing; other strings go through {@link MessagePacker#packString} (which encodes to a
 * new array).
 */
final class MsgpackWriter {
  private final MessagePacker out;
  private byte[] scratch = new byte[256];

  MsgpackWriter(MessagePacker out) {
    this.out = out;
  }

  void write(Message message) throws IOException {
    switch (message.messageType()) {
      case INSTRUMENT_MESSAGE -> {
        begin(message, MsgpackLayout.INSTRUMENT_FIELDS);
        header((InstrumentMessage) message);
      }
      case PACKAGE_HEADER -> {
        begin(message, MsgpackLayout.PACKAGE_FIELDS);
        packageHeader((PackageHeader) message);
      }
      case BAR_MESSAGE -> {
        begin(message, MsgpackLayout.BAR_FIELDS);
        bar((BarMessage) message);
      }
      case ORDER_BOOK_SNAPSHOT -> {
        begin(message, MsgpackLayout.SNAPSHOT_FIELDS);
        snapshot((OrderBookSnapshot) message);
      }
      case NEW_ORDER_SINGLE -> {
        begin(message, MsgpackLayout.ORDER_FIELDS);
        order((NewOrderSingle) message);
      }
      case FIX_MESSAGE -> {
        begin(message, MsgpackLayout.FIX_FIELDS);
        FixMessage fix = (FixMessage) message;
        string(fix.getBeginString());
        fixFields(fix.getFields());
      }
    }
  }

  private void begin(Message message, int fields) throws IOException {
    out.packArrayHeader(fields);
    out.packInt(message.messageType().ordinal());
  }

  private void header(InstrumentMessage message) throws IOException {
    string(message.getSymbol());
    timestamp(message.getTimestamp());
  }

  private void packageHeader(PackageHeader message) throws IOException {
    header(message);
    enumValue(message.getPackageType());
    timestamp(message.getOriginalTimestamp());
    timestamp(message.getReceiveTimestamp());
    optionalLong(message.getFirstSequence());
    optionalLong(message.getLastSequence());
    List<BaseEntry> entries = message.getEntries();
    out.packArrayHeader(entries.size());
    // indexed loops here and below, not for-each: the iterators are garbage unless C2 removes them
    for (int i = 0; i < entries.size(); i++) {
      BaseEntry entry = entries.get(i);
      out.packArrayHeader(MsgpackLayout.entryFields(entry.kind()));
      out.packInt(entry.kind().ordinal());
      string(entry.getExchangeId());
      entry(entry);
      if (entry instanceof BasePriceEntry priced) {
        optionalLong(priced.getNumberOfOrders());
        string(priced.getQuoteId());
        string(priced.getParticipantId());
      }
      if (entry instanceof TradeEntry trade) {
        tradeAppended(trade);
      }
      optionalBoolean(entry.getIsImplied());
      string(entry.getContractId());
    }
    timestamp(message.getReceivedTime());
    string(message.getCurrency());
    optionalLong(message.getSequenceNumber());
    string(message.getSourceId());
  }

  private void entry(BaseEntry entry) throws IOException {
    switch (entry.kind()) {
      case TRADE -> {
        TradeEntry trade = (TradeEntry) entry;
        string(trade.getMatchId());
        decimal(trade.getPrice());
        decimal(trade.getSize());
        enumValue(trade.getSide());
      }
      case L1 -> {
        L1Entry l1 = (L1Entry) entry;
        enumValue(l1.getSide());
        decimal(l1.getPrice());
        decimal(l1.getSize());
        optionalBoolean(l1.getIsNational());
      }
      case L2_NEW -> {
        L2EntryNew l2 = (L2EntryNew) entry;
        out.packShort(l2.getLevel());
        enumValue(l2.getSide());
        decimal(l2.getPrice());
        decimal(l2.getSize());
      }
      case L2_UPDATE -> {
        L2EntryUpdate update = (L2EntryUpdate) entry;
        out.packShort(update.getLevel());
        enumValue(update.getSide());
        decimal(update.getPrice());
        decimal(update.getSize());
        enumValue(update.getAction());
      }
      case BOOK_RESET -> enumValue(((BookResetEntry) entry).getSide());
    }
  }

  private void bar(BarMessage bar) throws IOException {
    header(bar);
    string(bar.getExchangeId());
    decimal(bar.getOpen());
    decimal(bar.getHigh());
    decimal(bar.getLow());
    decimal(bar.getClose());
    decimal(bar.getVolume());
  }

  private void snapshot(OrderBookSnapshot book) throws IOException {
    header(book);
    string(book.getVenue());
    out.packLong(book.getInstrumentId());
    out.packLong(book.getSequence());
    out.packBoolean(book.isTrading());
    enumValue(book.getTradingStatus());
    LastTrade trade = book.getLastTrade();
    if (trade == null) {
      out.packNil();
    } else {
      out.packArrayHeader(MsgpackLayout.LAST_TRADE_FIELDS);
      out.packLong(trade.getPriceNanos());
      out.packLong(trade.getSize());
      enumValue(trade.getAggressor());
    }
    levels(book.getBids());
    levels(book.getAsks());
    Metadata metadata = book.getMetadata();
    out.packMapHeader(metadata.size());
    for (int i = 0; i < metadata.size(); i++) {
      string(metadata.key(i));
      string(metadata.value(i));
    }
  }

  private void levels(List<BookLevel> levels) throws IOException {
    out.packArrayHeader(levels.size());
    for (int i = 0; i < levels.size(); i++) {
      BookLevel level = levels.get(i);
      out.packArrayHeader(MsgpackLayout.LEVEL_FIELDS);
      out.packLong(level.getPriceNanos());
      out.packLong(level.getSize());
      out.packInt(level.getOrderCount());
      optionalBoolean(level.getMaker());
    }
  }

  private void order(NewOrderSingle order) throws IOException {
    string(order.getClOrdId());
    string(order.getAccount());
    string(order.getSymbol());
    enumValue(order.getSide());
    timestamp(order.getTransactTime());
    timestamp(order.getSendingTime());
    decimal(order.getOrderQty());
    enumValue(order.getOrdType());
    decimal(order.getPrice());
    decimal(order.getStopPx());
    enumValue(order.getTimeInForce());
    string(order.getText());
  }

  private void fixFields(List<FixField> fields) throws IOException {
    out.packArrayHeader(fields.size());
    for (int f = 0; f < fields.size(); f++) {
      FixField field = fields.get(f);
      out.packArrayHeader(MsgpackLayout.FIX_FIELD_FIELDS);
      out.packInt(field.getTag());
      if (field.isGroup()) {
        List<FixGroup> groups = field.getGroups();
        out.packArrayHeader(groups.size());
        for (int g = 0; g < groups.size(); g++) {
          fixFields(groups.get(g).getFields());
        }
      } else {
        string(field.getValue());
      }
    }
  }

  private void string(String value) throws IOException {
    if (value == null) {
      out.packNil();
      return;
    }
    int length = value.length();
    if (length > scratch.length) {
      scratch = new byte[Math.max(length, scratch.length * 2)];
    }
    for (int i = 0; i < length; i++) {
      char c = value.charAt(i);
      if (c >= 0x80) {
        out.packString(value);
        return;
      }
      scratch[i] = (byte) c;
    }
    out.packRawStringHeader(length);
    out.writePayload(scratch, 0, length);
  }

  private void enumValue(Enum<?> value) throws IOException {
    if (value == null) {
      out.packNil();
    } else {
      out.packInt(value.ordinal());
    }
  }

  private void timestamp(long epochNanos) throws IOException {
    if (epochNanos == Timestamps.NULL) {
      out.packNil();
    } else {
      out.packLong(epochNanos);
    }
  }

  private void optionalLong(long value) throws IOException {
    if (value == Long.MIN_VALUE) {
      out.packNil();
    } else {
      out.packLong(value);
    }
  }

  private void optionalBoolean(Boolean value) throws IOException {
    if (value == null) {
      out.packNil();
    } else {
      out.packBoolean(value);
    }
  }

  private void decimal(long value) throws IOException {
    if (Decimals.isNull(value)) {
      out.packNil();
      return;
    }
    if (!Decimal64Utils.isFinite(value)) {
      throw new CodecException(
          MsgpackCodec.ID, -1, null, "cannot encode the non-finite decimal " + value);
    }
    out.packArrayHeader(2);
    out.packLong(Decimal64Utils.getUnscaledValue(value));
    out.packInt(Decimal64Utils.getScale(value));
  }

  /** TimeBase's own TradeEntry fields, appended to the trade array (Wirebench 3). */
  private void tradeAppended(TradeEntry trade) throws IOException {
    string(trade.getCondition());
    enumValue(trade.getTradeType());
    string(trade.getBuyerOrderId());
    string(trade.getSellerOrderId());
    string(trade.getBuyerParticipantId());
    string(trade.getSellerParticipantId());
    optionalLong(trade.getBuyerNumberOfOrders());
    optionalLong(trade.getSellerNumberOfOrders());
  }
}
