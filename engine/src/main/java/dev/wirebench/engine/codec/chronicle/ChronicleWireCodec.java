package dev.wirebench.engine.codec.chronicle;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.DecodedChecks;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.wire.Wire;
import net.openhft.chronicle.wire.WireType;

/**
 * Chronicle Wire's reflective marshalling of the model classes themselves, the way Chronicle users
 * write plain Java objects: {@code valueOut.object(message)} writes a type name (an alias, e.g.
 * {@code !PackageHeader}) and every non-transient field by name; nested objects and list elements
 * carry their own type names. Decimals and timestamps are the model's own {@code long}s (DFP
 * decimal64 bits and epoch nanoseconds): exact, and what Chronicle writes for a {@code long} field
 * with no converter annotation, which the shared model cannot carry.
 *
 * <p>Not thread-safe: one reused {@link Bytes} and {@link Wire} per direction (Chronicle's
 * owner-thread check on them is switched off, since a codec may be handed between threads). Encode
 * and decode copy through those buffers. Decode fills the caller's top-level instance but builds
 * every nested object and list element anew, so it counts as materialising.
 *
 * <p>Not supported: FixMessage (Chronicle cannot marshal its recursive field/group types), and
 * anything at all in a JVM without the {@code java.lang.reflect} opening from jvm-flags.properties.
 *
 * <p>Analytics: {@link ChronicleGuard} runs before any Chronicle class initialises.
 */
abstract class ChronicleWireCodec implements Codec {
  static {
    ChronicleGuard.apply();
  }

  private final Bytes<?> outBytes = Bytes.allocateElasticOnHeap(4096);
  private final Wire out;
  private final Bytes<?> inBytes = Bytes.allocateElasticOnHeap(4096);
  private final Wire in;

  ChronicleWireCodec(WireType wireType) {
    outBytes.singleThreadedCheckDisabled(true);
    inBytes.singleThreadedCheckDisabled(true);
    out = wireType.apply(outBytes);
    in = wireType.apply(inBytes);
    out.classLookup(ChronicleClassLookup.INSTANCE);
    in.classLookup(ChronicleClassLookup.INSTANCE);
  }

  private String id() {
    return info().id();
  }

  /**
   * Chronicle's reflective marshaller reads the model's private fields, which needs {@code
   * --add-opens=java.base/java.lang.reflect=ALL-UNNAMED} (jvm-flags.properties); without it every
   * call would fail with an {@code Error}.
   */
  private static final boolean REFLECTION_OPEN =
      Object.class.getModule().isOpen("java.lang.reflect", ChronicleWireCodec.class.getModule());

  @Override
  public Support support(MessageType type) {
    if (!REFLECTION_OPEN) {
      return Support.no(
          "this JVM lacks --add-opens=java.base/java.lang.reflect=ALL-UNNAMED, which Chronicle's"
              + " reflective marshaller needs (start it with the flags in jvm-flags.properties)");
    }
    if (type == MessageType.FIX_MESSAGE) {
      return Support.no(
          "Chronicle's reflective marshaller cannot describe a recursive type: building the"
              + " marshaller for FixField (whose groups hold FixGroups of FixFields) recurses until"
              + " the stack overflows");
    }
    return Support.yes();
  }

  @Override
  public int encode(Message message, byte[] dst, int offset) {
    Support support = support(message.messageType());
    if (!support.supported()) {
      throw new CodecException(id(), -1, null, "n/a: " + support.reason());
    }
    try {
      out.clear();
      out.getValueOut().object(message);
      long length = outBytes.readRemaining();
      if (length > dst.length - offset) {
        throw new BufferTooSmallException(id(), dst.length - offset);
      }
      return outBytes.read(dst, offset, (int) length);
    } catch (CodecException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new CodecException(id(), -1, null, "cannot encode: " + e, e);
    }
  }

  @Override
  public Message decode(byte[] src, int offset, int length, Message reuse) {
    Support support = support(reuse == null ? MessageType.PACKAGE_HEADER : reuse.messageType());
    if (!support.supported()) {
      throw new CodecException(id(), -1, null, "n/a: " + support.reason());
    }
    load(src, offset, length);
    try {
      Object decoded =
          reuse == null
              ? in.getValueIn().object()
              : in.getValueIn().object(reuse, reuse.getClass());
      return checked(decoded, reuse);
    } catch (CodecException e) {
      throw e;
    } catch (Exception | AssertionError | StackOverflowError e) {
      // Chronicle reports bad input as assorted runtime exceptions, and some as assertion errors
      throw new CodecException(id(), position(), null, "Chronicle: " + e, e);
    }
  }

  @Override
  public List<FieldSpan> describe(byte[] src, int offset, int length) {
    Message message = decode(src, offset, length, null);
    load(src, offset, length);
    try {
      return new ChronicleSpans(in, binary(), message).describe(length);
    } catch (Exception | AssertionError | StackOverflowError e) {
      throw new CodecException(id(), position(), null, "Chronicle: " + e, e);
    }
  }

  private boolean binary() {
    return info().binary();
  }

  private void load(byte[] src, int offset, int length) {
    in.clear();
    inBytes.clear();
    inBytes.write(src, offset, length);
    // Chronicle checks a nested length prefix only against writeLimit, which for elastic on-heap
    // bytes is their 2 GB capacity, not the array behind them: a hostile length let Unsafe read
    // past the array (once a SIGSEGV in HeapBytesStore.readLong). At the payload's end, such a
    // length fails Chronicle's own check (a BufferUnderflowException, so a CodecException).
    inBytes.writeLimit(length);
  }

  private int position() {
    return (int) Math.max(0, Math.min(inBytes.readPosition(), Integer.MAX_VALUE));
  }

  private Message checked(Object decoded, Message reuse) {
    Message message =
        DecodedChecks.sameTypeAs(id(), reuse, DecodedChecks.message(id(), decoded, null), null);
    if (!binary()) {
      in.consumePadding();
    }
    DecodedChecks.noneLeft(id(), position(), position() + (int) inBytes.readRemaining());
    return message;
  }
}
