package dev.wirebench.storage;

import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import java.util.List;

/**
 * Writes one running run: hand it each result as it completes (e.g. from the benchmark engine's
 * listener), then {@link #finish(RunStatus)}. Closing an unfinished recorder ends the run as {@link
 * RunStatus#PARTIAL} if it stored anything, else {@link RunStatus#FAILED} — so a run that ends by
 * an exception is never left "running". Thread-safe (the store orders the writes).
 */
public final class RunRecorder implements AutoCloseable {
  private final RunStore store;
  private final long runId;
  private int stored;
  private boolean finished;

  RunRecorder(RunStore store, long runId) {
    this.store = store;
    this.runId = runId;
  }

  public long runId() {
    return runId;
  }

  /** Stores {@code result}; its id. */
  public synchronized long add(BenchResult result) {
    long id = store.addResult(runId, result);
    stored++;
    return id;
  }

  /** Stores the profiles of result {@code resultId} (one of this run's). */
  public synchronized void addProfiles(long resultId, List<StackProfile> profiles) {
    store.profiles().add(resultId, profiles);
  }

  public synchronized void add(ThroughputPoint point) {
    store.addThroughputPoint(runId, point);
    stored++;
  }

  public synchronized void finish(RunStatus status) {
    store.finishRun(runId, status);
    finished = true;
  }

  /** Ends the run with {@code note} added to its notes, in one transaction. */
  public synchronized void finish(RunStatus status, String note) {
    store.finishRun(runId, status, note);
    finished = true;
  }

  /** How many results or points were stored. */
  public synchronized int stored() {
    return stored;
  }

  /**
   * Ends the run as {@link RunStatus#PARTIAL} (something stored) or {@link RunStatus#FAILED}, with
   * {@code reason} in its notes, if the database still takes the write; if it does not (the disk is
   * still full), the run stays running until the next open marks it interrupted — the failure was
   * already reported where it happened, so this one is not thrown. Returns whether it was written.
   */
  public synchronized boolean abandon(String reason) {
    if (finished) {
      return true;
    }
    try {
      store.finishRun(runId, stored > 0 ? RunStatus.PARTIAL : RunStatus.FAILED, reason);
      finished = true;
      return true;
    } catch (StorageException stillFailing) {
      return false;
    }
  }

  @Override
  public synchronized void close() {
    if (!finished) {
      finish(stored > 0 ? RunStatus.PARTIAL : RunStatus.FAILED);
    }
  }
}
