package dev.wirebench.engine.codec;

/**
 * The one exception codecs throw for bytes they cannot decode (or messages they cannot encode),
 * with where it went wrong: the byte offset in the payload and the field being read.
 */
public class CodecException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String codecId;
  private final int offset;
  private final String fieldPath;
  private final String problem;

  public CodecException(String codecId, int offset, String fieldPath, String problem) {
    this(codecId, offset, fieldPath, problem, null);
  }

  public CodecException(
      String codecId, int offset, String fieldPath, String problem, Throwable cause) {
    super(format(codecId, offset, fieldPath, problem), cause);
    this.codecId = codecId;
    this.offset = offset;
    this.fieldPath = fieldPath;
    this.problem = problem;
  }

  /** What is wrong, without the codec, offset and path ({@link #getMessage()} has them all). */
  public String problem() {
    return problem;
  }

  private static String format(String codecId, int offset, String fieldPath, String problem) {
    StringBuilder text = new StringBuilder(codecId);
    if (offset >= 0) {
      text.append(" at byte ").append(offset);
    }
    if (fieldPath != null && !fieldPath.isEmpty()) {
      text.append(" (").append(fieldPath).append(')');
    }
    return text.append(": ").append(problem).toString();
  }

  public String codecId() {
    return codecId;
  }

  /** Byte offset relative to the payload start, or -1 if unknown. */
  public int offset() {
    return offset;
  }

  /** Field path being read or written, or null if unknown. */
  public String fieldPath() {
    return fieldPath;
  }
}
