package dev.wirebench.storage.jmh;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A JSON node with its JSON path ({@code $[3].primaryMetric.score}), so every complaint about a
 * foreign file says exactly where.
 */
record Node(JsonNode json, String path, String source) {

  Node field(String name) {
    JsonNode child = json.get(name);
    return new Node(child, path + "." + name, source);
  }

  Node element(int index) {
    return new Node(json.get(index), path + "[" + index + "]", source);
  }

  boolean present() {
    return json != null && !json.isNull() && !json.isMissingNode();
  }

  Node requireObject() {
    if (!present() || !json.isObject()) {
      throw error("expected an object, found " + describe());
    }
    return this;
  }

  Node requireArray() {
    if (!present() || !json.isArray()) {
      throw error("expected an array, found " + describe());
    }
    return this;
  }

  String requireText() {
    if (!present() || !json.isTextual() || json.asText().isBlank()) {
      throw error("expected text, found " + describe());
    }
    return json.asText();
  }

  /** The text, or null if absent. */
  String text() {
    return present() ? json.asText() : null;
  }

  /** The integer, or {@code otherwise} if absent. */
  int integer(int otherwise) {
    if (!present()) {
      return otherwise;
    }
    if (!json.canConvertToInt()) {
      throw error("expected a whole number, found " + describe());
    }
    return json.asInt();
  }

  /**
   * A number; JMH writes NaN and infinities as strings ({@code "NaN"}: not known). Absent is NaN. A
   * bare number beyond a double's range ({@code 1e400}, read as infinity) is refused: no benchmark
   * measured it, and stored it would print as "inf" here and as another number elsewhere.
   */
  double number() {
    if (!present()) {
      return Double.NaN;
    }
    if (json.isNumber()) {
      double value = json.doubleValue();
      if (Double.isInfinite(value)) {
        throw invalid("a number beyond a double's range (over 1.8e308) is not a finite number");
      }
      return value;
    }
    if (json.isTextual()) {
      switch (json.asText().trim()) {
        case "NaN":
          return Double.NaN;
        case "Infinity":
        case "+Infinity":
          return Double.POSITIVE_INFINITY;
        case "-Infinity":
          return Double.NEGATIVE_INFINITY;
        default:
          break;
      }
    }
    throw error("expected a number, found " + describe());
  }

  double requireNumber() {
    if (!present()) {
      throw error("missing");
    }
    return number();
  }

  /** A number that must be finite: a score, a sample. NaN in any spelling is refused too. */
  double requireFinite() {
    double value = requireNumber();
    if (!Double.isFinite(value)) {
      throw invalid((json.isNumber() ? "NaN" : describe()) + " is not a finite number");
    }
    return value;
  }

  /**
   * A whole number of at least {@code min} (forks, threads, iterations), or absent. JMH writes them
   * as numbers; a string of digits is taken too, as the environment keys take them.
   */
  void requireCount(long min) {
    if (!present()) {
      return;
    }
    String text = json.isTextual() ? json.asText().trim() : json.toString();
    boolean whole = (json.isIntegralNumber() || json.isTextual()) && text.matches("-?[0-9]{1,18}");
    if (!whole || Long.parseLong(text) < min) {
      throw invalid(describe() + " is not a whole number of at least " + min);
    }
  }

  /** A value of the right kind that no JMH run can have written (nothing is imported). */
  ImportException invalid(String what) {
    return new ImportException(source + ": " + path + ": " + what + "; nothing imported");
  }

  ImportException error(String what) {
    return new ImportException(
        source + ": " + path + ": " + what + " (this does not look like a JMH JSON result file)");
  }

  private String describe() {
    if (!present()) {
      return "nothing";
    }
    if (json.isObject()) {
      return "an object";
    }
    if (json.isArray()) {
      return "an array";
    }
    String text = json.toString();
    return text.length() > 40 ? text.substring(0, 40) + "..." : text;
  }
}
