package dev.wirebench.engine.dynamic;

import java.util.List;
import java.util.Objects;

/**
 * The type of a field or of a list's elements: a kind, plus the enum's symbols, the nested record's
 * schema or the list's element type.
 *
 * @param kind what the value is
 * @param symbols the enum's symbols in ordinal order (empty unless {@link FieldKind#ENUM})
 * @param record the nested record's schema (null unless {@link FieldKind#RECORD})
 * @param element the elements' type (null unless {@link FieldKind#LIST}); elements are never null
 */
public record FieldType(
    FieldKind kind, List<String> symbols, RecordSchema record, FieldType element) {
  public FieldType {
    Objects.requireNonNull(kind, "kind");
    symbols = List.copyOf(symbols);
    if ((kind == FieldKind.ENUM) == symbols.isEmpty()) {
      throw new IllegalArgumentException("an enum and only an enum has symbols");
    }
    if ((kind == FieldKind.RECORD) == (record == null)) {
      throw new IllegalArgumentException("a record and only a record has a record schema");
    }
    if ((kind == FieldKind.LIST) == (element == null)) {
      throw new IllegalArgumentException("a list and only a list has an element type");
    }
  }

  /** A scalar type (not enum, record or list). */
  public static FieldType of(FieldKind kind) {
    return new FieldType(kind, List.of(), null, null);
  }

  public static FieldType enumOf(List<String> symbols) {
    return new FieldType(FieldKind.ENUM, symbols, null, null);
  }

  public static FieldType recordOf(RecordSchema record) {
    return new FieldType(FieldKind.RECORD, List.of(), record, null);
  }

  public static FieldType listOf(FieldType element) {
    return new FieldType(FieldKind.LIST, List.of(), null, element);
  }

  /** Short text for messages: {@code int8}, {@code list<Level>}, {@code enum(BUY|SELL)}. */
  public String describe() {
    return switch (kind) {
      case ENUM -> "enum(" + String.join("|", symbols) + ")";
      case RECORD -> "record " + record.name();
      case LIST -> "list<" + element.describe() + ">";
      default -> kind.schemaName();
    };
  }

  /** The ordinal of an enum symbol, or -1. */
  public int ordinal(String symbol) {
    return symbols.indexOf(symbol);
  }
}
