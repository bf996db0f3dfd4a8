package dev.wirebench.storage;

/**
 * A run cannot be deleted while the process writing it is alive: it names that process (pid and
 * host) so the user knows what to stop or wait for.
 */
public final class RunStillRunningException extends StorageException {
  private static final long serialVersionUID = 1L;

  RunStillRunningException(long runId, Owner owner) {
    super(
        "run #"
            + runId
            + " is still running (written by process "
            + owner.pid()
            + " on "
            + owner.host()
            + "); cancel that run or wait for it to end, then delete it");
  }
}
