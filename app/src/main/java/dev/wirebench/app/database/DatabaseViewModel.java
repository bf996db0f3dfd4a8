package dev.wirebench.app.database;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.StorageException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * Which run database the whole app works on, and the commands that switch it: File ▸ Open Database…
 * (an SQLite file) and File ▸ Open Team Store… (a PostgreSQL URL and a password). Every screen
 * follows {@link #locationProperty()}.
 *
 * <p>Connecting happens on the task executor, never on the FX thread; {@link #connectingProperty()}
 * is true meanwhile. A store that cannot be opened — unreachable, login refused, a newer schema,
 * not a Wirebench database — leaves the app on the store it was on, and {@link #errorProperty()}
 * says why in one line.
 *
 * <p>The password is used only in memory: it goes into the store's connection settings and nowhere
 * else. {@link #teamStoreUrlProperty()}, which settings save, is the URL without it, and an error
 * line that ever repeated it would have it replaced by {@code ***}. Without a typed password the
 * store finds one as the CLI does: in the URL, {@code PGPASSWORD}, or {@code ~/.pgpass}.
 *
 * <p>FX thread only.
 */
public final class DatabaseViewModel {
  private final RunDatabase database;
  private final TaskExecutor executor;
  private final ReadOnlyObjectWrapper<DatabaseLocation> location =
      new ReadOnlyObjectWrapper<>(this, "location");
  private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper(this, "connecting");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
  private final StringProperty teamStoreUrl = new SimpleStringProperty(this, "teamStoreUrl", "");
  private String remembered;

  /**
   * @param rememberedTeamStore the team store opened in an earlier session (URL without password),
   *     or empty
   */
  public DatabaseViewModel(
      RunDatabase database, TaskExecutor executor, String rememberedTeamStore) {
    this.database = database;
    this.executor = executor;
    location.set(database.location());
    remembered = rememberedTeamStore == null ? "" : rememberedTeamStore;
    teamStoreUrl.set(remembered);
  }

  /** Opens (or creates) the SQLite file {@code file} and makes it the app's database. */
  public void openFile(Path file) {
    DatabaseLocation target = DatabaseLocation.file(file);
    connect("Opening database " + file.getFileName(), () -> target, "");
  }

  /**
   * Opens the team store at {@code url} (a {@code postgresql://} or {@code jdbc:postgresql:} URL),
   * creating its tables in an empty database, and makes it the app's database.
   *
   * @param password typed by the user; empty to use the URL's, {@code PGPASSWORD} or {@code
   *     ~/.pgpass}
   */
  public void openTeamStore(String url, String password) {
    String text = url == null ? "" : url.strip();
    String typed = password == null ? "" : password;
    if (text.isEmpty()) {
      error.set("Enter the team store's URL, e.g. postgresql://user@host:5432/wirebench");
      return;
    }
    if (!PostgresUrl.looksLike(text)) {
      error.set(
          "Not a PostgreSQL URL: use postgresql://user@host:5432/database or jdbc:postgresql://…");
      return;
    }
    connect(
        "Connecting to the team store",
        () -> {
          PostgresUrl parsed = PostgresUrl.parse(text);
          return DatabaseLocation.teamStore(typed.isEmpty() ? parsed : parsed.withPassword(typed));
        },
        typed);
  }

  private void connect(String title, Supplier<DatabaseLocation> target, String secret) {
    if (connecting.get()) {
      return;
    }
    connecting.set(true);
    error.set("");
    message.set("");
    executor.submit(
        title,
        context -> {
          DatabaseLocation opened = target.get(); // parsing reads PGPASSWORD: off the FX thread
          database.switchTo(opened);
          return opened;
        },
        opened -> {
          connecting.set(false);
          location.set(opened);
          if (opened.isTeamStore()) {
            remembered = opened.display();
            teamStoreUrl.set(remembered);
          }
          message.set(
              (opened.isTeamStore() ? "Opened team store " : "Opened database ")
                  + opened.display());
        },
        failure -> {
          connecting.set(false);
          fail(failure, secret);
        });
  }

  /** Problems with the store become one line (never the password); the rest are unexpected. */
  private void fail(Throwable failure, String secret) {
    if (failure instanceof StorageException
        || failure instanceof UncheckedIOException
        || failure instanceof IllegalArgumentException) {
      String line = String.valueOf(failure.getMessage()).replaceAll("\\s*\\R\\s*", " ").strip();
      if (!secret.isEmpty()) {
        line = line.replace(secret, "***");
      }
      error.set(line);
    } else {
      executor.reportUnexpected(failure);
    }
  }

  /** Clears the error and message lines (the dialog opens afresh, the banner is dismissed). */
  public void dismissMessages() {
    error.set("");
    message.set("");
  }

  /** The database the app works on now. */
  /** Whether the open database is a team store. */
  public boolean onTeamStore() {
    return location.get().isTeamStore();
  }

  public ReadOnlyObjectProperty<DatabaseLocation> locationProperty() {
    return location.getReadOnlyProperty();
  }

  /** True while a store is being opened. */
  public ReadOnlyBooleanProperty connectingProperty() {
    return connecting.getReadOnlyProperty();
  }

  /** Why the last open failed, in one line, or empty. */
  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /** What the last open did ("Opened team store postgresql://…"), or empty. */
  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }

  /**
   * The URL in the Open Team Store dialog: at first the team store opened last (without password),
   * then what the user types.
   */
  public StringProperty teamStoreUrlProperty() {
    return teamStoreUrl;
  }

  /**
   * What settings keep: the team store opened last (this session or an earlier one), as a URL
   * without password; a URL typed but never opened is not remembered.
   */
  public String rememberedTeamStore() {
    return remembered;
  }
}
