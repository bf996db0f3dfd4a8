package dev.wirebench.engine.codec.wire;

import dev.wirebench.engine.codec.CodecException;
import java.util.ArrayDeque;

/**
 * A malformed payload (or an unencodable message) found inside the wire codecs, before it becomes a
 * {@link CodecException}. The field path is built while the exception unwinds through the record
 * walkers ({@link #in}, {@link #at}), so the hot path never tracks it. No stack trace: it is thrown
 * for bad input, not for bugs.
 */
final class WireProblem extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int position;
  private final String problem;
  private final ArrayDeque<String> segments = new ArrayDeque<>();

  /**
   * @param position absolute index in the caller's array where the problem is
   * @param problem what is wrong, for people
   */
  WireProblem(int position, String problem) {
    super(problem, null, false, false);
    this.position = position;
    this.problem = problem;
  }

  /** Adds the field this problem is inside of (outermost last). */
  WireProblem in(String field) {
    segments.addFirst(field);
    return this;
  }

  /** Adds the list index this problem is inside of. */
  WireProblem at(int index) {
    segments.addFirst("[" + index + "]");
    return this;
  }

  /** Adds a whole path prefix, e.g. from a walker that already knows it. */
  WireProblem within(String path) {
    if (!path.isEmpty()) {
      segments.addFirst(path);
    }
    return this;
  }

  /** Whether a field path has been attached. */
  boolean hasPath() {
    return !segments.isEmpty();
  }

  int position() {
    return position;
  }

  String problem() {
    return problem;
  }

  /** The field path, e.g. {@code entries[3].price}; empty if outside any field. */
  String path() {
    StringBuilder text = new StringBuilder();
    for (String segment : segments) {
      if (text.length() > 0 && segment.charAt(0) != '[') {
        text.append('.');
      }
      text.append(segment);
    }
    return text.toString();
  }

  /** The codec exception, with the offset relative to the payload start {@code base}. */
  CodecException toCodecException(String codecId, int base) {
    return new CodecException(codecId, position - base, path(), problem);
  }
}
