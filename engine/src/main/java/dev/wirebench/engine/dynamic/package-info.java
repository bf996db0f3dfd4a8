/**
 * Messages Wirebench has no Java class for: a runtime schema ({@link
 * dev.wirebench.engine.dynamic.RecordSchema} of typed {@link dev.wirebench.engine.dynamic.Field}s)
 * and a value ({@link dev.wirebench.engine.dynamic.DynamicRecord}) that codecs encode and decode
 * through {@code dev.wirebench.engine.codec.DynamicCodec}.
 *
 * <p>Values live in flat per-record slots (a {@code long[]} for every fixed-size kind, an {@code
 * Object[]} for strings, bytes, records and lists) so a codec's hot loop reads and writes
 * primitives by field index, without boxing, maps or per-field objects; records and lists keep
 * their children across {@code clear()} so a reused message decodes without allocating its
 * structure again.
 *
 * <p>This package knows nothing of wire formats or files: JSON files, inference and the schema file
 * format are in {@code dynamic.json}.
 */
package dev.wirebench.engine.dynamic;
