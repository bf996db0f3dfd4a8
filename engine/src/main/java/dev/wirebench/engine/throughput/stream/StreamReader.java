package dev.wirebench.engine.throughput.stream;

/**
 * A cursor over the committed messages of a stream, from the first.
 *
 * <p>After {@link #next()} returns true, the current payload is {@code buffer()[offset(), offset()
 * + length())}. The array is owned by the reader and reused: it is valid until the next call to
 * {@code next()} and must not be written to. A reader never returns a message that was not
 * committed whole.
 *
 * <p><b>Threading:</b> one thread, including {@link #close()} (closing unmaps files a concurrent
 * call would still be reading). <b>Allocation:</b> none per message for the Wirebench log; the
 * Chronicle Queue reader allocates what the library allocates (measured, see the allocation column
 * of results).
 */
public interface StreamReader extends AutoCloseable {
  /** Moves to the next committed message; false when there is none (yet). */
  boolean next();

  /** The array holding the current payload. */
  byte[] buffer();

  /** Where the current payload starts in {@link #buffer()}. */
  int offset();

  /** The current payload's length in bytes. */
  int length();

  /** Releases files and mappings. */
  @Override
  void close();
}
