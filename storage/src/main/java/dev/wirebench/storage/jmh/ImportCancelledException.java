package dev.wirebench.storage.jmh;

import java.util.concurrent.CancellationException;

/**
 * An import was cancelled before anything was stored. A {@link CancellationException}, so task
 * runners that already treat cancellation as "stopped, not failed" need nothing more.
 */
public final class ImportCancelledException extends CancellationException {
  private static final long serialVersionUID = 1L;

  /** The sentence users see. */
  public static final String MESSAGE = "Import cancelled — nothing stored";

  public ImportCancelledException() {
    super(MESSAGE);
  }
}
