package dev.wirebench.engine.compat;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.avsc.AvscUserSchema;
import dev.wirebench.engine.dynamic.proto.ProtoUserSchema;
import java.util.List;
import org.apache.avro.Schema;

/**
 * What a schema language says about a field's identity beyond its name, used to pair a renamed
 * field with its old self: a {@code .proto} field's number (the identity on its wire), an Avro
 * field's aliases (how Avro's own resolution renames). A node is the format's view of one record
 * level (a protobuf {@code Descriptor}, an Avro record {@code Schema}); field {@code i} of the
 * dynamic record is field {@code i} of the node, as the schema readers promise.
 */
final class OriginHints {
  private OriginHints() {}

  /** The top level's node, or null when the schema came from no format with such identities. */
  static Object top(RecordSchema schema) {
    if (schema.origin() instanceof ProtoUserSchema proto) {
      return proto.message();
    }
    if (schema.origin() instanceof AvscUserSchema avro) {
      return avro.schema();
    }
    return null;
  }

  /** Whether both nodes are protobuf descriptors: then a field number is the field. */
  static boolean byNumber(Object oldNode, Object newNode) {
    return oldNode instanceof Descriptor && newNode instanceof Descriptor;
  }

  /** The protobuf field number of field {@code i}, or -1. */
  static int number(Object node, int i) {
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

  /** The node of field {@code i}'s record (through lists and nullable unions), or null. */
  static Object child(Object node, int i) {
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
