package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;
import java.util.NoSuchElementException;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * Simple Binary Encoding: the flyweight encoders and decoders sbe-tool generates from {@code
 * src/main/sbe/wirebench-sbe.xml} at build time (decimals as {@link SbeBinding} says), over an
 * Agrona {@link UnsafeBuffer} that wraps the caller's array (little-endian, as the schema says).
 *
 * <p>Decode reads each field in place and copies it into the caller's instance, reusing its lists
 * and unchanged strings: no allocation in the steady state (measured with JMH {@code -prof gc}).
 * Decimals are the FIX SBE (int64 mantissa, int8 exponent) composite; a decimal whose exponent does
 * not fit int8 cannot be encoded (reported, never rounded).
 *
 * <p>Not thread-safe: one instance per thread. Needs {@code
 * --add-exports=java.base/jdk.internal.misc=ALL-UNNAMED} (Agrona), which {@code
 * jvm-flags.properties} holds.
 */
public final class SbeCodec implements Codec {
  static final String ID = SbeBinding.ID;

  private static final CodecInfo INFO = SbeBinding.INFO;

  private final UnsafeBuffer buffer = new UnsafeBuffer(new byte[0]);
  private final SbeWriter writer = new SbeWriter();
  private final SbeReader reader = new SbeReader();

  @Override
  public CodecInfo info() {
    return INFO;
  }

  @Override
  public Support support(MessageType type) {
    return Support.yes();
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    buffer.wrap(dst, offset, dst.length - offset);
    try {
      return writer.write(message, buffer);
    } catch (IndexOutOfBoundsException full) {
      throw new BufferTooSmallException(ID, dst.length - offset);
    } catch (IllegalArgumentException | IllegalStateException unfit) {
      throw new CodecException(ID, -1, null, "cannot encode: " + unfit.getMessage(), unfit);
    }
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    buffer.wrap(src, offset, length);
    try {
      return reader.read(buffer, src, offset, length, reuse);
    } catch (IndexOutOfBoundsException
        | IllegalArgumentException
        | IllegalStateException
        | NoSuchElementException malformed) {
      SbeInput in = reader.input();
      throw new CodecException(
          ID,
          in.position(),
          in.path(),
          "truncated or malformed payload: " + malformed.getMessage(),
          malformed);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message decoded = decode(src, offset, length, null);
    buffer.wrap(src, offset, length);
    try {
      return SbeSpans.describe(buffer, length, decoded);
    } catch (IndexOutOfBoundsException | IllegalStateException unexpected) {
      throw new CodecException(ID, -1, null, "cannot describe: " + unexpected.getMessage());
    }
  }
}
