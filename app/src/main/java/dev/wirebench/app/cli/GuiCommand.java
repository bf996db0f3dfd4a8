package dev.wirebench.app.cli;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.shell.WirebenchApp;
import dev.wirebench.storage.PostgresUrl;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javafx.application.Application;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code wirebench gui [--db FILE|URL]}: opens the desktop workbench, on the default database or
 * the one {@code --db} names, as every other command takes it.
 */
@Command(name = "gui", mixinStandardHelpOptions = true, description = "Open the desktop workbench.")
public final class GuiCommand implements Callable<Integer> {
  @Mixin StoreOptions store = new StoreOptions();

  @Override
  public Integer call() {
    if (noDisplay()) {
      throw new UserError(
          "no display to open the window on (DISPLAY is not set): on a headless benchmark host use"
              + " the other commands, or run the app under xvfb-run");
    }
    WirebenchApp.preload(location());
    Application.launch(WirebenchApp.class);
    return 0;
  }

  /** Linux without X11 or Wayland: JavaFX would fail with an exception, not a sentence. */
  private static boolean noDisplay() {
    return System.getProperty("os.name", "").startsWith("Linux")
        && isBlank(System.getenv("DISPLAY"))
        && isBlank(System.getenv("WAYLAND_DISPLAY"));
  }

  private static boolean isBlank(String value) {
    return value == null || value.isBlank();
  }

  /** The database to open: {@code --db}'s (checked now, so a bad URL is one line), or null. */
  private DatabaseLocation location() {
    if (store.db == null) {
      return null;
    }
    return PostgresUrl.looksLike(store.db)
        ? DatabaseLocation.teamStore(PostgresUrl.parse(store.db))
        : DatabaseLocation.file(Path.of(store.db));
  }
}
