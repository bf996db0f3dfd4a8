package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.MavenArtifactVersion;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.io.IOException;
import java.util.List;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePackException;
import org.msgpack.core.MessagePacker;

/**
 * MessagePack through msgpack-core, hand-mapped and positional: each record is an array of its
 * values with no field names ({@link MsgpackLayout} gives the layout and why decimals are {@code
 * [unscaled, scale]}).
 *
 * <p>Byte order: MessagePack's (big-endian). Not thread-safe: one packer and one unpacker per
 * instance, reset for each call. Encode and decode allocate nothing in the steady state (payloads
 * are staged through reused arrays; decode fills the caller's instance and keeps strings that did
 * not change); non-ASCII strings are encoded by msgpack-core, which allocates.
 */
public final class MsgpackCodec implements Codec {
  static final String ID = "msgpack";

  private static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "MessagePack (msgpack-core, positional)",
          MavenArtifactVersion.of(MessagePack.class, "org.msgpack", "msgpack-core"),
          true,
          DecodeContract.FILLS_REUSED,
          "kept if the bytes spell the instance's current string, else a new String",
          "per value: array and map headers, every value (positional, so no field-name bytes)",
          true);

  private final MsgpackBufferOutput output = new MsgpackBufferOutput();
  private final MessagePacker packer = MessagePack.newDefaultPacker(output);
  private final MsgpackWriter writer = new MsgpackWriter(packer);
  private final MsgpackInput reader = new MsgpackInput();
  private final MsgpackReader messages = new MsgpackReader(reader);

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
    output.wrap(dst, offset);
    try {
      packer.reset(output);
      writer.write(message);
      packer.flush();
      return output.written();
    } catch (MsgpackBufferOutput.Full full) {
      throw new BufferTooSmallException(ID, dst.length - offset);
    } catch (IOException | MessagePackException e) {
      throw new CodecException(ID, -1, null, "cannot encode: " + e.getMessage(), e);
    } finally {
      output.release();
    }
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    try {
      reader.start(src, offset, length, null);
      return messages.read(reuse);
    } catch (IOException | RuntimeException e) {
      // locate the failure: the same read again, recording paths, fails at the same byte
      throw locate(src, offset, length, reuse == null ? null : reuse.messageType(), e);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    MsgpackSpans recorder = new MsgpackSpans();
    try {
      reader.start(src, offset, length, recorder);
      messages.read(null);
      return recorder.spans();
    } catch (CodecException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      throw wrap(e);
    }
  }

  private CodecException locate(
      byte[] src, int offset, int length, MessageType expected, Exception failure) {
    try {
      reader.start(src, offset, length, new MsgpackSpans());
      messages.read(expected == null ? null : expected.newInstance());
    } catch (CodecException located) {
      return located;
    } catch (IOException | RuntimeException again) {
      return wrap(again);
    }
    // the second read succeeded: report the first failure as it was
    return failure instanceof CodecException codec ? codec : wrap(failure);
  }

  private CodecException wrap(Exception e) {
    String problem = e.getMessage() == null ? e.toString() : e.getMessage();
    return new CodecException(ID, reader.position(), reader.where(), "msgpack: " + problem, e);
  }
}
