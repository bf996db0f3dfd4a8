package dev.wirebench.engine.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.mapping.LibraryVersion;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

/**
 * FlatBuffers: the table classes flatc 2.0.8 (from Maven Central) generates from {@code
 * src/main/fbs/wirebench.fbs} at build time, on flatbuffers-java 2.0.8 (flatc's output checks that
 * its runtime matches). Little-endian, as FlatBuffers always is; a payload is one {@code Envelope}
 * table (file identifier {@code WBFB}) whose union holds the message.
 *
 * <p>Encode builds in a reused {@link FlatBufferBuilder} and copies the finished bytes into the
 * caller's array. Decode first verifies the payload ({@link FbWalker}: the Java runtime has no
 * verifier, and its accessors trust every offset), then reads each field in place through reused
 * table objects into the caller's instance; neither allocates in the steady state.
 *
 * <p>Decode keeps a {@link ByteBuffer} view of the last source array so that decoding from the same
 * array again allocates nothing; the view is never read after a call returns, and a different array
 * replaces it.
 *
 * <p>Not thread-safe: one instance per thread.
 */
public final class FlatBuffersCodec implements Codec {
  static final String ID = "flatbuffers";

  private static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "FlatBuffers",
          "flatbuffers-java "
              + LibraryVersion.of(
                  FlatBufferBuilder.class, "com.google.flatbuffers", "flatbuffers-java")
              + " (flatc 2.0.8)",
          true,
          DecodeContract.FLYWEIGHT,
          "UTF-8 bytes compared in place with the previous value; a new String only when the text"
              + " changed",
          "every byte: root offset, file identifier, vtables (once each), tables' vtable offsets"
              + " and inline fields (decimal structs' mantissa, exponent and padding), reference"
              + " offsets, strings (length, bytes, terminator), vectors, alignment padding",
          true);

  private final FbWriter writer = new FbWriter();
  private final FbReader reader = new FbReader();
  private final FbWalker walker = new FbWalker();
  private byte[] wrapped;
  private ByteBuffer bb;
  private ByteBuffer view;

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
    ByteBuffer built = writer.build(message);
    int size = built.remaining();
    if (size > dst.length - offset) {
      throw new BufferTooSmallException(ID, dst.length - offset);
    }
    System.arraycopy(built.array(), built.arrayOffset() + built.position(), dst, offset, size);
    return size;
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    ByteBuffer buffer = wrap(src, offset, length);
    walker.verify(buffer, offset, length, null);
    try {
      return reader.read(buffer, view, src, reuse);
    } catch (IndexOutOfBoundsException | IllegalArgumentException unexpected) {
      throw new CodecException(
          ID, -1, null, "read outside a verified payload: " + unexpected, unexpected);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message decoded = decode(src, offset, length, null);
    ByteBuffer buffer = wrap(src, offset, length);
    FbSpans sink = new FbSpans(buffer, offset, decoded);
    try {
      walker.verify(buffer, offset, length, sink);
      return sink.finish(length);
    } catch (IndexOutOfBoundsException | IllegalArgumentException unexpected) {
      throw new CodecException(ID, -1, null, "cannot describe: " + unexpected, unexpected);
    }
  }

  private ByteBuffer wrap(byte[] src, int offset, int length) {
    if (src != wrapped) {
      wrapped = src;
      bb = ByteBuffer.wrap(src).order(ByteOrder.LITTLE_ENDIAN);
      view = bb.duplicate();
    }
    bb.limit(offset + length);
    bb.position(offset);
    return bb;
  }
}
