package dev.wirebench.engine.codec;

import dev.wirebench.engine.dynamic.DynamicRecord;

/**
 * One wire format's mapping of dynamic messages — messages of a runtime {@link
 * dev.wirebench.engine.dynamic.RecordSchema}, held in {@link DynamicRecord}s — bound to one schema
 * by {@link DynamicCodecProvider#create}. It sits beside the format's {@link Codec} (same id, same
 * library) and keeps the same promises:
 *
 * <p><b>Threading:</b> an instance keeps scratch state and belongs to one thread at a time; create
 * one per thread.
 *
 * <p><b>Buffers:</b> the caller owns every array passed in; a codec never keeps a reference to it
 * after the call returns.
 *
 * <p><b>Allocation:</b> decoding into a reused record allocates only what the format makes it
 * (strings, bytes, the library's own objects); what each codec allocates is measured, not assumed.
 *
 * <p><b>Failure:</b> bad bytes are a {@link CodecException} with the byte offset and field path,
 * promptly, never a hang or an allocation sized from an unchecked length.
 */
public interface DynamicCodec extends BoundCodec<DynamicRecord> {}
