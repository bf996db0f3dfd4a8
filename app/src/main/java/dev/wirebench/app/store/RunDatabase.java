package dev.wirebench.app.store;

import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The app's run database: the {@link RunStore} every screen reads and writes, opened on first use
 * (never on the FX thread: opening migrates and recovers) and switchable with File ▸ Open Database.
 * Screens hold this, not a store, so that a switch reaches all of them.
 *
 * <p>Threading: every method may be called from any thread; {@link #store()} blocks on first use.
 * Listeners are told of a switch on the thread that made it.
 */
public final class RunDatabase implements AutoCloseable {
  private final List<Consumer<Path>> listeners = new CopyOnWriteArrayList<>();
  private Path file;
  private RunStore store;

  /** The database at {@code file}, not yet opened. */
  public RunDatabase(Path file) {
    this.file = Objects.requireNonNull(file);
  }

  /** The database file in use. */
  public synchronized Path file() {
    return file;
  }

  /**
   * The open store, opening (and creating) the file first if needed.
   *
   * @throws dev.wirebench.storage.BadDatabaseException if the file is not a run database
   */
  public synchronized RunStore store() {
    if (store == null) {
      store = RunStore.open(file);
    }
    return store;
  }

  /**
   * Opens {@code other} and makes it the database in use, closing the previous one. The previous
   * one stays in use if {@code other} cannot be opened.
   */
  public void switchTo(Path other) {
    RunStore opened = RunStore.open(other);
    RunStore previous;
    synchronized (this) {
      previous = store;
      store = opened;
      file = other;
    }
    if (previous != null) {
      previous.close();
    }
    listeners.forEach(listener -> listener.accept(other));
  }

  /** Calls {@code listener} with the new file after every switch. */
  public void onSwitch(Consumer<Path> listener) {
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
