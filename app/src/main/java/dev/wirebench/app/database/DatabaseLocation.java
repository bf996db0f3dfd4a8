package dev.wirebench.app.database;

import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where the app's runs are: an SQLite file, or a PostgreSQL team store that many hosts write into.
 *
 * <p>A team store's location may hold a password (typed into the Open Team Store dialog): it stays
 * in memory, in the {@link PostgresUrl}, so the store can open new connections. Everything a person
 * or a file sees — {@link #display()}, {@link #toString()}, equality — is the URL without it.
 * Immutable.
 */
public final class DatabaseLocation {
  private final Path file;
  private final PostgresUrl url;

  private DatabaseLocation(Path file, PostgresUrl url) {
    this.file = file;
    this.url = url;
  }

  /** An SQLite file (created when opened, if new). */
  public static DatabaseLocation file(Path file) {
    return new DatabaseLocation(Objects.requireNonNull(file, "file"), null);
  }

  /** A PostgreSQL team store. */
  public static DatabaseLocation teamStore(PostgresUrl url) {
    return new DatabaseLocation(null, Objects.requireNonNull(url, "url"));
  }

  /**
   * Opens the store here: the file, creating it if new, or the team store, creating its tables in
   * an empty database. Blocking; never on the FX thread.
   *
   * @throws dev.wirebench.storage.BadDatabaseException if it cannot be a run store (one line, never
   *     the password)
   */
  public RunStore open() {
    return url != null ? RunStore.open(url) : RunStore.open(file);
  }

  /** The SQLite file, or empty for a team store (which has no file on this machine). */
  public Optional<Path> localFile() {
    return Optional.ofNullable(file);
  }

  /** The team store's URL, or empty for an SQLite file. */
  public Optional<PostgresUrl> teamStoreUrl() {
    return Optional.ofNullable(url);
  }

  /** Whether this is a PostgreSQL team store. */
  public boolean isTeamStore() {
    return url != null;
  }

  /**
   * The file path, or the team store's URL without its password ({@code
   * postgresql://user@host:5432/db?sslmode=…}): what the status bar shows and settings may keep.
   */
  public String display() {
    return url != null ? url.display() : file.toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DatabaseLocation that
        && isTeamStore() == that.isTeamStore()
        && display().equals(that.display());
  }

  @Override
  public int hashCode() {
    return display().hashCode();
  }

  @Override
  public String toString() {
    return display();
  }
}
