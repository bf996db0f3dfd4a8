package dev.wirebench.storage.jmh;

/**
 * Progress of an import: bytes of the file read and parsed so far, of its size. Called on the
 * importing thread, about once per parser buffer (a few KB), so keep it cheap.
 */
@FunctionalInterface
public interface ImportProgress {
  /** Reports nothing. */
  ImportProgress NONE = (done, total) -> {};

  /** {@code done} of {@code total} bytes parsed; {@code done == total} once the file is parsed. */
  void bytes(long done, long total);
}
