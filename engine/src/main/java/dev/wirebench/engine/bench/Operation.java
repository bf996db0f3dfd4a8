package dev.wirebench.engine.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What is timed: encoding a message, decoding a payload, or both in turn. */
public enum Operation {
  ENCODE,
  DECODE,
  ROUNDTRIP;

  /** The id used on command lines, in results and as the JMH method name. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The operation named {@code text} ({@code encode}, {@code decode}, {@code roundtrip}).
   *
   * @throws IllegalArgumentException listing the known operations
   */
  public static Operation parse(String text) {
    for (Operation operation : values()) {
      if (operation.id().equalsIgnoreCase(text.trim())) {
        return operation;
      }
    }
    throw new IllegalArgumentException(
        "unknown operation '"
            + text
            + "'; known operations: "
            + Arrays.stream(values()).map(Operation::id).collect(Collectors.joining(", ")));
  }
}
