package dev.wirebench.engine.dynamic.json;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the values seen at one place of the messages (one field, or a list's elements) looked like:
 * counts per JSON kind, where each kind was first seen, and for objects and arrays the shapes
 * inside.
 */
final class Shape {
  /** JSON kinds a value can have, for "holds a number and a string" messages. */
  enum Json {
    NUMBER("a number"),
    BOOLEAN("a boolean"),
    STRING("a string"),
    OBJECT("an object"),
    ARRAY("an array");

    final String text;

    Json(String text) {
      this.text = text;
    }
  }

  /** Values seen here, nulls included. */
  int values;

  int nulls;
  final int[] counts = new int[Json.values().length];
  final int[] firstLine = new int[Json.values().length];
  final int[] firstColumn = new int[Json.values().length];
  final String[] firstPath = new String[Json.values().length];

  boolean anyFraction;
  boolean beyondInt64;
  boolean beyondInt32;
  int strings;
  int timestampStrings;
  int decimalStrings;

  /** The first decimal text seen here, quoted back in the inference's note (null if none). */
  String firstDecimalString;

  /** Objects seen here, and the shapes of their fields in first-seen order. */
  int objects;

  final Map<String, Shape> fields = new LinkedHashMap<>();

  /** Elements of the arrays seen here (null until an element is seen). */
  Shape element;

  /** A value of {@code kind} at {@code line:column}, at {@code path} (with its message's index). */
  void saw(Json kind, int line, int column, String path) {
    values++;
    if (counts[kind.ordinal()]++ == 0) {
      firstLine[kind.ordinal()] = line;
      firstColumn[kind.ordinal()] = column;
      firstPath[kind.ordinal()] = path;
    }
  }

  /**
   * The one JSON kind seen, null if only nulls, or throws naming two kinds seen, located at the
   * first value of the later kind.
   */
  Json kind() {
    Json found = null;
    for (Json kind : Json.values()) {
      if (counts[kind.ordinal()] == 0) {
        continue;
      }
      if (found != null) {
        throw new DynamicInputException(
            firstLine[kind.ordinal()],
            firstColumn[kind.ordinal()],
            -1,
            firstPath[kind.ordinal()],
            "not supported: "
                + kind.text
                + " here, where line "
                + firstLine[found.ordinal()]
                + " has "
                + found.text
                + "; dynamic schemas have no union type (give the field one type in every"
                + " message)");
      }
      found = kind;
    }
    return found;
  }
}
