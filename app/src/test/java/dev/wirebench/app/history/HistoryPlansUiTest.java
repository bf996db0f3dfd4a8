package dev.wirebench.app.history;

import static dev.wirebench.app.history.HistorySeed.result;
import static dev.wirebench.app.history.HistorySeed.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.ImportedRun;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The History screen in the smallest supported window, 1024×700, headless on Monocle, on a real
 * SQLite file holding what the screenshot tour seeds: nine runs of one plan seven seconds apart
 * (host-c), then one run of another plan (host-d).
 */
@ExtendWith(ApplicationExtension.class)
class HistoryPlansUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;
  private Stage stage;
  private final List<Long> quick = new ArrayList<>();

  @Start
  void start(Stage stage) {
    this.stage = stage;
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      Instant at = Instant.parse("2026-11-25T04:42:07Z");
      for (int i = 0; i < 9; i++) {
        quick.add(
            store.importRun(
                run(
                    "seed-" + i,
                    "host-c",
                    at.plusSeconds(7L * i),
                    result("fix", "encode", 7697.3 + 40 * Math.sin(i)))));
      }
      // another plan, with a name long enough to test the picker's bounds at 1024 px
      ImportedRun other =
          run("seed-9", "host-d", at.plusSeconds(70), result("fix", "encode", 9000));
      Map<String, String> env = new TreeMap<>(other.environment().values());
      env.put(Environment.HOST, "host-d-build-agent-with-a-long-name-07.ci.example.internal");
      env.put("settings.forks", "3");
      env.put("settings.warmup", "5x1s");
      env.put("settings.measurement", "10x1s");
      env.put(Environment.JVM_FLAGS, "-Xmx2g -XX:+UseParallelGC -XX:-TieredCompilation");
      store.importRun(
          new ImportedRun(
              "seed-9",
              "seed-9.json",
              "sha-seed-9",
              at.plusSeconds(70),
              null,
              Environment.of(env),
              other.results()));
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

  /**
   * At 1024×700, runs minutes apart: the time axis reads each tick differently (it read "11-25
   * 04:42" nine times when runs were seconds apart), the readout keeps the whole time, and the plan
   * picker switches between the plans, each named by its plan.
   */
  @Test
  void atTheSmallestWindowTheTimeLabelsAreDistinctAndThePlanPickerSwitches(FxRobot robot)
      throws TimeoutException {
    showHistory(robot);
    assertThat(stage.getScene().getWidth()).isEqualTo(1024);
    pick(robot, "#history-key", "fix encode snapshot [avgt]  (");
    HistoryChart chart = chart(robot);

    // the newest run ran on host-d: its plan first
    assertThat(planPicker(robot).getItems())
        .extracting(PlanChoice::name)
        .satisfiesExactly(
            d ->
                assertThat(d)
                    .startsWith("avgt · 3 forks, warm-up 5x1s, measurement 10x1s · host-d-build")
                    .contains(", JVM 17.0.12, flags ")
                    .endsWith(" · 1 run, latest 2026-11-25"),
            c ->
                assertThat(c).startsWith("avgt · plan not recorded · host-c, JVM 17.0.12 · 9 runs"),
            all -> assertThat(all).isEqualTo("All 2 plans, each its own line"));
    assertThat(chart.legendNames()).singleElement().asString().startsWith("host-d");
    // a long plan name never widens the screen past the window
    javafx.scene.layout.Region view = robot.lookup("#history-view").query();
    assertThat(view.getWidth() + view.localToScene(0, 0).getX()).isLessThanOrEqualTo(1024);

    pick(robot, "#history-plan", "avgt · plan not recorded · host-c");
    app.awaitIdle();
    assertThat(chart.legendNames()).singleElement().asString().startsWith("host-c");
    assertThat(chart.seriesPoints(0))
        .extracting(SeriesPoint::runId)
        .containsExactlyElementsOf(quick);
    List<String> labels = WaitForAsyncUtils.waitForAsyncFx(10_000, chart::timeLabels);
    assertThat(labels)
        .as("time axis at 1024×700")
        .hasSizeGreaterThanOrEqualTo(3)
        .doesNotHaveDuplicates()
        .allMatch(l -> l.matches("04:4[2-4]:\\d\\d"), "seconds, as the runs are seconds apart");
    assertThat(chart.getWidth()).isLessThan(1024);
    SeriesPoint last = chart.seriesPoints(0).get(8);
    pointAt(robot, chart, last);
    assertThat(robot.lookup("#history-hover").queryAs(Label.class).getText())
        .startsWith("#" + quick.get(8) + " seed-8 · 2026-11-25 04:43:03 UTC · ");
    // the headline's Δ says what it rests on: one fork per run, no verdict
    assertThat(app.workbench().history().headlines())
        .anySatisfy(h -> assertThat(h).contains("no verdict: 1 fork per side"))
        .anySatisfy(h -> assertThat(h).startsWith("1 other plan of this benchmark not shown"));

    pick(robot, "#history-plan", "All 2 plans");
    assertThat(chart.legendNames()).hasSize(2);
  }

  // ---- steps

  private void showHistory(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    app.click(robot, "#nav-history");
    app.await(() -> !app.workbench().history().keys().isEmpty());
    awaitSearched();
  }

  private void awaitSearched() throws TimeoutException {
    HistoryViewModel model = app.workbench().history();
    app.await(
        () ->
            model.historyProperty().get() != null
                && !model.loadingProperty().get()
                && !model.searchingProperty().get());
    app.awaitIdle();
  }

  /** Opens picker {@code id} and clicks the entry starting with {@code prefix}. */
  private void pick(FxRobot robot, String id, String prefix) throws TimeoutException {
    app.click(robot, id);
    ListCell<?> cell =
        robot
            .lookup(".combo-box-popup .list-cell")
            .match(NodeQueryUtils.isVisible())
            .queryAllAs(ListCell.class)
            .stream()
            .filter(c -> c.getText() != null && c.getText().startsWith(prefix))
            .findFirst()
            .orElseThrow();
    app.click(robot, cell);
    HistoryViewModel model = app.workbench().history();
    app.await(
        () ->
            id.equals("#history-plan")
                ? model.planProperty().get() != null
                    && model.planProperty().get().name().startsWith(prefix)
                : model.chosenProperty().get() != null
                    && prefix.startsWith(model.chosenProperty().get().describe()));
    awaitSearched();
  }

  private static ComboBox<PlanChoice> planPicker(FxRobot robot) {
    return robot.lookup("#history-plan").query();
  }

  private void pointAt(FxRobot robot, HistoryChart chart, SeriesPoint point) {
    Point2D target = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> chart.screenPosition(point));
    robot.robotContext().getBaseRobot().moveMouse(target);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static HistoryChart chart(FxRobot robot) {
    return robot.lookup("#history-chart").query();
  }
}
