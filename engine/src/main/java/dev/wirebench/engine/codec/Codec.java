package dev.wirebench.engine.codec;

import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;

/**
 * One wire format: encodes a {@link Message} into a caller-owned buffer, decodes it back, and
 * describes an encoded payload as field spans.
 *
 * <p><b>Threading:</b> an instance keeps scratch state (buffers, library objects) and belongs to
 * one thread at a time; get one per thread from {@link CodecRegistry#create(String)}.
 *
 * <p><b>Buffers:</b> the caller owns every array passed in; a codec never keeps a reference to it
 * after the call returns.
 *
 * <p><b>Allocation:</b> what a codec allocates per operation is its library's business and is
 * measured, not assumed; codecs written for Wirebench allocate nothing in the steady state.
 */
public interface Codec extends BoundCodec<Message> {
  /** Whether this codec can carry {@code type}, and if not, why. */
  Support support(MessageType type);

  /**
   * Encodes {@code message} into {@code dst} starting at {@code offset}.
   *
   * @return the number of bytes written
   * @throws BufferTooSmallException if the payload does not fit in {@code dst}
   * @throws CodecException if the message cannot be represented (e.g. an unsupported type)
   */
  int encode(Message message, byte[] dst, int offset);

  /**
   * Decodes the payload {@code src[offset, offset + length)}.
   *
   * @param reuse an instance to fill (its type tells the expected message type), or null to let the
   *     codec create one; codecs that cannot fill an existing object return a new one ({@link
   *     CodecInfo#decodeContract()} says which)
   * @return the decoded message: {@code reuse} itself when the codec fills instances in place
   * @throws CodecException on truncated, malformed or foreign bytes, with the byte offset and field
   *     path; never hangs and never allocates from an unchecked length
   */
  Message decode(byte[] src, int offset, int length, Message reuse);

  /**
   * The field spans of the payload {@code src[offset, offset + length)}: a tree whose leaves tile
   * the payload exactly (offsets are relative to {@code offset}).
   *
   * @throws CodecException if the payload is malformed
   */
  List<FieldSpan> describe(byte[] src, int offset, int length);
}
