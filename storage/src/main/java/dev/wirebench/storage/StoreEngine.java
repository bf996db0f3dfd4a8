package dev.wirebench.storage;

/**
 * The database under a {@link RunStore}: an embedded SQLite file ({@link Database}) or a shared
 * PostgreSQL server ({@link PostgresDatabase}). Both hold the same schema and answer the same
 * repository SQL; where their SQL differs, the repositories ask the {@link #dialect()}.
 *
 * <p>Contract: {@link #write} runs its work in one transaction, committed if the work returns and
 * rolled back if it throws, so a caller's unit of work is stored whole or not at all; {@link #read}
 * runs its work in one read-only transaction that sees one consistent, committed snapshot. Both
 * block, may be called from any thread, and wrap every {@link java.sql.SQLException} in a {@link
 * StorageException} that says what was being done and never carries a password.
 */
interface StoreEngine extends AutoCloseable {
  /** Runs {@code work} in one write transaction; {@code what} names it in error messages. */
  <T> T write(String what, SqlWork<T> work);

  /**
   * As {@link #write}, and the commit is on disk when this returns, whatever the engine's setting
   * for other commits: for the commits after which a user is told a run is kept.
   */
  default <T> T writeDurably(String what, SqlWork<T> work) {
    return write(what, work);
  }

  /** Runs {@code work} in one read-only transaction over one snapshot. */
  <T> T read(String what, SqlWork<T> work);

  /** Where the SQL differs between engines. */
  Dialect dialect();

  /** Where the store is, for messages: a file path, or a URL without its password. */
  String location();

  /**
   * Whether other hosts may write into this store at the same time. Crash recovery then leaves
   * other hosts' running runs alone: their writers may well be alive.
   */
  boolean shared();

  @Override
  void close();
}
