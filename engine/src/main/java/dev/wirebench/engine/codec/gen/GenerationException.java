package dev.wirebench.engine.codec.gen;

/**
 * Code could not be generated from a user's schema: the generator is missing for this platform, it
 * rejected the schema, or the code it generated did not compile. The message is the one line a user
 * sees ({@code book.proto:12: ...}, {@code n/a — protoc is not available for linux/riscv64}).
 */
public final class GenerationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why generation failed: decides how the caller reports it (a row's n/a, or exit 2). */
  public enum Kind {
    /** The generator or the compiler is not available here: the codec is n/a, nothing failed. */
    UNAVAILABLE,
    /** The schema compiler rejected the user's schema. */
    SCHEMA_REJECTED,
    /** The generated code (or Wirebench's binding) did not compile or load. */
    COMPILE_FAILED
  }

  private final Kind kind;

  public GenerationException(Kind kind, String message) {
    super(message);
    this.kind = kind;
  }

  public GenerationException(Kind kind, String message, Throwable cause) {
    super(message, cause);
    this.kind = kind;
  }

  public Kind kind() {
    return kind;
  }
}
