package dev.wirebench.engine.model;

import java.io.Serializable;
import java.util.ArrayList;

/**
 * A generic FIX tag=value message: BeginString plus the ordered header, body and trailer fields
 * other than BodyLength (9) and CheckSum (10), which encoders compute. Tags a dictionary does not
 * know are kept as they are; repeating groups nest to any depth.
 */
public final class FixMessage implements Message, Serializable {
  private static final long serialVersionUID = 1L;

  private String beginString;
  private final ArrayList<FixField> fields = new ArrayList<>();

  @Override
  public MessageType messageType() {
    return MessageType.FIX_MESSAGE;
  }

  @Override
  public void clear() {
    beginString = null;
    fields.clear();
  }

  /** BeginString (tag 8), e.g. {@code FIX.4.4}. */
  public String getBeginString() {
    return beginString;
  }

  public void setBeginString(String beginString) {
    this.beginString = beginString;
  }

  /** Every field after BodyLength and before CheckSum, in wire order. */
  public ArrayList<FixField> getFields() {
    return fields;
  }

  /** MsgType (tag 35), or null if the message has none. */
  public String msgType() {
    for (FixField field : fields) {
      if (field.getTag() == 35) {
        return field.getValue();
      }
    }
    return null;
  }
}
