package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.core.JsonToken;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.OrdType;
import dev.wirebench.engine.model.OrderSide;
import dev.wirebench.engine.model.Reuse;
import dev.wirebench.engine.model.TimeInForce;
import dev.wirebench.engine.model.json.JsonObjects.Shape;
import java.util.ArrayList;

/** Reads the order-entry messages: NewOrderSingle and generic FIX messages. */
final class OrderJsonReader {
  private static final Shape NEW_ORDER =
      Shape.of(
          "NewOrderSingle",
          8,
          "clOrdId",
          "symbol",
          "side",
          "transactTime",
          "sendingTime",
          "orderQty",
          "ordType",
          "timeInForce",
          "account",
          "price",
          "stopPx",
          "text");
  private static final Shape FIX = Shape.of("FixMessage", 2, "beginString", "fields");
  private static final Shape FIELD = Shape.of("FIX field", 1, "tag", "value", "groups");
  private static final Shape GROUP = Shape.of("FIX group instance", 1, "fields");

  private final JsonCursor cursor;

  OrderJsonReader(JsonCursor cursor) {
    this.cursor = cursor;
  }

  void readNewOrder(Message message, boolean atField) {
    NewOrderSingle order = (NewOrderSingle) message;
    JsonObjects.read(
        cursor,
        NEW_ORDER,
        atField,
        true,
        index -> {
          switch (index) {
            case 0 -> order.setClOrdId(cursor.string(false));
            case 1 -> order.setSymbol(cursor.string(false));
            case 2 -> order.setSide(cursor.enumValue(OrderSide.class, false));
            case 3 -> order.setTransactTime(cursor.timestamp(false));
            case 4 -> order.setSendingTime(cursor.timestamp(false));
            case 5 -> order.setOrderQty(cursor.decimal(false));
            case 6 -> order.setOrdType(cursor.enumValue(OrdType.class, false));
            case 7 -> order.setTimeInForce(cursor.enumValue(TimeInForce.class, false));
            case 8 -> order.setAccount(cursor.string(true));
            case 9 -> order.setPrice(cursor.decimal(true));
            case 10 -> order.setStopPx(cursor.decimal(true));
            default -> order.setText(cursor.string(true));
          }
        });
  }

  void readFix(Message message, boolean atField) {
    FixMessage fix = (FixMessage) message;
    JsonObjects.read(
        cursor,
        FIX,
        atField,
        true,
        index -> {
          if (index == 0) {
            fix.setBeginString(cursor.string(false));
          } else {
            readFields(fix.getFields());
          }
        });
  }

  private void readFields(ArrayList<FixField> fields) {
    int count = JsonObjects.array(cursor, "FIX fields", index -> readField(fields, index));
    Reuse.truncate(fields, count);
  }

  private void readField(ArrayList<FixField> fields, int index) {
    cursor.expect(JsonToken.START_OBJECT, "a FIX field object {\"tag\": 55, \"value\": \"...\"}");
    FixField field = FixField.slot(fields, index);
    field.setValue(null);
    boolean[] hasGroups = new boolean[1];
    JsonObjects.read(
        cursor,
        FIELD,
        false,
        false,
        slot -> {
          switch (slot) {
            case 0 -> field.setTag(tag());
            case 1 -> field.setValue(cursor.string(false));
            default -> {
              hasGroups[0] = true;
              readGroups(field.getGroups());
            }
          }
        });
    if (!hasGroups[0]) {
      field.getGroups().clear();
      if (field.getValue() == null) {
        throw cursor.error("FIX field " + field.getTag() + " needs a \"value\" or \"groups\"");
      }
    } else {
      String count = Integer.toString(field.getGroups().size());
      if (field.getValue() != null && !field.getValue().equals(count)) {
        throw cursor.error(
            "FIX group field "
                + field.getTag()
                + " has value "
                + field.getValue()
                + " but "
                + count
                + " group instances");
      }
      if (field.getGroups().isEmpty()) {
        throw cursor.error("FIX group field " + field.getTag() + " has no group instances");
      }
      field.setValue(count);
    }
  }

  private int tag() {
    int tag = (int) cursor.longValue(1, Integer.MAX_VALUE);
    if (tag == 8 || tag == 9 || tag == 10) {
      throw cursor.error(
          "tag "
              + tag
              + " is not a body field: BeginString goes in \"beginString\", and BodyLength (9)"
              + " and CheckSum (10) are computed by the encoder");
    }
    return tag;
  }

  private void readGroups(ArrayList<FixGroup> groups) {
    int count =
        JsonObjects.array(
            cursor,
            "group instances",
            index -> {
              cursor.expect(JsonToken.START_OBJECT, "a group instance {\"fields\": [...]}");
              FixGroup group = FixGroup.slot(groups, index);
              JsonObjects.read(cursor, GROUP, false, false, slot -> readFields(group.getFields()));
            });
    Reuse.truncate(groups, count);
  }
}
