package dev.wirebench.engine.codec.avro;

import dev.wirebench.engine.codec.mapping.WireNames;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.avro.LogicalTypes;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;

/**
 * The Avro schema of a dynamic message schema, derived as the static {@code wirebench.avsc} maps
 * the model: int8/int16/int32 → {@code int} (range checked on decode), int64 → {@code long},
 * float32/float64 → {@code float}/{@code double}, decimal → the record {@code Decimal {mantissa:
 * long, exponent: int}} (exact, scale kept), timestamp → {@code long} with logical type {@code
 * timestamp-nanos}, enum → an Avro enum named {@code <Record><Field>}, bytes → {@code bytes},
 * string → {@code string} (Java strings), record → record, list → array, optional → {@code ["null",
 * T]}. Records live in the namespace {@code wirebench.dynamic}.
 */
final class AvroDynamicSchema {
  static final String NAMESPACE = "wirebench.dynamic";
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private final Map<String, RecordSchema> records = new HashMap<>();
  private Schema decimal;

  private AvroDynamicSchema() {}

  /** Why {@code schema} has no Avro form (a name Avro does not allow), or null if it has one. */
  static String whyNot(RecordSchema schema) {
    return new AvroDynamicSchema().check(wireNames(schema), "");
  }

  /** The Avro schema; call only when {@link #whyNot} said null. */
  static Schema of(RecordSchema schema) {
    return new AvroDynamicSchema().record(wireNames(schema));
  }

  /**
   * {@code schema} with names Avro accepts ({@link WireNames}): {@code $type} → {@code _type}, a
   * record named {@code Decimal} (the name of the decimal record here) → {@code Decimal_}. Values
   * are written by position, so they are unchanged.
   */
  static RecordSchema wireNames(RecordSchema schema) {
    return WireNames.of(schema, Set.of("Decimal"));
  }

  private String check(RecordSchema schema, String path) {
    if (!NAME.matcher(schema.name()).matches() || "Decimal".equals(schema.name())) {
      return "record name \"" + schema.name() + "\" is not a valid Avro name (or is reserved)";
    }
    RecordSchema seen = records.putIfAbsent(schema.name(), schema);
    if (seen != null && !seen.equals(schema)) {
      return "two different records are named " + schema.name();
    }
    for (Field field : schema.fields()) {
      String at = path.isEmpty() ? field.name() : path + "." + field.name();
      if (!NAME.matcher(field.name()).matches()) {
        return "field name \"" + at + "\" is not a valid Avro name";
      }
      String why = check(field.type(), at);
      if (why != null) {
        return why;
      }
    }
    return null;
  }

  private String check(FieldType type, String path) {
    return switch (type.kind()) {
      case RECORD -> check(type.record(), path);
      case LIST -> {
        if (type.element().kind() == dev.wirebench.engine.dynamic.FieldKind.RECORD
            && type.element().record().size() == 0) {
          yield "list " + path + " holds records with no fields (no bytes to count on the wire)";
        }
        yield check(type.element(), path + "[]");
      }
      case ENUM ->
          type.symbols().stream().allMatch(s -> NAME.matcher(s).matches())
              ? null
              : "an enum symbol of " + path + " is not a valid Avro name";
      default -> null;
    };
  }

  private Schema record(RecordSchema schema) {
    List<Schema.Field> fields = new ArrayList<>();
    for (Field field : schema.fields()) {
      Schema type = type(field.type(), schema.name() + capital(field.name()));
      if (field.optional()) {
        type = Schema.createUnion(Schema.create(Schema.Type.NULL), type);
        fields.add(new Schema.Field(field.name(), type, null, Schema.Field.NULL_DEFAULT_VALUE));
      } else {
        fields.add(new Schema.Field(field.name(), type));
      }
    }
    return Schema.createRecord(schema.name(), null, NAMESPACE, false, fields);
  }

  private Schema type(FieldType type, String enumName) {
    return switch (type.kind()) {
      case INT8, INT16, INT32 -> Schema.create(Schema.Type.INT);
      case INT64 -> Schema.create(Schema.Type.LONG);
      case FLOAT32 -> Schema.create(Schema.Type.FLOAT);
      case FLOAT64 -> Schema.create(Schema.Type.DOUBLE);
      case BOOLEAN -> Schema.create(Schema.Type.BOOLEAN);
      case BYTES -> Schema.create(Schema.Type.BYTES);
      case STRING -> {
        Schema string = Schema.create(Schema.Type.STRING);
        GenericData.setStringType(string, GenericData.StringType.String);
        yield string;
      }
      case TIMESTAMP -> LogicalTypes.timestampNanos().addToSchema(Schema.create(Schema.Type.LONG));
      case ENUM -> Schema.createEnum(enumName, null, NAMESPACE, type.symbols());
      case DECIMAL -> decimal();
      case RECORD -> record(type.record());
      case LIST -> Schema.createArray(type(type.element(), enumName + "Item"));
    };
  }

  private Schema decimal() {
    if (decimal == null) {
      decimal =
          Schema.createRecord(
              "Decimal",
              "mantissa * 10^exponent",
              NAMESPACE,
              false,
              List.of(
                  new Schema.Field("mantissa", Schema.create(Schema.Type.LONG)),
                  new Schema.Field("exponent", Schema.create(Schema.Type.INT))));
    }
    return decimal;
  }

  private static String capital(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
