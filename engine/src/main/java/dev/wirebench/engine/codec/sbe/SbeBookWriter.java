package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.sbe.gen.AggressorSide;
import dev.wirebench.engine.codec.sbe.gen.BooleanType;
import dev.wirebench.engine.codec.sbe.gen.MessageHeaderEncoder;
import dev.wirebench.engine.codec.sbe.gen.NewOrderSingleEncoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotEncoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotEncoder.AsksEncoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotEncoder.BidsEncoder;
import dev.wirebench.engine.codec.sbe.gen.OrderBookSnapshotEncoder.MetadataEncoder;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import java.util.ArrayList;
import org.agrona.MutableDirectBuffer;

/** Writes order-book snapshots and new orders through the generated SBE encoders. */
final class SbeBookWriter {
  private final MessageHeaderEncoder header;
  private final SbeText text;
  private final OrderBookSnapshotEncoder book = new OrderBookSnapshotEncoder();
  private final NewOrderSingleEncoder order = new NewOrderSingleEncoder();

  SbeBookWriter(MessageHeaderEncoder header, SbeText text) {
    this.header = header;
    this.text = text;
  }

  int writeSnapshot(OrderBookSnapshot m, MutableDirectBuffer buffer) {
    book.wrapAndApplyHeader(buffer, 0, header)
        .timestamp(m.getTimestamp())
        .instrumentId(m.getInstrumentId())
        .sequence(m.getSequence())
        .isTrading(m.isTrading() ? BooleanType.TRUE : BooleanType.FALSE)
        .tradingStatus(SbeEnums.TRADING.wire(m.getTradingStatus()));
    book.absent().clear().symbol(m.getSymbol() == null).venue(m.getVenue() == null);
    LastTrade trade = m.getLastTrade();
    if (trade == null) {
      book.lastTradeCount(0);
    } else {
      AggressorSide aggressor = SbeEnums.AGGRESSOR.wire(trade.getAggressor());
      book.lastTradeCount(1)
          .next()
          .priceNanos(trade.getPriceNanos())
          .size(trade.getSize())
          .aggressor(aggressor);
    }
    ArrayList<BookLevel> bids = m.getBids();
    BidsEncoder bidGroup = book.bidsCount(SbeLimits.count(bids.size(), "bids"));
    // indexed, not for-each: an iterator per group is garbage on the encode path
    for (int i = 0; i < bids.size(); i++) {
      BookLevel level = bids.get(i);
      bidGroup
          .next()
          .priceNanos(level.getPriceNanos())
          .size(level.getSize())
          .orderCount(level.getOrderCount())
          .maker(SbeWriter.bool(level.getMaker()));
    }
    ArrayList<BookLevel> asks = m.getAsks();
    AsksEncoder askGroup = book.asksCount(SbeLimits.count(asks.size(), "asks"));
    for (int i = 0; i < asks.size(); i++) {
      BookLevel level = asks.get(i);
      askGroup
          .next()
          .priceNanos(level.getPriceNanos())
          .size(level.getSize())
          .orderCount(level.getOrderCount())
          .maker(SbeWriter.bool(level.getMaker()));
    }
    writeMetadata(m.getMetadata());
    text.put(m.getSymbol());
    book.putSymbol(text.bytes(), 0, text.length());
    text.put(m.getVenue());
    book.putVenue(text.bytes(), 0, text.length());
    return MessageHeaderEncoder.ENCODED_LENGTH + book.encodedLength();
  }

  private void writeMetadata(Metadata metadata) {
    MetadataEncoder group = book.metadataCount(SbeLimits.count(metadata.size(), "metadata"));
    for (int i = 0; i < metadata.size(); i++) {
      if (metadata.key(i) == null || metadata.value(i) == null) {
        throw new CodecException(
            SbeBinding.ID, -1, "metadata", "metadata keys and values must not be null");
      }
      group.next();
      text.put(metadata.key(i));
      group.putKey(text.bytes(), 0, text.length());
      text.put(metadata.value(i));
      group.putValue(text.bytes(), 0, text.length());
    }
  }

  int writeOrder(NewOrderSingle m, MutableDirectBuffer buffer) {
    order
        .wrapAndApplyHeader(buffer, 0, header)
        .transactTime(m.getTransactTime())
        .sendingTime(m.getSendingTime())
        .side(SbeEnums.ORDER_SIDE.wire(m.getSide()))
        .ordType(SbeEnums.ORD_TYPE.wire(m.getOrdType()))
        .timeInForce(SbeEnums.TIME_IN_FORCE.wire(m.getTimeInForce()));
    SbeWriter.decimal(order.orderQty(), m.getOrderQty(), null, -1, "orderQty");
    SbeWriter.decimal(order.price(), m.getPrice(), null, -1, "price");
    SbeWriter.decimal(order.stopPx(), m.getStopPx(), null, -1, "stopPx");
    order
        .absent()
        .clear()
        .clOrdId(m.getClOrdId() == null)
        .account(m.getAccount() == null)
        .symbol(m.getSymbol() == null)
        .text(m.getText() == null);
    text.put(m.getClOrdId());
    order.putClOrdId(text.bytes(), 0, text.length());
    text.put(m.getAccount());
    order.putAccount(text.bytes(), 0, text.length());
    text.put(m.getSymbol());
    order.putSymbol(text.bytes(), 0, text.length());
    text.put(m.getText());
    order.putText(text.bytes(), 0, text.length());
    return MessageHeaderEncoder.ENCODED_LENGTH + order.encodedLength();
  }
}
