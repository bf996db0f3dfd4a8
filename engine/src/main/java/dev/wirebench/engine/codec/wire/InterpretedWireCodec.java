package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;

/**
 * The Wirebench wire format, interpreted: one generic encoder and decoder walk the schema's record
 * descriptors per message and reach the model through method handles (as TimeBase's interpreted
 * codecs reach POJO fields reflectively). Same bytes as {@link CompiledWireCodec}.
 *
 * <p>Byte order little-endian; one instance per thread; no allocation per encode or per decode into
 * a reused instance in the steady state.
 */
public final class InterpretedWireCodec extends WireCodec {
  static final String ID = "wire-interpreted";

  private final InterpretedPlan plan;

  public InterpretedWireCodec() {
    this(ModelSchema.standard());
  }

  /** A codec over another schema (e.g. an older version, for versioning tests). */
  InterpretedWireCodec(WireSchema schema) {
    super(schema, describeCodec());
    this.plan = schema.interpreted();
  }

  private static CodecInfo describeCodec() {
    return new CodecInfo(
        ID,
        "Wirebench binary (interpreted)",
        "Wirebench wire format " + WireFormat.VERSION + ", schema walker over method handles",
        true,
        DecodeContract.FILLS_REUSED,
        WireFormat.STRING_HANDLING,
        WireFormat.SPAN_DETAIL,
        true);
  }

  @Override
  int encodeFields(MessageType type, Message message, byte[] dst, int pos) {
    return InterpretedEncoder.encodeFields(plan.message(type), message, dst, pos, 0, strings);
  }

  @Override
  void decodeFields(MessageType type, byte[] src, int pos, int end, Message target) {
    InterpretedDecoder.decodeFields(plan.message(type), src, pos, end, target, 0, strings);
  }
}
