package dev.wirebench.engine.dynamic.proto;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumOptions;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Label;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto.Type;
import com.google.protobuf.DescriptorProtos.FieldOptions;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.DescriptorProtos.OneofDescriptorProto;
import com.google.protobuf.Descriptors;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.TimestampProto;
import com.squareup.wire.Syntax;
import com.squareup.wire.schema.Location;
import com.squareup.wire.schema.internal.parser.EnumConstantElement;
import com.squareup.wire.schema.internal.parser.EnumElement;
import com.squareup.wire.schema.internal.parser.FieldElement;
import com.squareup.wire.schema.internal.parser.MessageElement;
import com.squareup.wire.schema.internal.parser.OptionElement;
import com.squareup.wire.schema.internal.parser.ProtoFileElement;
import com.squareup.wire.schema.internal.parser.TypeElement;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Protobuf descriptors of a user's {@code .proto}, built in-process from Wire's parse (no protoc)
 * with the user's package, nesting, field numbers, scalar types, labels, proto3 {@code optional}
 * (as protoc does: a synthetic oneof), {@code packed} options, enum numbers and the syntax — all
 * that decides the bytes. Every enum and message of the file is declared; only the messages the
 * chosen message reaches carry fields (the others may use features dynamic schemas lack, and no
 * byte of the chosen message depends on them). {@code google.protobuf.Timestamp} is protobuf's own.
 */
final class ProtoDescriptors {
  private static final String TIMESTAMP = ".google.protobuf.Timestamp";
  private static final Map<String, Type> SCALARS =
      Map.ofEntries(
          Map.entry("double", Type.TYPE_DOUBLE),
          Map.entry("float", Type.TYPE_FLOAT),
          Map.entry("int32", Type.TYPE_INT32),
          Map.entry("int64", Type.TYPE_INT64),
          Map.entry("uint32", Type.TYPE_UINT32),
          Map.entry("uint64", Type.TYPE_UINT64),
          Map.entry("sint32", Type.TYPE_SINT32),
          Map.entry("sint64", Type.TYPE_SINT64),
          Map.entry("fixed32", Type.TYPE_FIXED32),
          Map.entry("fixed64", Type.TYPE_FIXED64),
          Map.entry("sfixed32", Type.TYPE_SFIXED32),
          Map.entry("sfixed64", Type.TYPE_SFIXED64),
          Map.entry("bool", Type.TYPE_BOOL),
          Map.entry("string", Type.TYPE_STRING),
          Map.entry("bytes", Type.TYPE_BYTES));

  private final ProtoFileElement file;
  private final Set<MessageElement> reached;
  private final Map<TypeElement, String> fullNames = new IdentityHashMap<>();
  private final Map<String, Location> locations = new HashMap<>();

  private ProtoDescriptors(ProtoFileElement file, Set<MessageElement> reached) {
    this.file = file;
    this.reached = reached;
  }

  /**
   * The descriptor of {@code chosen} in {@code file}, whose messages in {@code reached} (an
   * identity set) get their fields.
   *
   * @throws DynamicInputException where protobuf's descriptor rules refuse the file (a repeated
   *     field number, a reserved number, ...)
   */
  static Descriptor build(
      ProtoFileElement file, Set<MessageElement> reached, MessageElement chosen) {
    ProtoDescriptors builder = new ProtoDescriptors(file, reached);
    String pkg = file.getPackageName() == null ? "" : file.getPackageName();
    builder.names(file.getTypes(), pkg.isEmpty() ? "" : "." + pkg);
    FileDescriptorProto.Builder proto =
        FileDescriptorProto.newBuilder()
            .setName("user.proto")
            .setSyntax(file.getSyntax() == Syntax.PROTO_3 ? "proto3" : "proto2");
    if (!pkg.isEmpty()) {
      proto.setPackage(pkg);
    }
    boolean timestamp = file.getImports().contains("google/protobuf/timestamp.proto");
    if (timestamp) {
      proto.addDependency("google/protobuf/timestamp.proto");
    }
    for (TypeElement type : file.getTypes()) {
      if (type instanceof MessageElement message) {
        proto.addMessageType(builder.message(message));
      } else if (type instanceof EnumElement values) {
        proto.addEnumType(enumType(values));
      }
    }
    try {
      Descriptors.FileDescriptor built =
          Descriptors.FileDescriptor.buildFrom(
              proto.build(),
              timestamp
                  ? new Descriptors.FileDescriptor[] {TimestampProto.getDescriptor()}
                  : new Descriptors.FileDescriptor[0]);
      return built.findMessageTypeByName(chosen.getName());
    } catch (Descriptors.DescriptorValidationException e) {
      Location where = builder.locations.get(e.getProblemSymbolName());
      throw new DynamicInputException(
          where == null ? 1 : where.getLine(),
          where == null ? 1 : where.getColumn(),
          -1,
          "",
          "not a valid .proto: " + e.getDescription() + " (" + e.getProblemSymbolName() + ")");
    }
  }

