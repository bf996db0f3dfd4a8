package dev.wirebench.engine.codec;

/** What a run of payload bytes is for. */
public enum SpanKind {
  /** Envelope bytes: message size, magic, stream headers, JSON punctuation and whitespace. */
  FRAMING,
  /** Message header fields that are not the message's own data: type index, schema version. */
  HEADER,
  /** Field identifiers on the wire: protobuf tags, FIX tag numbers, JSON/CBOR field names. */
  TAG,
  /** Length or count prefixes. */
  LENGTH,
  /** The bytes that hold a field's value. */
  VALUE,
  /** Alignment or unused bytes. */
  PADDING,
  /** A container (object, group, list element); its children carry the bytes. */
  GROUP
}
