package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.sbe.gen.AggressorSide;
import dev.wirebench.engine.codec.sbe.gen.BooleanType;
import dev.wirebench.engine.codec.sbe.gen.HeaderAbsentDecoder;
import dev.wirebench.engine.codec.sbe.gen.MessageHeaderDecoder;
import dev.wirebench.engine.codec.sbe.gen.NewOrderSingleDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrdType;
import dev.wirebench.engine.codec.sbe.gen.OrderAbsentDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotDecoder.AsksDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotDecoder.BidsDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotDecoder.LastTradeDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotDecoder.MetadataDecoder;
import dev.wirebench.engine.codec.sbe.gen.OrderSide;
import dev.wirebench.engine.codec.sbe.gen.TimeInForce;
import dev.wirebench.engine.codec.sbe.gen.TradingStatus;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.Reuse;
import java.util.ArrayList;
import org.agrona.DirectBuffer;

/** Reads order-book snapshots and new orders in place (see {@link SbeReader}). */
final class SbeBookReader {
  private final SbeInput in;
  private final OrderBookSnapshotDecoder book = new OrderBookSnapshotDecoder();
  private final NewOrderSingleDecoder order = new NewOrderSingleDecoder();

  SbeBookReader(SbeInput in) {
    this.in = in;
  }

  int readSnapshot(DirectBuffer buffer, Message message) {
    OrderBookSnapshot m = (OrderBookSnapshot) message;
    OrderBookSnapshotDecoder d =
        book.wrap(
            buffer, MessageHeaderDecoder.ENCODED_LENGTH, OrderBookSnapshotDecoder.BLOCK_LENGTH, 0);
    m.setTimestamp(d.timestamp());
    m.setInstrumentId(d.instrumentId());
    m.setSequence(d.sequence());
    in.at("isTrading");
    BooleanType trading = d.isTrading();
    if (trading == BooleanType.NULL_VAL) {
      throw in.error(OrderBookSnapshotDecoder.isTradingEncodingOffset() + 8, "isTrading is null");
    }
    m.setTrading(trading == BooleanType.TRUE);
    in.at("tradingStatus");
    TradingStatus status = d.tradingStatus();
    m.setTradingStatus(SbeEnums.TRADING.model(status));
    HeaderAbsentDecoder absent = d.absent();
    boolean noSymbol = absent.symbol();
    boolean noVenue = absent.venue();
    readLastTrade(d, m);
    readBids(d, m.getBids());
    readAsks(d, m.getAsks());
    readMetadata(d, m.getMetadata());
    in.at("symbol");
    m.setSymbol(in.string(m.getSymbol(), noSymbol, d.limit(), d.symbolLength()));
    d.skipSymbol();
    in.at("venue");
    m.setVenue(in.string(m.getVenue(), noVenue, d.limit(), d.venueLength()));
    d.skipVenue();
    return d.limit();
  }

  private void readLastTrade(OrderBookSnapshotDecoder d, OrderBookSnapshot m) {
    in.at("lastTrade");
    int from = d.limit();
    LastTradeDecoder group = d.lastTrade();
    in.requireGroup(
        from, group.count(), group.actingBlockLength(), LastTradeDecoder.sbeBlockLength(), 0);
    if (group.count() > 1) {
      throw in.error(from, group.count() + " last trades; a snapshot has at most one");
    }
    if (!group.hasNext()) {
      m.clearLastTrade();
      return;
    }
    group.next();
    LastTrade trade = m.lastTradeForWrite();
    trade.setPriceNanos(group.priceNanos());
    trade.setSize(group.size());
    AggressorSide aggressor = group.aggressor();
    trade.setAggressor(SbeEnums.AGGRESSOR.model(aggressor));
  }

