package dev.wirebench.engine.model.json;

/**
 * A problem in JSON (or CBOR/Smile) input, located: line and column for text, byte offset for both,
 * the JSON path ({@code entries[3].price}), what was expected and what was found.
 */
public final class JsonInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int line;
  private final int column;
  private final long byteOffset;
  private final String path;
  private final String problem;

  public JsonInputException(
      int line, int column, long byteOffset, String path, String problem, Throwable cause) {
    super(problem, cause);
    this.line = line;
    this.column = column;
    this.byteOffset = byteOffset;
    this.path = path;
    this.problem = problem;
  }

  /** 1-based line, or -1 for binary formats. */
  public int line() {
    return line;
  }

  /** 1-based column, or -1 for binary formats. */
  public int column() {
    return column;
  }

  /** 0-based byte offset, or -1 if unknown. */
  public long byteOffset() {
    return byteOffset;
  }

  /** JSON path such as {@code entries[3].price}; empty at the top level. */
  public String path() {
    return path;
  }

  /** What was expected and what was found. */
  public String problem() {
    return problem;
  }
}
