package dev.wirebench.engine.compat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.avsc.AvscUserSchema;
import dev.wirebench.engine.dynamic.fbs.FbsUserSchema;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;
import dev.wirebench.engine.dynamic.sbe.SbeUserSchema;
import java.util.List;
import org.apache.avro.Schema;
import uk.co.real_logic.sbe.ir.Signal;
import uk.co.real_logic.sbe.ir.Token;

/**
 * What a schema language says about a field's identity beyond its name, used to pair a renamed
 * field with its old self: a {@code .proto} field's number (the identity on its wire), an Avro
 * field's aliases (how Avro's own resolution renames), an SBE field's or group's id. A node is the
 * format's view of one record level (a protobuf {@code Descriptor}, an Avro record {@code Schema}:
 * field {@code i} of the dynamic record is field {@code i} of the node, as the schema readers
 * promise; an SBE level's components, found by name as the SBE codec finds them; a FlatBuffers
 * table, whose field {@code i} is vtable slot {@code i}).
 */
final class OriginHints {
  private OriginHints() {}

  /** The top level's node, or null when the schema came from no format with such identities. */
  static Object top(RecordSchema schema) {
    if (schema.origin() instanceof ProtoUserSchema proto) {
      return proto.message();
    }
    if (schema.origin() instanceof FbsUserSchema) {
      return FbsSlots.SLOTS;
    }
    if (schema.origin() instanceof SbeUserSchema sbe) {
      return new SbeLevel(sbe.message().subList(1, sbe.message().size() - 1));
    }
    if (schema.origin() instanceof AvscUserSchema avro) {
      return avro.schema();
    }
    return null;
  }

  /**
   * Whether both nodes are protobuf descriptors or SBE levels: then a field's number (its protobuf
   * field number, its SBE id) is the field.
   */
  static boolean byNumber(Object oldNode, Object newNode) {
    return oldNode instanceof Descriptor && newNode instanceof Descriptor
        || oldNode instanceof SbeLevel && newNode instanceof SbeLevel
        || oldNode == FbsSlots.SLOTS && newNode == FbsSlots.SLOTS;
  }

  /** The protobuf field number or SBE id of field {@code i} of {@code record}, or -1. */
  static int number(Object node, RecordSchema record, int i) {
    if (node == FbsSlots.SLOTS) {
      return i; // a table field's vtable slot is its place in the declaration
    }
    if (node instanceof SbeLevel level) {
      Token begin = level.component(record.field(i).name());
      return begin == null || begin.id() <= 0 ? -1 : begin.id();
    }
    return node instanceof Descriptor d && i < d.getFields().size()
        ? d.getFields().get(i).getNumber()
        : -1;
  }

  /** The Avro aliases of field {@code i} (names it had before), or none. */
  static List<String> aliases(Object node, int i) {
    if (node instanceof Schema s && s.getType() == Schema.Type.RECORD && i < s.getFields().size()) {
      return List.copyOf(s.getFields().get(i).aliases());
    }
    return List.of();
  }

  /** How a pairing by {@link #number} reads: {@code field number 2}, {@code SBE id 2}, … */
  static String identity(Object node, int number) {
    if (node == FbsSlots.SLOTS) {
      return FieldPair.BY_SLOT + number;
    }
    return (node instanceof SbeLevel ? FieldPair.BY_SBE_ID : FieldPair.BY_NUMBER) + number;
  }

  /** The node of field {@code i}'s record (through lists and nullable unions), or null. */
  static Object child(Object node, RecordSchema record, int i) {
    if (node == FbsSlots.SLOTS) {
      return node;
    }
    if (node instanceof SbeLevel level) {
      return level.group(record.field(i).name());
    }
    if (node instanceof Descriptor d && i < d.getFields().size()) {
      FieldDescriptor field = d.getFields().get(i);
      return field.getJavaType() == FieldDescriptor.JavaType.MESSAGE
          ? field.getMessageType()
          : null;
    }
    if (node instanceof Schema s && s.getType() == Schema.Type.RECORD && i < s.getFields().size()) {
      Schema type = s.getFields().get(i).schema();
      for (int depth = 0; depth < 4; depth++) {
        type = nonNull(type);
        if (type.getType() != Schema.Type.ARRAY) {
          break;
        }
        type = type.getElementType();
      }
      return type.getType() == Schema.Type.RECORD ? type : null;
    }
    return null;
  }

  /** A FlatBuffers table at any level: fields are their vtable slots, in declaration order. */
  enum FbsSlots {
    SLOTS
  }

  /** One level of an SBE message's IR: the root block's or a group's components. */
  record SbeLevel(List<Token> tokens) {
    /** The begin token of the component named {@code name} at this level, or null. */
    Token component(String name) {
      for (int k = 0; k < tokens.size(); k += Math.max(1, tokens.get(k).componentTokenCount())) {
        if (tokens.get(k).name().equals(name)) {
          return tokens.get(k);
        }
      }
      return null;
    }

    /** The level of the group named {@code name}, or null (a field, a composite, var data). */
    SbeLevel group(String name) {
      for (int k = 0; k < tokens.size(); k += Math.max(1, tokens.get(k).componentTokenCount())) {
        Token begin = tokens.get(k);
        if (begin.name().equals(name) && begin.signal() == Signal.BEGIN_GROUP) {
          int from = k + 1 + tokens.get(k + 1).componentTokenCount();
          return new SbeLevel(tokens.subList(from, k + begin.componentTokenCount() - 1));
        }
      }
      return null;
    }
  }

  private static Schema nonNull(Schema schema) {
    if (schema.getType() != Schema.Type.UNION) {
      return schema;
    }
    for (Schema branch : schema.getTypes()) {
      if (branch.getType() != Schema.Type.NULL) {
        return branch;
      }
    }
    return schema;
  }
}
