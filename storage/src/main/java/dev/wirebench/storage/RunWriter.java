package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * How {@link RunStore} writes runs: a run stored as running when it starts, each result and
 * throughput point in its own transaction while it runs, its end; whole imported runs; and the runs
 * this store started and has not finished, marked interrupted when it closes.
 *
 * <p>Every time written comes from the store's {@link Clock} (the system clock outside tests).
 * Thread-safe: the running-run set is concurrent and every write goes through the engine's writer.
 */
final class RunWriter {
  private final StoreEngine database;
  private final RunRepository runs;
  private final ResultRepository results;
  private final ThroughputRepository points;
  private final Clock clock;
  private final Owner owner = Owner.current();
  private final Set<Long> ownRunning = ConcurrentHashMap.newKeySet();

  RunWriter(
      StoreEngine database,
      RunRepository runs,
      ResultRepository results,
      ThroughputRepository points,
      Clock clock) {
    this.database = database;
    this.runs = runs;
    this.results = results;
    this.points = points;
    this.clock = clock;
  }

  long start(RunKind kind, String label, String planJson, Environment environment) {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(environment, "environment");
    NewRun run =
        new NewRun(
            kind,
            RunEdits.clean(label),
            RunStatus.RUNNING,
            clock.instant(),
            null,
            planJson,
            environment,
            owner.encode(),
            null,
            null,
            NewRun.newUid());
    long id =
        database.write("starting a " + RunRepository.name(kind) + " run", c -> runs.insert(c, run));
    ownRunning.add(id);
    return id;
  }

  long addResult(long runId, BenchResult result) {
    Objects.requireNonNull(result, "result");
    return database.write(
        "saving result " + result.benchmark() + " of run #" + runId,
        c -> {
          requireRunning(c, runId);
          return results.insertAll(c, runId, List.of(result), clock.instant()).get(0);
        });
  }

  void addThroughputPoint(long runId, ThroughputPoint point) {
    Objects.requireNonNull(point, "point");
    database.write(
        "saving a throughput point of run #" + runId,
        c -> {
          requireRunning(c, runId);
          points.insert(c, runId, point, clock.instant());
          return null;
        });
  }

  /** Ends a running run, adding {@code note} (unless null) to its notes in the same transaction. */
  void finish(long runId, RunStatus status, String note) {
    if (status == RunStatus.RUNNING) {
      throw new IllegalArgumentException("a run cannot finish as running");
    }
    database.writeDurably(
        "finishing run #" + runId,
        c -> {
          requireRunning(c, runId);
          if (note != null) {
            runs.appendNote(c, runId, RunEdits.clean(note));
          }
          return runs.finish(c, runId, status, clock.instant());
        });
    ownRunning.remove(runId);
  }

  private void requireRunning(Connection c, long runId) throws SQLException {
    RunStatus status =
        runs.statusForUpdate(c, runId).orElseThrow(() -> new RunNotFoundException(runId));
    if (status != RunStatus.RUNNING) {
      throw new StorageException(
          "run #" + runId + " is " + RunRepository.name(status) + ", not running");
    }
  }

  long importRun(ImportedRun run) {
    return importStreamed(
            run,
            sink -> {
              run.results().forEach(sink);
              return run;
            },
            false)
        .orElseThrow();
  }

