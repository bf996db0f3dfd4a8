package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;

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

  public synchronized void add(BenchResult result) {
    store.addResult(runId, result);
    stored++;
  }

  public synchronized void add(ThroughputPoint point) {
    store.addThroughputPoint(runId, point);
    stored++;
  }

  public synchronized void finish(RunStatus status) {
    store.finishRun(runId, status);
    finished = true;
  }

  @Override
  public synchronized void close() {
    if (!finished) {
      finish(stored > 0 ? RunStatus.PARTIAL : RunStatus.FAILED);
    }
  }
}
