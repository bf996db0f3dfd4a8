/**
 * Mapping the model onto schema-generated types, shared by SBE, FlatBuffers, Protocol Buffers and
 * Avro: decimals as mantissa and exponent, enums by name, FIX group counts as text, and field spans
 * valued from the decoded model. Not a codec and not a schema: helpers the schema codecs share.
 */
package dev.wirebench.engine.codec.mapping;
