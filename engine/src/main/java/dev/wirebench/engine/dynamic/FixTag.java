package dev.wirebench.engine.dynamic;

import java.util.List;

/**
 * How a field maps onto FIX tag=value, when the schema says so: its tag and, for an enum, the FIX
 * value of each symbol. For a list of records the tag is the repeating group's NoXXX count tag (268
 * NoMDEntries); the group's entries are the records, delimited by their first field's tag.
 *
 * @param tag the FIX tag number (1 or more)
 * @param values for an enum: the FIX value of each symbol, in symbol order (e.g. {@code 0 1 2} for
 *     NEW CHANGE DELETE); empty when the symbols are the FIX values themselves, and for every other
 *     kind
 */
public record FixTag(int tag, List<String> values) {
  public FixTag {
    if (tag < 1) {
      throw new IllegalArgumentException("a FIX tag is a positive number, not " + tag);
    }
    values = List.copyOf(values);
    for (String value : values) {
      if (value.isEmpty() || value.indexOf('\u0001') >= 0) {
        throw new IllegalArgumentException("a FIX value is not empty and holds no SOH");
      }
    }
    if (values.size() != values.stream().distinct().count()) {
      throw new IllegalArgumentException("two enum symbols have one FIX value");
    }
  }

  /** A tag without enum values. */
  public static FixTag of(int tag) {
    return new FixTag(tag, List.of());
  }

  /** The FIX value of enum symbol {@code ordinal} of {@code type}. */
  public String value(FieldType type, int ordinal) {
    return values.isEmpty() ? type.symbols().get(ordinal) : values.get(ordinal);
  }
}
