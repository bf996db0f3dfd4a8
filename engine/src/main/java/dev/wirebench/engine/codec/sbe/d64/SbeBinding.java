package dev.wirebench.engine.codec.sbe.d64;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.codec.sbe.SbeInfos;
import dev.wirebench.engine.codec.sbe.d64.gen.DecimalDecoder;
import dev.wirebench.engine.codec.sbe.d64.gen.DecimalEncoder;
import dev.wirebench.engine.model.Decimals;

/**
 * What makes this package's SBE codec the <em>decimal64</em> binding of the schema: the same
 * messages, but every decimal is one int64 holding the model's decimal64 bits (IEEE 754-2008 BID,
 * as the dfp library holds them), written and read as they are. It is what a team that keeps prices
 * as decimal64 ships; the portable binding ({@code codec.sbe}) converts every decimal to the FIX
 * SBE mantissa/exponent composite and back, which any SBE reader understands.
 *
 * <p>The rest of this package is not in the source tree: the build copies the portable binding's
 * writer, reader and spans here and compiles them against this class and the schema sbe-tool
 * generated with the decimal composite replaced (see {@code engine/pom.xml}, "sbe-d64"). The absent
 * decimal is dfp's NULL bit pattern, declared as the field's SBE null value, so it too goes through
 * unconverted.
 */
final class SbeBinding {
  static final String ID = "sbe-d64";

  /** The IR sbe-tool wrote for this binding's schema, next to this class on the class path. */
  static final String IR_RESOURCE = "wirebench-sbe-d64.sbeir";

  /** The part of the decimal composite whose span carries the decimal's value. */
  static final String DECIMAL_VALUE_PART = "bits";

  static final CodecInfo INFO =
      SbeInfos.of(
          ID, "SBE, decimals as decimal64 bits", "a decimal is its 8 bytes of decimal64 bits");

  private SbeBinding() {}

  /**
   * Writes the decimal's bits as they are (the absent decimal's bits are the SBE null value); NaN
   * and infinities are refused, as the portable binding refuses them, so both carry the same
   * values.
   */
  static void writeDecimal(DecimalEncoder d, long value, String list, int index, String field) {
    if (!Decimals.isNull(value) && !DecimalParts.isFinite(value)) {
      throw SbeWriter.encodeError(list, index, field, DecimalParts.whyNot(value));
    }
    d.bits(value);
  }

  /** The decimal's bits as they are; bits of NaN or an infinity are a malformed payload. */
  static long readDecimal(SbeInput in, DecimalDecoder d) {
    long bits = d.bits();
    if (!Decimals.isNull(bits) && !DecimalParts.isFinite(bits)) {
      throw in.error(
          d.offset(), "decimal64 bits 0x" + Long.toHexString(bits) + " are not a finite number");
    }
    return bits;
  }
}
