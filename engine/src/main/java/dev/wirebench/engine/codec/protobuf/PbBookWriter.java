package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.protobuf.gen.Pb;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.Timestamps;
import java.util.List;

/** Order-book snapshots, new orders and FIX messages as generated protobuf messages. */
final class PbBookWriter {
  private PbBookWriter() {}

  static Pb.OrderBookSnapshot snapshot(Message message) {
    OrderBookSnapshot m = (OrderBookSnapshot) message;
    Pb.OrderBookSnapshot.Builder b =
        Pb.OrderBookSnapshot.newBuilder()
            .setInstrumentId(m.getInstrumentId())
            .setSequence(m.getSequence())
            .setIsTrading(m.isTrading());
    if (m.getTimestamp() != Timestamps.NULL) {
      b.setTimestamp(m.getTimestamp());
    }
    if (m.getVenue() != null) {
      b.setVenue(m.getVenue());
    }
    if (m.getSymbol() != null) {
      b.setSymbol(m.getSymbol());
    }
    if (m.getTradingStatus() != null) {
      b.setTradingStatus(PbEnums.TRADING.wire(m.getTradingStatus()));
    }
    LastTrade trade = m.getLastTrade();
    if (trade != null) {
      Pb.LastTrade.Builder t =
          b.getLastTradeBuilder().setPriceNanos(trade.getPriceNanos()).setSize(trade.getSize());
      if (trade.getAggressor() != null) {
        t.setAggressor(PbEnums.AGGRESSOR.wire(trade.getAggressor()));
      }
    }
    for (BookLevel level : m.getBids()) {
      b.addBids(level(level));
    }
    for (BookLevel level : m.getAsks()) {
      b.addAsks(level(level));
    }
    Metadata metadata = m.getMetadata();
    for (int i = 0; i < metadata.size(); i++) {
      if (metadata.key(i) == null || metadata.value(i) == null) {
        throw new CodecException(
            ProtobufCodec.ID, -1, "metadata", "metadata keys and values must not be null");
      }
      b.addMetadataBuilder().setKey(metadata.key(i)).setValue(metadata.value(i));
    }
    return b.build();
  }

  private static Pb.BookLevel level(BookLevel level) {
    Pb.BookLevel.Builder b =
        Pb.BookLevel.newBuilder()
            .setPriceNanos(level.getPriceNanos())
            .setSize(level.getSize())
            .setOrderCount(level.getOrderCount());
    if (level.getMaker() != null) {
      b.setMaker(level.getMaker());
    }
    return b.build();
  }

  static Pb.NewOrderSingle order(Message message) {
    NewOrderSingle m = (NewOrderSingle) message;
    Pb.NewOrderSingle.Builder b = Pb.NewOrderSingle.newBuilder();
    if (m.getClOrdId() != null) {
      b.setClOrdId(m.getClOrdId());
    }
    if (m.getAccount() != null) {
      b.setAccount(m.getAccount());
    }
    if (m.getSymbol() != null) {
      b.setSymbol(m.getSymbol());
    }
    if (m.getSide() != null) {
      b.setSide(PbEnums.ORDER_SIDE.wire(m.getSide()));
    }
    if (m.getTransactTime() != Timestamps.NULL) {
      b.setTransactTime(m.getTransactTime());
    }
    if (m.getSendingTime() != Timestamps.NULL) {
      b.setSendingTime(m.getSendingTime());
    }
    if (!Decimals.isNull(m.getOrderQty())) {
      b.setOrderQty(PbWriter.decimal(m.getOrderQty(), null, -1, "orderQty"));
    }
    if (m.getOrdType() != null) {
      b.setOrdType(PbEnums.ORD_TYPE.wire(m.getOrdType()));
    }
    if (!Decimals.isNull(m.getPrice())) {
      b.setPrice(PbWriter.decimal(m.getPrice(), null, -1, "price"));
    }
    if (!Decimals.isNull(m.getStopPx())) {
      b.setStopPx(PbWriter.decimal(m.getStopPx(), null, -1, "stopPx"));
    }
    if (m.getTimeInForce() != null) {
      b.setTimeInForce(PbEnums.TIME_IN_FORCE.wire(m.getTimeInForce()));
    }
    if (m.getText() != null) {
      b.setText(m.getText());
    }
    return b.build();
  }

  static Pb.FixMessage fix(Message message) {
    FixMessage m = (FixMessage) message;
    Pb.FixMessage.Builder b = Pb.FixMessage.newBuilder();
    if (m.getBeginString() != null) {
      b.setBeginString(m.getBeginString());
    }
    for (FixField field : m.getFields()) {
      b.addFields(field(field));
    }
    return b.build();
  }

  private static Pb.FixField field(FixField field) {
    Pb.FixField.Builder b = Pb.FixField.newBuilder().setTag(field.getTag());
    if (field.isGroup()) {
      for (FixGroup group : field.getGroups()) {
        b.addGroups(group(group.getFields()));
      }
    } else if (field.getValue() != null) {
      b.setValue(field.getValue());
    }
    return b.build();
  }

  private static Pb.FixGroup group(List<FixField> fields) {
    Pb.FixGroup.Builder b = Pb.FixGroup.newBuilder();
    for (FixField field : fields) {
      b.addFields(field(field));
    }
    return b.build();
  }
}
