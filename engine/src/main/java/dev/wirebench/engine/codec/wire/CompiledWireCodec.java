package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import org.objectweb.asm.ClassWriter;

/**
 * The Wirebench wire format, compiled: per message class a specialised encoder/decoder generated as
 * bytecode at run time ({@link CodecGenerator}) and cached per schema. Same bytes as {@link
 * InterpretedWireCodec}.
 *
 * <p>The generated code keeps its fast path lean: when it finds a problem it reports only where,
 * and this codec runs the interpreted walker over the same input to name the exact field path (the
 * two accept exactly the same payloads; the fuzz test holds them to it).
 *
 * <p>Byte order little-endian; one instance per thread (the generated classes are shared and
 * stateless); no allocation per encode or per decode into a reused instance in the steady state.
 */
public final class CompiledWireCodec extends WireCodec {
  static final String ID = "wire-compiled";

  private final GeneratedCodec[] byType = new GeneratedCodec[MessageType.values().length];
  private final InterpretedPlan diagnostics;

  public CompiledWireCodec() {
    this(ModelSchema.standard());
  }

  /** A codec over another schema (e.g. an older version, for versioning tests). */
  CompiledWireCodec(WireSchema schema) {
    super(schema, describeCodec());
    this.diagnostics = schema.interpreted();
  }

  private static CodecInfo describeCodec() {
    String asm = ClassWriter.class.getPackage().getImplementationVersion();
    return new CodecInfo(
        ID,
        "Wirebench binary (compiled)",
        "Wirebench wire format "
            + WireFormat.VERSION
            + ", bytecode per message class (ASM "
            + (asm == null ? "?" : asm)
            + ", hidden classes)",
        true,
        DecodeContract.FILLS_REUSED,
        WireFormat.STRING_HANDLING,
        WireFormat.SPAN_DETAIL,
        true);
  }

  private GeneratedCodec generated(MessageType type) {
    GeneratedCodec codec = byType[type.ordinal()];
    if (codec == null) {
      codec = schema.generated().forClass(schema.message(type).type());
      byType[type.ordinal()] = codec;
    }
    return codec;
  }

  @Override
  int encodeFields(MessageType type, Message message, byte[] dst, int pos) {
    GeneratedCodec codec = generated(type);
    try {
      return codec.encodeFields(message, dst, pos, strings);
    } catch (WireBytes.Full full) {
      throw full;
    } catch (RuntimeException failed) {
      // Let the interpreted walker find the same problem with its field path.
      InterpretedEncoder.encodeFields(
          diagnostics.message(type), message, dst, pos, 0, new AsciiStrings());
      throw failed instanceof WireProblem problem
          ? problem
          : new WireProblem(pos, "generated encoder failed: " + failed);
    }
  }

  @Override
  void decodeFields(MessageType type, byte[] src, int pos, int end, Message target) {
    GeneratedCodec codec = generated(type);
    try {
      codec.decodeFields(src, pos, end, target, strings);
    } catch (RuntimeException failed) {
      InterpretedDecoder.decodeFields(
          diagnostics.message(type), src, pos, end, type.newInstance(), 0, new AsciiStrings());
      throw failed instanceof WireProblem problem
          ? problem
          : new WireProblem(pos, "generated decoder failed: " + failed);
    }
  }
}
