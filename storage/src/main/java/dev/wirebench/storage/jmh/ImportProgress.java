package dev.wirebench.storage.jmh;

/**
 * Progress of an import: bytes of the file read and parsed so far, of its size, and results read.
 * Called on the importing thread, about once per parser buffer (a few KB) and once per result, so
 * keep it cheap.
 */
@FunctionalInterface
public interface ImportProgress {
  /** Reports nothing. */
  ImportProgress NONE = (done, total) -> {};

  /**
   * {@code done} of {@code total} bytes read and parsed; {@code done == total} once the file is
   * parsed. The file is parsed as it is read from disk, so this covers the read too. {@code total}
   * is -1 when the size is not known beforehand (a pipe).
   */
  void bytes(long done, long total);

  /** {@code parsed} results read so far (one call per result, as each is read). */
  default void results(int parsed) {}
}
