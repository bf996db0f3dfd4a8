package dev.wirebench.engine.dynamic.proto;

import com.squareup.wire.Syntax;
import com.squareup.wire.schema.Location;
import com.squareup.wire.schema.internal.parser.EnumConstantElement;
import com.squareup.wire.schema.internal.parser.EnumElement;
import com.squareup.wire.schema.internal.parser.FieldElement;
import com.squareup.wire.schema.internal.parser.MessageElement;
import com.squareup.wire.schema.internal.parser.ProtoFileElement;
import com.squareup.wire.schema.internal.parser.ProtoParser;
import com.squareup.wire.schema.internal.parser.TypeElement;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.SchemaText;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A user's Protocol Buffers schema ({@code .proto}, proto2 or proto3, one file) as a dynamic
 * message schema, parsed in-process by Square Wire's parser ({@code wire-schema}; no protoc). The
 * root is the one top-level message no other message uses as a field type.
 *
 * <p>Mapping: int32/sint32/sfixed32 → int32, uint32/fixed32 → int64 (so every unsigned value fits),
 * int64/sint64/sfixed64 → int64, float/double → float32/float64, bool, string, bytes, enum → enum
 * (symbols in declaration order; the numbers are the .proto's business), message → record, {@code
 * google.protobuf.Timestamp} → timestamp, a message named {@code Decimal} with an integer {@code
 * mantissa} and {@code exponent} (as Wirebench's own protobuf mapping writes) → decimal, repeated →
 * list. Presence: proto2 {@code required} and proto3 fields without a label are required; {@code
 * optional} fields and proto3 message fields are optional. Not supported, each as "not supported:
 * X" at its line and column: uint64/fixed64, {@code map<>}, {@code oneof}, groups, recursive
 * messages, imports other than timestamp.proto, types the file does not define.
 *
 * <p>The schema read carries a {@link ProtoUserSchema} origin: descriptors built from the file with
 * the user's own field numbers and types, which the protobuf codec encodes with.
 */
public final class ProtoSchemas {
  private static final Pattern SYNTAX_ERROR = Pattern.compile(":(\\d+):(\\d+): (.*)$");
  private static final String TIMESTAMP_IMPORT = "google/protobuf/timestamp.proto";

  private final ProtoFileElement file;
  private final Set<String> resolving = new LinkedHashSet<>();
  private final Set<MessageElement> reached = Collections.newSetFromMap(new IdentityHashMap<>());

  private ProtoSchemas(ProtoFileElement file) {
    this.file = file;
  }

  /**
   * The dynamic schema of the root message of the {@code .proto} text in {@code content}.
   *
   * @throws DynamicInputException for text the parser rejects or a feature dynamic schemas lack
   */
  public static RecordSchema read(byte[] content) {
    return read(content, null);
  }

  /**
   * The dynamic schema of top-level message {@code message} (null: the root) of the {@code .proto}
   * text in {@code content}.
   *
   * @throws DynamicInputException for text the parser rejects, a feature dynamic schemas lack, no
   *     such message, or several root candidates and none chosen
   */
  public static RecordSchema read(byte[] content, String message) {
    return read(content, message, null);
  }

  /**
   * As {@link #read(byte[], String)}, keeping the file's text under {@code fileName} (null: not
   * kept) in the schema's origin for protoc.
   */
  public static RecordSchema read(byte[] content, String message, String fileName) {
    ProtoSchemas schemas = new ProtoSchemas(parse(content));
    MessageElement chosen = message == null ? schemas.root() : schemas.named(message);
    RecordSchema schema = schemas.record(chosen, "");
    return schema.withOrigin(
        new ProtoUserSchema(
            ProtoDescriptors.build(schemas.file, schemas.reached, chosen),
            fileName == null ? null : SchemaText.of(fileName, content)));
  }

  /**
   * The top-level messages of {@code content} that could be the message a file holds: the root
   * candidates (top-level messages no other message refers to).
   */
  public static List<String> rootCandidates(byte[] content) {
    return new ProtoSchemas(parse(content))
        .candidates().stream().map(MessageElement::getName).toList();
  }

  private static ProtoFileElement parse(byte[] content) {
    ProtoFileElement file;
    try {
      file =
          ProtoParser.Companion.parse(
              Location.get(""), new String(content, StandardCharsets.UTF_8));
    } catch (IllegalStateException | IllegalArgumentException bad) {
      Matcher where = SYNTAX_ERROR.matcher(String.valueOf(bad.getMessage()));
      if (where.find()) {
        throw new DynamicInputException(
            Integer.parseInt(where.group(1)),
            Integer.parseInt(where.group(2)),
            -1,
            "",
            "not valid .proto: " + where.group(3));
      }
      throw new DynamicInputException(-1, -1, -1, "", "not valid .proto: " + bad.getMessage());
    }
    for (String imported : file.getImports()) {
      if (!TIMESTAMP_IMPORT.equals(imported)) {
        throw new DynamicInputException(
            1,
            1,
            -1,
            "",
            "not supported: import \""
                + imported
                + "\" (one self-contained file; only "
                + TIMESTAMP_IMPORT
                + " is known)");
      }
    }
    return file;
  }

  private MessageElement named(String message) {
    List<String> names = new ArrayList<>();
    for (TypeElement type : file.getTypes()) {
      if (type instanceof MessageElement m) {
        if (m.getName().equals(message)) {
          return m;
        }
        names.add(m.getName());
      }
    }
    throw new DynamicInputException(
        1,
        1,
        -1,
        "",
        "no top-level message named \""
            + message
            + "\" (the file's messages: "
            + String.join(", ", names)
            + ")");
  }

  /** The one top-level message no message refers to. */
  private MessageElement root() {
    List<MessageElement> candidates = candidates();
    if (candidates.size() == 1) {
      return candidates.get(0);
    }
    throw new DynamicInputException(
        1,
        1,
        -1,
        "",
        candidates.isEmpty()
            ? "no message to use as the root (a top-level message no other message refers to)"
            : "the file defines "
                + candidates.size()
                + " top-level messages ("
                + String.join(", ", candidates.stream().map(MessageElement::getName).toList())
                + "); choose one with --message NAME");
  }

  private List<MessageElement> candidates() {
    List<MessageElement> candidates = new ArrayList<>();
    Set<String> used = new HashSet<>();
    collectUsed(file.getTypes(), used);
    for (TypeElement type : file.getTypes()) {
      if (type instanceof MessageElement message && !used.contains(message.getName())) {
        candidates.add(message);
      }
    }
    return candidates;
  }

  private static void collectUsed(List<TypeElement> types, Set<String> used) {
    for (TypeElement type : types) {
      if (type instanceof MessageElement message) {
        for (FieldElement field : message.getFields()) {
          String name = field.getType();
          String simple = name.substring(name.lastIndexOf('.') + 1);
          if (!simple.equals(message.getName())) {
            used.add(simple);
          }
        }
      }
      collectUsed(type.getNestedTypes(), used);
    }
  }

  private RecordSchema record(MessageElement message, String path) {
    if (!message.getOneOfs().isEmpty()) {
      throw unsupported(
          "oneof " + message.getOneOfs().get(0).getName(),
          message.getOneOfs().get(0).getLocation(),
          path);
    }
    if (!message.getGroups().isEmpty()) {
      throw unsupported("groups", message.getLocation(), path);
    }
    if (!resolving.add(message.getName())) {
      throw unsupported(
          "recursive message " + message.getName() + " (dynamic records nest a fixed depth)",
          message.getLocation(),
          path);
    }
    reached.add(message);
    List<Field> fields = new ArrayList<>();
    for (FieldElement field : message.getFields()) {
      String at = path.isEmpty() ? field.getName() : path + "." + field.getName();
      fields.add(field(message, field, at));
    }
    resolving.remove(message.getName());
    return new RecordSchema(message.getName(), fields);
  }

  private Field field(MessageElement owner, FieldElement field, String path) {
    String label = field.getLabel() == null ? "" : field.getLabel().name();
    FieldType type = type(owner, field, path);
    if ("REPEATED".equals(label)) {
      return new Field(field.getName(), FieldType.listOf(type), false);
    }
    boolean optional =
        "OPTIONAL".equals(label)
            || (file.getSyntax() != Syntax.PROTO_2 && type.kind() == FieldKind.RECORD);
    if (file.getSyntax() == Syntax.PROTO_2 && label.isEmpty()) {
      throw unsupported("a proto2 field without a label", field.getLocation(), path);
    }
    return new Field(field.getName(), type, optional);
  }

  private FieldType type(MessageElement owner, FieldElement field, String path) {
    String name = field.getType();
    if (name.startsWith("map<")) {
      throw unsupported(name + " (dynamic schemas have no map type)", field.getLocation(), path);
    }
    FieldKind scalar =
        switch (name) {
          case "int32", "sint32", "sfixed32" -> FieldKind.INT32;
          case "uint32", "fixed32", "int64", "sint64", "sfixed64" -> FieldKind.INT64;
          case "float" -> FieldKind.FLOAT32;
          case "double" -> FieldKind.FLOAT64;
          case "bool" -> FieldKind.BOOLEAN;
          case "string" -> FieldKind.STRING;
          case "bytes" -> FieldKind.BYTES;
          case "google.protobuf.Timestamp", ".google.protobuf.Timestamp" -> FieldKind.TIMESTAMP;
          default -> null;
        };
    if (scalar != null) {
      return FieldType.of(scalar);
    }
    if (name.equals("uint64") || name.equals("fixed64")) {
      throw unsupported(
          name + " (dynamic schemas have no unsigned 64-bit integer)", field.getLocation(), path);
    }
    TypeElement found = ProtoScopes.resolve(file, owner, name);
    if (found == null) {
      throw unsupported("type " + name + " (not defined in this file)", field.getLocation(), path);
    }
    if (found instanceof EnumElement values) {
      return FieldType.enumOf(
          values.getConstants().stream().map(EnumConstantElement::getName).toList());
    }
    MessageElement message = (MessageElement) found;
    if (isDecimal(message)) {
      reached.add(message);
      return FieldType.of(FieldKind.DECIMAL);
    }
    return FieldType.recordOf(record(message, path));
  }

  private static boolean isDecimal(MessageElement message) {
    if (!message.getName().equals("Decimal") || message.getFields().size() != 2) {
      return false;
    }
    Set<String> fields = new HashSet<>();
    for (FieldElement field : message.getFields()) {
      if (field.getType().matches("s?int(32|64)|sfixed(32|64)")) {
        fields.add(field.getName());
      }
    }
    return fields.equals(Set.of("mantissa", "exponent"));
  }

  private static DynamicInputException unsupported(String what, Location where, String path) {
    return new DynamicInputException(
        where.getLine(), where.getColumn(), -1, path, "not supported: " + what);
  }
}
