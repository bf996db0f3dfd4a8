package dev.wirebench.engine.dynamic.fbs;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A FlatBuffers schema as {@link FbsParser} read it: its namespace, enums, tables and structs by
 * name (in file order), the root type, the file identifier (or null) and the declared attributes.
 * Immutable.
 */
public record FbsModel(
    String namespace,
    Map<String, FbsEnum> enums,
    Map<String, FbsType> types,
    String rootType,
    String fileIdentifier,
    List<String> attributes) {

  public FbsModel {
    // file order matters (tables listed to choose from), so not Map.copyOf
    enums = Collections.unmodifiableMap(new LinkedHashMap<>(enums));
    types = Collections.unmodifiableMap(new LinkedHashMap<>(types));
    attributes = List.copyOf(attributes);
  }

  /** An enum: its underlying integer type, value names in order and their numbers. */
  public record FbsEnum(
      String name, String underlying, List<String> values, long[] codes, int line) {}

  /** A table or struct: its fields in declaration order. */
  public record FbsType(String name, boolean struct, List<FbsField> fields, int line) {}

  /**
   * A field: {@code type} is the element type of a vector ({@code vector} true), its default as
   * written ({@code null} for none, {@code "null"} for an optional scalar), its attributes.
   */
  public record FbsField(
      String name,
      String type,
      boolean vector,
      String defaultValue,
      Map<String, String> attributes,
      int line,
      int column) {

    public boolean deprecated() {
      return attributes.containsKey("deprecated");
    }
  }

  /** The enum or table/struct named {@code name} (qualified or not), or null. */
  public Object find(String name) {
    String simple = name.substring(name.lastIndexOf('.') + 1);
    return enums.containsKey(simple) ? enums.get(simple) : types.get(simple);
  }
}
