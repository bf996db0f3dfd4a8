/**
 * What the schema-generated codecs (SBE, FlatBuffers, Protocol Buffers, Avro) share: decimals as
 * mantissa and exponent, and the building of field spans whose values come from the decoded model.
 */
package dev.wirebench.engine.codec.schema;
