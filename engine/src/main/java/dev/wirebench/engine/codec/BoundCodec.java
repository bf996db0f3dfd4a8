package dev.wirebench.engine.codec;

import java.util.List;

/**
 * A codec bound to one schema: the one shape every stage of the pipeline (workloads, JMH and
 * latency benchmarks, stream consumers, Inspect) works through, whatever the messages are.
 *
 * <p>How the binding was made is the codec's own business: {@link Codec} is a format bound at build
 * time to the built-in model's schema (hand-written or generated from the schema files in {@code
 * engine/src/main}), {@link DynamicCodec} a format's generic mapping bound at run time to a user's
 * schema ({@link DynamicCodecs#create}). Both keep the same promises (threading, buffers,
 * failures), stated on those interfaces.
 *
 * @param <M> the messages of the bound schema: the model's {@link
 *     dev.wirebench.engine.model.Message}s or {@link dev.wirebench.engine.dynamic.DynamicRecord}s
 */
public interface BoundCodec<M> {
  /** Id, names, library, decode contract, string handling and decimal form. */
  CodecInfo info();

  /**
   * Encodes {@code message} into {@code dst} from {@code offset}.
   *
   * @return the number of bytes written
   * @throws BufferTooSmallException if the payload does not fit
   * @throws CodecException if the message cannot be represented
   */
  int encode(M message, byte[] dst, int offset);

  /**
   * Decodes {@code src[offset, offset + length)}.
   *
   * @param reuse a message to fill, or null for a new one (the decode contract says whether the
   *     codec fills it)
   * @return the decoded message
   * @throws CodecException on truncated, malformed or foreign bytes, with the byte offset and path
   */
  M decode(byte[] src, int offset, int length, M reuse);

  /**
   * The field spans of {@code src[offset, offset + length)}: leaves tile the payload, offsets are
   * relative to {@code offset}.
   *
   * @throws CodecException if the payload is malformed
   */
  List<FieldSpan> describe(byte[] src, int offset, int length);
}
