/**
 * The codec SPI ({@link dev.wirebench.engine.codec.Codec}, {@link
 * dev.wirebench.engine.codec.CodecInfo}, {@link dev.wirebench.engine.codec.CodecRegistry}) and one
 * package per wire format.
 *
 * <p><b>Names inside a format package.</b> Every type starts with the format's prefix ({@code Fix},
 * {@code Qfj}, {@code Msgpack}, {@code Fb}, {@code Pb}, {@code Sbe}, {@code Avro}, {@code Kryo},
 * {@code Chronicle}, {@code Jackson}/{@code Json}) and ends with its role: {@code *Codec} (the SPI
 * implementation; public, listed in the service file), {@code *Writer} (model to wire), {@code
 * *Reader} (wire to model), {@code *Input}/{@code *Output} (byte cursors), {@code *Spans}
 * (describing a payload), {@code *Enums} (enum tables). Types generated from a schema live in the
 * format's {@code gen} package under the schema's names.
 *
 * <p>The one exception is {@code codec.wire}, Wirebench's own format: its package is the format,
 * and its ~30 package-private parts (schema, plans, emitters of the compiled codec, the
 * interpreter) are named for what they are in that format's own vocabulary (WIRE-FORMAT.md), many
 * already starting with {@code Wire}; prefixing the rest would add a word and no information.
 *
 * <p>Shared helpers that are not a format: {@code codec.mapping} (model onto schema-generated
 * types).
 */
package dev.wirebench.engine.codec;
