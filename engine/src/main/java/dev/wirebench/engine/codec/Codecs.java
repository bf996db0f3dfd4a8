package dev.wirebench.engine.codec;

import java.util.Arrays;

/**
 * Conveniences over any {@link BoundCodec} for code off the hot path (inspection, workload set-up,
 * tests, tools).
 */
public final class Codecs {
  /** Payloads larger than this are refused rather than grown into. */
  public static final int MAX_PAYLOAD = 64 * 1024 * 1024;

  private Codecs() {}

  /** Encodes into a buffer that grows until the payload fits, and returns exactly the payload. */
  public static <M> byte[] encode(BoundCodec<M> codec, M message) {
    int capacity = 4096;
    while (true) {
      byte[] buffer = new byte[capacity];
      try {
        int length = codec.encode(message, buffer, 0);
        return Arrays.copyOf(buffer, length);
      } catch (BufferTooSmallException tooSmall) {
        if (capacity >= MAX_PAYLOAD) {
          throw new CodecException(
              codec.info().id(), -1, null, "payload exceeds " + MAX_PAYLOAD + " bytes");
        }
        capacity *= 4;
      }
    }
  }

  /** Decodes a whole array, letting the codec choose the message instance. */
  public static <M> M decode(BoundCodec<M> codec, byte[] payload, M reuse) {
    return codec.decode(payload, 0, payload.length, reuse);
  }
}
