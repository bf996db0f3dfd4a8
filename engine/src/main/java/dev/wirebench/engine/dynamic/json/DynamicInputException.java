package dev.wirebench.engine.dynamic.json;

/**
 * A dynamic message or schema that does not fit, located: line and column for text, byte offset for
 * both, the field path ({@code bids[2].size}), and what was expected and found.
 */
public final class DynamicInputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int line;
  private final int column;
  private final long byteOffset;
  private final String path;
  private final String problem;

  public DynamicInputException(int line, int column, long byteOffset, String path, String problem) {
    super(problem);
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

  /** 1-based column, or -1. */
  public int column() {
    return column;
  }

  /** 0-based byte offset, or -1. */
  public long byteOffset() {
    return byteOffset;
  }

  /** The field path; empty at the top level. */
  public String path() {
    return path;
  }

  /** What was expected and what was found. */
  public String problem() {
    return problem;
  }
}
