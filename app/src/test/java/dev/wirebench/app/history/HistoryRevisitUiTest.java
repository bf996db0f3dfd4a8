package dev.wirebench.app.history;

import static dev.wirebench.app.history.HistorySeed.result;
import static dev.wirebench.app.history.HistorySeed.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.chart.NumberAxis;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The History screen in the smallest window, 1024×700, headless on Monocle, on a real SQLite file:
 * the score axis's title never overlaps its tick numbers (narrow or wide), and the plan picker
 * still names the plan after a later run of it was stored and the screen is shown again (issue 32
 * item 15).
 */
@ExtendWith(ApplicationExtension.class)
class HistoryRevisitUiTest {
  private static final Instant AT = Instant.parse("2026-11-25T04:42:07Z");

  @TempDir Path home;
  private WorkbenchFixture app;
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      for (int i = 0; i < 4; i++) {
        store.importRun(
            run(
                "seed-" + i,
                "host-c",
                AT.plusSeconds(60L * i),
                result("fix", "encode", 44_812_345.6 + 90_000 * i),
                result("json", "encode", 95.5 + i)));
      }
    }
    app = WorkbenchFixture.open(stage, home);
    stage.setMaximized(false);
    stage.setWidth(1024);
    stage.setHeight(700);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void theScoreAxisTitleStaysClearOfItsTickNumbers(FxRobot robot) throws TimeoutException {
    show();
    for (String codec : List.of("fix", "json", "fix")) {
      BenchmarkKey key =
          app.workbench().history().keys().stream()
              .map(k -> k.key())
              .filter(k -> codec.equals(k.codec()))
              .findFirst()
              .orElseThrow();
      app.fx(() -> app.workbench().history().choose(key));
      awaitShown();
      WaitForAsyncUtils.waitForAsyncFx(
          5_000,
          () -> {
            NumberAxis axis = scoreAxis(robot);
            Bounds title = bounds(axis.lookup(".axis-label"));
            List<Bounds> ticks =
                axis.getChildrenUnmodifiable().stream()
                    .filter(n -> n instanceof Text t && n.isVisible() && !t.getText().isEmpty())
                    .map(HistoryRevisitUiTest::bounds)
                    .toList();
            assertThat(ticks).as(codec + ": tick numbers").isNotEmpty();
            assertThat(ticks)
                .as(
                    codec + ": the title (right edge %.1f) left of every tick number",
                    title.getMaxX())
                .allSatisfy(t -> assertThat(t.getMinX()).isGreaterThanOrEqualTo(title.getMaxX()));
            return null;
          });
    }
  }

  @Test
  void thePlanPickerNamesThePlanAfterALaterRunWhenShownAgain(FxRobot robot)
      throws TimeoutException {
    show();
    ComboBox<PlanChoice> picker = robot.lookup("#history-plan").query();
    assertThat(buttonText(robot)).contains("4 runs");

    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.INSPECT));
    try (RunStore other = RunStore.open(UserDirs.under(home).database())) {
      // a later run of the same plan, stored meanwhile (the Benchmark screen or the CLI)
      other.importRun(
          run(
              "seed-4",
              "host-c",
              AT.plusSeconds(240),
              result("fix", "encode", 44_900_000.0),
              result("json", "encode", 99.0)));
    }
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.HISTORY));
    app.await(
        () -> {
          PlanChoice plan = app.workbench().history().planProperty().get();
          return plan != null && plan.name().contains("5 runs");
        });
    awaitShown();

    assertThat(picker.getValue()).isEqualTo(app.workbench().history().planProperty().get());
    assertThat(buttonText(robot)).as("the picker's shown text").contains("5 runs");
  }

  // ---- steps

  private void show() throws TimeoutException {
    app.awaitIdle();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.HISTORY));
    app.await(() -> !app.workbench().history().keys().isEmpty());
    awaitShown();
    assertThat(stage.getScene().getWidth()).isEqualTo(1024);
  }

  private void awaitShown() throws TimeoutException {
    HistoryViewModel model = app.workbench().history();
    app.await(
        () ->
            model.historyProperty().get() != null
                && !model.loadingProperty().get()
                && !model.searchingProperty().get());
    app.awaitIdle();
    app.fx(() -> stage.getScene().getRoot().layout());
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static String buttonText(FxRobot robot) {
    ComboBox<?> picker = robot.lookup("#history-plan").query();
    return WaitForAsyncUtils.waitForAsyncFx(
        5_000,
        () -> {
          ListCell<?> button = picker.getButtonCell();
          return button == null || button.getText() == null ? "" : button.getText();
        });
  }

  private static NumberAxis scoreAxis(FxRobot robot) {
    HistoryChart chart = robot.lookup("#history-chart").query();
    return chart.getChildrenUnmodifiable().stream()
        .filter(n -> n instanceof NumberAxis a && a.getSide().isVertical())
        .map(NumberAxis.class::cast)
        .findFirst()
        .orElseThrow();
  }

  private static Bounds bounds(Node node) {
    return node.localToScene(node.getBoundsInLocal());
  }
}
