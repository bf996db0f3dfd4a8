package dev.wirebench.engine.codec.javaser;

import dev.wirebench.engine.codec.ArrayOutputStream;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;

/**
 * Java serialization, as applications use it: a new ObjectOutputStream per message (so each payload
 * carries its stream header and class descriptors) and an ObjectInputStream per decode. Decoding is
 * filtered to the model's classes with depth, size and array limits, so hostile bytes cannot
 * instantiate other classes or exhaust memory or the stack.
 */
public final class JavaSerializationCodec implements Codec {
  private static final String ID = "java-serialization";
  private static final int HEADER = 4;
  private static final ObjectInputFilter FILTER =
      ObjectInputFilter.Config.createFilter(
          "maxdepth=64;maxrefs=1000000;maxarray=1000000;"
              + "dev.wirebench.engine.model.*;java.util.ArrayList;java.lang.Enum;"
              + "java.lang.Boolean;java.lang.String;java.lang.Number;java.lang.Object;!*");
  private static final CodecInfo INFO =
      new CodecInfo(
          ID,
          "Java serialization",
          "JDK " + Runtime.version().feature() + " ObjectOutputStream",
          true,
          DecodeContract.MATERIALIZES,
          "new String per field (and per class descriptor name)",
          "coarse: stream header, then the object graph as one span — the stream interleaves"
              + " class descriptors, handles and field data, so bytes are not attributed to model"
              + " fields");

  private final ArrayOutputStream sink = new ArrayOutputStream();

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
    sink.wrap(dst, offset);
    try {
      // Not try-with-resources: on a full buffer close() flushes again and throws the same shared
      // Overflow, which cannot suppress itself (an IllegalArgumentException escaped instead of
      // BufferTooSmallException). The sink is in memory; flushing is all close() would add.
      ObjectOutputStream out = new ObjectOutputStream(sink);
      out.writeObject(message);
      out.flush();
    } catch (ArrayOutputStream.Overflow full) {
      throw new BufferTooSmallException(ID, dst.length - offset);
    } catch (IOException e) {
      throw new CodecException(ID, -1, null, "cannot serialize: " + e.getMessage(), e);
    }
    return sink.written();
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    CountingInput in = new CountingInput(src, offset, length);
    Object decoded;
    try (ObjectInputStream objects = new ObjectInputStream(in)) {
      objects.setObjectInputFilter(FILTER);
      decoded = objects.readObject();
      if (in.available() > 0) {
        throw new CodecException(
            ID, in.consumed(), null, in.available() + " bytes after the object");
      }
    } catch (IOException | ClassNotFoundException | RuntimeException e) {
      if (e instanceof CodecException codecException) {
        throw codecException;
      }
      throw new CodecException(ID, in.consumed(), null, "cannot deserialize: " + e, e);
    }
    if (!(decoded instanceof Message message)) {
      throw new CodecException(
          ID,
          0,
          null,
          "payload holds a "
              + (decoded == null ? "null" : decoded.getClass().getName())
              + ", not a message");
    }
    return message;
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    decode(src, offset, length, null);
    return List.of(
        FieldSpan.leaf("(stream magic and version)", 0, HEADER, SpanKind.FRAMING, null),
        FieldSpan.leaf("(object graph)", HEADER, length - HEADER, SpanKind.VALUE, null));
  }

  /** Tracks how far deserialization got, for the offset in errors. */
  private static final class CountingInput extends ByteArrayInputStream {
    private final int start;

    CountingInput(byte[] buf, int offset, int length) {
      super(buf, offset, length);
      this.start = offset;
    }

    int consumed() {
      return pos - start;
    }
  }
}
