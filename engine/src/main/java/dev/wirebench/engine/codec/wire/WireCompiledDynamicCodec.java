package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;

/**
 * Dynamic messages in the Wirebench wire format, compiled: a class generated for the bound schema
 * at run time ({@link DynamicCodecGenerator}, ASM bytecode, a hidden class). Same bytes as {@link
 * WireInterpretedDynamicCodec}; when the generated code finds a problem it knows only where, so the
 * interpreted walker runs over the same input to name the field path (as {@link CompiledWireCodec}
 * does).
 *
 * <p>One instance per thread; the class is generated once per codec instance, when it is created.
 */
final class WireCompiledDynamicCodec extends WireDynamicCodec {
  private final DynamicGenerated generated;

  WireCompiledDynamicCodec(RecordSchema schema) {
    super(
        schema,
        DynamicCodecs.info(
            new CompiledWireCodec().info(),
            "Wirebench binary (compiled), dynamic messages",
            DecodeContract.FILLS_REUSED,
            STRING_HANDLING,
            SPAN_DETAIL));
    this.generated = DynamicCodecGenerator.generate(layout);
  }

  @Override
  int encodeFields(DynamicRecord message, byte[] dst, int pos) {
    try {
      return generated.encode(message, dst, pos);
    } catch (WireBytes.Full full) {
      throw full;
    } catch (RuntimeException failed) {
      DynamicWireInterpreter.encodeRecord(layout.root(), message, dst, pos);
      throw failed instanceof WireProblem problem
          ? problem
          : new WireProblem(pos, "generated encoder failed: " + failed);
    }
  }

  @Override
  void decodeFields(byte[] src, int pos, int end, DynamicRecord target) {
    try {
      generated.decode(src, pos, end, target);
    } catch (RuntimeException failed) {
      DynamicWireInterpreter.decodeRecord(layout.root(), src, pos, end, new DynamicRecord(schema));
      throw failed instanceof WireProblem problem
          ? problem
          : new WireProblem(pos, "generated decoder failed: " + failed);
    }
  }
}
