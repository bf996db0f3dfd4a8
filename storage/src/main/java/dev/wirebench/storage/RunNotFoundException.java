package dev.wirebench.storage;

/** No run has the id asked for (it never existed or was deleted). */
public final class RunNotFoundException extends StorageException {
  private static final long serialVersionUID = 1L;

  private final long runId;

  public RunNotFoundException(long runId) {
    super("no run #" + runId + " in the database");
    this.runId = runId;
  }

  public long runId() {
    return runId;
  }
}
