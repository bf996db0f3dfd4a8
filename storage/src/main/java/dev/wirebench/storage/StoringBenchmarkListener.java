package dev.wirebench.storage;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.BenchmarkListener;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.RunStart;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import java.util.List;
import java.util.Optional;

/**
 * Stores a benchmark run as it happens: inserted as running when the engine starts it (with its
 * environment and settings), each result written the moment its benchmark ends, finished with the
 * run's status. Closing it before the run finished marks the run partial or failed, so an exception
 * never leaves a run "running". The CLI and the GUI both use it.
 *
 * <p>A write that fails (full disk, read-only or damaged database, the run deleted) is thrown to
 * the engine, which fails the run (see {@link dev.wirebench.engine.run.ListenerFanOut}); this
 * listener remembers it ({@link #failure()}), and on {@link #close()} marks the run partial or
 * failed with the reason in its notes if the database still takes that write.
 */
public final class StoringBenchmarkListener implements BenchmarkListener, AutoCloseable {
  private final RunStore store;
  private RunRecorder recorder;
  private StorageException failure;
  private RunStart start;
  private long lastResultId = -1;

  public StoringBenchmarkListener(RunStore store) {
    this.store = store;
  }

  /** The stored run's id, or -1 if the run never started. */
  public synchronized long runId() {
    return recorder == null ? -1 : recorder.runId();
  }

  /** How many results were stored. */
  public synchronized int storedResults() {
    return recorder == null ? 0 : recorder.stored();
  }

  /** The write that failed, if one did: then the run is not fully stored. */
  public synchronized Optional<StorageException> failure() {
    return Optional.ofNullable(failure);
  }

  @Override
  public synchronized void runStarted(RunStart start) {
    this.start = start;
    BenchmarkPlan plan = start.prepared().plan();
    guarded(
        () ->
            recorder =
                store.record(start.kind(), label(plan), planJson(plan), start.environment()));
  }

  @Override
  public synchronized void benchmarkFinished(BenchResult result) {
    if (recorder != null) {
      guarded(() -> lastResultId = recorder.add(result));
    }
  }

  /** The profiles of the benchmark whose result came just before (the engine's order). */
  @Override
  public synchronized void profiled(BenchmarkCase benchmark, List<StackProfile> profiles) {
    if (recorder != null && lastResultId >= 0) {
      long resultId = lastResultId;
      guarded(() -> recorder.addProfiles(resultId, profiles));
    }
  }

  @Override
  public synchronized void runFinished(BenchOutcome outcome) {
    if (recorder == null || failure != null) {
      return;
    }
    if (outcome.failure() != null) {
      guarded(() -> recorder.abandon("Stopped early: " + outcome.failure()));
    } else {
      guarded(() -> recorder.finish(outcome.status()));
    }
  }

  private void guarded(Runnable write) {
    try {
      write.run();
    } catch (StorageException e) {
      if (failure == null) {
        failure = e;
      }
      throw e;
    }
  }

  /**
   * Stores {@code finished} (every result the run finished, stored or not) in {@code spool} as one
   * partial run with {@code note}, after this store failed under the run: a team store gone away
   * otherwise leaves the results it did not take on the terminal only. Returns the spooled run's
   * id, or -1 if the run never started or nothing finished.
   *
   * @throws StorageException if the spool cannot take them either
   */
  public synchronized long spoolTo(RunStore spool, List<BenchResult> finished, String note) {
    if (start == null || finished.isEmpty()) {
      return -1;
    }
    BenchmarkPlan plan = start.prepared().plan();
    long id = spool.startRun(start.kind(), label(plan), planJson(plan), start.environment());
    finished.forEach(result -> spool.addResult(id, result));
    spool.finishRun(id, dev.wirebench.engine.result.RunStatus.PARTIAL, note);
    return id;
  }

  @Override
  public synchronized void close() {
    if (recorder == null) {
      return;
    }
    if (failure != null) {
      recorder.abandon("Not fully stored: " + failure.getMessage());
    } else {
      recorder.close();
    }
  }

  /**
   * The plan's label, else what it measures ("json, fix on minimal"), so no stored run is blank.
   */
  static String label(BenchmarkPlan plan) {
    if (plan.label() != null && !plan.label().isBlank()) {
      return plan.label();
    }
    return shortList(plan.codecs(), "codecs") + " on " + shortList(plan.fixtures(), "fixtures");
  }

  private static String shortList(List<String> ids, String noun) {
    return ids.size() <= 3 ? String.join(", ", ids) : ids.size() + " " + noun;
  }

  /** The plan as stored: what was asked for, beside the settings kept in the environment. */
  static String planJson(BenchmarkPlan plan) {
    ObjectNode node = Json.MAPPER.createObjectNode();
    ArrayNode codecs = node.putArray("codecs");
    plan.codecs().forEach(codecs::add);
    ArrayNode fixtures = node.putArray("fixtures");
    plan.fixtures().forEach(fixtures::add);
    plan.settings().forEach(node::put);
    node.put("jvm", plan.jvm() == null ? "current" : plan.jvm().java().toString());
    return node.toString();
  }
}
