package dev.wirebench.app.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Counts as people type them: {@code 50M}, {@code 500k}, {@code 1G}, {@code 2_000_000} or {@code
 * 1,000,000}. Suffixes are powers of 1000.
 */
final class CountConverter implements ITypeConverter<Long> {
  @Override
  public Long convert(String value) {
    return parse(value);
  }

  static long parse(String value) {
    String text = value.trim().replace("_", "").replace(",", "");
    long scale = 1;
    if (!text.isEmpty()) {
      switch (Character.toLowerCase(text.charAt(text.length() - 1))) {
        case 'k' -> scale = 1_000L;
        case 'm' -> scale = 1_000_000L;
        case 'g' -> scale = 1_000_000_000L;
        default -> scale = 1;
      }
      if (scale != 1) {
        text = text.substring(0, text.length() - 1);
      }
    }
    try {
      long count = Long.parseLong(text);
      if (count < 0 || count > Long.MAX_VALUE / scale) {
        throw new NumberFormatException(text);
      }
      return count * scale;
    } catch (NumberFormatException e) {
      throw new TypeConversionException(
          String.format(
              Locale.ROOT,
              "'%s' is not a count: use digits with an optional k, M or G suffix, e.g. 50M",
              value));
    }
  }
}
