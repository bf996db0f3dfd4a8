package dev.wirebench.app.shell;

import dev.wirebench.app.dashboard.DashboardViewModel;
import dev.wirebench.app.fx.PngSnapshots;
import dev.wirebench.app.inspect.CompareViewModel;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.throughput.ThroughputViewModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.Duration;

/**
 * Steps the running app through its main states and saves a PNG of each (the hidden {@code
 * --screenshot-dir} option, for looking at every screen under a virtual display). Each step acts
 * through the view models, waits until background work is done and the scene has settled, then
 * snapshots the main window or the open dialog. Quits at the end.
 *
 * <p>After the first state it writes {@code .ready} into the directory; if the directory holds
 * {@code .wait-for-capture}, it then waits (up to a minute) for {@code .captured}, so a script can
 * grab the whole X display with the real window on it.
 */
final class ScreenshotTour {
  private static final Duration SETTLE = Duration.millis(400);
  private static final Duration POLL = Duration.millis(150);
  private static final int MAX_POLLS = 400;

  private record Step(String file, Runnable action, BooleanSupplier ready, Supplier<Scene> scene) {}

  private final Workbench workbench;
  private final Stage stage;
  private final Path dir;
  private final Deque<Step> steps = new ArrayDeque<>();

  ScreenshotTour(Workbench workbench, Stage stage, Path dir) {
    this.workbench = workbench;
    this.stage = stage;
    this.dir = dir;
  }

  void start() {
    DashboardViewModel dashboard = workbench.dashboard();
    // As the app opens: seeded by the script, or empty (SEED=0) to see the empty states.
    step(
        "00-dashboard-at-start.png",
        () -> workbench.shell().selectScreen(ShellViewModel.DASHBOARD),
        () -> dashboard.snapshotProperty().get() != null && idle().getAsBoolean(),
        stage::getScene);
    step("", () -> workbench.shell().selectScreen(ShellViewModel.INSPECT), idle(), null);
    inspectSteps();
    compareSteps();
    dialogSteps();
    throughputSteps();
    dashboardSteps();
    next();
  }

  private BooleanSupplier idle() {
    return () -> !workbench.executor().busyProperty().get();
  }

  private void inspectSteps() {
    InspectViewModel inspect = workbench.inspect();
    Supplier<Scene> main = stage::getScene;
    BooleanSupplier idle = idle();
    step(
        "01-inspect-field-selected.png",
        () -> {
          inspect.selectCodec("json");
          inspect.selectPath("entries[0].price");
          workbench.inspectView().showBytes();
        },
        idle,
        main);
    step(
        "",
        this::handshake,
        () ->
            !Files.exists(dir.resolve(".wait-for-capture"))
                || Files.exists(dir.resolve(".captured")),
        main);
    step(
        "02-inspect-fix-hover.png",
        () -> {
          inspect.selectCodec("fix");
          inspect.hoverByte(workbench.inspect().selection().rangeProperty().get().start() + 4);
        },
        idle,
        main);
  }

  private void compareSteps() {
    InspectViewModel inspect = workbench.inspect();
    CompareViewModel compare = inspect.compare();
    ShellViewModel shell = workbench.shell();
    Supplier<Scene> main = stage::getScene;
    BooleanSupplier idle = idle();
    step(
        "03-compare-codecs.png",
        () -> {
          inspect.hoverByte(-1);
          workbench.inspectView().showCompare();
          compare.setMode(CompareViewModel.Mode.TWO_CODECS);
          compare.setLeftCodec("json");
          compare.setRightCodec("fix");
          compare.selectPath("entries[0].price");
        },
        idle,
        main);
    step("", () -> inspect.openKey("book-snapshots-5"), idle, null);
    step(
        "04-compare-messages.png",
        () -> {
          compare.setMode(CompareViewModel.Mode.TWO_MESSAGES);
          compare.setLeftCodec("json");
          compare.setRightMessage(1);
        },
        idle,
        main);
    step("", () -> inspect.openKey("snapshot-20x20"), idle, null);
    step("05-size-breakdown.png", () -> workbench.inspectView().showSizes(), idle, main);
    step("", () -> inspect.openKey("fix-nested-groups"), idle, null);
    step(
        "06-inspect-dark.png",
        () -> {
          shell.setTheme(Theme.DARK);
          workbench.inspectView().showBytes();
          inspect.selectCodec("fix");
          inspect.selectPath("fields[13].groups[0]");
        },
        idle,
        main);
    step("07-compare-dark.png", () -> workbench.inspectView().showCompare(), idle, main);
  }

