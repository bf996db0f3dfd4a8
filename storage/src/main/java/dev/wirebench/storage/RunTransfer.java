package dev.wirebench.storage;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Copies runs between stores — a local SQLite file and a team store, either way ({@code wirebench
 * push} and {@code pull}). Each run is copied whole in one transaction of the target store (its
 * row, notes, tags, every result with samples, histogram and raw JSON, every throughput point), so
 * an interrupted copy leaves no partial run. Runs are matched by {@link RunSummary#uid()}: a run
 * already in the target is left alone, so copying twice creates nothing new. A run still running is
 * not copied (its results are not all there yet).
 *
 * <p>Threading: blocking; one transfer at a time per pair of stores is expected but not required
 * (two hosts pushing the same run at once still store it once).
 */
public final class RunTransfer {
  private final RunStore from;
  private final RunStore to;

  public RunTransfer(RunStore from, RunStore to) {
    this.from = Objects.requireNonNull(from, "from");
    this.to = Objects.requireNonNull(to, "to");
  }

  /** What happened to one run. */
  public enum Outcome {
    COPIED,
    ALREADY_THERE,
    STILL_RUNNING
  }

  /**
   * One run's fate.
   *
   * @param sourceId the run's id in the source store
   * @param targetId its id in the target store (new or existing), or -1 if not copied
   * @param outcome what happened
   * @param results results the run holds
   * @param name the run's display name in the source store
   */
  public record Copied(long sourceId, long targetId, Outcome outcome, int results, String name) {}

  /**
   * Copies {@code runIds} (in the order given), telling {@code progress} after each.
   *
   * @throws RunNotFoundException if a run is not in the source store (runs before it are copied)
   */
  public List<Copied> copy(List<Long> runIds, Consumer<Copied> progress) {
    List<Copied> done = new ArrayList<>();
    for (long id : runIds) {
      Copied copied = copyOne(id);
      done.add(copied);
      progress.accept(copied);
    }
    return done;
  }

  private Copied copyOne(long id) {
    RunSummary run = from.run(id);
    if (run.status() == dev.wirebench.engine.result.RunStatus.RUNNING) {
      return new Copied(id, -1, Outcome.STILL_RUNNING, run.resultCount(), run.displayName());
    }
    var existing = to.findIdByUid(run.uid());
    if (existing.isPresent()) {
      return new Copied(
          id, existing.get(), Outcome.ALREADY_THERE, run.resultCount(), run.displayName());
    }
    RunCopy copy = from.snapshot(id);
    var inserted = to.insertCopy(copy);
    if (inserted.isPresent()) {
      return new Copied(
          id, inserted.getAsLong(), Outcome.COPIED, copy.results().size(), run.displayName());
    }
    long other = to.findIdByUid(run.uid()).orElse(-1L);
    return new Copied(id, other, Outcome.ALREADY_THERE, run.resultCount(), run.displayName());
  }
}
