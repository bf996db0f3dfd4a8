package dev.wirebench.app.shell;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.settings.UserDirs;
import java.util.ServiceConfigurationError;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The desktop application. Services load in {@link #init} (off the FX thread); {@link #start}
 * builds the {@link Workbench}; {@link #stop} saves the settings. Launched by {@code wirebench gui}
 * through {@code Main} (launching an Application subclass straight from the class path fails).
 * Development tools (the screenshot tour in the test sources) subclass it and hook {@link
 * #started}.
 */
public class WirebenchApp extends Application {
  private static volatile CompletableFuture<Services> preloaded;

  private final UserDirs dirs = UserDirs.system();
  private Services services;
  private Throwable startupFailure;
  private Workbench workbench;

  /**
   * Starts loading the services (the codec libraries above all) in the background, to overlap with
   * JavaFX starting its toolkit; call before {@link Application#launch}.
   */
  public static void preload() {
    preload(null);
  }

  /**
   * As {@link #preload()}, on the database at {@code location} instead of the default file (null:
   * the default), as {@code wirebench gui --db} asks.
   */
  public static void preload(DatabaseLocation location) {
    preloaded = CompletableFuture.supplyAsync(() -> Services.load(UserDirs.system(), location));
  }

  @Override
  public final void init() {
    CompletableFuture<Services> early = preloaded;
    try {
      services = early != null ? early.join() : Services.load(dirs);
    } catch (CompletionException e) {
      startupFailure = e.getCause() == null ? e : e.getCause();
    } catch (RuntimeException | ServiceConfigurationError e) {
      // e.g. a codec that cannot load its library: say so in the app's error dialog, not as a
      // stack trace on the console.
      startupFailure = e;
    }
  }

  @Override
  public final void start(Stage stage) {
    if (startupFailure != null) {
      ErrorLog log = new ErrorLog(dirs.errorLog());
      boolean logged = log.write(Thread.currentThread(), startupFailure);
      ErrorDialogs dialogs = new ErrorDialogs(stage);
      dialogs.show(ErrorReport.of(startupFailure, logged ? log.file() : null), Platform::exit);
      return;
    }
    workbench = Workbench.open(stage, services, true, Platform::exit);
    started(workbench, stage);
  }

  /**
   * Called on the FX thread once the workbench is shown; does nothing here. The screenshot tour
   * (test sources) overrides it to step through the screens.
   *
   * @param workbench the open workbench
   * @param stage its window
   */
  protected void started(Workbench workbench, Stage stage) {}

  @Override
  public final void stop() {
    if (workbench != null) {
      workbench.close();
    }
  }
}
