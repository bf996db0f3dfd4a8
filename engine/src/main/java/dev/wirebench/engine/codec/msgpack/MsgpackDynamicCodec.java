package dev.wirebench.engine.codec.msgpack;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import java.io.IOException;
import java.util.List;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessagePackException;
import org.msgpack.core.MessagePacker;

/**
 * Dynamic messages in MessagePack through msgpack-core, positional like the static codec: no field
 * names on the wire, each record an array of its fields in schema order ({@link
 * MsgpackDynamicWriter}). Not thread-safe: one packer and one unpacker per instance. Decode fills
 * the caller's record; strings and bytes are new per value.
 */
final class MsgpackDynamicCodec implements DynamicCodec {
  static final String ID = MsgpackCodec.ID;

  private static final CodecInfo INFO =
      DynamicCodecs.info(
          new MsgpackCodec().info(),
          "MessagePack (msgpack-core, positional), dynamic messages",
          DecodeContract.FILLS_REUSED,
          "new String per string value, new byte[] per bytes value",
          "per value: array headers, every value, nil for absent fields");

  private final CodecInfo info = INFO;
  private final RecordSchema schema;
  private final MsgpackBufferOutput output = new MsgpackBufferOutput();
  private final MessagePacker packer = MessagePack.newDefaultPacker(output);
  private final MsgpackDynamicWriter writer = new MsgpackDynamicWriter(packer);
  private final MsgpackDynamicReader reader = new MsgpackDynamicReader();

  MsgpackDynamicCodec(RecordSchema schema) {
    this.schema = schema;
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public int encode(DynamicRecord message, byte[] dst, int offset) {
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
  public DynamicRecord decode(byte[] src, int offset, int length, DynamicRecord reuse) {
    DynamicRecord into = reuse != null ? reuse : new DynamicRecord(schema);
    try {
      into.clear();
      reader.start(src, offset, length, null);
      reader.record(into, "");
      reader.finish();
      return into;
    } catch (CodecException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      throw wrap(e);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    MsgpackSpans recorder = new MsgpackSpans();
    try {
      reader.start(src, offset, length, recorder);
      reader.record(new DynamicRecord(schema), "");
      reader.finish();
      return recorder.spans();
    } catch (CodecException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      throw wrap(e);
    }
  }

  private CodecException wrap(Exception e) {
    String problem = e.getMessage() == null ? e.toString() : e.getMessage();
    return new CodecException(ID, reader.position(), reader.where(), "msgpack: " + problem, e);
  }
}
