package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.avro.gen.MetadataEntry;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import java.util.ArrayList;
import java.util.List;

/** Order-book snapshots, new orders and FIX messages as generated Avro records. */
final class AvroBookWriter {
  private AvroBookWriter() {}

  static Object snapshot(Message message) {
    OrderBookSnapshot m = (OrderBookSnapshot) message;
    var r = new dev.wirebench.engine.codec.avro.gen.OrderBookSnapshot();
    r.setTimestamp(AvroWriter.timestamp(m.getTimestamp()));
    r.setVenue(m.getVenue());
    r.setSymbol(m.getSymbol());
    r.setInstrumentId(m.getInstrumentId());
    r.setSequence(m.getSequence());
    r.setIsTrading(m.isTrading());
    r.setTradingStatus(AvroEnums.TRADING.wire(m.getTradingStatus()));
    LastTrade trade = m.getLastTrade();
    if (trade != null) {
      var t = new dev.wirebench.engine.codec.avro.gen.LastTrade();
      t.setPriceNanos(trade.getPriceNanos());
      t.setSize(trade.getSize());
      t.setAggressor(AvroEnums.AGGRESSOR.wire(trade.getAggressor()));
      r.setLastTrade(t);
    }
    r.setBids(levels(m.getBids()));
    r.setAsks(levels(m.getAsks()));
    Metadata metadata = m.getMetadata();
    List<MetadataEntry> entries = new ArrayList<>(metadata.size());
    for (int i = 0; i < metadata.size(); i++) {
      if (metadata.key(i) == null || metadata.value(i) == null) {
        throw new CodecException(
            AvroCodec.ID, -1, "metadata", "metadata keys and values must not be null");
      }
      entries.add(new MetadataEntry(metadata.key(i), metadata.value(i)));
    }
    r.setMetadata(entries);
    return r;
  }

  private static List<dev.wirebench.engine.codec.avro.gen.BookLevel> levels(List<BookLevel> from) {
    List<dev.wirebench.engine.codec.avro.gen.BookLevel> to = new ArrayList<>(from.size());
    for (BookLevel level : from) {
      to.add(
          new dev.wirebench.engine.codec.avro.gen.BookLevel(
              level.getPriceNanos(), level.getSize(), level.getOrderCount(), level.getMaker()));
    }
    return to;
  }

  static Object order(Message message) {
    NewOrderSingle m = (NewOrderSingle) message;
    var r = new dev.wirebench.engine.codec.avro.gen.NewOrderSingle();
    r.setClOrdId(m.getClOrdId());
    r.setAccount(m.getAccount());
    r.setSymbol(m.getSymbol());
    r.setSide(AvroEnums.ORDER_SIDE.wire(m.getSide()));
    r.setTransactTime(AvroWriter.timestamp(m.getTransactTime()));
    r.setSendingTime(AvroWriter.timestamp(m.getSendingTime()));
    r.setOrderQty(AvroWriter.decimal(m.getOrderQty(), null, -1, "orderQty"));
    r.setOrdType(AvroEnums.ORD_TYPE.wire(m.getOrdType()));
    r.setPrice(AvroWriter.decimal(m.getPrice(), null, -1, "price"));
    r.setStopPx(AvroWriter.decimal(m.getStopPx(), null, -1, "stopPx"));
    r.setTimeInForce(AvroEnums.TIME_IN_FORCE.wire(m.getTimeInForce()));
    r.setText(m.getText());
    return r;
  }

  static Object fix(Message message) {
    FixMessage m = (FixMessage) message;
    var r = new dev.wirebench.engine.codec.avro.gen.FixMessage();
    r.setBeginString(m.getBeginString());
    r.setFields(fields(m.getFields()));
    return r;
  }

  private static List<dev.wirebench.engine.codec.avro.gen.FixField> fields(List<FixField> from) {
    List<dev.wirebench.engine.codec.avro.gen.FixField> to = new ArrayList<>(from.size());
    for (FixField field : from) {
      var r = new dev.wirebench.engine.codec.avro.gen.FixField();
      r.setTag(field.getTag());
      List<dev.wirebench.engine.codec.avro.gen.FixGroup> groups = new ArrayList<>();
      if (field.isGroup()) {
        for (FixGroup group : field.getGroups()) {
          groups.add(new dev.wirebench.engine.codec.avro.gen.FixGroup(fields(group.getFields())));
        }
      } else {
        r.setValue(field.getValue());
      }
      r.setGroups(groups);
      to.add(r);
    }
    return to;
  }
}
