package dev.wirebench.engine.codec.fix;

import dev.wirebench.engine.dynamic.DynamicList;
import dev.wirebench.engine.dynamic.DynamicRecord;

/**
 * Reads tag=value fields into a dynamic message, from its {@link FixDynamicLayout}: fields of a
 * record in any order (as FIX allows), each at most once; a repeating group's entries each start
 * with its delimiter tag, and a tag the entry does not have ends it. Strict: an unknown tag at
 * message level, a missing required field, a count that is not the number of entries, a value out
 * of its kind's range are each a {@link dev.wirebench.engine.codec.CodecException} with the offset
 * and field. Strings equal to the reused record's are kept, so decoding the same message again
 * allocates nothing.
 */
final class FixDynamicReader {
  private static final int MAX_ENTRIES = 1 << 20;

  /** Reads the fields of one record: the message body, or one group entry. */
  void read(FixInput in, FixDynamicLayout layout, DynamicRecord record, String list, int index) {
    boolean[] seen = layout.seen;
    java.util.Arrays.fill(seen, false);
    int start = in.absolutePosition();
    while (in.hasMore()) {
      int field = layout.fieldOf(in.peekTag());
      if (field < 0 || (list != null && field == 0 && seen[0])) {
        if (list == null) {
          in.next();
          in.path("(tag " + in.tag() + ")");
          throw in.at(
              in.absoluteTagStart(), "tag " + in.tag() + " is not a field of " + name(layout));
        }
        break; // the entry ends: the next entry's delimiter, or a field of the enclosing record
      }
      in.next();
      String name = layout.schema.field(field).name();
      if (list == null) {
        in.path(name);
      } else {
        in.path(list, index, name);
      }
      if (seen[field]) {
        throw in.at(in.absoluteTagStart(), "tag " + in.tag() + " appears twice");
      }
      seen[field] = true;
      value(in, layout, record, field);
    }
    for (int i = 0; i < seen.length; i++) {
      if (!seen[i]) {
        if (!layout.schema.field(i).optional()) {
          String name = layout.schema.field(i).name();
          if (list == null) {
            in.path(name);
          } else {
            in.path(list, index, name);
          }
          throw in.at(
              in.hasMore() ? in.absolutePosition() : start,
              "the required field " + name + " (tag " + layout.tags[i] + ") is missing");
        }
        record.clear(i);
      }
    }
  }

  private void value(FixInput in, FixDynamicLayout layout, DynamicRecord record, int field) {
    switch (layout.kinds[field]) {
      case INT8 -> record.setLong(field, integer(in, -128, 127, "int8"));
      case INT16 -> record.setLong(field, integer(in, -32_768, 32_767, "int16"));
      case INT32 ->
          record.setLong(field, integer(in, Integer.MIN_VALUE, Integer.MAX_VALUE, "int32"));
      case INT64 -> record.setLong(field, integer(in, Long.MIN_VALUE, Long.MAX_VALUE, "int64"));
      case DECIMAL -> record.setLong(field, in.decimal());
      case BOOLEAN -> record.setBoolean(field, in.yesNo());
      case TIMESTAMP -> record.setLong(field, in.timestamp());
      case STRING -> record.setString(field, in.string(record.keptString(field)));
      case ENUM -> record.setLong(field, symbol(in, layout.enumValues[field]));
      case LIST -> group(in, layout, record, field);
      default -> throw in.error("no FIX mapping for this kind");
    }
  }

  private void group(FixInput in, FixDynamicLayout layout, DynamicRecord record, int field) {
    int count = in.integer(0, MAX_ENTRIES);
    FixDynamicLayout entry = layout.groups[field];
    DynamicList entries = record.list(field);
    String name = layout.schema.field(field).name();
    for (int k = 0; k < count; k++) {
      if (!in.hasMore() || in.peekTag() != entry.tags[0]) {
        in.path(name, k, entry.schema.field(0).name());
        throw in.at(
            in.hasMore() ? in.absolutePosition() : in.absoluteLimit(),
            "the count says "
                + count
                + " entries, but entry "
                + k
                + " does not start with its delimiter, tag "
                + entry.tags[0]);
      }
      read(in, entry, entries.addRecord(), name, k);
    }
  }

  private static int symbol(FixInput in, String[] values) {
    for (int s = 0; s < values.length; s++) {
      if (in.valueIs(values[s])) {
        return s;
      }
    }
    throw in.error("not one of this enum's FIX values (" + String.join(", ", values) + ")");
  }

  /** Any long (all 19 digits), checked against the kind's range. */
  private static long integer(FixInput in, long min, long max, String kind) {
    byte[] src = in.array();
    int at = in.absoluteValueStart();
    int end = in.absoluteValueEnd();
    boolean negative = src[at] == '-';
    if (negative) {
      at++;
    }
    if (at == end || end - at > 19) {
      throw in.error("expected an integer");
    }
    long value = 0;
    for (; at < end; at++) {
      int digit = src[at] - '0';
      if (digit < 0 || digit > 9) {
        throw in.error("expected an integer");
      }
      // accumulate negatively: Long.MIN_VALUE has no positive twin
      if (value < (Long.MIN_VALUE + digit) / 10) {
        throw in.error(kind + " out of range (expected " + min + ".." + max + ")");
      }
      value = value * 10 - digit;
    }
    if (!negative) {
      if (value == Long.MIN_VALUE) {
        throw in.error(kind + " out of range (expected " + min + ".." + max + ")");
      }
      value = -value;
    }
    if (value < min || value > max) {
      throw in.error(kind + " out of range: " + value + " (expected " + min + ".." + max + ")");
    }
    return value;
  }

  private static String name(FixDynamicLayout layout) {
    return layout.schema.name();
  }
}
