package dev.wirebench.engine.codec.quickfixj;

import dev.wirebench.engine.model.FixField;
import dev.wirebench.engine.model.FixGroup;
import dev.wirebench.engine.model.FixMessage;
import dev.wirebench.engine.model.Reuse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import quickfix.Field;
import quickfix.FieldMap;
import quickfix.FieldNotFound;
import quickfix.Group;
import quickfix.Message;

/**
 * A generic FixMessage through QuickFIX/J: its fields set in their order (header fields included)
 * and its repeating groups as QuickFIX/J groups, each instance keeping its own field order. On
 * decode QuickFIX/J's FIX 4.4 dictionary finds the groups, nested to any depth; tags it does not
 * know are kept as plain fields.
 *
 * <p>What QuickFIX/J normalises, and so what does not round-trip: MsgType (35) always comes first,
 * header fields before body fields, fields within a group instance in the dictionary's order, a tag
 * once per field map (FIX allows no repeats outside groups). Encode refuses messages that would
 * change rather than change them silently.
 */
final class QfjGeneric {
  /** FIX 4.4 only: the dictionary that finds the groups is QuickFIX/J's FIX44.xml. */
  static final String BEGIN_STRING = "FIX.4.4";

  private QfjGeneric() {}

  static Message toFix(FixMessage fix) {
    if (!BEGIN_STRING.equals(fix.getBeginString())) {
      throw QfjErrors.at(
          null,
          0,
          "beginString",
          "the QuickFIX/J codec reads FIX.4.4 with QuickFIX/J's FIX 4.4 dictionary, not "
              + fix.getBeginString());
    }
    List<FixField> fields = fix.getFields();
    if (fields.isEmpty() || fields.get(0).getTag() != 35 || fields.get(0).isGroup()) {
      throw QfjErrors.at(
          null,
          0,
          "fields[0]",
          "QuickFIX/J writes MsgType (35) first; this message does not start with it");
    }
    Message message = new QfjOrderedMessage(order(fields));
    message.getHeader().setString(35, fields.get(0).getValue());
    fill(message, fields.subList(1, fields.size()), "fields", 1);
    return message;
  }

  private static int[] order(List<FixField> fields) {
    int[] order = new int[fields.size()];
    for (int i = 0; i < order.length; i++) {
      order[i] = fields.get(i).getTag();
    }
    return order;
  }

  private static void fill(FieldMap map, List<FixField> fields, String path, int firstIndex) {
    for (int i = 0; i < fields.size(); i++) {
      FixField field = fields.get(i);
      int tag = field.getTag();
      if (map.isSetField(tag) || tag == 8 || tag == 9 || tag == 10 || tag == 35) {
        throw QfjErrors.at(
            null,
            0,
            path + "[" + (i + firstIndex) + "]",
            "tag " + tag + " repeats; QuickFIX/J keeps one value per tag in a field map");
      }
      if (!field.isGroup()) {
        map.setString(tag, field.getValue());
        continue;
      }
      map.setInt(tag, 0);
      List<FixGroup> groups = field.getGroups();
      for (int j = 0; j < groups.size(); j++) {
        List<FixField> members = groups.get(j).getFields();
        String groupPath = path + "[" + (i + firstIndex) + "].groups[" + j + "].fields";
        if (members.isEmpty()) {
          throw QfjErrors.at(null, 0, groupPath, "a group instance needs at least its delimiter");
        }
        Group group = new Group(tag, members.get(0).getTag(), order(members));
        fill(group, members, groupPath, 0);
        map.addGroupRef(group);
      }
    }
  }

  static void fromFix(Message message, String text, FixMessage fix) throws FieldNotFound {
    fix.setBeginString(Reuse.chars(fix.getBeginString(), message.getHeader().getString(8)));
    ArrayList<FixField> fields = fix.getFields();
    int count = read(message.getHeader(), text, fields, 0);
    count = read(message, text, fields, count);
    count = read(message.getTrailer(), text, fields, count);
    Reuse.truncate(fields, count);
  }

  /** Appends the fields of {@code map} (groups and all) from {@code index}; returns the count. */
  private static int read(FieldMap map, String text, ArrayList<FixField> fields, int index)
      throws FieldNotFound {
    int count = index;
    for (Iterator<Field<?>> it = map.iterator(); it.hasNext(); ) {
      Field<?> source = it.next();
      int tag = source.getTag();
      if (tag == 8 || tag == 9 || tag == 10) {
        continue;
      }
      FixField field = FixField.slot(fields, count++);
      field.setTag(tag);
      field.setValue(Reuse.chars(field.getValue(), source.getObject().toString()));
      ArrayList<FixGroup> groups = field.getGroups();
      List<Group> instances = map.hasGroup(tag) ? map.getGroups(tag) : List.of();
      if (!instances.isEmpty() && !field.getValue().equals(Integer.toString(instances.size()))) {
        throw QfjErrors.at(
            text,
            tag,
            null,
            "NumInGroup "
                + tag
                + "="
                + field.getValue()
                + " but "
                + instances.size()
                + " instances follow");
      }
      for (int j = 0; j < instances.size(); j++) {
        FixGroup group = FixGroup.slot(groups, j);
        Reuse.truncate(group.getFields(), read(instances.get(j), text, group.getFields(), 0));
      }
      Reuse.truncate(groups, instances.size());
    }
    return count;
  }
}