  private void names(List<TypeElement> types, String scope) {
    for (TypeElement type : types) {
      String full = scope + "." + type.getName();
      fullNames.put(type, full);
      locations.put(full.substring(1), type.getLocation());
      if (type instanceof MessageElement message) {
        for (FieldElement field : message.getFields()) {
          locations.put(full.substring(1) + "." + field.getName(), field.getLocation());
        }
      }
      names(type.getNestedTypes(), full);
    }
  }

  private DescriptorProto message(MessageElement message) {
    DescriptorProto.Builder out = DescriptorProto.newBuilder().setName(message.getName());
    for (TypeElement nested : message.getNestedTypes()) {
      if (nested instanceof MessageElement inner) {
        out.addNestedType(message(inner));
      } else if (nested instanceof EnumElement values) {
        out.addEnumType(enumType(values));
      }
    }
    if (reached.contains(message)) {
      for (FieldElement field : message.getFields()) {
        out.addField(field(message, field, out));
      }
    }
    return out.build();
  }

  private FieldDescriptorProto field(
      MessageElement owner, FieldElement field, DescriptorProto.Builder out) {
    FieldDescriptorProto.Builder proto =
        FieldDescriptorProto.newBuilder().setName(field.getName()).setNumber(field.getTag());
    String label = field.getLabel() == null ? "" : field.getLabel().name();
    switch (label) {
      case "REPEATED" -> proto.setLabel(Label.LABEL_REPEATED);
      case "REQUIRED" -> proto.setLabel(Label.LABEL_REQUIRED);
      default -> proto.setLabel(Label.LABEL_OPTIONAL);
    }
    if ("OPTIONAL".equals(label) && file.getSyntax() == Syntax.PROTO_3) {
      // proto3 optional: explicit presence through a synthetic oneof, as protoc declares it
      proto.setProto3Optional(true).setOneofIndex(out.getOneofDeclCount());
      out.addOneofDecl(OneofDescriptorProto.newBuilder().setName("_" + field.getName()));
    }
    String name = field.getType();
    Type scalar = SCALARS.get(name);
    if (scalar != null) {
      proto.setType(scalar);
    } else if (name.equals(TIMESTAMP) || name.equals(TIMESTAMP.substring(1))) {
      proto.setType(Type.TYPE_MESSAGE).setTypeName(TIMESTAMP);
    } else {
      TypeElement found = ProtoScopes.resolve(file, owner, name);
      proto
          .setType(found instanceof EnumElement ? Type.TYPE_ENUM : Type.TYPE_MESSAGE)
          .setTypeName(fullNames.get(found));
    }
    for (OptionElement option : field.getOptions()) {
      if ("packed".equals(option.getName())) {
        proto.setOptions(
            FieldOptions.newBuilder()
                .setPacked(Boolean.parseBoolean(String.valueOf(option.getValue()))));
      }
    }
    return proto.build();
  }

  private static EnumDescriptorProto enumType(EnumElement values) {
    EnumDescriptorProto.Builder out = EnumDescriptorProto.newBuilder().setName(values.getName());
    Set<Integer> numbers = new HashSet<>();
    boolean aliases = false;
    for (EnumConstantElement constant : values.getConstants()) {
      aliases |= !numbers.add(constant.getTag());
      out.addValue(
          EnumValueDescriptorProto.newBuilder()
              .setName(constant.getName())
              .setNumber(constant.getTag()));
    }
    if (aliases) {
      // protoc only accepts shared numbers under allow_alias, so the file says it
      out.setOptions(EnumOptions.newBuilder().setAllowAlias(true));
    }
    return out.build();
  }
}
