package dev.wirebench.engine.model.json;

import com.fasterxml.jackson.core.JsonToken;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads the fields of one JSON object: unknown fields are errors naming the known ones unless the
 * cursor has an {@link UnknownFieldSink} (then they are skipped and reported), duplicate and
 * missing required fields are errors, {@code "$type"} is accepted only where a type tag belongs. A
 * field may have other spellings (aliases); an alias and its field may both appear only with equal
 * values.
 */
final class JsonObjects {
  /** Reads the value of field {@code index} (the cursor is on the value token). */
  interface FieldReader {
    void read(int index);
  }

  /** The model's value of field {@code index} after it was read, for comparing two spellings. */
  interface FieldValue {
    Object get(int index);
  }

  /**
   * The fields an object type accepts; the first {@code required} of them must be present. {@code
   * index} also maps each alias to the index of the field it spells.
   */
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

    /** This shape with {@code alias} accepted as another spelling of {@code field}. */
    Shape alias(String alias, String field) {
      Map<String, Integer> more = new HashMap<>(index);
      more.put(alias, index.get(field));
      return new Shape(typeName, names, required, Map.copyOf(more));
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
    read(cursor, shape, atField, typed, reader, null);
  }

  /**
   * As {@link #read(JsonCursor, Shape, boolean, boolean, FieldReader)}, with {@code values} giving
   * the model's value of a field so that a field given under two spellings can be checked for
   * agreement (null when the shape has no aliases).
   */
  static void read(
      JsonCursor cursor,
      Shape shape,
      boolean atField,
      boolean typed,
      FieldReader reader,
      FieldValue values) {
    long seen = 0;
    Spelling[] spellings = null;
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
        skipUnknown(cursor, shape, name);
        token = cursor.next();
        continue;
      }
      long bit = 1L << index;
      if ((seen & bit) != 0) {
        Spelling first = spellings == null ? null : spellings[index];
        if (first == null || first.name().equals(name) || values == null) {
          throw cursor.error("field \"" + name + "\" appears twice");
        }
        readAgain(cursor, reader, values, index, first, name);
        token = cursor.next();
        continue;
      }
      seen |= bit;
      if (shape.index().size() > shape.names().size()) {
        if (spellings == null) {
          spellings = new Spelling[shape.names().size()];
        }
        spellings[index] = new Spelling(name, cursor.line(), cursor.column());
      }
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

  /** Where a field's first spelling was, for an error naming both locations. */
  private record Spelling(String name, int line, int column) {}

  private static void skipUnknown(JsonCursor cursor, Shape shape, String name) {
    UnknownFieldSink sink = cursor.unknownFields();
    if (sink == null) {
      throw cursor.error(
          "unknown field \""
              + name
              + "\" in "
              + shape.typeName()
              + "; known fields: "
              + String.join(", ", shape.names()));
    }
    sink.ignored(shape.typeName(), name, cursor.line(), cursor.column(), cursor.path());
    cursor.next();
    cursor.skipValue();
  }

  /** The second spelling of a field: fine if it agrees with the first, an error if not. */
  private static void readAgain(
      JsonCursor cursor,
      FieldReader reader,
      FieldValue values,
      int index,
      Spelling first,
      String name) {
    int line = cursor.line();
    int column = cursor.column();
    long offset = cursor.offset();
    String path = cursor.path();
    Object before = values.get(index);
    cursor.next();
    reader.read(index);
    Object after = values.get(index);
    if (!Objects.equals(before, after)) {
      // located at the second spelling's name, not at its value
      throw new JsonInputException(
          line,
          column,
          offset,
          path,
          "\""
              + first.name()
              + "\" (line "
              + first.line()
              + ", column "
              + first.column()
              + ") and \""
              + name
              + "\" (line "
              + line
              + ", column "
              + column
              + ") are two spellings of one field and disagree: "
              + before
              + " vs "
              + after,
          null);
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
