package dev.wirebench.storage;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.HistoryRow;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.RunComparison;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The run store: every run with its environment, results, raw samples, histograms and throughput
 * points, in one SQLite file (the default, one person on one machine) or in a PostgreSQL database
 * that many hosts write into at once (a team store). Both engines hold the same schema and give the
 * same answers; see {@link StoreEngine}.
 *
 * <p>A run is written as {@link RunStatus#RUNNING} when it starts and each result, whole, in its
 * own transaction as it completes. A run left running by a dead process is marked {@link
 * RunStatus#INTERRUPTED} when the store is next opened (see {@link Recovery}), its results kept; so
 * is one still running when its store is closed. A team store recovers only this host's runs. Every
 * run has a {@link RunSummary#uid() uid} (a UUID kept by copies, {@link RunTransfer}).
 *
 * <p>Threading: every method blocks and may be called from any thread. Writes go through one writer
 * thread, in order; reads use their own connections and see committed data only.
 */
public final class RunStore implements AutoCloseable {
  private final StoreEngine database;
  private final RunRepository runs;
  private final ResultRepository results;
  private final ThroughputRepository points = new ThroughputRepository();
  private final HistoryRepository histories = new HistoryRepository();
  private final RunWriter writer;
  private final RunEdits edits;
  private final RunCopier copier;
  private final RunProfiles profiles;
  private final Recovery recovery;

  RunStore(StoreEngine database, Clock clock) {
    this.database = database;
    this.runs = new RunRepository(database.dialect());
    this.results = new ResultRepository(database.dialect());
    this.writer = new RunWriter(database, runs, results, points, clock);
    // a running run whose owner may still write it (Owner#mayBeWriting) is kept, not recovered
    Predicate<String> keepRunning = encoded -> Owner.mayBeWriting(encoded, database.shared());
    this.edits = new RunEdits(database, runs, keepRunning);
    this.profiles = new RunProfiles(database);
    this.copier = new RunCopier(database, runs, results, points, profiles.repository());
    this.recovery = writer.recoverInterrupted(keepRunning);
  }

  /**
   * Opens the store at {@code file}, creating it (and its folder) if needed, migrating its schema
   * and marking runs left running by dead processes as interrupted; a {@link BadDatabaseException}
   * if the file cannot be a run store.
   */
  public static RunStore open(Path file) {
    return new RunStore(Database.open(file), Clock.systemUTC());
  }

  /**
   * Opens an existing store for a command that came to read it: a missing, empty or foreign file is
   * refused with a {@link BadDatabaseException} and left untouched (no schema is written into it).
   * An existing Wirebench database is migrated and recovered as by {@link #open(Path)}.
   */
  public static RunStore openExisting(Path file) {
    return new RunStore(StoreLocations.openExisting(file), Clock.systemUTC());
  }

  /**
   * Opens an existing team store for a command that came to read it: an empty database (no run
   * store in it yet) is refused with a {@link BadDatabaseException} and left untouched, as are a
   * newer or foreign one; an older Wirebench schema is migrated as by {@link #open(PostgresUrl)}.
   */
  public static RunStore openExisting(PostgresUrl url) {
    return new RunStore(StoreLocations.openExisting(url), Clock.systemUTC());
  }

  /**
   * Opens the existing store {@code location} names: a PostgreSQL URL ({@link
   * PostgresUrl#looksLike}) or else an SQLite file path (see the two methods above).
   */
  public static RunStore openExisting(String location) {
    return new RunStore(StoreLocations.openExisting(location), Clock.systemUTC());
  }

  /**
   * Checks the database file at {@code file} with SQLite's integrity check, reading only (no
   * migration, no recovery): {@code ["ok"]} or the problems found; a {@link BadDatabaseException}
   * if the file is missing, empty, not a database, or too damaged to be read at all.
   */
  public static List<String> checkIntegrity(Path file) {
    return IntegrityCheck.ofFile(file);
  }

  /**
   * Opens the team store at {@code url}, creating its tables in an empty database and migrating an
   * older schema; a BadDatabaseException if unreachable, login refused, newer or not a run store.
   */
  public static RunStore open(PostgresUrl url) {
    return new RunStore(PostgresDatabase.open(url), Clock.systemUTC());
  }

  /** Opens what {@code location} names with its schema at an older version (migration tests). */
  static RunStore openAtSchema(String location, int schemaVersion) {
    return new RunStore(StoreLocations.openAtSchema(location, schemaVersion), Clock.systemUTC());
  }

  /** Opens what {@code location} names: a PostgreSQL URL or else an SQLite file path. */
  public static RunStore open(String location) {
    return open(location, Clock.systemUTC());
  }

  /** Opens what {@code location} names as {@link #open(String)}, its writes timed by clock. */
  static RunStore open(String location, Clock clock) {
    return new RunStore(StoreLocations.open(location), clock);
  }

  /** The default database: {@code $XDG_DATA_HOME/wirebench/wirebench.db} (else ~/.local/share). */
  public static Path defaultLocation() {
    return StoreLocations.defaultLocation();
  }

  /**
   * The SQLite file; IllegalStateException for a team store, which has none ({@link #location}).
   */
  public Path file() {
    if (database instanceof Database sqlite) {
      return sqlite.file();
    }
    throw new IllegalStateException("a team store has no file: " + database.location());
  }

  /** Where the store is, for people: the file path, or the team store's URL without password. */
  public String location() {
    return database.location();
  }

  /** Whether this is a team store (PostgreSQL) that other hosts write into too. */
  public boolean isTeamStore() {
    return database.shared();
  }

  /** The SQLite file's database, for tests that make its writes fail (limitPages, refuseWrites). */
  Database sqliteForTest() {
    return sqlite("failing its writes on purpose");
  }

  private Database sqlite(String what) {
    if (database instanceof Database sqlite) {
      return sqlite;
    }
    throw new IllegalStateException(what + " is for SQLite files, not " + database.location());
  }

  /** Runs this open found left running by a dead process and marked interrupted. */
  public List<Long> recoveredRuns() {
    return recovery.marked();
  }

  /**
   * Stores a new run as running and returns its id. A label another run has gets a suffix, e.g.
   * {@code baseline (2)} ({@link #run(long)} tells which); {@code planJson} is kept verbatim.
   */
  public long startRun(RunKind kind, String label, String planJson, Environment environment) {
    return writer.start(kind, label, planJson, environment);
  }

  /** Starts a run and returns a recorder that writes to it (see {@link RunRecorder}). */
  public RunRecorder record(RunKind kind, String label, String planJson, Environment environment) {
    return new RunRecorder(this, startRun(kind, label, planJson, environment));
  }

  /** Stores one finished result of a running run, whole, in one transaction; returns its id. */
  public long addResult(long runId, BenchResult result) {
    return writer.addResult(runId, result);
  }

  /** Stores one throughput point of a running run. */
  public void addThroughputPoint(long runId, ThroughputPoint point) {
    writer.addThroughputPoint(runId, point);
  }

  /**
   * Ends a running run.
   *
   * @param status how it ended: complete, partial or failed (not running)
   * @throws StorageException if the run does not exist or already ended
   */
  public void finishRun(long runId, RunStatus status) {
    writer.finish(runId, status, null);
  }

  /** Ends a running run, adding {@code note} (why it is partial or failed) in one transaction. */
  public void finishRun(long runId, RunStatus status, String note) {
    writer.finish(runId, status, note == null ? "" : note);
  }

  /** Stores a run read from a file as one complete imported run, in one transaction; its id. */
  public long importRun(ImportedRun run) {
    return writer.importRun(run);
  }

  /**
   * Stores an imported run whose results {@code reader} hands over as it reads them, in one
   * transaction; with {@code once}, nothing (empty) if its file was imported here (atomic, V009).
   */
  public java.util.OptionalLong importStreamed(
      ImportedRun identity,
      java.util.function.Function<java.util.function.Consumer<BenchResult>, ImportedRun> reader,
      boolean once) {
    return writer.importStreamed(identity, reader, once);
  }

  /**
   * Writes a copy of a run from another store, whole, in one transaction, keeping its uid, times,
   * notes and tags; returns its id here, or empty if a run with its uid is already here.
   */
  java.util.OptionalLong insertCopy(RunCopy copy) {
    return copier.insertCopy(copy);
  }

  /** Sets a run's label; one another run has is refused ({@link LabelTakenException}). */
  public void rename(long runId, String label) {
    edits.rename(runId, label);
  }

  /** Sets a run's notes (empty clears them). */
  public void setNotes(long runId, String notes) {
    edits.setNotes(runId, notes);
  }

  /** Adds tags to a run (present ones are kept). */
  public void addTags(long runId, Collection<String> tags) {
    edits.addTags(runId, tags);
  }

  /** Removes tags from a run (absent ones are ignored). */
  public void removeTags(long runId, Collection<String> tags) {
    edits.removeTags(runId, tags);
  }

  /**
   * Deletes a run and all it holds; false if there was no such run.
   *
   * @throws RunStillRunningException if the run is being written by a live process (this one or
   *     another): its owner would lose the results it still has to store
   */
  public boolean deleteRun(long runId) {
    boolean deleted = edits.delete(runId);
    writer.forget(runId);
    return deleted;
  }

  /**
   * SQLite's {@code PRAGMA integrity_check} of the whole file: "ok", or the problems it lists.
   * Reads only.
   *
   * @throws IllegalStateException for a team store: PostgreSQL checks its own pages and never
   *     switches its foreign keys off, so there is no such check to run
   */
  public List<String> integrityCheck() {
    return sqlite("the integrity check").read("checking the database", IntegrityCheck::run);
  }

  /**
   * A fingerprint of the store's runs that changes when any process stores, finishes or deletes one
   * (see {@link ChangeStamp}); cheap enough to poll ({@link StoreWatcher}).
   */
  public ChangeStamp changeStamp() {
    return database.read("checking for new runs", ChangeStamp::read);
  }

  /** One page of runs in the query's order (newest first by default). */
  public RunPage listRuns(RunQuery query) {
    return recovery.shownPage(
        database.read(
            "listing runs",
            c -> RunPager.list(c, database.dialect(), runs.summaryColumns(), query)));
  }

  public Optional<RunSummary> findRun(long runId) {
    return database.read("reading run #" + runId, c -> runs.find(c, runId)).map(recovery::shown);
  }

  /**
   * The run with this id.
   *
   * @throws RunNotFoundException if there is none
   */
  public RunSummary run(long runId) {
    return findRun(runId).orElseThrow(() -> new RunNotFoundException(runId));
  }

  /** Runs whose label is exactly {@code label}, newest first. */
  public List<RunSummary> findRunsByLabel(String label) {
    return recovery.shownAll(
        database.read("finding runs labelled " + label, c -> runs.findByLabel(c, label)));
  }

  /** The newest run after skipping {@code skip} newer ones ({@code latest(0)} is the newest). */
  public Optional<RunSummary> latest(int skip) {
    return database.read("finding the latest run", c -> runs.latest(c, skip)).map(recovery::shown);
  }

  /** The run imported from a file with this SHA-256, if any. */
  public Optional<RunSummary> findImport(String sha256) {
    return database.read("looking for an earlier import", c -> runs.findBySource(c, sha256));
  }

  /** The id of the run with this uid here, if any. */
  public Optional<Long> findIdByUid(String uid) {
    return database.read("looking for run " + uid, c -> runs.findIdByUid(c, uid));
  }

  /** Everything run {@code runId} holds, read in one snapshot (for copying it elsewhere). */
  RunCopy snapshot(long runId) {
    return copier.snapshot(runId);
  }

  /** A run's results, in the order they were written, with everything stored for them. */
  public List<StoredResult> results(long runId) {
    return database.read(
        "reading the results of run #" + runId, c -> results.byRun(c, runId, true));
  }

  /** The profiles of runs' profiled forks (issue 35). */
  public RunProfiles profiles() {
    return profiles;
  }

  /** A run's throughput points, in the order they were written. */
  public List<ThroughputPoint> throughputPoints(long runId) {
    return database.read(
        "reading the throughput points of run #" + runId, c -> points.byRun(c, runId));
  }

  /** One benchmark's score across runs, newest first, at most {@code limit} points. */
  public List<HistoryPoint> history(
      String codec, String fixture, String operation, String mode, int limit) {
    return database.read(
        "reading the history of " + codec + "/" + fixture + "/" + operation,
        c -> results.history(c, codec, fixture, operation, mode, limit));
  }

  /** Per plan × case × codec, the newest result of a complete run ({@link ContenderRepository}). */
  public List<Contender> contenders() {
    return database.read("ranking codecs", new ContenderRepository()::all);
  }

  /** Every benchmark key the store holds results for, by codec, fixture, operation, mode. */
  public List<HistoryKey> historyKeys() {
    return database.read("listing the benchmarks with a history", histories::keys);
  }

  /** Every stored result of one key, oldest first, with its run's environment (complete runs). */
  public List<HistoryRow> historyRows(BenchmarkKey key) {
    return database.read("reading the history of " + key.describe(), c -> histories.rows(c, key));
  }

  /** {@link #historyRows}' newest {@code n} scored results per environment and plan, no more. */
  public List<HistoryRow> historyTail(BenchmarkKey key, int n) {
    return database.read("reading the tail of " + key.describe(), c -> histories.tail(c, key, n));
  }

  /** Result {@code id} with its per-fork iterations, as a comparison takes it; null if absent. */
  public BenchResult historyResult(long id) {
    return database.read("reading result " + id, c -> histories.result(c, id));
  }

  /**
   * Compares run {@code baselineId} with {@code candidateId} ({@link
   * dev.wirebench.engine.stats.RunComparer}) on what it needs, not all {@link #results(long)} has.
   * Throws {@link RunNotFoundException} if either run does not exist.
   */
  public RunComparison compare(long baselineId, long candidateId, CompareSettings settings) {
    return database.read(
        "comparing run #" + baselineId + " with run #" + candidateId,
        c ->
            new RunComparisons(runs, results, points)
                .compare(c, baselineId, candidateId, settings));
  }

  /** Marks the runs this store started and did not finish as interrupted, then closes the file. */
  @Override
  public void close() {
    try {
      writer.interruptUnfinished();
    } finally {
      database.close();
    }
  }
}
