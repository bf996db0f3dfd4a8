package dev.wirebench.engine.codec.json;

import com.fasterxml.jackson.core.JsonToken;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the fields of one JSON object strictly: unknown fields are errors naming the known ones,
 * duplicate and missing required fields are errors, {@code "$type"} is accepted only where a type
 * tag belongs.
 */
final class JsonObjects {
  /** Reads the value of field {@code index} (the cursor is on the value token). */
  interface FieldReader {
    void read(int index);
  }

  /** The fields an object type accepts; the first {@code required} of them must be present. */
  record Shape(String typeName, List<String> names, int required, Map<String, Integer> index) {
    Shape {
      if (names.size() > 63) {
        throw new IllegalArgumentException("too many fields for a bit set: " + typeName);
      }
    }

    static Shape of(String typeName, int required, String... names) {
      Map<String, Integer> index = new HashMap<>();
      for (int i = 0; i < names.length; i++) {
        index.put(names[i], i);
      }
      return new Shape(typeName, List.of(names), required, Map.copyOf(index));
    }

    int indexOf(String name) {
      Integer i = index.get(name);
      return i == null ? -1 : i;
    }
  }

  private JsonObjects() {}

  /**
   * Reads an object's fields until its end.
   *
   * @param atField true if the cursor is already on the first FIELD_NAME (the caller looked at it),
   *     false if it is on START_OBJECT or just past a {@code $type} value
   * @param typed whether a {@code $type} field may appear (it is then skipped: the caller has
   *     already resolved the type)
   */
  static void read(
      JsonCursor cursor, Shape shape, boolean atField, boolean typed, FieldReader reader) {
    long seen = 0;
    JsonToken token = atField ? cursor.token() : cursor.next();
    while (token == JsonToken.FIELD_NAME) {
      String name = cursor.fieldName();
      if (typed && "$type".equals(name)) {
        cursor.next();
        cursor.string(false);
        token = cursor.next();
        continue;
      }
      int index = shape.indexOf(name);
      if (index < 0) {
        throw cursor.error(
            "unknown field \""
                + name
                + "\" in "
                + shape.typeName()
                + "; known fields: "
                + String.join(", ", shape.names()));
      }
      long bit = 1L << index;
      if ((seen & bit) != 0) {
        throw cursor.error("field \"" + name + "\" appears twice");
      }
      seen |= bit;
      cursor.next();
      reader.read(index);
      token = cursor.next();
    }
    if (token != JsonToken.END_OBJECT) {
      throw cursor.expected("a field name or the end of the " + shape.typeName() + " object");
    }
    List<String> missing = new ArrayList<>();
    for (int i = 0; i < shape.required(); i++) {
      if ((seen & (1L << i)) == 0) {
        missing.add(shape.names().get(i));
      }
    }
    if (!missing.isEmpty()) {
      throw cursor.error(
          shape.typeName()
              + " is missing required field"
              + (missing.size() > 1 ? "s " : " ")
              + String.join(", ", missing));
    }
  }

  /** Reads an array, calling {@code element} with each element's index (cursor on its token). */
  static int array(JsonCursor cursor, String what, FieldReader element) {
    cursor.expect(JsonToken.START_ARRAY, "an array of " + what);
    int count = 0;
    while (cursor.next() != JsonToken.END_ARRAY) {
      element.read(count++);
    }
    return count;
  }
}
