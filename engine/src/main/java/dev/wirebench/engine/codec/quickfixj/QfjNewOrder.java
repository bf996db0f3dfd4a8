package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.Timestamps;
import java.util.Iterator;
import quickfix.Field;
import quickfix.FieldNotFound;
import quickfix.Message;

/**
 * NewOrderSingle as QuickFIX/J's 35=D (FIX-MAPPING.md): SendingTime in the header, the body in the
 * mapping's tag order. Prices and quantities are string fields holding exact decimal text.
 */
final class QfjNewOrder {
  /** Body tags in the order FIX-MAPPING.md writes them. */
  static final int[] BODY_ORDER = {11, 1, 55, 54, 60, 38, 40, 44, 99, 59, 58};

  private QfjNewOrder() {}

  static Message toFix(NewOrderSingle order) {
    Message message = new QfjOrderedMessage(BODY_ORDER);
    message.getHeader().setString(35, "D");
    QfjValues.timestamp(
        message.getHeader(), 52, required(order.getSendingTime(), "sendingTime", 52));
    message.setString(11, required(order.getClOrdId(), "clOrdId", 11));
    if (order.getAccount() != null) {
      message.setString(1, order.getAccount());
    }
    message.setString(55, required(order.getSymbol(), "symbol", 55));
    message.setChar(54, required(order.getSide(), "side", 54).fixCode());
    QfjValues.timestamp(message, 60, required(order.getTransactTime(), "transactTime", 60));
    message.setString(38, QfjValues.decimal(requiredDecimal(order.getOrderQty(), "orderQty", 38)));
    message.setChar(40, required(order.getOrdType(), "ordType", 40).fixCode());
    if (!Decimals.isNull(order.getPrice())) {
      message.setString(44, QfjValues.decimal(order.getPrice()));
    }
    if (!Decimals.isNull(order.getStopPx())) {
      message.setString(99, QfjValues.decimal(order.getStopPx()));
    }
    message.setChar(59, required(order.getTimeInForce(), "timeInForce", 59).fixCode());
    if (order.getText() != null) {
      message.setString(58, order.getText());
    }
    return message;
  }

  static void fromFix(Message message, String text, NewOrderSingle order) throws FieldNotFound {
    for (Iterator<Field<?>> it = message.iterator(); it.hasNext(); ) {
      int tag = it.next().getTag();
      if (indexOf(tag) < 0) {
        throw QfjErrors.at(text, tag, null, "tag " + tag + " is not part of the 35=D mapping");
      }
    }
    order.setSendingTime(requiredTime(message.getHeader(), text, 52, "sendingTime"));
    order.setClOrdId(requiredString(message, text, 11, "clOrdId"));
    order.setAccount(message.isSetField(1) ? message.getString(1) : null);
    order.setSymbol(requiredString(message, text, 55, "symbol"));
    order.setSide(
        code(OrderSide.ofFixCode(requiredChar(message, text, 54, "side")), text, 54, "side"));
    order.setTransactTime(requiredTime(message, text, 60, "transactTime"));
    order.setOrderQty(decimal(message, text, 38, "orderQty", true));
    order.setOrdType(
        code(OrdType.ofFixCode(requiredChar(message, text, 40, "ordType")), text, 40, "ordType"));
    order.setPrice(decimal(message, text, 44, "price", false));
    order.setStopPx(decimal(message, text, 99, "stopPx", false));
    order.setTimeInForce(
        code(
            TimeInForce.ofFixCode(requiredChar(message, text, 59, "timeInForce")),
            text,
            59,
            "timeInForce"));
    order.setText(message.isSetField(58) ? message.getString(58) : null);
  }

  private static int indexOf(int tag) {
    for (int i = 0; i < BODY_ORDER.length; i++) {
      if (BODY_ORDER[i] == tag) {
        return i;
      }
    }
    return -1;
  }

  private static <T> T required(T value, String path, int tag) {
    if (value == null) {
      throw QfjErrors.at(null, 0, path, "35=D needs tag " + tag);
    }
    return value;
  }

  private static long required(long time, String path, int tag) {
    if (time == Timestamps.NULL) {
      throw QfjErrors.at(null, 0, path, "35=D needs tag " + tag);
    }
    return time;
  }

  private static long requiredDecimal(long value, String path, int tag) {
    if (Decimals.isNull(value)) {
      throw QfjErrors.at(null, 0, path, "35=D needs tag " + tag);
    }
    return value;
  }

  private static String requiredString(Message message, String text, int tag, String path)
      throws FieldNotFound {
    if (!message.isSetField(tag)) {
      throw QfjErrors.at(text, 0, path, "35=D lacks required tag " + tag);
    }
    return message.getString(tag);
  }

  private static char requiredChar(Message message, String text, int tag, String path)
      throws FieldNotFound {
    String value = requiredString(message, text, tag, path);
    if (value.length() != 1) {
      throw QfjErrors.at(text, tag, path, "tag " + tag + " needs one character, found " + value);
    }
    return value.charAt(0);
  }

  private static long requiredTime(quickfix.FieldMap map, String text, int tag, String path) {
    if (!map.isSetField(tag)) {
      throw QfjErrors.at(text, 0, path, "35=D lacks required tag " + tag);
    }
    return QfjFields.timestamp(map, text, tag, path);
  }

  private static <T> T code(T value, String text, int tag, String path) {
    if (value == null) {
      throw QfjErrors.at(text, tag, path, "tag " + tag + " has a code the mapping does not know");
    }
    return value;
  }

  private static long decimal(
      Message message, String text, int tag, String path, boolean requiredField)
      throws FieldNotFound {
    if (!message.isSetField(tag)) {
      if (requiredField) {
        throw QfjErrors.at(text, 0, path, "35=D lacks required tag " + tag);
      }
      return Decimals.NULL;
    }
    return QfjFields.decimal(message, text, tag, path);
  }
}
