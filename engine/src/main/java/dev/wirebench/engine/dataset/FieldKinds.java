package dev.wirebench.engine.dataset;

import java.util.Locale;
import java.util.Set;

/**
 * What a field is, by its name, as market-data messages name them: prices ({@code price}, {@code
 * bidPx}, {@code priceNanos}, a bar's {@code open}/{@code high}/{@code low}/{@code close}) and
 * sizes ({@code size}, {@code orderQty}, {@code quantity}, {@code volume}); anything else is kept
 * as it is.
 */
final class FieldKinds {
  enum Kind {
    PRICE,
    SIZE,
    OTHER
  }

  private static final Set<String> BAR_PRICES = Set.of("open", "high", "low", "close");

  private FieldKinds() {}

  static Kind of(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    if (BAR_PRICES.contains(lower)
        || lower.endsWith("price")
        || lower.endsWith("px")
        || lower.startsWith("price")) {
      return Kind.PRICE;
    }
    if (lower.endsWith("size")
        || lower.endsWith("qty")
        || lower.endsWith("quantity")
        || lower.endsWith("volume")) {
      return Kind.SIZE;
    }
    return Kind.OTHER;
  }
}
