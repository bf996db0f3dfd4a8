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
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The run store: every run with its environment, results, raw samples, histograms and throughput
 * points, in one SQLite file (the default, one person on one machine) or in a PostgreSQL database
 * that many hosts write into at once (a team store). Both engines hold the same schema and give the
 * same answers; see {@link StoreEngine}.
 *
 * <p>A run is written as {@link RunStatus#RUNNING} when it starts and each result as it completes,
 * each in its own transaction (a result with its samples, histogram and raw JSON is stored whole or
 * not at all). A run left running by a crashed or killed process is marked {@link
 * RunStatus#INTERRUPTED} when the file is next opened, its completed results kept; a run still
 * running when its store is closed is marked interrupted too. In a team store only this host's runs
 * are recovered: another host's running run may have a live writer.
 *
 * <p>Every run carries a {@link RunSummary#uid() uid}, a UUID given when it is first stored and
 * kept when it is copied between stores ({@link RunTransfer}), so a copy is never made twice.
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
  private final Owner owner = Owner.current();
  private final Set<Long> ownRunning = ConcurrentHashMap.newKeySet();
  private final List<Long> recovered;

  /** Whether a running run's owner may still write it ({@link Owner#mayBeWriting}): kept, then. */
  private final java.util.function.Predicate<String> keepRunning;

  private RunStore(StoreEngine database) {
    this.database = database;
    this.runs = new RunRepository(database.dialect());
    this.results = new ResultRepository(database.dialect());
    this.keepRunning = encoded -> Owner.mayBeWriting(encoded, database.shared());
    this.recovered =
        database.write(
            "marking runs left running by a crash as interrupted",
            c -> runs.recoverInterrupted(c, keepRunning));
  }

  /**
   * Opens the store at {@code file}, creating it (and its folder) if needed, migrating its schema
   * and marking runs left running by dead processes as interrupted.
   *
   * @throws BadDatabaseException if the file cannot be a run store
   */
  public static RunStore open(Path file) {
    return new RunStore(Database.open(file));
  }

  /**
   * Opens an existing store for a command that came to read it: a missing, empty or foreign file is
   * refused with a {@link BadDatabaseException} and left untouched (no schema is written into it).
   * An existing Wirebench database is migrated and recovered as by {@link #open(Path)}.
   */
  public static RunStore openExisting(Path file) {
    return new RunStore(Database.open(file, Migrations.latestVersion(), true));
  }

  /**
   * Opens an existing team store for a command that came to read it: an empty database (no run
   * store in it yet) is refused with a {@link BadDatabaseException} and left untouched, as are a
   * newer or foreign one; an older Wirebench schema is migrated as by {@link #open(PostgresUrl)}.
   */
  public static RunStore openExisting(PostgresUrl url) {
    return new RunStore(PostgresDatabase.open(url, PostgresMigrations.latestVersion(), true));
  }

  /**
   * Opens the existing store {@code location} names: a PostgreSQL URL ({@link
   * PostgresUrl#looksLike}) or else an SQLite file path; see {@link #openExisting(Path)} and {@link
   * #openExisting(PostgresUrl)}.
   */
  public static RunStore openExisting(String location) {
    if (PostgresUrl.looksLike(location)) {
      return openExisting(PostgresUrl.parse(location));
    }
    return openExisting(Path.of(location));
  }

  /**
   * Checks the database file at {@code file} with SQLite's integrity check, reading only (no
   * migration, no recovery): {@code ["ok"]} or the problems found.
   *
   * @throws BadDatabaseException if the file is missing, empty, not a database, or too damaged to
   *     be read at all
   */
  public static List<String> checkIntegrity(Path file) {
    return IntegrityCheck.ofFile(file);
  }

  /** Opens with the schema at an older version, for migration tests. */
  static RunStore open(Path file, int schemaVersion) {
    return new RunStore(Database.open(file, schemaVersion));
  }

  /**
   * Opens the team store at {@code url}, creating its tables in an empty database and migrating an
   * older schema.
   *
   * @throws BadDatabaseException if the server cannot be reached or refuses the login, or the
   *     database is from a newer Wirebench or is not a run store; nothing is written then
   */
  public static RunStore open(PostgresUrl url) {
    return new RunStore(PostgresDatabase.open(url));
  }

  /** Opens the team store with its schema at an older version, for migration tests. */
  static RunStore open(PostgresUrl url, int schemaVersion) {
    return new RunStore(PostgresDatabase.open(url, schemaVersion));
  }

  /**
   * Opens what {@code location} names: a PostgreSQL URL ({@link PostgresUrl#looksLike}) or else an
   * SQLite file path.
   */
  public static RunStore open(String location) {
    if (PostgresUrl.looksLike(location)) {
      return open(PostgresUrl.parse(location));
    }
    return open(Path.of(location));
  }

  /**
   * The default database: {@code $XDG_DATA_HOME/wirebench/wirebench.db}, else {@code
   * ~/.local/share/wirebench/wirebench.db}.
   */
  public static Path defaultLocation() {
    String xdg = System.getenv("XDG_DATA_HOME");
    Path base =
        xdg != null && !xdg.isBlank()
            ? Path.of(xdg)
            : Path.of(System.getProperty("user.home"), ".local", "share");
    return base.resolve("wirebench").resolve("wirebench.db");
  }

  /**
   * The SQLite file.
   *
   * @throws IllegalStateException for a team store, which has no file (see {@link #location()})
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

  /** Makes every later write that grows the file past {@code pages} pages fail (tests). */
  void limitPagesForTest(long pages) {
    sqlite("limiting its size").limitPages(pages);
  }

  /** Makes every later write fail as on a read-only file system, or work again (tests). */
  void refuseWritesForTest(boolean refuse) {
    sqlite("refusing writes").refuseWrites(refuse);
  }

  private Database sqlite(String what) {
    if (database instanceof Database sqlite) {
      return sqlite;
    }
    throw new IllegalStateException(what + " is for SQLite files, not " + database.location());
  }

  /** Runs this open found left running by a dead process and marked interrupted. */
  public List<Long> recoveredRuns() {
    return recovered;
  }

  // ---------------------------------------------------------------- writing a run

  /**
   * Stores a new run as running and returns its id.
   *
   * @param planJson what is planned, as JSON (kept verbatim), or null
   */
  public long startRun(RunKind kind, String label, String planJson, Environment environment) {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(environment, "environment");
    NewRun run =
        new NewRun(
            kind,
            clean(label),
            RunStatus.RUNNING,
            Instant.now(),
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

  /** Starts a run and returns a recorder that writes to it (see {@link RunRecorder}). */
  public RunRecorder record(RunKind kind, String label, String planJson, Environment environment) {
    return new RunRecorder(this, startRun(kind, label, planJson, environment));
  }

  /**
   * Stores one finished result of a running run, whole, in one transaction; returns its id.
   *
   * @throws StorageException if the run does not exist or is no longer running
   */
  public long addResult(long runId, BenchResult result) {
    Objects.requireNonNull(result, "result");
    return database.write(
        "saving result " + result.benchmark() + " of run #" + runId,
        c -> {
          requireRunning(c, runId);
          return results.insertAll(c, runId, List.of(result), Instant.now()).get(0);
        });
  }

  /** Stores one throughput point of a running run. */
  public void addThroughputPoint(long runId, ThroughputPoint point) {
    Objects.requireNonNull(point, "point");
    database.write(
        "saving a throughput point of run #" + runId,
        c -> {
          requireRunning(c, runId);
          points.insert(c, runId, point, Instant.now());
          return null;
        });
  }

  /**
   * Ends a running run.
   *
   * @param status how it ended: complete, partial or failed (not running)
   * @throws StorageException if the run does not exist or already ended
   */
  public void finishRun(long runId, RunStatus status) {
    if (status == RunStatus.RUNNING) {
      throw new IllegalArgumentException("a run cannot finish as running");
    }
    database.write(
        "finishing run #" + runId,
        c -> {
          requireRunning(c, runId);
          return runs.finish(c, runId, status, Instant.now());
        });
    ownRunning.remove(runId);
  }

  /**
   * Ends a running run and adds {@code note} to its notes in the same transaction (why it is
   * partial or failed).
   */
  public void finishRun(long runId, RunStatus status, String note) {
    if (status == RunStatus.RUNNING) {
      throw new IllegalArgumentException("a run cannot finish as running");
    }
    database.write(
        "finishing run #" + runId,
        c -> {
          requireRunning(c, runId);
          runs.appendNote(c, runId, clean(note));
          return runs.finish(c, runId, status, Instant.now());
        });
    ownRunning.remove(runId);
  }

  private void requireRunning(java.sql.Connection c, long runId) throws java.sql.SQLException {
    RunStatus status =
        runs.statusForUpdate(c, runId).orElseThrow(() -> new RunNotFoundException(runId));
    if (status != RunStatus.RUNNING) {
      throw new StorageException(
          "run #" + runId + " is " + RunRepository.name(status) + ", not running");
    }
  }

  /**
   * Stores a run read from a file made elsewhere as one complete {@link RunKind#IMPORTED} run, in
   * one transaction: all its results or nothing. Returns its id.
   */
  public long importRun(ImportedRun run) {
    return database.write(
        "importing " + run.source(),
        c -> {
          NewRun row =
              new NewRun(
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
          long id = runs.insert(c, row);
          results.insertAll(c, id, run.results(), Instant.now());
          return id;
        });
  }

  /**
   * Writes a copy of a run from another store, whole, in one transaction, keeping its uid, times,
   * notes and tags; returns its id here, or empty if a run with its uid is already here.
   */
  java.util.OptionalLong insertCopy(RunCopy copy) {
    RunSummary run = copy.run();
    return database.write(
        "copying run " + run.uid() + " into " + location(),
        c -> {
          java.util.OptionalLong inserted =
              runs.insertIfAbsent(
                  c,
                  new NewRun(
                      run.kind(),
                      run.label(),
                      run.status(),
                      run.startedAt(),
                      run.finishedAt(),
                      run.planJson(),
                      run.environment(),
                      null,
                      run.source(),
                      copy.sourceSha256(),
                      run.uid()));
          if (inserted.isEmpty()) {
            return inserted;
          }
          long id = inserted.getAsLong();
          runs.setNotes(c, id, run.notes());
          runs.addTags(c, id, run.tags());
          List<StoredResult> stored = copy.results();
          results.insertAll(
              c,
              id,
              stored.stream().map(StoredResult::result).toList(),
              index -> stored.get(index).recordedAt());
          for (int i = 0; i < copy.points().size(); i++) {
            points.insert(c, id, copy.points().get(i), copy.pointTimes().get(i));
          }
          return inserted;
        });
  }

  // ---------------------------------------------------------------- editing runs

  /** Sets a run's label. */
  public void rename(long runId, String label) {
    edit("renaming run #" + runId, runId, c -> runs.setLabel(c, runId, clean(label)));
  }

  /** Sets a run's notes (empty clears them). */
  public void setNotes(long runId, String notes) {
    edit("setting the notes of run #" + runId, runId, c -> runs.setNotes(c, runId, clean(notes)));
  }

  /** Adds tags to a run (present ones are kept). */
  public void addTags(long runId, Collection<String> tags) {
    List<String> valid = tags.stream().map(RunStore::validTag).toList();
    edit(
        "tagging run #" + runId,
        runId,
        c -> {
          runs.addTags(c, runId, valid);
          return true;
        });
  }

  /** Removes tags from a run (absent ones are ignored). */
  public void removeTags(long runId, Collection<String> tags) {
    edit(
        "untagging run #" + runId,
        runId,
        c -> {
          runs.removeTags(c, runId, tags);
          return true;
        });
  }

  private void edit(String what, long runId, SqlWork<Boolean> work) {
    database.write(
        what,
        c -> {
          if (runs.status(c, runId).isEmpty()) {
            throw new RunNotFoundException(runId);
          }
          return work.run(c);
        });
  }

  /**
   * Deletes a run and all it holds; false if there was no such run.
   *
   * @throws RunStillRunningException if the run is being written by a live process (this one or
   *     another): its owner would lose the results it still has to store
   */
  public boolean deleteRun(long runId) {
    boolean deleted =
        database.write(
            "deleting run #" + runId,
            c -> {
              Optional<String> running = runs.runningOwner(c, runId);
              if (running.isPresent() && keepRunning.test(running.get())) {
                throw new RunStillRunningException(
                    runId, Owner.decode(running.get()).orElseThrow());
              }
              return runs.delete(c, runId);
            });
    ownRunning.remove(runId);
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

  private static String clean(String text) {
    return text == null ? "" : text.strip();
  }

  private static String validTag(String tag) {
    String clean = clean(tag);
    if (clean.isEmpty() || clean.chars().anyMatch(ch -> Character.isISOControl(ch))) {
      throw new IllegalArgumentException("a tag must be non-empty text without control characters");
    }
    return clean;
  }

  // ---------------------------------------------------------------- reading

  /** One page of runs, newest first. */
  public RunPage listRuns(RunQuery query) {
    return database.read("listing runs", c -> runs.list(c, query));
  }

  public Optional<RunSummary> findRun(long runId) {
    return database.read("reading run #" + runId, c -> runs.find(c, runId));
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
    return database.read("finding runs labelled " + label, c -> runs.findByLabel(c, label));
  }

  /** The newest run after skipping {@code skip} newer ones ({@code latest(0)} is the newest). */
  public Optional<RunSummary> latest(int skip) {
    return database.read("finding the latest run", c -> runs.latest(c, skip));
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
    return database.read(
        "reading run #" + runId + " to copy it",
        c -> {
          RunSummary run = runs.find(c, runId).orElseThrow(() -> new RunNotFoundException(runId));
          return new RunCopy(
              run,
              runs.sourceSha256(c, runId),
              results.byRun(c, runId, true),
              points.byRun(c, runId),
              points.recordedAt(c, runId));
        });
  }

  /** A run's results, in the order they were written, with everything stored for them. */
  public List<StoredResult> results(long runId) {
    return database.read(
        "reading the results of run #" + runId, c -> results.byRun(c, runId, true));
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

  /** Every benchmark key the store holds results for, by codec, fixture, operation, mode. */
  public List<HistoryKey> historyKeys() {
    return database.read("listing the benchmarks with a history", histories::keys);
  }

  /**
   * Every stored result of one benchmark key, oldest run first, with its run's environment: what
   * {@link dev.wirebench.engine.history.SeriesSplitter} turns into series.
   */
  public List<HistoryRow> historyRows(BenchmarkKey key) {
    return database.read("reading the history of " + key.describe(), c -> histories.rows(c, key));
  }

  /**
   * Compares baseline run {@code baselineId} with candidate run {@code candidateId} (see {@link
   * dev.wirebench.engine.stats.RunComparer}). The results inside the comparison carry what it needs
   * — scores, units, params, samples, CIs, alloc, size — but no raw JSON, histograms, percentiles
   * or secondary metrics; {@link #results(long)} has those.
   *
   * @throws RunNotFoundException if either run does not exist
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
      if (!ownRunning.isEmpty()) {
        database.write(
            "marking unfinished runs as interrupted",
            c -> {
              for (long id : ownRunning) {
                runs.finish(c, id, RunStatus.INTERRUPTED, Instant.now());
              }
              return null;
            });
      }
    } catch (StorageException stillFailing) {
      // The database refuses writes (full, read-only): the failure that stopped those runs was
      // reported where it happened, and the next open marks them interrupted, as after a crash.
    } finally {
      ownRunning.clear();
      database.close();
    }
  }
}
