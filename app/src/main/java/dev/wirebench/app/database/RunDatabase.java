package dev.wirebench.app.database;

import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The app's run database: the {@link RunStore} every screen reads and writes — an SQLite file or a
 * PostgreSQL team store — opened on first use (never on the FX thread: opening migrates and
 * recovers) and switchable with File ▸ Open Database… and File ▸ Open Team Store…. Screens hold
 * this, not a store, so that a switch reaches all of them.
 *
 * <p>Threading: every method may be called from any thread; {@link #store()} blocks on first use
 * and {@link #switchTo} blocks while it connects. Listeners are told of a switch on the thread that
 * made it.
 */
public final class RunDatabase implements AutoCloseable {
  private final List<Consumer<DatabaseLocation>> listeners = new CopyOnWriteArrayList<>();
  private DatabaseLocation location;
  private RunStore store;

  /** The database at {@code location}, not yet opened. */
  public RunDatabase(DatabaseLocation location) {
    this.location = Objects.requireNonNull(location);
  }

  /** The SQLite file at {@code file}, not yet opened. */
  public RunDatabase(Path file) {
    this(DatabaseLocation.file(file));
  }

  /** Where the database in use is. */
  public synchronized DatabaseLocation location() {
    return location;
  }

  /**
   * The database file in use, or empty for a team store. Output files are checked against it: an
   * export must never be written over the open database.
   */
  public Optional<Path> file() {
    return location().localFile();
  }

  /**
   * The open store, opening (and creating) it first if needed.
   *
   * @throws dev.wirebench.storage.BadDatabaseException if it is not a run database
   */
  public synchronized RunStore store() {
    if (store == null) {
      store = location.open();
    }
    return store;
  }

  /**
   * Opens {@code other} and makes it the database in use, closing the previous one. The previous
   * one stays in use if {@code other} cannot be opened.
   *
   * @throws dev.wirebench.storage.BadDatabaseException if {@code other} cannot be a run store
   */
  public void switchTo(DatabaseLocation other) {
    RunStore opened = other.open();
    RunStore previous;
    synchronized (this) {
      previous = store;
      store = opened;
      location = other;
    }
    if (previous != null) {
      previous.close();
    }
    listeners.forEach(listener -> listener.accept(other));
  }

  /** {@link #switchTo(DatabaseLocation)} an SQLite file. */
  public void switchTo(Path file) {
    switchTo(DatabaseLocation.file(file));
  }

  /** Calls {@code listener} with the new location after every switch. */
  public void onSwitch(Consumer<DatabaseLocation> listener) {
    listeners.add(listener);
  }

  @Override
  public synchronized void close() {
    if (store != null) {
      store.close();
      store = null;
    }
  }
}