  private void dialogSteps() {
    step(
        "08-load-error.png",
        () -> {
          workbench.shell().setTheme(Theme.LIGHT);
          workbench.inspectView().showBytes();
          workbench.inspect().openFile(brokenFixture());
        },
        idle(),
        stage::getScene);
    step(
        "09-error-dialog.png",
        () ->
            workbench
                .executor()
                .reportUnexpected(
                    new IllegalStateException(
                        "screenshot tour: a demonstration error (nothing is wrong)",
                        new IOException("disk quota exceeded while writing run-42.json"))),
        () -> dialog().isPresent(),
        () -> dialog().orElseThrow().getScene());
    step(
        "10-error-details.png",
        () -> pane().ifPresent(p -> p.setExpanded(true)),
        () -> true,
        () -> dialog().orElseThrow().getScene());
    step(
        "11-about.png",
        () -> {
          dialog().ifPresent(Window::hide);
          workbench.window().showAbout();
        },
        () -> dialog().isPresent(),
        () -> dialog().orElseThrow().getScene());
    step("", () -> dialog().ifPresent(Window::hide), () -> true, null);
  }

  private void throughputSteps() {
    ThroughputViewModel throughput = workbench.throughput();
    BooleanSupplier done = () -> !throughput.runningProperty().get() && idle().getAsBoolean();
    step(
        "12-throughput.png",
        () -> {
          workbench.shell().setTheme(Theme.LIGHT);
          workbench.shell().selectScreen(ShellViewModel.THROUGHPUT);
          throughput.storeProperty().set(throughput.stores().get(2));
          throughput.fixtureProperty().set("bars");
          throughput.messagesProperty().set("1M");
          throughput.consumersProperty().set("1-4");
          throughput.repeatsProperty().set("3");
          throughput.labelProperty().set("screenshot sweep");
          throughput.run();
        },
        done,
        stage::getScene);
    step(
        "13-throughput-dark.png",
        () -> workbench.shell().setTheme(Theme.DARK),
        done,
        stage::getScene);
  }

  private void dashboardSteps() {
    DashboardViewModel dashboard = workbench.dashboard();
    BooleanSupplier loaded =
        () ->
            dashboard.snapshotProperty().get() != null
                && !dashboard.loadingProperty().get()
                && idle().getAsBoolean();
    step(
        "14-dashboard.png",
        () -> {
          workbench.shell().setTheme(Theme.LIGHT);
          workbench.shell().selectScreen(ShellViewModel.DASHBOARD);
        },
        loaded,
        stage::getScene);
    step(
        "15-dashboard-dark.png",
        () -> workbench.shell().setTheme(Theme.DARK),
        loaded,
        stage::getScene);
    step("", () -> workbench.shell().setTheme(Theme.LIGHT), () -> true, null);
  }

  private void step(String file, Runnable action, BooleanSupplier ready, Supplier<Scene> scene) {
    steps.add(new Step(file, action, ready, scene));
  }

  private void next() {
    Step step = steps.poll();
    if (step == null) {
      Platform.exit();
      return;
    }
    step.action().run();
    await(step, 0);
  }

  /** Polls until the step's state is ready, lets layout and CSS settle, then captures. */
  private void await(Step step, int polls) {
    PauseTransition pause = new PauseTransition(polls == 0 ? SETTLE : POLL);
    pause.setOnFinished(
        e -> {
          if (!step.ready().getAsBoolean() && polls < MAX_POLLS) {
            await(step, polls + 1);
            return;
          }
          PauseTransition settle = new PauseTransition(SETTLE);
          settle.setOnFinished(done -> capture(step));
          settle.play();
        });
    pause.play();
  }

  private void capture(Step step) {
    if (!step.file().isEmpty() && step.scene() != null) {
      Path file = dir.resolve(step.file());
      try {
        PngSnapshots.save(step.scene().get(), file);
        System.out.println("screenshot " + file);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write screenshot " + file, e);
      }
    }
    next();
  }

  private void handshake() {
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(".ready"), "ready\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Path brokenFixture() {
    Path file = dir.resolve("broken-fixture.json");
    String json =
        "{\n  \"$type\": \"PackageHeader\",\n  \"symbol\": \"ETHUSDT\",\n"
            + "  \"entries\": [\n    { \"$type\": \"TradeEntry\", \"price\": \"18x1.52\" }\n  ]\n}\n";
    try {
      Files.createDirectories(dir);
      Files.writeString(file, json, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  private Optional<Window> dialog() {
    return Window.getWindows().stream()
        .filter(w -> w != stage && w instanceof Stage && w.isShowing())
        .findFirst();
  }

  private Optional<DialogPane> pane() {
    return dialog()
        .map(w -> w.getScene().getRoot())
        .filter(DialogPane.class::isInstance)
        .map(DialogPane.class::cast);
  }
}
