package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.Timestamps;

/** NewOrderSingle as FIX 35=D (see FIX-MAPPING.md). Allocates nothing in the steady state. */
final class FixNewOrder {
  /** Tags in bit order; the first eight are required. */
  private static final int[] TAGS = {52, 11, 55, 54, 60, 38, 40, 59, 1, 44, 99, 58};

  private static final String[] PATHS = {
    "sendingTime",
    "clOrdId",
    "symbol",
    "side",
    "transactTime",
    "orderQty",
    "ordType",
    "timeInForce",
    "account",
    "price",
    "stopPx",
    "text"
  };
  private static final int REQUIRED = 0xFF;

  private final String codecId;

  FixNewOrder(String codecId) {
    this.codecId = codecId;
  }

  void write(FixOutput out, NewOrderSingle order) {
    out.character(35, 'D');
    out.timestamp(52, requiredTime(order.getSendingTime(), "sendingTime"));
    out.string(11, required(order.getClOrdId(), "clOrdId"));
    if (order.getAccount() != null) {
      out.string(1, order.getAccount());
    }
    out.string(55, required(order.getSymbol(), "symbol"));
    out.character(54, required(order.getSide(), "side").fixCode());
    out.timestamp(60, requiredTime(order.getTransactTime(), "transactTime"));
    if (Decimals.isNull(order.getOrderQty())) {
      throw missing("orderQty");
    }
    out.decimal(38, order.getOrderQty());
    out.character(40, required(order.getOrdType(), "ordType").fixCode());
    if (!Decimals.isNull(order.getPrice())) {
      out.decimal(44, order.getPrice());
    }
    if (!Decimals.isNull(order.getStopPx())) {
      out.decimal(99, order.getStopPx());
    }
    out.character(59, required(order.getTimeInForce(), "timeInForce").fixCode());
    if (order.getText() != null) {
      out.string(58, order.getText());
    }
  }

  private <T> T required(T value, String field) {
    if (value == null) {
      throw missing(field);
    }
    return value;
  }

  private long requiredTime(long value, String field) {
    if (value == Timestamps.NULL) {
      throw missing(field);
    }
    return value;
  }

  private CodecException missing(String field) {
    return new CodecException(codecId, -1, field, "FIX 35=D requires " + field);
  }

  /** Reads the body after MsgType into {@code order}. */
  void read(FixInput in, NewOrderSingle order) {
    int seen = 0;
    while (in.hasMore()) {
      int tag = in.next();
      int index = indexOf(tag);
      if (index < 0) {
        throw in.at(in.absoluteTagStart(), "tag " + tag + " is not part of the 35=D mapping");
      }
      in.path(PATHS[index]);
      if ((seen & (1 << index)) != 0) {
        throw in.at(in.absoluteTagStart(), "tag " + tag + " appears twice");
      }
      seen |= 1 << index;
      readField(in, order, tag);
    }
    if ((seen & REQUIRED) != REQUIRED) {
      for (int i = 0; i < 8; i++) {
        if ((seen & (1 << i)) == 0) {
          in.path(PATHS[i]);
          throw in.at(in.absoluteLimit(), "35=D lacks required tag " + TAGS[i]);
        }
      }
    }
    if ((seen & (1 << 8)) == 0) {
      order.setAccount(null);
    }
    if ((seen & (1 << 9)) == 0) {
      order.setPrice(Decimals.NULL);
    }
    if ((seen & (1 << 10)) == 0) {
      order.setStopPx(Decimals.NULL);
    }
    if ((seen & (1 << 11)) == 0) {
      order.setText(null);
    }
    in.path("");
  }

  private static void readField(FixInput in, NewOrderSingle order, int tag) {
    switch (tag) {
      case 52 -> order.setSendingTime(in.timestamp());
      case 11 -> order.setClOrdId(in.string(order.getClOrdId()));
      case 55 -> order.setSymbol(in.string(order.getSymbol()));
      case 54 -> order.setSide(code(in, OrderSide.ofFixCode(in.character())));
      case 60 -> order.setTransactTime(in.timestamp());
      case 38 -> order.setOrderQty(in.decimal());
      case 40 -> order.setOrdType(code(in, OrdType.ofFixCode(in.character())));
      case 59 -> order.setTimeInForce(code(in, TimeInForce.ofFixCode(in.character())));
      case 1 -> order.setAccount(in.string(order.getAccount()));
      case 44 -> order.setPrice(in.decimal());
      case 99 -> order.setStopPx(in.decimal());
      default -> order.setText(in.string(order.getText()));
    }
  }

  private static <T> T code(FixInput in, T value) {
    if (value == null) {
      throw in.error("unknown code '" + in.character() + "' for tag " + in.tag());
    }
    return value;
  }

  static int indexOf(int tag) {
    for (int i = 0; i < TAGS.length; i++) {
      if (TAGS[i] == tag) {
        return i;
      }
    }
    return -1;
  }

  /** The model path of a 35=D tag, or null. */
  static String pathOf(int tag) {
    int index = indexOf(tag);
    return index < 0 ? null : PATHS[index];
  }
}
