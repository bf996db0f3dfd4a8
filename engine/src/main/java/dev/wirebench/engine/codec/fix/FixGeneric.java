package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Reuse;
import java.util.ArrayList;

/**
 * A generic {@link FixMessage}: fields written in order, repeating groups recognised on decode with
 * {@link FixDictionary}. Allocates nothing in the steady state.
 */
final class FixGeneric {
  private final String codecId;

  FixGeneric(String codecId) {
    this.codecId = codecId;
  }

  void write(FixOutput out, FixMessage message) {
    ArrayList<FixField> fields = message.getFields();
    if (fields.isEmpty() || fields.get(0).getTag() != 35) {
      throw new CodecException(codecId, -1, "fields[0]", "FIX needs MsgType (35) first");
    }
    writeFields(out, fields);
  }

  private void writeFields(FixOutput out, ArrayList<FixField> fields) {
    for (int i = 0; i < fields.size(); i++) {
      FixField field = fields.get(i);
      int tag = field.getTag();
      if (tag <= 0 || tag == 8 || tag == 9 || tag == 10) {
        throw new CodecException(codecId, -1, "fields", "tag " + tag + " cannot be a body field");
      }
      if (field.isGroup()) {
        ArrayList<FixGroup> groups = field.getGroups();
        out.integer(tag, groups.size());
        for (int g = 0; g < groups.size(); g++) {
          writeFields(out, groups.get(g).getFields());
        }
      } else {
        String value = field.getValue();
        if (value == null || value.isEmpty() || value.indexOf(FixOutput.SOH) >= 0) {
          throw new CodecException(
              codecId, -1, "fields", "tag " + tag + " needs a non-empty value without SOH");
        }
        out.tag(tag);
        out.appendAscii(value);
        out.end();
      }
    }
  }

  /** Reads every body field (MsgType included) into {@code message}'s field list. */
  void read(FixInput in, FixMessage message) {
    int count = readFields(in, message.getFields(), 0, -1);
    Reuse.truncate(message.getFields(), count);
  }

  /**
   * Reads fields into {@code fields} until the input ends or, inside a group instance, a tag that
   * is not a member of group {@code countTag} or the delimiter starting the next instance.
   */
  private int readFields(FixInput in, ArrayList<FixField> fields, int countTag, int delimiter) {
    int index = 0;
    while (in.hasMore()) {
      int peek = in.peekTag();
      if (countTag != 0
          && index > 0
          && (peek == delimiter || !FixDictionary.isMember(countTag, peek))) {
        break;
      }
      int tag = in.next();
      in.path("fields", index, null);
      FixField field = FixField.slot(fields, index++);
      field.setTag(tag);
      field.setValue(in.string(field.getValue()));
      ArrayList<FixGroup> groups = field.getGroups();
      if (FixDictionary.isGroupCount(tag)) {
        int count = in.integer(0, (in.absoluteLimit() - in.absolutePosition()) / 4);
        readGroups(in, groups, tag, count);
      } else {
        Reuse.truncate(groups, 0);
      }
    }
    return index;
  }

  private void readGroups(FixInput in, ArrayList<FixGroup> groups, int countTag, int count) {
    int delimiter = count == 0 ? -1 : in.peekTag();
    for (int g = 0; g < count; g++) {
      if (in.peekTag() != delimiter || delimiter < 0) {
        throw in.at(
            in.hasMore() ? in.absolutePosition() : in.absoluteLimit(),
            "group "
                + countTag
                + " announces "
                + count
                + " instances but instance "
                + g
                + " does not start with its delimiter tag "
                + delimiter);
      }
      FixGroup group = FixGroup.slot(groups, g);
      int n = readFields(in, group.getFields(), countTag, delimiter);
      Reuse.truncate(group.getFields(), n);
    }
    Reuse.truncate(groups, count);
  }
}
