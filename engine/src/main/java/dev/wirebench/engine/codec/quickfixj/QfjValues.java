package dev.wirebench.engine.codec.quickfixj;

import com.epam.deltix.dfp.Decimal64Utils;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.model.Decimals;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import quickfix.FieldMap;
import quickfix.FieldNotFound;
import quickfix.UtcTimestampPrecision;

/**
 * Model values as QuickFIX/J field values, exactly. Decimals are set and read as text, never
 * through QuickFIX/J's {@code DoubleField}s (the generated FIX 4.4 classes type prices and sizes as
 * {@code double}, which cannot hold 85664.11); timestamps go through QuickFIX/J's own UTCTimestamp
 * fields with the fewest fractional digits (0, 3, 6 or 9) that keep them exact.
 */
final class QfjValues {
  private static final long NANOS_PER_SECOND = 1_000_000_000L;

  private QfjValues() {}

  /** Plain decimal text: the unscaled digits with the point inserted, never an exponent. */
  static String decimal(long value) {
    if (!Decimal64Utils.isFinite(value)) {
      throw new CodecException(QuickfixCodec.ID, -1, null, "a FIX decimal must be finite");
    }
    return BigDecimal.valueOf(
            Decimal64Utils.getUnscaledValue(value), Decimal64Utils.getScale(value))
        .toPlainString();
  }

  /**
   * Parses FIX decimal text exactly, or returns {@link Decimals#NULL} if it is not a plain decimal
   * that decimal64 holds without rounding.
   */
  static long parseDecimal(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!(c >= '0' && c <= '9') && c != '.' && !(c == '-' && i == 0)) {
        return Decimals.NULL;
      }
    }
    try {
      BigDecimal exact = new BigDecimal(text);
      long value = Decimal64Utils.parse(text);
      return Decimal64Utils.toBigDecimal(value).compareTo(exact) == 0 ? value : Decimals.NULL;
    } catch (NumberFormatException notNumber) {
      return Decimals.NULL;
    }
  }

  static void timestamp(FieldMap map, int tag, long epochNanos) {
    long seconds = Math.floorDiv(epochNanos, NANOS_PER_SECOND);
    int nanos = (int) Math.floorMod(epochNanos, NANOS_PER_SECOND);
    LocalDateTime time = LocalDateTime.ofEpochSecond(seconds, nanos, ZoneOffset.UTC);
    if (time.getYear() < 0 || time.getYear() > 9999) {
      throw new CodecException(
          QuickfixCodec.ID, -1, null, "a UTCTimestamp holds years 0000-9999 only");
    }
    map.setUtcTimeStamp(tag, time, precision(nanos));
  }

  private static UtcTimestampPrecision precision(int nanos) {
    if (nanos == 0) {
      return UtcTimestampPrecision.SECONDS;
    }
    if (nanos % 1_000_000 == 0) {
      return UtcTimestampPrecision.MILLIS;
    }
    return nanos % 1000 == 0 ? UtcTimestampPrecision.MICROS : UtcTimestampPrecision.NANOS;
  }

  static long timestamp(FieldMap map, int tag) throws FieldNotFound {
    LocalDateTime time = map.getUtcTimeStamp(tag);
    return Math.addExact(
        Math.multiplyExact(time.toEpochSecond(ZoneOffset.UTC), NANOS_PER_SECOND), time.getNano());
  }
}