  /**
   * Stores an imported run whose results {@code reader} hands over one at a time while it reads
   * them, in one transaction (with {@code once}, only if no other run claimed its file: empty
   * then). Results are inserted in batches as they come, so memory stays bounded; the run's plan
   * and environment, known once the file was read whole, are written last. If {@code reader}
   * throws, nothing is stored.
   *
   * @param identity the run as known before reading: label, source, SHA-256, time
   * @param reader reads the file into the sink given, returning the run with plan and environment
   */
  OptionalLong importStreamed(
      ImportedRun identity, Function<Consumer<BenchResult>, ImportedRun> reader, boolean once) {
    try {
      return database.writeDurably(
          "importing " + identity.source(),
          c -> {
            long id = runs.insert(c, importedRow(identity));
            if (once && !ImportedFiles.claim(c, identity.sourceSha256(), id)) {
              throw new FileAlreadyClaimed(); // nothing read yet, nothing stored
            }
            List<BenchResult> batch = new ArrayList<>(IMPORT_BATCH);
            ImportedRun read;
            try {
              read =
                  reader.apply(
                      result -> {
                        batch.add(result);
                        if (batch.size() == IMPORT_BATCH) {
                          insertBatch(c, id, batch);
                        }
                      });
            } catch (UncheckedSqlException e) {
              throw e.getCause();
            }
            insertBatch(c, id, batch);
            ImportedFiles.setSettings(c, id, read.planJson(), read.environment());
            return OptionalLong.of(id);
          });
    } catch (FileAlreadyClaimed e) {
      return OptionalLong.empty();
    }
  }

  /** Results per insert while streaming an import: bounded memory, few round trips. */
  private static final int IMPORT_BATCH = 256;

  private void insertBatch(Connection c, long runId, List<BenchResult> batch) {
    try {
      results.insertAll(c, runId, batch, clock.instant());
      batch.clear();
    } catch (SQLException e) {
      throw new UncheckedSqlException(e);
    }
  }

  /** An SQLException carried out of the reader's sink, thrown again as itself outside it. */
  private static final class UncheckedSqlException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UncheckedSqlException(SQLException cause) {
      super(cause);
    }

    @Override
    public synchronized SQLException getCause() {
      return (SQLException) super.getCause();
    }
  }

  private static NewRun importedRow(ImportedRun run) {
    return new NewRun(
        RunKind.IMPORTED,
        run.label(),
        RunStatus.COMPLETE,
        run.startedAt(),
        run.startedAt(),
        run.planJson(),
        run.environment(),
        null,
        run.source(),
        run.sourceSha256(),
        NewRun.newUid());
  }

  /** Another import stored the same file first: this transaction stores nothing. */
  private static final class FileAlreadyClaimed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    FileAlreadyClaimed() {
      super("the file was imported by another process first", null, false, false);
    }
  }

  /**
   * Marks runs left running by dead processes as interrupted (their finish time the last thing they
   * stored) and returns their ids; runs whose owner {@code keepRunning} are left alone.
   */
  Recovery recoverInterrupted(Predicate<String> keepRunning) {
    // A read first: almost always there is nothing to mark, and then opening writes nothing
    // (so reading commands work on a full disk or a read-only file).
    List<Long> left =
        database.read(
            "looking for runs left running by a crash", c -> runs.leftRunning(c, keepRunning));
    if (left.isEmpty()) {
      return Recovery.NONE;
    }
    try {
      return Recovery.marked(
          database.writeDurably(
              "marking runs left running by a crash as interrupted",
              c -> runs.recoverInterrupted(c, keepRunning)));
    } catch (BadDatabaseException cannotWrite) {
      // Full, read-only or damaged: a command that only reads must still work. The runs are shown
      // as interrupted and marked by the next open that can write; a write fails on its own.
      return Recovery.unmarked(left);
    }
  }

  /** The run is gone (deleted): closing need not mark it. */
  void forget(long runId) {
    ownRunning.remove(runId);
  }

  /**
   * Marks the runs this store started and did not finish as interrupted; if the database refuses
   * the write, leaves them for the next open's recovery.
   */
  void interruptUnfinished() {
    try {
      if (!ownRunning.isEmpty()) {
        database.writeDurably(
            "marking unfinished runs as interrupted",
            c -> {
              for (long id : ownRunning) {
                runs.finish(c, id, RunStatus.INTERRUPTED, clock.instant());
              }
              return null;
            });
      }
    } catch (StorageException stillFailing) {
      // The database refuses writes (full, read-only): the failure that stopped those runs was
      // reported where it happened, and the next open marks them interrupted, as after a crash.
    } finally {
      ownRunning.clear();
    }
  }
}
