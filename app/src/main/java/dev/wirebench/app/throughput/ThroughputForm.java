package dev.wirebench.app.throughput;

import dev.wirebench.engine.throughput.ThroughputSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Throughput screen's text fields read as numbers: message counts with {@code k}/{@code M}
 * suffixes and separators, consumer lists such as {@code 1,2,4}, {@code 1-8} or {@code 1..8}. Every
 * method throws {@link IllegalArgumentException} with a sentence fit to show under the field.
 */
final class ThroughputForm {
  private ThroughputForm() {}

  /** {@code 500k}, {@code 2M}, {@code 1,000,000}, {@code 2_000}: at least 1. */
  static long messages(String text) {
    String clean = text == null ? "" : text.strip().replace(",", "").replace("_", "");
    long factor = 1;
    String lower = clean.toLowerCase(Locale.ROOT);
    if (lower.endsWith("k")) {
      factor = 1_000;
    } else if (lower.endsWith("m")) {
      factor = 1_000_000;
    }
    String digits = factor == 1 ? clean : clean.substring(0, clean.length() - 1).strip();
    try {
      long value = Math.multiplyExact(Long.parseLong(digits), factor);
      if (value >= 1) {
        return value;
      }
    } catch (NumberFormatException | ArithmeticException bad) {
      // Reported below.
    }
    throw new IllegalArgumentException(
        "Messages: give a count such as 500k, 2M or 1000000, not '" + text + "'");
  }

  /** {@code 1,2,4}, {@code 1-8}, {@code 1..8} or a mix; each 1..{@value #MAX}. */
  static List<Integer> consumers(String text) {
    List<Integer> counts = new ArrayList<>();
    String clean = text == null ? "" : text.strip();
    if (clean.isEmpty()) {
      throw new IllegalArgumentException("Consumers: give counts such as 1,2,4 or a sweep 1-8");
    }
    for (String part : clean.split("[,\\s]+")) {
      String range = part.replace("..", "-");
      int dash = range.indexOf('-', 1);
      try {
        if (dash < 0) {
          counts.add(count(Integer.parseInt(range)));
        } else {
          int from = count(Integer.parseInt(range.substring(0, dash)));
          int to = count(Integer.parseInt(range.substring(dash + 1)));
          if (to < from) {
            throw new IllegalArgumentException(
                "Consumers: the sweep '" + part + "' must go up, e.g. 1-8");
          }
          for (int k = from; k <= to; k++) {
            counts.add(k);
          }
        }
      } catch (NumberFormatException bad) {
        throw new IllegalArgumentException(
            "Consumers: '" + part + "' is not a count or a sweep (e.g. 1,2,4 or 1-8)");
      }
    }
    return counts;
  }

  /** Repetitions of each point: 1..100. */
  /**
   * Codec ids, comma- or space-separated, each known, no repeats: {@code json, wire-compiled}.
   *
   * @param known the registered codecs (named in the error)
   */
  static List<String> codecs(String text, List<String> known) {
    List<String> ids = new ArrayList<>();
    for (String part : (text == null ? "" : text).split("[,\\s]+")) {
      String id = part.trim();
      if (id.isEmpty() || ids.contains(id)) {
        continue;
      }
      if (!known.contains(id)) {
        throw new IllegalArgumentException(
            "Codecs: no codec '" + id + "'; choose from " + String.join(", ", known));
      }
      ids.add(id);
    }
    if (ids.isEmpty()) {
      throw new IllegalArgumentException("Codecs: choose at least one codec");
    }
    return List.copyOf(ids);
  }

  static int repetitions(String text) {
    try {
      int value = Integer.parseInt(text == null ? "" : text.strip());
      if (value >= 1 && value <= 100) {
        return value;
      }
    } catch (NumberFormatException bad) {
      // Reported below.
    }
    throw new IllegalArgumentException("Repeats: give a whole number from 1 to 100");
  }

  private static final int MAX = ThroughputSettings.MAX_CONSUMERS;

  private static int count(int k) {
    if (k < 1 || k > MAX) {
      throw new IllegalArgumentException("Consumers: " + k + " is outside 1.." + MAX);
    }
    return k;
  }
}
