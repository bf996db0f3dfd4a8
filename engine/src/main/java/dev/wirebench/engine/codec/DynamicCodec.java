package dev.wirebench.engine.codec;

import dev.wirebench.engine.dynamic.DynamicRecord;
import java.util.List;

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
public interface DynamicCodec {
  /** The codec's id, names, library and decode contract (its static twin's). */
  CodecInfo info();

  /**
   * Encodes {@code message} (of the bound schema) into {@code dst} from {@code offset}.
   *
   * @return the number of bytes written
   * @throws BufferTooSmallException if the payload does not fit
   */
  int encode(DynamicRecord message, byte[] dst, int offset);

  /**
   * Decodes {@code src[offset, offset + length)}.
   *
   * @param reuse a record of the bound schema to fill, or null for a new one
   * @return the decoded message: {@code reuse} itself when given
   * @throws CodecException on truncated, malformed or foreign bytes
   */
  DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse);

  /**
   * The field spans of {@code src[offset, offset + length)}, offsets relative to {@code offset},
   * leaves tiling the payload; paths name the schema's fields ({@code bids[2].size}).
   */
  List<FieldSpan> describe(byte[] src, int offset, int length);
}
