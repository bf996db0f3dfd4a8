package dev.wirebench.app.history;

import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.Services;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.Theme;
import dev.wirebench.app.shell.Workbench;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Saves PNGs of the Dashboard and the History screen of the real workbench on a copy of a run
 * database — for looking at them under a virtual display, not a test. History shows the key whose
 * description contains the third argument (else the first key).
 *
 * <pre>
 * xvfb-run -s "-screen 0 1600x1000x24" java -cp "app/target/test-classes:app/target/classes:\
 *   storage/target/classes:engine/target/classes:fixtures/target/classes:app/target/lib/*" \
 *   dev.wirebench.app.history.HistoryScreenshots RUNS.db OUT-DIR ["json decode snapshot" [dark]]
 * </pre>
 */
public final class HistoryScreenshots {
  private HistoryScreenshots() {}

  public static void main(String[] args) throws Exception {
    Path home = Files.createTempDirectory("wirebench-shots");
    UserDirs dirs = UserDirs.under(home);
    Files.createDirectories(dirs.data());
    Files.copy(Path.of(args[0]), dirs.database(), StandardCopyOption.REPLACE_EXISTING);
    Path out = Files.createDirectories(Path.of(args[1]));
    String wanted = args.length > 2 ? args[2] : "";
    boolean dark = args.length > 3 && args[3].equals("dark");
    CountDownLatch started = new CountDownLatch(1);
    Platform.startup(started::countDown);
    started.await();
    Stage stage = fx(Stage::new);
    Workbench workbench =
        fx(
            () -> {
              stage.setWidth(1500);
              stage.setHeight(950);
              return Workbench.open(stage, Services.load(dirs), false, stage::close);
            });
    try {
      if (dark) {
        run(() -> workbench.shell().setTheme(Theme.DARK));
      }
      run(() -> workbench.shell().selectScreen(ShellViewModel.DASHBOARD));
      await(() -> workbench.dashboard().snapshotProperty().get() != null && idle(workbench));
      save(stage, out.resolve("dashboard.png"));
      run(() -> workbench.shell().selectScreen(ShellViewModel.HISTORY));
      await(() -> idle(workbench)); // showing History started reading its keys
      run(
          () ->
              workbench.history().keys().stream()
                  .filter(k -> k.key().describe().contains(wanted))
                  .findFirst()
                  .ifPresent(k -> workbench.history().choose(k.key())));
      await(() -> idle(workbench));
      save(stage, out.resolve("history.png"));
    } finally {
      run(workbench::close);
      Platform.exit();
    }
  }

  private static void run(Runnable action) throws Exception {
    fx(
        () -> {
          action.run();
          return null;
        });
  }

  private static boolean idle(Workbench workbench) {
    return !workbench.executor().busyProperty().get()
        && !workbench.history().loadingProperty().get()
        && !workbench.history().searchingProperty().get();
  }

  private static void save(Stage stage, Path file) throws Exception {
    Thread.sleep(800); // let the last layout pass and pulse happen
    fx(
        () -> {
          try {
            PngSnapshots.save(stage.getScene(), file);
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
          return null;
        });
    System.out.println("saved " + file);
  }

  private static void await(BooleanSupplier condition) throws Exception {
    long end = System.nanoTime() + 120_000_000_000L;
    while (!fx(condition::getAsBoolean)) {
      if (System.nanoTime() > end) {
        throw new IllegalStateException("timed out");
      }
      Thread.sleep(200);
    }
  }

  private static <T> T fx(Supplier<T> work) throws Exception {
    CompletableFuture<T> result = new CompletableFuture<>();
    Platform.runLater(
        () -> {
          try {
            result.complete(work.get());
          } catch (RuntimeException | Error e) {
            result.completeExceptionally(e);
          }
        });
    return result.get();
  }
}
