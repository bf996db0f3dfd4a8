package dev.wirebench.engine.dynamic.proto;

import com.google.protobuf.Descriptors.Descriptor;
import dev.wirebench.engine.dynamic.SchemaOrigin;
import dev.wirebench.engine.dynamic.SchemaText;

/**
 * The user's {@code .proto} message a dynamic schema was read from, as protobuf descriptors built
 * from the user's file (their field numbers, scalar types, labels, packing, enum numbers and
 * nesting), so that the protobuf codec writes the bytes protoc-generated code writes for the same
 * message. Field {@code i} of the dynamic record is field {@code i} of {@link #message()} (both in
 * declaration order), recursively for nested records.
 *
 * @param message the chosen message's descriptor (immutable, as protobuf's descriptors are)
 * @param source the {@code .proto} file's text, for protoc (null when read from bytes without a
 *     file, as in tests)
 */
public record ProtoUserSchema(Descriptor message, SchemaText source) implements SchemaOrigin {
  @Override
  public String codecId() {
    return "protobuf";
  }

  @Override
  public String describe() {
    return ".proto message "
        + message.getFullName()
        + " ("
        + (message.getFile().toProto().getSyntax().isEmpty()
            ? "proto2"
            : message.getFile().toProto().getSyntax())
        + ")";
  }
}
