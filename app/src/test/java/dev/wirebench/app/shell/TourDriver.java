package dev.wirebench.app.shell;

import dev.wirebench.app.fx.PngSnapshots;
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
 * Runs a queue of screenshot steps on the FX thread: each step acts (through the view models),
 * waits until its state is ready (polling, so background work can finish), lets layout and CSS
 * settle, then snapshots a scene into a PNG. Quits the app when the queue is empty. {@link
 * ScreenshotTour} fills the queue.
 */
abstract class TourDriver {
  private static final Duration SETTLE = Duration.millis(400);
  private static final Duration POLL = Duration.millis(150);
  private static final int MAX_POLLS = 400;

  private record Step(String file, Runnable action, BooleanSupplier ready, Supplier<Scene> scene) {}

  final Workbench workbench;
  final Stage stage;
  final Path dir;
  private final Deque<Step> steps = new ArrayDeque<>();

  TourDriver(Workbench workbench, Stage stage, Path dir) {
    this.workbench = workbench;
    this.stage = stage;
    this.dir = dir;
  }

  BooleanSupplier idle() {
    return () -> !workbench.executor().busyProperty().get();
  }

  void step(String file, Runnable action, BooleanSupplier ready, Supplier<Scene> scene) {
    steps.add(new Step(file, action, ready, scene));
  }

  void next() {
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

  void handshake() {
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(".ready"), "ready\n", StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Optional<Window> dialog() {
    return Window.getWindows().stream()
        .filter(w -> w != stage && w instanceof Stage && w.isShowing())
        .findFirst();
  }

  Optional<DialogPane> pane() {
    return dialog()
        .map(w -> w.getScene().getRoot())
        .filter(DialogPane.class::isInstance)
        .map(DialogPane.class::cast);
  }
}
