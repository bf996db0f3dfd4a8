package dev.wirebench.app.inspect;

/**
 * Field paths as the message JSON mapping and the codecs' spans write them: {@code
 * entries[3].price}, {@code fields[2].value}; the message itself is the empty path. Descriptive
 * spans that name no model field use a path in parentheses, e.g. {@code (message size)}.
 */
final class FieldPaths {
  private FieldPaths() {}

  /** True for a path naming a model field (or the message), false for {@code (framing)}. */
  static boolean isModel(String path) {
    return path != null && !path.startsWith("(");
  }

  /** The enclosing path: {@code entries[3].price → entries[3] → entries → ""}; null for "". */
  static String parent(String path) {
    if (path.isEmpty()) {
      return null;
    }
    int cut = Math.max(path.lastIndexOf('.'), path.lastIndexOf('['));
    return cut < 0 ? "" : path.substring(0, cut);
  }

  /** The path of a named field of {@code parent}. */
  static String child(String parent, String name) {
    return parent.isEmpty() ? name : parent + "." + name;
  }

  /** The path of element {@code index} of the array at {@code parent}. */
  static String element(String parent, int index) {
    return parent + "[" + index + "]";
  }
}
