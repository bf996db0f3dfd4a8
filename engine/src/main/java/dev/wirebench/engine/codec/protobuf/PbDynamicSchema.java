package dev.wirebench.engine.codec.protobuf;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldOptions;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors;
import com.google.protobuf.Descriptors.Descriptor;
import dev.wirebench.engine.codec.mapping.WireNames;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Protobuf message descriptors for a dynamic schema, built in-process (no {@code protoc}), proto2
 * syntax so every field has explicit presence. Each record is a top-level message with field
 * numbers 1..n in schema order; required fields are {@code required}, optional ones {@code
 * optional}, lists {@code repeated} (packed for numbers). Types: int8/int16/int32 → {@code sint32},
 * int64 → {@code sint64} (zig-zag, so small negatives stay small), float32/float64 → {@code
 * float}/{@code double}, decimal → message {@code Decimal {sint64 mantissa = 1; sint32 exponent =
 * 2}}, timestamp → {@code sfixed64} epoch nanoseconds, enum → an enum nested in its record, a list
 * of lists → a repeated wrapper message {@code <Name>Items {repeated T items = 1}}, an optional
 * list → an optional wrapper message {@code <Name>List {repeated T items = 1}} (repeated fields
 * have no presence, so without it an empty optional list would come back absent).
 */
final class PbDynamicSchema {
  static final String DECIMAL = "Decimal";
  private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  private final FileDescriptorProto.Builder file =
      FileDescriptorProto.newBuilder()
          .setName("wirebench_dynamic.proto")
          .setPackage("wirebench.dynamic")
          .setSyntax("proto2");
  private final Map<String, RecordSchema> records = new LinkedHashMap<>();
  private final Set<String> wrappers = new HashSet<>();
  private boolean decimal;

  /** The root message's descriptor, and which message names are list-of-list wrappers. */
  record Built(Descriptor root, Set<String> wrappers) {}

  private PbDynamicSchema() {}

  /** Why the schema has no protobuf form, or null. */
  static String whyNot(RecordSchema schema) {
    return check(wireNames(schema), new HashMap<>());
  }

  /**
   * {@code schema} with names protobuf accepts ({@link WireNames}): {@code $type} → {@code _type},
   * a record named {@code Decimal} (the decimal message here) → {@code Decimal_}. Fields keep their
   * numbers, so values are unchanged.
   */
  static RecordSchema wireNames(RecordSchema schema) {
    return WireNames.of(schema, Set.of(DECIMAL));
  }

  private static String check(RecordSchema schema, Map<String, RecordSchema> seen) {
    if (!NAME.matcher(schema.name()).matches() || DECIMAL.equals(schema.name())) {
      return "record name \"" + schema.name() + "\" is not a valid protobuf name (or is reserved)";
    }
    RecordSchema other = seen.putIfAbsent(schema.name(), schema);
    if (other != null && !other.equals(schema)) {
      return "two different records are named " + schema.name();
    }
    Set<String> symbols = new HashSet<>();
    for (Field field : schema.fields()) {
      if (!NAME.matcher(field.name()).matches()) {
        return "field name \""
            + field.name()
            + "\" of "
            + schema.name()
            + " is not a valid protobuf name";
      }
      FieldType type = field.type();
      while (type.kind() == FieldKind.LIST) {
        type = type.element();
      }
      if (type.kind() == FieldKind.ENUM) {
        for (String symbol : type.symbols()) {
          if (!NAME.matcher(symbol).matches() || !symbols.add(symbol)) {
            return "enum symbol "
                + symbol
                + " of "
                + schema.name()
                + "."
                + field.name()
                + " is not a valid protobuf name or repeats another enum's of the same record";
          }
        }
      }
      if (type.kind() == FieldKind.RECORD) {
        String why = check(type.record(), seen);
        if (why != null) {
          return why;
        }
      }
    }
    return null;
  }

  static Built of(RecordSchema given) {
    RecordSchema schema = wireNames(given);
    PbDynamicSchema builder = new PbDynamicSchema();
    builder.message(schema);
    try {
      Descriptors.FileDescriptor built =
          Descriptors.FileDescriptor.buildFrom(
              builder.file.build(), new Descriptors.FileDescriptor[0]);
      return new Built(built.findMessageTypeByName(schema.name()), builder.wrappers);
    } catch (Descriptors.DescriptorValidationException e) {
      throw new IllegalArgumentException("no protobuf form: " + e.getMessage(), e);
    }
  }

