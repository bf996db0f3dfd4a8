package dev.wirebench.engine.history;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Which benchmark keys a SELECTOR names: {@code CODEC[/FIXTURE[/OPERATION[/MODE]]]}, each part an
 * exact id or a glob ({@code *} any text, {@code ?} one character), missing parts meaning any;
 * {@code *} alone names every key. Generic benchmarks (no codec) match their first part against the
 * benchmark's {@code Class.method} or its full name ({@code org.example.Bench.method}).
 * Case-sensitive, as ids are.
 */
public final class KeySelector {
  /** How the syntax reads in help texts. */
  public static final String HELP =
      "SELECTOR is CODEC[/FIXTURE[/OPERATION[/MODE]]]; each part an id or a glob (* and ?),"
          + " e.g. json/snapshot-20x20/decode, */trade-update/*/avgt, or * for every benchmark.";

  private final String text;
  private final List<Pattern> parts;

  private KeySelector(String text, List<Pattern> parts) {
    this.text = text;
    this.parts = parts;
  }

  /**
   * Parses a selector.
   *
   * @throws IllegalArgumentException naming what is wrong and the accepted form
   */
  public static KeySelector parse(String text) {
    String trimmed = text == null ? "" : text.strip();
    String[] pieces = trimmed.split("/", -1);
    if (trimmed.isEmpty() || pieces.length > 4) {
      throw new IllegalArgumentException(
          "bad selector '" + text + "': write CODEC[/FIXTURE[/OPERATION[/MODE]]]");
    }
    List<Pattern> parts =
        java.util.Arrays.stream(pieces)
            .map(
                piece -> {
                  if (piece.isEmpty()) {
                    throw new IllegalArgumentException(
                        "bad selector '" + text + "': an empty part; use * for any");
                  }
                  return glob(piece);
                })
            .toList();
    return new KeySelector(trimmed, parts);
  }

  private static Pattern glob(String piece) {
    StringBuilder regex = new StringBuilder();
    for (char ch : piece.toCharArray()) {
      switch (ch) {
        case '*' -> regex.append(".*");
        case '?' -> regex.append('.');
        default -> regex.append(Pattern.quote(String.valueOf(ch)));
      }
    }
    return Pattern.compile(regex.toString());
  }

  /** Whether {@code key} is named by this selector. */
  public boolean matches(BenchmarkKey key) {
    if (key.codec() != null) {
      return matches(key.codec(), key);
    }
    // A generic benchmark answers to its Class.method and to its full name, as JMH prints it.
    return matches(shortName(key.benchmark()), key)
        || (key.benchmark() != null && matches(key.benchmark(), key));
  }

  private boolean matches(String first, BenchmarkKey key) {
    String[] values = {first, key.fixture(), key.operation(), key.mode()};
    for (int i = 0; i < parts.size(); i++) {
      String value = values[i] == null ? "" : values[i];
      if (!parts.get(i).matcher(value).matches()) {
        return false;
      }
    }
    return true;
  }

  /** The keys of {@code keys} this selector names, in their order. */
  public <K> List<K> select(List<K> keys, java.util.function.Function<K, BenchmarkKey> key) {
    return keys.stream().filter(k -> matches(key.apply(k))).toList();
  }

  private static String shortName(String benchmark) {
    String[] names = benchmark.split("\\.");
    return names.length < 2 ? benchmark : names[names.length - 2] + "." + names[names.length - 1];
  }

  @Override
  public String toString() {
    return text;
  }
}
