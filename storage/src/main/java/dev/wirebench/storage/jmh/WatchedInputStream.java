package dev.wirebench.storage.jmh;

import dev.wirebench.engine.run.CancelToken;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.MessageDigest;
import java.util.function.Supplier;

/**
 * The file's bytes as the JSON parser pulls them straight from disk (the file is never read whole
 * first, so the progress reported covers reading and parsing alike): reports how far it got, feeds
 * every byte to the digest that identifies the file, refuses the file once more than {@code cap}
 * bytes came (a pipe or device whose size was unknown), and stops when the import is cancelled (the
 * parser reads in small buffers, so a cancel takes effect within one).
 */
final class WatchedInputStream extends FilterInputStream {
  private final CancelToken cancel;
  private final ImportProgress progress;
  private final long total;
  private final long cap;
  private final Supplier<RuntimeException> tooLarge;
  private final MessageDigest digest;
  private long done;

  /**
   * @param total the file's size, or -1 when it is not known before reading (a pipe)
   * @param cap the most bytes accepted; {@code tooLarge} is thrown past it
   */
  WatchedInputStream(
      InputStream in,
      long total,
      long cap,
      Supplier<RuntimeException> tooLarge,
      MessageDigest digest,
      CancelToken cancel,
      ImportProgress progress) {
    super(in);
    this.total = total;
    this.cap = cap;
    this.tooLarge = tooLarge;
    this.digest = digest;
    this.cancel = cancel;
    this.progress = progress;
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (cancel.isCancelled()) {
      throw new ImportCancelledException();
    }
    int n = in.read(b, off, len);
    if (n > 0) {
      done += n;
      if (done > cap) {
        throw tooLarge.get();
      }
      digest.update(b, off, n);
      progress.bytes(done, total < 0 ? -1 : Math.max(total, done));
    }
    return n;
  }

  @Override
  public long skip(long n) throws IOException {
    // Every byte must reach the digest: skipping is reading.
    long skipped = 0;
    byte[] buffer = new byte[(int) Math.min(8192, Math.max(1, n))];
    while (skipped < n) {
      int got = read(buffer, 0, (int) Math.min(buffer.length, n - skipped));
      if (got < 0) {
        break;
      }
      skipped += got;
    }
    return skipped;
  }

  @Override
  public boolean markSupported() {
    return false;
  }

  /** Bytes read so far. */
  long done() {
    return done;
  }
}
