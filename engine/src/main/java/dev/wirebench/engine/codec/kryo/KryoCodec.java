package dev.wirebench.engine.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.KryoBufferOverflowException;
import com.esotericsoftware.kryo.io.Output;
import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DecodedChecks;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.MavenArtifactVersion;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;

/**
 * Kryo 5 as its users run it on their own classes: {@code writeClassAndObject} with every model
 * class registered (a varint class id, no class names), references off, Kryo's reflective {@code
 * FieldSerializer} for every class. Decimals and timestamps are the model's own {@code long}s (DFP
 * decimal64 bits, epoch nanoseconds), so every value is exact.
 *
 * <p>Byte order: Kryo 5's (varints for ids, lengths and ints; fixed-width values little-endian).
 * Not thread-safe: one {@link Kryo} and one output/input pair per instance, reused. Decode builds a
 * new object graph every time (Kryo cannot fill an existing instance) and a new {@code String} per
 * string field.
 */
public final class KryoCodec implements Codec {
  private static final String ID = "kryo";

  /** The id of {@link #compatibleFields()}: not in the registry, a compatibility-cost variant. */
  public static final String COMPATIBLE_ID = "kryo-compatible";

  private static final byte[] NO_BYTES = {};
  private static final CodecInfo INFO = info(ID, "Kryo", "FieldSerializer");
  private static final CodecInfo COMPATIBLE_INFO =
      info(COMPATIBLE_ID, "Kryo (CompatibleFieldSerializer)", "CompatibleFieldSerializer");

  private static CodecInfo info(String id, String name, String serializer) {
    return new CodecInfo(
        id,
        name,
        MavenArtifactVersion.of(Kryo.class, "com.esotericsoftware", "kryo"),
        true,
        DecodeContract.MATERIALIZES,
        "new String per string field",
        "coarse: the class id, then the object graph as one span. Kryo's "
            + serializer
            + " writes no per-field offsets Wirebench reads, so bytes can only be attributed to a"
            + " field by re-running Kryo's own traversal");
  }

  private final String id;
  private final CodecInfo info;
  private final Kryo kryo;
  private final Output output = new Output(NO_BYTES, 0);
  private final KryoBoundedInput input = new KryoBoundedInput();

  /** Kryo's default {@code FieldSerializer}: fields back to back, no names or tags. */
  public KryoCodec() {
    this(ID, INFO, false);
  }

  private KryoCodec(String id, CodecInfo info, boolean compatible) {
    this.id = id;
    this.info = info;
    this.kryo = KryoSetup.newKryo(compatible);
  }

  /**
   * Kryo with {@code CompatibleFieldSerializer} for every model class: the field names written with
   * the message and each value with what a reader needs to skip a field it does not know — the mode
   * Kryo offers for classes that change. Id {@value #COMPATIBLE_ID}; not discovered by the registry
   * (the compatibility lab's cost measures it).
   */
  public static KryoCodec compatibleFields() {
    return new KryoCodec(COMPATIBLE_ID, COMPATIBLE_INFO, true);
  }

  @Override
  public CodecInfo info() {
    return info;
  }

  @Override
  public Support support(MessageType type) {
    return Support.yes();
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    // max size == capacity: Kryo throws instead of growing into a new array
    output.setBuffer(dst, dst.length);
    try {
      output.setPosition(offset);
      kryo.writeClassAndObject(output, message);
      return output.position() - offset;
    } catch (KryoBufferOverflowException full) {
      throw new BufferTooSmallException(id, dst.length - offset);
    } catch (KryoException e) {
      throw new CodecException(id, -1, null, "cannot encode: " + e.getMessage(), e);
    } finally {
      output.setBuffer(NO_BYTES, 0);
    }
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    return DecodedChecks.sameTypeAs(id, reuse, read(src, offset, length), "(class id)");
  }

  private Message read(byte[] src, int offset, int length) {
    input.setBuffer(src, offset, length);
    try {
      Object decoded = kryo.readClassAndObject(input);
      int end = input.position() - offset;
      Message message = DecodedChecks.message(id, decoded, "(class id)");
      DecodedChecks.noneLeft(id, end, length);
      return message;
    } catch (KryoException e) {
      throw new CodecException(
          id, input.position() - offset, "(object graph)", "Kryo: " + e.getMessage(), e);
    } catch (RuntimeException | StackOverflowError e) {
      // last line of defence: the depth limit should stop deep nesting before the stack ends
      throw new CodecException(
          id, input.position() - offset, "(object graph)", "cannot decode: " + e, e);
    } finally {
      input.setBuffer(NO_BYTES);
      kryo.reset();
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message message = read(src, offset, length);
    input.setBuffer(src, offset, length);
    int idLength;
    try {
      input.readVarInt(true);
      idLength = input.position() - offset;
    } finally {
      input.setBuffer(NO_BYTES);
    }
    String type = message.messageType().shortName();
    FieldSpan id = FieldSpan.leaf("(class id)", 0, idLength, SpanKind.HEADER, type);
    if (idLength == length) {
      return List.of(id);
    }
    return List.of(
        id,
        FieldSpan.leaf(
            "(object graph)", idLength, length - idLength, SpanKind.VALUE, type + " fields"));
  }
}
