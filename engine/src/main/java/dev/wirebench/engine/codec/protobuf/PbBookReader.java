package dev.wirebench.engine.codec.protobuf;

import dev.wirebench.engine.codec.mapping.CountText;
import dev.wirebench.engine.codec.protobuf.gen.Pb;
import dev.wirebench.engine.model.BookLevel;
import dev.wirebench.engine.model.Decimals;
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
import dev.wirebench.engine.model.Timestamps;
import java.util.ArrayList;
import java.util.List;

/** Copies parsed snapshots, new orders and FIX messages into model instances (see PbReader). */
final class PbBookReader {
  private PbBookReader() {}

  static Message snapshot(Pb.OrderBookSnapshot p, Message reuse) {
    OrderBookSnapshot m =
        (OrderBookSnapshot) PbReader.target(reuse, MessageType.ORDER_BOOK_SNAPSHOT);
    m.setTimestamp(p.hasTimestamp() ? p.getTimestamp() : Timestamps.NULL);
    m.setVenue(p.hasVenue() ? Reuse.chars(m.getVenue(), p.getVenue()) : null);
    m.setSymbol(p.hasSymbol() ? Reuse.chars(m.getSymbol(), p.getSymbol()) : null);
    m.setInstrumentId(p.getInstrumentId());
    m.setSequence(p.getSequence());
    m.setTrading(p.getIsTrading());
    m.setTradingStatus(
        PbReader.enumValue(
            PbEnums.TRADING, p.getTradingStatus(), p.getTradingStatusValue(), "tradingStatus"));
    if (p.hasLastTrade()) {
      Pb.LastTrade t = p.getLastTrade();
      LastTrade trade = m.lastTradeForWrite();
      trade.setPriceNanos(t.getPriceNanos());
      trade.setSize(t.getSize());
      trade.setAggressor(
          PbReader.enumValue(
              PbEnums.AGGRESSOR, t.getAggressor(), t.getAggressorValue(), "lastTrade.aggressor"));
    } else {
      m.clearLastTrade();
    }
    levels(p.getBidsList(), m.getBids());
    levels(p.getAsksList(), m.getAsks());
    Metadata metadata = m.getMetadata();
    List<Pb.MetadataEntry> entries = p.getMetadataList();
    for (int i = 0; i < entries.size(); i++) {
      Pb.MetadataEntry e = entries.get(i);
      boolean reuseSlot = i < metadata.size();
      String key = Reuse.chars(reuseSlot ? metadata.key(i) : null, e.getKey());
      for (int k = 0; k < i; k++) {
        if (metadata.key(k).equals(key)) {
          throw PbReader.error("metadata", "metadata key \"" + key + "\" appears twice");
        }
      }
      metadata.set(i, key, Reuse.chars(reuseSlot ? metadata.value(i) : null, e.getValue()));
    }
    metadata.truncate(entries.size());
    return m;
  }

  private static void levels(List<Pb.BookLevel> from, ArrayList<BookLevel> to) {
    for (int i = 0; i < from.size(); i++) {
      Pb.BookLevel p = from.get(i);
      BookLevel level = OrderBookSnapshot.levelSlot(to, i);
      level.setPriceNanos(p.getPriceNanos());
      level.setSize(p.getSize());
      level.setOrderCount(p.getOrderCount());
      level.setMaker(p.hasMaker() ? Boolean.valueOf(p.getMaker()) : null);
    }
    Reuse.truncate(to, from.size());
  }

  static Message order(Pb.NewOrderSingle p, Message reuse) {
    NewOrderSingle m = (NewOrderSingle) PbReader.target(reuse, MessageType.NEW_ORDER_SINGLE);
    m.setClOrdId(p.hasClOrdId() ? Reuse.chars(m.getClOrdId(), p.getClOrdId()) : null);
    m.setAccount(p.hasAccount() ? Reuse.chars(m.getAccount(), p.getAccount()) : null);
    m.setSymbol(p.hasSymbol() ? Reuse.chars(m.getSymbol(), p.getSymbol()) : null);
    m.setSide(PbReader.enumValue(PbEnums.ORDER_SIDE, p.getSide(), p.getSideValue(), "side"));
    m.setTransactTime(p.hasTransactTime() ? p.getTransactTime() : Timestamps.NULL);
    m.setSendingTime(p.hasSendingTime() ? p.getSendingTime() : Timestamps.NULL);
    m.setOrderQty(
        p.hasOrderQty() ? PbReader.decimal(p.getOrderQty(), null, -1, "orderQty") : Decimals.NULL);
    m.setOrdType(
        PbReader.enumValue(PbEnums.ORD_TYPE, p.getOrdType(), p.getOrdTypeValue(), "ordType"));
    m.setPrice(p.hasPrice() ? PbReader.decimal(p.getPrice(), null, -1, "price") : Decimals.NULL);
    m.setStopPx(
        p.hasStopPx() ? PbReader.decimal(p.getStopPx(), null, -1, "stopPx") : Decimals.NULL);
    m.setTimeInForce(
        PbReader.enumValue(
            PbEnums.TIME_IN_FORCE, p.getTimeInForce(), p.getTimeInForceValue(), "timeInForce"));
    m.setText(p.hasText() ? Reuse.chars(m.getText(), p.getText()) : null);
    return m;
  }

  static Message fix(Pb.FixMessage p, Message reuse) {
    FixMessage m = (FixMessage) PbReader.target(reuse, MessageType.FIX_MESSAGE);
    m.setBeginString(
        p.hasBeginString() ? Reuse.chars(m.getBeginString(), p.getBeginString()) : null);
    fields(p.getFieldsList(), m.getFields());
    return m;
  }

  private static void fields(List<Pb.FixField> from, ArrayList<FixField> to) {
    for (int i = 0; i < from.size(); i++) {
      Pb.FixField p = from.get(i);
      FixField field = FixField.slot(to, i);
      field.setTag(p.getTag());
      List<Pb.FixGroup> groups = p.getGroupsList();
      ArrayList<FixGroup> instances = field.getGroups();
      if (groups.isEmpty()) {
        field.setValue(p.hasValue() ? Reuse.chars(field.getValue(), p.getValue()) : null);
      } else {
        if (p.hasValue()) {
          throw PbReader.error("fields", "a FIX group field carries a value");
        }
        for (int g = 0; g < groups.size(); g++) {
          fields(groups.get(g).getFieldsList(), FixGroup.slot(instances, g).getFields());
        }
        field.setValue(CountText.of(field.getValue(), groups.size()));
      }
      Reuse.truncate(instances, groups.size());
    }
    Reuse.truncate(to, from.size());
  }
}
