package dev.wirebench.engine.codec.fory;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DecodedChecks;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.MavenArtifactVersion;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory in its Java-native, schema-consistent mode on the model classes themselves: every
 * class registered by id, reference tracking off, serializers generated at run time (janino). The
 * reader must have the same classes as the writer, which is what schema-consistent means; decimals
 * and timestamps are the model's own {@code long}s, so every value is exact.
 *
 * <p>The first {@value #INTERPRETED_CALLS} calls of an instance go through a Fory with its
 * interpreter serializers, after that through one with generated serializers. Generating them costs
 * about 0.1-0.2 s of CPU per new message class (measured: 170-180 ms for the first order-book
 * snapshot, against 25 ms interpreted), which a codec used a few times (the Inspect screen, {@code
 * wirebench inspect}) would pay for nothing; a benchmark's warm-up passes the switch long before it
 * measures. Both write the same bytes (ForyInterpretedFirstTest).
 *
 * <p>Byte order: Fory's (little-endian, varints). Not thread-safe: one {@link Fory} at a time per
 * instance. Encode writes straight into the caller's array through a reused {@link MemoryBuffer};
 * decode builds a new object graph every time (Fory cannot fill an existing instance).
 */
public final class ForyCodec implements Codec {
  private static final String ID = "fory";
  private static final byte[] NO_BYTES = {};

  /** The id of {@link #compatibleMode()}: not in the registry, a compatibility-cost variant. */
  public static final String COMPATIBLE_ID = "fory-compatible";

  private static final CodecInfo INFO = info(ID, "Apache Fory");
  private static final CodecInfo COMPATIBLE_INFO =
      info(COMPATIBLE_ID, "Apache Fory (compatible mode)");

  private static CodecInfo info(String id, String name) {
    return new CodecInfo(
        id,
        name,
        MavenArtifactVersion.of(Fory.class, "org.apache.fory", "fory-core"),
        true,
        DecodeContract.MATERIALIZES,
        "new String per string field",
        "coarse: the Fory header, then the object graph as one span. Fory's generated"
            + " serializers write fields back to back (grouped and reordered by type) with no"
            + " tags, so bytes can only be attributed to a field by re-running Fory's traversal");
  }

  /** Calls served by the interpreter serializers; the generated ones serve the rest. */
  static final int INTERPRETED_CALLS = 64;

  private final MemoryBuffer buffer = MemoryBuffer.fromByteArray(NO_BYTES);
  private final String id;
  private final CodecInfo info;
  private final boolean compatible;

  /** Built on first use (discovery creates instances only to read their info). */
  private Fory fory;

  /** Calls left before the switch to generated serializers; 0 once switched. */
  private int callsLeft = INTERPRETED_CALLS + 1;

  /** Fory in its schema-consistent mode (the registry's {@code fory}). */
  public ForyCodec() {
    this(ID, INFO, false);
  }

  private ForyCodec(String id, CodecInfo info, boolean compatible) {
    this.id = id;
    this.info = info;
    this.compatible = compatible;
  }

  /**
   * Fory in its {@code COMPATIBLE} mode: each class's field names and types travel in the payload's
   * class meta, so a reader whose class has other fields reads what it can. Id {@value
   * #COMPATIBLE_ID}; not discovered by the registry (the compatibility lab's cost measures it).
   */
  public static ForyCodec compatibleMode() {
    return new ForyCodec(COMPATIBLE_ID, COMPATIBLE_INFO, true);
  }

  /** The Fory for this call: interpreted for the first calls, generated after. */
  private Fory fory() {
    if (callsLeft > 0) {
      callsLeft--;
      if (fory == null) {
        fory = ForySetup.newFory(false, compatible);
      } else if (callsLeft == 0) {
        fory = ForySetup.newFory(true, compatible);
      }
    }
    return fory;
  }

  /** Whether the generated serializers serve calls now: from call INTERPRETED_CALLS + 1 on. */
  boolean generated() {
    return callsLeft == 0;
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
    buffer.pointTo(dst, offset, dst.length - offset);
    try {
      buffer.writerIndex(0);
      fory().serialize(buffer, message);
      // Fory grows a full buffer into a new array instead of failing: that means it did not fit
      if (buffer.getHeapMemory() != dst) {
        throw new BufferTooSmallException(id, dst.length - offset);
      }
      return buffer.writerIndex();
    } catch (CodecException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new CodecException(id, -1, null, "cannot encode: " + e.getMessage(), e);
    } finally {
      buffer.pointTo(NO_BYTES, 0, 0);
    }
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    return DecodedChecks.sameTypeAs(id, reuse, read(src, offset, length), "(header)");
  }

  private Message read(byte[] src, int offset, int length) {
    buffer.pointTo(src, offset, length);
    try {
      buffer.readerIndex(0);
      Object decoded = fory().deserialize(buffer);
      int end = buffer.readerIndex();
      Message message = DecodedChecks.message(id, decoded, "(header)");
      DecodedChecks.noneLeft(id, end, length);
      return message;
    } catch (CodecException e) {
      throw e;
    } catch (RuntimeException | StackOverflowError e) {
      // Fory's own depth and size limits come first; catching the stack's end is a backstop
      throw new CodecException(
          id, buffer.readerIndex(), "(object graph)", "Fory: " + e.getMessage(), e);
    } finally {
      buffer.pointTo(NO_BYTES, 0, 0);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message message = read(src, offset, length);
    return ForySpans.of(src, offset, length, message.messageType().shortName());
  }
}
