/**
 * Wirebench's own binary format, schema-driven, in two implementations over one schema: {@link
 * dev.wirebench.engine.codec.wire.InterpretedWireCodec} walks record descriptors and reaches the
 * model through method handles; {@link dev.wirebench.engine.codec.wire.CompiledWireCodec} generates
 * a class per message class (ASM bytecode, hidden classes). Both write the same bytes; the format
 * (little-endian, in-band nulls, length-prefixed records so appended fields are skipped by older
 * readers) is described in WIRE-FORMAT.md next to these sources.
 *
 * <p>Layout: the schema ({@code WireType}, {@code FieldDescriptor}, {@code RecordDescriptor},
 * {@code WireSchema}, {@code ModelSchema}); the shared encode/decode steps ({@code WireBytes},
 * {@code WireOut}, {@code WireIn}, {@code Utf8}); the interpreted walker ({@code InterpretedPlan},
 * {@code InterpretedEncoder}, {@code InterpretedDecoder}); the generator ({@code ClassPlan}, {@code
 * CodecGenerator}, {@code EncodeEmitter}, {@code DecodeEmitter}, {@code ListDecodeEmitter}, {@code
 * GeneratedCodecCache}); field spans ({@code SpanWalker}).
 */
package dev.wirebench.engine.codec.wire;
