package dev.wirebench.engine.dynamic;

/**
 * The user's own schema a {@link RecordSchema} was read from (an SBE XML message, a {@code .proto}
 * message), kept beside the dynamic schema so that a codec of that schema's own format can write
 * the user's layout — their ids, offsets, field numbers and types — rather than one it derives from
 * the dynamic schema. Implementations are immutable.
 */
public interface SchemaOrigin {
  /** What the layout is, for messages: {@code SBE XML message Trade (schema id 7, version 2)}. */
  String describe();

  /** The id of the codec whose format the schema is ({@code sbe}, {@code protobuf}). */
  String codecId();

  /** The schema file's text, for the format's own generator, or null when it was not kept. */
  default SchemaText source() {
    return null;
  }
}
