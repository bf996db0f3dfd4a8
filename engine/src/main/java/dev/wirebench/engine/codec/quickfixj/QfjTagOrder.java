package dev.wirebench.engine.codec.quickfixj;

import java.util.Arrays;

/**
 * The tags of FIX text in the order they appear (repeats included), for {@link QfjOrderedMessage}.
 */
final class QfjTagOrder {
  private QfjTagOrder() {}

  static int[] of(String text) {
    int fields = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\u0001') {
        fields++;
      }
    }
    int[] order = new int[fields];
    int n = 0;
    int position = 0;
    while (n < fields && position < text.length()) {
      int tag = 0;
      int i = position;
      while (i < text.length()
          && text.charAt(i) >= '0'
          && text.charAt(i) <= '9'
          && tag < 1_000_000) {
        tag = tag * 10 + (text.charAt(i) - '0');
        i++;
      }
      order[n++] = tag;
      int soh = text.indexOf('\u0001', i);
      position = soh < 0 ? text.length() : soh + 1;
    }
    return Arrays.copyOf(order, n);
  }
}
