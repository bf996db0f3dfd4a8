package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages in the Wirebench wire format, interpreted: {@link DynamicWireInterpreter} walks
 * the schema's layout per message, one switch on the field kind per field. Same bytes as {@link
 * WireCompiledDynamicCodec}. One instance per thread.
 */
final class WireInterpretedDynamicCodec extends WireDynamicCodec {
  WireInterpretedDynamicCodec(RecordSchema schema) {
    super(
        schema,
        DynamicCodecs.info(
            new InterpretedWireCodec().info(),
            "Wirebench binary (interpreted), dynamic messages",
            DecodeContract.FILLS_REUSED,
            STRING_HANDLING,
            SPAN_DETAIL));
  }

  @Override
  int encodeFields(DynamicRecord message, byte[] dst, int pos) {
    return DynamicWireInterpreter.encodeRecord(layout.root(), message, dst, pos);
  }

  @Override
  void decodeFields(byte[] src, int pos, int end, DynamicRecord target) {
    DynamicWireInterpreter.decodeRecord(layout.root(), src, pos, end, target);
  }
}
