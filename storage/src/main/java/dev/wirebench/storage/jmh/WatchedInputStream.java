package dev.wirebench.storage.jmh;

import dev.wirebench.engine.run.CancelToken;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;

/**
 * The file's bytes as the JSON parser pulls them: reports how far it got and stops it when the
 * import is cancelled (the parser reads in small buffers, so a cancel takes effect within one).
 */
final class WatchedInputStream extends FilterInputStream {
  private final CancelToken cancel;
  private final ImportProgress progress;
  private final long total;
  private long done;

  WatchedInputStream(byte[] bytes, CancelToken cancel, ImportProgress progress) {
    super(new ByteArrayInputStream(bytes));
    this.cancel = cancel;
    this.progress = progress;
    this.total = bytes.length;
  }

  @Override
  public int read() {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
  }

  @Override
  public int read(byte[] b, int off, int len) {
    if (cancel.isCancelled()) {
      throw new ImportCancelledException();
    }
    int n = ((ByteArrayInputStream) in).read(b, off, len);
    if (n > 0) {
      done += n;
      progress.bytes(done, total);
    }
    return n;
  }
}