  private void readBids(OrderBookSnapshotDecoder d, ArrayList<BookLevel> levels) {
    in.at("bids");
    int from = d.limit();
    BidsDecoder group = d.bids();
    in.requireGroup(
        from, group.count(), group.actingBlockLength(), BidsDecoder.sbeBlockLength(), 0);
    int i = 0;
    while (group.hasNext()) {
      group.next();
      BookLevel level = OrderBookSnapshot.levelSlot(levels, i++);
      level.setPriceNanos(group.priceNanos());
      level.setSize(group.size());
      level.setOrderCount(group.orderCount());
      level.setMaker(SbeInput.bool(group.maker()));
    }
    Reuse.truncate(levels, i);
  }

  private void readAsks(OrderBookSnapshotDecoder d, ArrayList<BookLevel> levels) {
    in.at("asks");
    int from = d.limit();
    AsksDecoder group = d.asks();
    in.requireGroup(
        from, group.count(), group.actingBlockLength(), AsksDecoder.sbeBlockLength(), 0);
    int i = 0;
    while (group.hasNext()) {
      group.next();
      BookLevel level = OrderBookSnapshot.levelSlot(levels, i++);
      level.setPriceNanos(group.priceNanos());
      level.setSize(group.size());
      level.setOrderCount(group.orderCount());
      level.setMaker(SbeInput.bool(group.maker()));
    }
    Reuse.truncate(levels, i);
  }

  private void readMetadata(OrderBookSnapshotDecoder d, Metadata metadata) {
    in.at("metadata");
    int from = d.limit();
    MetadataDecoder group = d.metadata();
    in.requireGroup(
        from, group.count(), group.actingBlockLength(), MetadataDecoder.sbeBlockLength(), 4);
    int i = 0;
    while (group.hasNext()) {
      group.next();
      boolean reuse = i < metadata.size();
      in.at("metadata", i, "key");
      String key = in.string(reuse ? metadata.key(i) : null, false, d.limit(), group.keyLength());
      group.skipKey();
      for (int k = 0; k < i; k++) {
        if (metadata.key(k).equals(key)) {
          throw in.error(d.limit(), "metadata key \"" + key + "\" appears twice");
        }
      }
      in.at("metadata", i, "value");
      String value =
          in.string(reuse ? metadata.value(i) : null, false, d.limit(), group.valueLength());
      group.skipValue();
      metadata.set(i++, key, value);
    }
    metadata.truncate(i);
  }

  int readOrder(DirectBuffer buffer, Message message) {
    NewOrderSingle m = (NewOrderSingle) message;
    NewOrderSingleDecoder d =
        order.wrap(
            buffer, MessageHeaderDecoder.ENCODED_LENGTH, NewOrderSingleDecoder.BLOCK_LENGTH, 0);
    m.setTransactTime(d.transactTime());
    m.setSendingTime(d.sendingTime());
    in.at("orderQty");
    m.setOrderQty(in.decimal(d.orderQty()));
    in.at("price");
    m.setPrice(in.decimal(d.price()));
    in.at("stopPx");
    m.setStopPx(in.decimal(d.stopPx()));
    in.at("side");
    OrderSide side = d.side();
    m.setSide(SbeEnums.ORDER_SIDE.model(side));
    in.at("ordType");
    OrdType type = d.ordType();
    m.setOrdType(SbeEnums.ORD_TYPE.model(type));
    in.at("timeInForce");
    TimeInForce tif = d.timeInForce();
    m.setTimeInForce(SbeEnums.TIME_IN_FORCE.model(tif));
    OrderAbsentDecoder absent = d.absent();
    boolean noClOrdId = absent.clOrdId();
    boolean noAccount = absent.account();
    boolean noSymbol = absent.symbol();
    boolean noText = absent.text();
    in.at("clOrdId");
    m.setClOrdId(in.string(m.getClOrdId(), noClOrdId, d.limit(), d.clOrdIdLength()));
    d.skipClOrdId();
    in.at("account");
    m.setAccount(in.string(m.getAccount(), noAccount, d.limit(), d.accountLength()));
    d.skipAccount();
    in.at("symbol");
    m.setSymbol(in.string(m.getSymbol(), noSymbol, d.limit(), d.symbolLength()));
    d.skipSymbol();
    in.at("text");
    m.setText(in.string(m.getText(), noText, d.limit(), d.textLength()));
    d.skipText();
    return d.limit();
  }
}
