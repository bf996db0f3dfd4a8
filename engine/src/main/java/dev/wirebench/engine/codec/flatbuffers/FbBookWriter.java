package dev.wirebench.engine.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.flatbuffers.gen.BookLevel;
import dev.wirebench.engine.codec.flatbuffers.gen.FixField;
import dev.wirebench.engine.codec.flatbuffers.gen.FixGroup;
import dev.wirebench.engine.codec.flatbuffers.gen.FixMessage;
import dev.wirebench.engine.codec.flatbuffers.gen.LastTrade;
import dev.wirebench.engine.codec.flatbuffers.gen.MetadataEntry;
import dev.wirebench.engine.codec.flatbuffers.gen.NewOrderSingle;
import dev.wirebench.engine.codec.flatbuffers.gen.OptBool;
import dev.wirebench.engine.codec.flatbuffers.gen.OrderBookSnapshot;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.Metadata;
import java.util.List;

/** Builds order-book snapshots, new orders and FIX messages (see {@link FbWriter}). */
final class FbBookWriter {
  private final FlatBufferBuilder builder;
  private final FbOffsets offsets;

  FbBookWriter(FlatBufferBuilder builder, FbOffsets offsets) {
    this.builder = builder;
    this.offsets = offsets;
  }

  int snapshot(Message message) {
    var m = (dev.wirebench.engine.model.OrderBookSnapshot) message;
    int venue = FbWriter.string(builder, m.getVenue());
    int symbol = FbWriter.string(builder, m.getSymbol());
    int trade = 0;
    if (m.getLastTrade() != null) {
      var t = m.getLastTrade();
      trade =
          LastTrade.createLastTrade(
              builder, t.getPriceNanos(), t.getSize(), FbEnums.code(t.getAggressor()));
    }
    OrderBookSnapshot.startBidsVector(builder, m.getBids().size());
    int bids = levels(m.getBids());
    OrderBookSnapshot.startAsksVector(builder, m.getAsks().size());
    int asks = levels(m.getAsks());
    int metadata = metadata(m.getMetadata());
    OrderBookSnapshot.startOrderBookSnapshot(builder);
    OrderBookSnapshot.addTimestamp(builder, m.getTimestamp());
    OrderBookSnapshot.addInstrumentId(builder, m.getInstrumentId());
    OrderBookSnapshot.addSequence(builder, m.getSequence());
    OrderBookSnapshot.addVenue(builder, venue);
    OrderBookSnapshot.addSymbol(builder, symbol);
    OrderBookSnapshot.addLastTrade(builder, trade);
    OrderBookSnapshot.addBids(builder, bids);
    OrderBookSnapshot.addAsks(builder, asks);
    OrderBookSnapshot.addMetadata(builder, metadata);
    OrderBookSnapshot.addIsTrading(builder, m.isTrading());
    OrderBookSnapshot.addTradingStatus(builder, FbEnums.code(m.getTradingStatus()));
    return OrderBookSnapshot.endOrderBookSnapshot(builder);
  }

  /** Struct elements of a started vector, last first. */
  private int levels(List<dev.wirebench.engine.model.BookLevel> levels) {
    for (int i = levels.size() - 1; i >= 0; i--) {
      var level = levels.get(i);
      byte maker =
          level.getMaker() == null
              ? OptBool.Absent
              : level.getMaker() ? OptBool.True : OptBool.False;
      BookLevel.createBookLevel(
          builder, level.getPriceNanos(), level.getSize(), level.getOrderCount(), maker);
    }
    return builder.endVector();
  }

  private int metadata(Metadata metadata) {
    int mark = offsets.size();
    for (int i = 0; i < metadata.size(); i++) {
      if (metadata.key(i) == null || metadata.value(i) == null) {
        throw new CodecException(
            FlatBuffersCodec.ID, -1, "metadata", "metadata keys and values must not be null");
      }
      int key = builder.createString(metadata.key(i));
      int value = builder.createString(metadata.value(i));
      offsets.push(MetadataEntry.createMetadataEntry(builder, key, value));
    }
    OrderBookSnapshot.startMetadataVector(builder, metadata.size());
    return offsets.popVector(builder, mark);
  }

  int order(Message message) {
    var m = (dev.wirebench.engine.model.NewOrderSingle) message;
    int clOrdId = FbWriter.string(builder, m.getClOrdId());
    int account = FbWriter.string(builder, m.getAccount());
    int symbol = FbWriter.string(builder, m.getSymbol());
    int text = FbWriter.string(builder, m.getText());
    NewOrderSingle.startNewOrderSingle(builder);
    if (!Decimals.isNull(m.getOrderQty())) {
      NewOrderSingle.addOrderQty(
          builder, FbWriter.decimal(builder, m.getOrderQty(), null, -1, "orderQty"));
    }
    if (!Decimals.isNull(m.getPrice())) {
      NewOrderSingle.addPrice(builder, FbWriter.decimal(builder, m.getPrice(), null, -1, "price"));
    }
    if (!Decimals.isNull(m.getStopPx())) {
      NewOrderSingle.addStopPx(
          builder, FbWriter.decimal(builder, m.getStopPx(), null, -1, "stopPx"));
    }
    NewOrderSingle.addTransactTime(builder, m.getTransactTime());
    NewOrderSingle.addSendingTime(builder, m.getSendingTime());
    NewOrderSingle.addClOrdId(builder, clOrdId);
    NewOrderSingle.addAccount(builder, account);
    NewOrderSingle.addSymbol(builder, symbol);
    NewOrderSingle.addText(builder, text);
    NewOrderSingle.addSide(builder, FbEnums.code(m.getSide()));
    NewOrderSingle.addOrdType(builder, FbEnums.code(m.getOrdType()));
    NewOrderSingle.addTimeInForce(builder, FbEnums.code(m.getTimeInForce()));
    return NewOrderSingle.endNewOrderSingle(builder);
  }

  int fix(Message message) {
    var m = (dev.wirebench.engine.model.FixMessage) message;
    int begin = FbWriter.string(builder, m.getBeginString());
    int fields = fields(m.getFields(), 0);
    return FixMessage.createFixMessage(builder, begin, fields);
  }

  private int fields(List<dev.wirebench.engine.model.FixField> fields, int depth) {
    if (depth > FbWalker.MAX_FIX_DEPTH) {
      throw new CodecException(
          FlatBuffersCodec.ID,
          -1,
          "fields",
          "FIX groups nest deeper than " + FbWalker.MAX_FIX_DEPTH + " levels");
    }
    int mark = offsets.size();
    for (int i = 0; i < fields.size(); i++) {
      var field = fields.get(i);
      int value = 0;
      int groups = 0;
      if (field.isGroup()) {
        int groupMark = offsets.size();
        var instances = field.getGroups();
        for (int g = 0; g < instances.size(); g++) {
          offsets.push(
              FixGroup.createFixGroup(builder, fields(instances.get(g).getFields(), depth + 1)));
        }
        FixField.startGroupsVector(builder, field.getGroups().size());
        groups = offsets.popVector(builder, groupMark);
      } else {
        value = FbWriter.string(builder, field.getValue());
      }
      offsets.push(FixField.createFixField(builder, field.getTag(), value, groups));
    }
    FixMessage.startFieldsVector(builder, fields.size());
    return offsets.popVector(builder, mark);
  }
}
