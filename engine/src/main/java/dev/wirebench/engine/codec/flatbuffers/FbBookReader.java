package dev.wirebench.engine.codec.flatbuffers;

import dev.wirebench.engine.codec.flatbuffers.gen.BookLevel;
import dev.wirebench.engine.codec.flatbuffers.gen.Decimal;
import dev.wirebench.engine.codec.flatbuffers.gen.Envelope;
import dev.wirebench.engine.codec.flatbuffers.gen.FixField;
import dev.wirebench.engine.codec.flatbuffers.gen.FixGroup;
import dev.wirebench.engine.codec.flatbuffers.gen.FixMessage;
import dev.wirebench.engine.codec.flatbuffers.gen.LastTrade;
import dev.wirebench.engine.codec.flatbuffers.gen.MetadataEntry;
import dev.wirebench.engine.codec.flatbuffers.gen.NewOrderSingle;
import dev.wirebench.engine.codec.flatbuffers.gen.OptBool;
import dev.wirebench.engine.codec.flatbuffers.gen.OrderBookSnapshot;
import dev.wirebench.engine.codec.mapping.CountText;
import dev.wirebench.engine.model.AggressorSide;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Metadata;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.TradingStatus;
import java.util.ArrayList;

/** Reads snapshots, new orders and FIX messages in place (see {@link FbReader}). */
final class FbBookReader {
  private static final AggressorSide[] AGGRESSORS = AggressorSide.values();
  private static final TradingStatus[] STATUSES = TradingStatus.values();
  private static final OrderSide[] ORDER_SIDES = OrderSide.values();
  private static final OrdType[] ORD_TYPES = OrdType.values();
  private static final TimeInForce[] TIME_IN_FORCE = TimeInForce.values();

  private final FbText text;
  private final OrderBookSnapshot book = new OrderBookSnapshot();
  private final LastTrade lastTrade = new LastTrade();
  private final BookLevel level = new BookLevel();
  private final MetadataEntry metadataEntry = new MetadataEntry();
  private final NewOrderSingle order = new NewOrderSingle();
  private final Decimal decimal = new Decimal();
  private final FixMessage fix = new FixMessage();

  /** One FixField and FixGroup per nesting level: a level's objects stay in use below it. */
  private final FixField[] fields = new FixField[FbWalker.MAX_DEPTH + 1];

  private final FixGroup[] groups = new FixGroup[FbWalker.MAX_DEPTH + 1];

  FbBookReader(FbText text) {
    this.text = text;
  }

  void readSnapshot(Envelope root, Message message) {
    OrderBookSnapshot t = (OrderBookSnapshot) root.message(book);
    var m = (dev.wirebench.engine.model.OrderBookSnapshot) message;
    m.setTimestamp(t.timestamp());
    m.setVenue(text.of(t.venueInByteBuffer(text.view()), m.getVenue()));
    m.setSymbol(text.of(t.symbolInByteBuffer(text.view()), m.getSymbol()));
    m.setInstrumentId(t.instrumentId());
    m.setSequence(t.sequence());
    m.setTrading(t.isTrading());
    m.setTradingStatus(FbEnums.model(STATUSES, t.tradingStatus(), "tradingStatus"));
    LastTrade trade = t.lastTrade(lastTrade);
    if (trade == null) {
      m.clearLastTrade();
    } else {
      var target = m.lastTradeForWrite();
      target.setPriceNanos(trade.priceNanos());
      target.setSize(trade.size());
      target.setAggressor(FbEnums.model(AGGRESSORS, trade.aggressor(), "lastTrade.aggressor"));
    }
    ArrayList<dev.wirebench.engine.model.BookLevel> bids = m.getBids();
    int count = t.bidsLength();
    for (int i = 0; i < count; i++) {
      copy(
          t.bids(level, i),
          dev.wirebench.engine.model.OrderBookSnapshot.levelSlot(bids, i),
          "bids");
    }
    Reuse.truncate(bids, count);
    ArrayList<dev.wirebench.engine.model.BookLevel> asks = m.getAsks();
    count = t.asksLength();
    for (int i = 0; i < count; i++) {
      copy(
          t.asks(level, i),
          dev.wirebench.engine.model.OrderBookSnapshot.levelSlot(asks, i),
          "asks");
    }
    Reuse.truncate(asks, count);
    readMetadata(t, m.getMetadata());
  }