  private void message(RecordSchema schema) {
    if (records.putIfAbsent(schema.name(), schema) != null) {
      return;
    }
    DescriptorProto.Builder message = DescriptorProto.newBuilder().setName(schema.name());
    for (int i = 0; i < schema.size(); i++) {
      Field field = schema.field(i);
      FieldDescriptorProto.Builder proto =
          FieldDescriptorProto.newBuilder()
              .setName(field.name())
              .setNumber(i + 1)
              .setJsonName(field.name());
      FieldType type = field.type();
      if (type.kind() == FieldKind.LIST && field.optional()) {
        // repeated fields have no presence: an optional list is an optional wrapper message so
        // that absent and present-but-empty stay apart
        String wrapper = schema.name() + capital(field.name()) + "List";
        wrappers.add(wrapper);
        type =
            FieldType.recordOf(
                new RecordSchema(wrapper, java.util.List.of(new Field("items", type, false))));
        proto.setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
      } else if (type.kind() == FieldKind.LIST) {
        proto.setLabel(FieldDescriptorProto.Label.LABEL_REPEATED);
        type = element(type.element(), schema.name() + capital(field.name()));
        if (type.kind().inLongSlot()
            && type.kind() != FieldKind.DECIMAL
            && type.kind() != FieldKind.ENUM) {
          proto.setOptions(FieldOptions.newBuilder().setPacked(true));
        }
      } else {
        proto.setLabel(
            field.optional()
                ? FieldDescriptorProto.Label.LABEL_OPTIONAL
                : FieldDescriptorProto.Label.LABEL_REQUIRED);
      }
      type(proto, type, message, field.name());
      message.addField(proto);
    }
    file.addMessageType(message);
  }

  /** The element type a repeated field holds: a list of lists becomes a wrapper record. */
  private FieldType element(FieldType element, String name) {
    if (element.kind() != FieldKind.LIST) {
      return element;
    }
    String wrapper = name + "Items";
    wrappers.add(wrapper);
    RecordSchema items =
        new RecordSchema(wrapper, java.util.List.of(new Field("items", element, false)));
    return FieldType.recordOf(items);
  }

  private void type(
      FieldDescriptorProto.Builder proto,
      FieldType type,
      DescriptorProto.Builder owner,
      String field) {
    switch (type.kind()) {
      case INT8, INT16, INT32 -> proto.setType(FieldDescriptorProto.Type.TYPE_SINT32);
      case INT64 -> proto.setType(FieldDescriptorProto.Type.TYPE_SINT64);
      case FLOAT32 -> proto.setType(FieldDescriptorProto.Type.TYPE_FLOAT);
      case FLOAT64 -> proto.setType(FieldDescriptorProto.Type.TYPE_DOUBLE);
      case BOOLEAN -> proto.setType(FieldDescriptorProto.Type.TYPE_BOOL);
      case STRING -> proto.setType(FieldDescriptorProto.Type.TYPE_STRING);
      case BYTES -> proto.setType(FieldDescriptorProto.Type.TYPE_BYTES);
      case TIMESTAMP -> proto.setType(FieldDescriptorProto.Type.TYPE_SFIXED64);
      case DECIMAL -> {
        decimalMessage();
        proto
            .setType(FieldDescriptorProto.Type.TYPE_MESSAGE)
            .setTypeName(".wirebench.dynamic." + DECIMAL);
      }
      case ENUM -> {
        String name = capital(field) + "Enum";
        EnumDescriptorProto.Builder values = EnumDescriptorProto.newBuilder().setName(name);
        for (int v = 0; v < type.symbols().size(); v++) {
          values.addValue(
              EnumValueDescriptorProto.newBuilder().setName(type.symbols().get(v)).setNumber(v));
        }
        owner.addEnumType(values);
        proto
            .setType(FieldDescriptorProto.Type.TYPE_ENUM)
            .setTypeName(".wirebench.dynamic." + owner.getName() + "." + name);
      }
      case RECORD -> {
        message(type.record());
        proto
            .setType(FieldDescriptorProto.Type.TYPE_MESSAGE)
            .setTypeName(".wirebench.dynamic." + type.record().name());
      }
      case LIST -> throw new IllegalStateException("lists are handled by the caller");
    }
  }

  private void decimalMessage() {
    if (decimal) {
      return;
    }
    decimal = true;
    file.addMessageType(
        DescriptorProto.newBuilder()
            .setName(DECIMAL)
            .addField(
                FieldDescriptorProto.newBuilder()
                    .setName("mantissa")
                    .setNumber(1)
                    .setLabel(FieldDescriptorProto.Label.LABEL_REQUIRED)
                    .setType(FieldDescriptorProto.Type.TYPE_SINT64))
            .addField(
                FieldDescriptorProto.newBuilder()
                    .setName("exponent")
                    .setNumber(2)
                    .setLabel(FieldDescriptorProto.Label.LABEL_REQUIRED)
                    .setType(FieldDescriptorProto.Type.TYPE_SINT32)));
  }

  private static String capital(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }
}
