package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.avro.gen.MetadataEntry;
import dev.wirebench.engine.codec.mapping.CountText;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.LastTrade;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrderBookSnapshot;
import dev.wirebench.engine.model.Reuse;
import java.util.ArrayList;
import java.util.List;

/** Copies decoded snapshots, new orders and FIX messages into model instances (see AvroReader). */
final class AvroBookReader {
  private AvroBookReader() {}

  static Message snapshot(dev.wirebench.engine.codec.avro.gen.OrderBookSnapshot r, Message reuse) {
    OrderBookSnapshot m =
        (OrderBookSnapshot) AvroReader.target(reuse, MessageType.ORDER_BOOK_SNAPSHOT);
    m.setTimestamp(AvroReader.timestamp(r.getTimestamp()));
    m.setVenue(AvroReader.text(m.getVenue(), r.getVenue()));
    m.setSymbol(AvroReader.text(m.getSymbol(), r.getSymbol()));
    m.setInstrumentId(r.getInstrumentId());
    m.setSequence(r.getSequence());
    m.setTrading(r.getIsTrading());
    m.setTradingStatus(AvroEnums.TRADING.model(r.getTradingStatus()));
    if (r.getLastTrade() != null) {
      LastTrade trade = m.lastTradeForWrite();
      trade.setPriceNanos(r.getLastTrade().getPriceNanos());
      trade.setSize(r.getLastTrade().getSize());
      trade.setAggressor(AvroEnums.AGGRESSOR.model(r.getLastTrade().getAggressor()));
    } else {
      m.clearLastTrade();
    }
    levels(r.getBids(), m.getBids());
    levels(r.getAsks(), m.getAsks());
    Metadata metadata = m.getMetadata();
    List<MetadataEntry> entries = r.getMetadata();
    for (int i = 0; i < entries.size(); i++) {
      MetadataEntry e = entries.get(i);
      boolean reuseSlot = i < metadata.size();
      String key = AvroReader.text(reuseSlot ? metadata.key(i) : null, e.getKey());
      for (int k = 0; k < i; k++) {
        if (metadata.key(k).equals(key)) {
          throw AvroReader.error("metadata", "metadata key \"" + key + "\" appears twice");
        }
      }
      metadata.set(i, key, AvroReader.text(reuseSlot ? metadata.value(i) : null, e.getValue()));
    }
    metadata.truncate(entries.size());
    return m;
  }

  private static void levels(
      List<dev.wirebench.engine.codec.avro.gen.BookLevel> from, ArrayList<BookLevel> to) {
    for (int i = 0; i < from.size(); i++) {
      var r = from.get(i);
      BookLevel level = OrderBookSnapshot.levelSlot(to, i);
      level.setPriceNanos(r.getPriceNanos());
      level.setSize(r.getSize());
      level.setOrderCount(r.getOrderCount());
      level.setMaker(r.getMaker());
    }
    Reuse.truncate(to, from.size());
  }

  static Message order(dev.wirebench.engine.codec.avro.gen.NewOrderSingle r, Message reuse) {
    NewOrderSingle m = (NewOrderSingle) AvroReader.target(reuse, MessageType.NEW_ORDER_SINGLE);
    m.setClOrdId(AvroReader.text(m.getClOrdId(), r.getClOrdId()));
    m.setAccount(AvroReader.text(m.getAccount(), r.getAccount()));
    m.setSymbol(AvroReader.text(m.getSymbol(), r.getSymbol()));
    m.setSide(AvroEnums.ORDER_SIDE.model(r.getSide()));
    m.setTransactTime(AvroReader.timestamp(r.getTransactTime()));
    m.setSendingTime(AvroReader.timestamp(r.getSendingTime()));
    m.setOrderQty(AvroReader.decimal(r.getOrderQty(), null, -1, "orderQty"));
    m.setOrdType(AvroEnums.ORD_TYPE.model(r.getOrdType()));
    m.setPrice(AvroReader.decimal(r.getPrice(), null, -1, "price"));
    m.setStopPx(AvroReader.decimal(r.getStopPx(), null, -1, "stopPx"));
    m.setTimeInForce(AvroEnums.TIME_IN_FORCE.model(r.getTimeInForce()));
    m.setText(AvroReader.text(m.getText(), r.getText()));
    return m;
  }

  static Message fix(dev.wirebench.engine.codec.avro.gen.FixMessage r, Message reuse) {
    FixMessage m = (FixMessage) AvroReader.target(reuse, MessageType.FIX_MESSAGE);
    m.setBeginString(AvroReader.text(m.getBeginString(), r.getBeginString()));
    fields(r.getFields(), m.getFields());
    return m;
  }

  private static void fields(
      List<dev.wirebench.engine.codec.avro.gen.FixField> from, ArrayList<FixField> to) {
    for (int i = 0; i < from.size(); i++) {
      var r = from.get(i);
      FixField field = FixField.slot(to, i);
      field.setTag(r.getTag());
      List<dev.wirebench.engine.codec.avro.gen.FixGroup> groups = r.getGroups();
      ArrayList<FixGroup> instances = field.getGroups();
      if (groups.isEmpty()) {
        field.setValue(AvroReader.text(field.getValue(), r.getValue()));
      } else {
        if (r.getValue() != null) {
          throw AvroReader.error("fields", "a FIX group field carries a value");
        }
        for (int g = 0; g < groups.size(); g++) {
          fields(groups.get(g).getFields(), FixGroup.slot(instances, g).getFields());
        }
        field.setValue(CountText.of(field.getValue(), groups.size()));
      }
      Reuse.truncate(instances, groups.size());
    }
    Reuse.truncate(to, from.size());
  }
}