  private static void copy(BookLevel from, dev.wirebench.engine.model.BookLevel to, String list) {
    to.setPriceNanos(from.priceNanos());
    to.setSize(from.size());
    to.setOrderCount(from.orderCount());
    to.setMaker(
        switch (from.maker()) {
          case OptBool.Absent -> null;
          case OptBool.False -> Boolean.FALSE;
          case OptBool.True -> Boolean.TRUE;
          default -> throw FbReader.error(list + ".maker", "maker code " + from.maker());
        });
  }

  private void readMetadata(OrderBookSnapshot t, Metadata metadata) {
    int count = t.metadataLength();
    for (int i = 0; i < count; i++) {
      MetadataEntry e = t.metadata(metadataEntry, i);
      boolean reuse = i < metadata.size();
      String key = text.of(e.keyInByteBuffer(text.view()), reuse ? metadata.key(i) : null);
      String value = text.of(e.valueInByteBuffer(text.view()), reuse ? metadata.value(i) : null);
      if (key == null || value == null) {
        throw FbReader.error("metadata", "a metadata entry lacks its key or value");
      }
      for (int k = 0; k < i; k++) {
        if (metadata.key(k).equals(key)) {
          throw FbReader.error(
              text.offsetOf(e.keyInByteBuffer(text.view())),
              "metadata." + key,
              "metadata key \"" + key + "\" appears twice");
        }
      }
      metadata.set(i, key, value);
    }
    metadata.truncate(count);
  }

  void readOrder(Envelope root, Message message) {
    NewOrderSingle t = (NewOrderSingle) root.message(order);
    var m = (dev.wirebench.engine.model.NewOrderSingle) message;
    m.setClOrdId(text.of(t.clOrdIdInByteBuffer(text.view()), m.getClOrdId()));
    m.setAccount(text.of(t.accountInByteBuffer(text.view()), m.getAccount()));
    m.setSymbol(text.of(t.symbolInByteBuffer(text.view()), m.getSymbol()));
    m.setSide(FbEnums.model(ORDER_SIDES, t.side(), "side"));
    m.setTransactTime(t.transactTime());
    m.setSendingTime(t.sendingTime());
    m.setOrderQty(FbReader.decimal(t.orderQty(decimal), null, -1, "orderQty"));
    m.setOrdType(FbEnums.model(ORD_TYPES, t.ordType(), "ordType"));
    m.setPrice(FbReader.decimal(t.price(decimal), null, -1, "price"));
    m.setStopPx(FbReader.decimal(t.stopPx(decimal), null, -1, "stopPx"));
    m.setTimeInForce(FbEnums.model(TIME_IN_FORCE, t.timeInForce(), "timeInForce"));
    m.setText(text.of(t.textInByteBuffer(text.view()), m.getText()));
  }

  void readFix(Envelope root, Message message) {
    FixMessage t = (FixMessage) root.message(fix);
    var m = (dev.wirebench.engine.model.FixMessage) message;
    m.setBeginString(text.of(t.beginStringInByteBuffer(text.view()), m.getBeginString()));
    ArrayList<dev.wirebench.engine.model.FixField> list = m.getFields();
    int count = t.fieldsLength();
    for (int i = 0; i < count; i++) {
      readField(t.fields(field(0), i), list, i, 0);
    }
    Reuse.truncate(list, count);
  }

  private void readField(
      FixField t, ArrayList<dev.wirebench.engine.model.FixField> list, int index, int depth) {
    var field = dev.wirebench.engine.model.FixField.slot(list, index);
    field.setTag(t.tag());
    int instances = t.groupsLength();
    ArrayList<dev.wirebench.engine.model.FixGroup> target = field.getGroups();
    if (instances == 0) {
      field.setValue(text.of(t.valueInByteBuffer(text.view()), field.getValue()));
    } else {
      var value = t.valueInByteBuffer(text.view());
      if (value != null) {
        throw FbReader.error(
            text.offsetOf(value), "fields", "FIX group field " + t.tag() + " carries a value");
      }
      for (int g = 0; g < instances; g++) {
        FixGroup group = t.groups(group(depth), g);
        var fields = dev.wirebench.engine.model.FixGroup.slot(target, g).getFields();
        int count = group.fieldsLength();
        for (int k = 0; k < count; k++) {
          readField(group.fields(field(depth + 1), k), fields, k, depth + 1);
        }
        Reuse.truncate(fields, count);
      }
      field.setValue(CountText.of(field.getValue(), instances));
    }
    Reuse.truncate(target, instances);
  }

  private FixField field(int depth) {
    if (fields[depth] == null) {
      fields[depth] = new FixField();
    }
    return fields[depth];
  }

  private FixGroup group(int depth) {
    if (groups[depth] == null) {
      groups[depth] = new FixGroup();
    }
    return groups[depth];
  }
}
