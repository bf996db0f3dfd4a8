package dev.wirebench.engine.codec.sbe;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.mapping.DecimalParts;
import dev.wirebench.engine.codec.sbe.gen.DecimalDecoder;
import dev.wirebench.engine.codec.sbe.gen.DecimalEncoder;
import dev.wirebench.engine.model.Decimals;

/**
 * What makes this package's SBE codec the <em>portable</em> binding of the schema: its id, and the
 * FIX SBE decimal composite (int64 mantissa, int8 exponent) that every SBE implementation reads,
 * converted from and to the model's decimal64 on every field.
 *
 * <p>The rest of the codec (writer, reader, spans) is the same source for every binding: the build
 * compiles it a second time into {@code codec.sbe.d64}, against that package's own {@code
 * SbeBinding} and the schema generated with decimals as raw decimal64 bits (see {@code
 * engine/pom.xml}, "sbe-d64"). Only this class differs between the two.
 */
final class SbeBinding {
  static final String ID = "sbe";

  /** The IR sbe-tool wrote for this binding's schema, next to this class on the class path. */
  static final String IR_RESOURCE = "wirebench-sbe.sbeir";

  /** The part of the decimal composite whose span carries the decimal's value. */
  static final String DECIMAL_VALUE_PART = "mantissa";

  static final CodecInfo INFO =
      SbeInfos.of(ID, "SBE (Simple Binary Encoding)", "decimal mantissa and exponent apart");

  private SbeBinding() {}

  /** Writes a decimal as the composite; absent is the null mantissa and exponent. */
  static void writeDecimal(DecimalEncoder d, long value, String list, int index, String field) {
    if (Decimals.isNull(value)) {
      d.mantissa(DecimalEncoder.mantissaNullValue()).exponent(DecimalEncoder.exponentNullValue());
      return;
    }
    if (!DecimalParts.isFinite(value)) {
      throw SbeWriter.encodeError(list, index, field, DecimalParts.whyNot(value));
    }
    int exponent = DecimalParts.exponent(value);
    if (exponent <= DecimalEncoder.exponentNullValue() || exponent > Byte.MAX_VALUE) {
      throw SbeWriter.encodeError(
          list,
          index,
          field,
          Decimals.toText(value)
              + " needs exponent "
              + exponent
              + ", outside the int8 exponent of the SBE decimal composite");
    }
    d.mantissa(DecimalParts.mantissa(value)).exponent((byte) exponent);
  }

  /** The decimal in the composite; the null mantissa is the absent decimal. */
  static long readDecimal(SbeInput in, DecimalDecoder d) {
    long mantissa = d.mantissa();
    if (mantissa == DecimalDecoder.mantissaNullValue()) {
      return Decimals.NULL;
    }
    int exponent = d.exponent();
    long value = DecimalParts.exact(mantissa, exponent);
    if (Decimals.isNull(value)) {
      throw in.error(d.offset(), DecimalParts.notExact(mantissa, exponent));
    }
    return value;
  }
}
