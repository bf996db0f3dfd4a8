package dev.wirebench.app.history;

import static dev.wirebench.app.history.HistorySeed.result;
import static dev.wirebench.app.history.HistorySeed.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Point2D;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
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
 * The History screen (and the Dashboard's way into it), headless on Monocle: the real workbench on
 * a SQLite file with a known history, one run a day. json decode on host-a: ten runs at 100 ns/op,
 * then four at 125 (a 25 % regression from the eleventh run); json decode on host-b (another
 * environment, never mixed in): four runs at 60; sbe encode on host-a: fourteen runs at 50.
 */
@ExtendWith(ApplicationExtension.class)
class HistoryScreenUiTest {
  private static final String JSON = "json decode snapshot [avgt]";
  private static final String SBE = "sbe encode snapshot [avgt]";

  @TempDir Path home;
  private WorkbenchFixture app;
  private final List<Long> hostA = new ArrayList<>();
  private final List<Long> hostB = new ArrayList<>();

  @Start
  void start(Stage stage) {
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      Instant day = Instant.parse("2026-03-01T08:00:00Z");
      for (int i = 0; i < 14; i++) {
        double json = (i < 10 ? 100 : 125) * (1 + 0.004 * Math.sin(i * 2.1));
        hostA.add(
            store.importRun(
                run(
                    "nightly-" + i,
                    "host-a",
                    day.plus(Duration.ofDays(i)),
                    result("json", "decode", json),
                    result("sbe", "encode", 50 + 0.1 * Math.cos(i)))));
        if (i % 4 == 1) {
          hostB.add(
              store.importRun(
                  run(
                      "laptop-" + i,
                      "host-b",
                      day.plus(Duration.ofDays(i)).plus(Duration.ofHours(6)),
                      result("json", "decode", 60 + i * 0.05))));
        }
      }
    }
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void showsAPickedBenchmarkPerEnvironmentWithMarksAndChangePoint(FxRobot robot)
      throws TimeoutException {
    HistoryViewModel model = app.workbench().history();
    showHistory(robot);

    pickKey(robot, SBE);
    assertThat(model.chosenProperty().get().describe()).isEqualTo(SBE);
    assertThat(chart(robot).legendNames()).singleElement().asString().startsWith("host-a");
    assertThat(changes(robot).getItems()).isEmpty();

    pickKey(robot, JSON);
    HistoryChart chart = chart(robot);
    // the plan of the newest run (host-b's laptop run, six hours after the last nightly) first
    assertThat(planPicker(robot).getValue().name()).startsWith("avgt · plan not recorded · host-b");
    assertThat(chart.legendNames()).singleElement().asString().startsWith("host-b");
    pickPlan(robot, "All 2 plans");
    assertThat(chart.legendNames())
        .hasSize(2)
        .satisfiesExactly(
            a -> assertThat(a).startsWith("host-a"), b -> assertThat(b).startsWith("host-b"));
    // one series per environment: every point of a series is a run of that environment
    assertThat(chart.seriesPoints(0))
        .extracting(SeriesPoint::runId)
        .containsExactlyElementsOf(hostA);
    assertThat(chart.seriesPoints(1))
        .extracting(SeriesPoint::runId)
        .containsExactlyElementsOf(hostB);
    List<HistoryMark> marks = chart.marks();
    assertThat(mark(marks, HistoryMark.Kind.BEST, 0).point().runId())
        .isEqualTo(lowest(chart.seriesPoints(0)));
    assertThat(mark(marks, HistoryMark.Kind.LATEST, 0).point().runId()).isEqualTo(hostA.get(13));
    assertThat(mark(marks, HistoryMark.Kind.BEST, 1).point().runId()).isEqualTo(hostB.get(0));
    assertThat(mark(marks, HistoryMark.Kind.LATEST, 1).point().runId()).isEqualTo(hostB.get(3));
    assertThat(mark(marks, HistoryMark.Kind.CHANGE, 0).point().runId()).isEqualTo(hostA.get(10));
    assertThat(marks).filteredOn(m -> m.kind() == HistoryMark.Kind.CHANGE).hasSize(1);
    assertThat(changes(robot).getItems())
        .singleElement()
        .asString()
        .startsWith("host-a")
        .containsPattern(
            "decode 2\\d\\.\\d % slower from run #" + hostA.get(10) + ", p = 0\\.0\\d\\d");
    assertThat(robot.lookup("#history-status").queryAs(Label.class).getText()).isEmpty();
  }

  @Test
  void doubleClickingAPointOpensItsRunAndTwoSelectedPointsCompare(FxRobot robot)
      throws TimeoutException {
    showHistory(robot);
    pickKey(robot, JSON);
    pickPlan(robot, "All 2 plans");
    HistoryChart chart = chart(robot);
    SeriesPoint fourth = chart.seriesPoints(0).get(3);

    pointAt(robot, chart, fourth);
    assertThat(robot.lookup("#history-hover").queryAs(Label.class).getText())
        .startsWith("#" + hostA.get(3) + " nightly-3 · 2026-03-04 08:00:00 UTC · ");
    robot.doubleClickOn(MouseButton.PRIMARY);
    app.await(() -> app.workbench().runs().detailProperty().get() != null);

    assertThat(app.workbench().shell().screenProperty().get()).isEqualTo(ShellViewModel.RUNS);
    assertThat(app.workbench().runs().detailProperty().get().summary().id())
        .isEqualTo(hostA.get(3));

    showHistory(robot);
    app.fx(() -> app.workbench().history().clearSelection());
    SeriesPoint newer = chart.seriesPoints(0).get(12);
    SeriesPoint older = chart.seriesPoints(0).get(2);
    click(robot, chart, newer);
    click(robot, chart, older);
    assertThat(app.workbench().history().selection()).containsExactly(newer, older);
    assertThat(chart.marks())
        .filteredOn(m -> m.kind() == HistoryMark.Kind.SELECTED)
        .extracting(m -> m.point().runId())
        .containsExactlyInAnyOrder(newer.runId(), older.runId());
    assertThat(robot.lookup("#history-selection").queryAs(Label.class).getText())
        .isEqualTo("#" + newer.runId() + " nightly-12, #" + older.runId() + " nightly-2");
    app.click(robot, "#history-compare");
    app.await(() -> app.workbench().compare().comparisonProperty().get() != null);

    assertThat(app.workbench().shell().screenProperty().get()).isEqualTo(ShellViewModel.COMPARE);
    assertThat(app.workbench().compare().baselineProperty().get().id()).isEqualTo(older.runId());
    assertThat(app.workbench().compare().candidateProperty().get().id()).isEqualTo(newer.runId());
  }

  @Test
  void theKeyboardSelectsComparesAndOpensPointsAsTheMouseDoes(FxRobot robot)
      throws TimeoutException {
    showHistory(robot);
    pickKey(robot, JSON);
    pickPlan(robot, "All 2 plans");
    HistoryChart chart = chart(robot);
    HistoryViewModel model = app.workbench().history();
    app.fx(model::clearSelection);
    // Tab from the plan picker reaches the chart (the refresh button comes first)
    for (int i = 0; i < 8 && !chart.isFocused(); i++) {
      robot.type(KeyCode.TAB);
    }
    assertThat(chart.isFocused()).as("the chart takes focus by Tab").isTrue();
    robot.type(KeyCode.RIGHT, 3);
    Label hover = robot.lookup("#history-hover").queryAs(Label.class);
    SeriesPoint fourth = chart.seriesPoints(0).get(3);
    assertThat(hover.getText()).startsWith("#" + hostA.get(3) + " nightly-3 · ");
    assertThat(hover.getText()).doesNotContain("selected");

    robot.type(KeyCode.ENTER); // as a click: selects the point's run
    assertThat(model.selection()).containsExactly(fourth);
    assertThat(hover.getText()).endsWith(" · selected");
    assertThat(robot.lookup("#history-selection").queryAs(Label.class).getText())
        .isEqualTo("#" + hostA.get(3) + " nightly-3");
    assertThat(chart.marks())
        .filteredOn(m -> m.kind() == HistoryMark.Kind.SELECTED)
        .extracting(m -> m.point().runId())
        .containsExactly(hostA.get(3));

    robot.type(KeyCode.DOWN); // the other environment's line, same position (its 4th run)
    SeriesPoint other = chart.seriesPoints(1).get(3);
    assertThat(hover.getText()).startsWith("#" + hostB.get(3) + " laptop-13 · ");
    robot.type(KeyCode.ENTER);
    assertThat(model.selection()).containsExactly(fourth, other);
    assertThat(model.canCompareProperty().get()).isTrue();
    robot.type(KeyCode.ENTER); // a second Enter unselects, as a second click does
    assertThat(model.selection()).containsExactly(fourth);
    assertThat(hover.getText()).doesNotContain("selected");

    robot.type(KeyCode.UP);
    robot.push(KeyCode.SHIFT, KeyCode.ENTER); // as a double-click: opens the run in Runs
    app.await(() -> app.workbench().runs().detailProperty().get() != null);
    assertThat(app.workbench().shell().screenProperty().get()).isEqualTo(ShellViewModel.RUNS);
    assertThat(app.workbench().runs().detailProperty().get().summary().id())
        .isEqualTo(hostA.get(3));
  }

  @Test
  void theDashboardsRecentRegressionOpensItsHistory(FxRobot robot) throws TimeoutException {
    // History was last left on another benchmark: the click has to change it
    showHistory(robot);
    pickKey(robot, SBE);
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.DASHBOARD));
    app.await(() -> app.workbench().dashboard().snapshotProperty().get() != null);
    app.awaitIdle();
    Label regression = robot.lookup("#dashboard-regression-0").queryAs(Label.class);
    assertThat(regression.getText()).startsWith(JSON + ": 2").contains("% slower from run #");
    assertThat(robot.lookup("#dashboard-regression-1").tryQuery()).isEmpty();

    app.click(robot, regression);
    app.await(
        () ->
            ShellViewModel.HISTORY.equals(app.workbench().shell().screenProperty().get())
                && app.workbench().history().historyProperty().get() != null
                && app.workbench().history().historyProperty().get().key().describe().equals(JSON));
    awaitSearched();

    assertThat(app.workbench().history().chosenProperty().get().describe()).isEqualTo(JSON);
    assertThat(robot.lookup("#history-key").<ComboBox<HistoryKey>>query().getValue().key())
        .isEqualTo(app.workbench().history().chosenProperty().get());
    assertThat(changes(robot).getItems()).singleElement().asString().contains("% slower");
    // on the regression's own plan (host-a), not the newest run's (host-b)
    assertThat(planPicker(robot).getValue().plan().host()).isEqualTo("host-a");
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

  private void pickKey(FxRobot robot, String described) throws TimeoutException {
    app.click(robot, "#history-key");
    ListCell<?> cell =
        robot
            .lookup(".combo-box-popup .list-cell")
            .match(NodeQueryUtils.isVisible())
            .queryAllAs(ListCell.class)
            .stream()
            .filter(c -> c.getText() != null && c.getText().startsWith(described + "  ("))
            .findFirst()
            .orElseThrow();
    app.click(robot, cell);
    app.await(
        () ->
            app.workbench().history().chosenProperty().get() != null
                && app.workbench().history().chosenProperty().get().describe().equals(described));
    awaitSearched();
  }

  private void pickPlan(FxRobot robot, String prefix) throws TimeoutException {
    app.click(robot, "#history-plan");
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
    app.await(
        () ->
            app.workbench().history().planProperty().get() != null
                && app.workbench().history().planProperty().get().name().startsWith(prefix));
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

  private void click(FxRobot robot, HistoryChart chart, SeriesPoint point) {
    pointAt(robot, chart, point);
    robot.clickOn(MouseButton.PRIMARY);
    WaitForAsyncUtils.waitForFxEvents();
  }

  private static HistoryChart chart(FxRobot robot) {
    return robot.lookup("#history-chart").query();
  }

  @SuppressWarnings("unchecked") // the change list holds sentences
  private static ListView<String> changes(FxRobot robot) {
    return robot.lookup("#history-changes").queryAs(ListView.class);
  }

  private static HistoryMark mark(List<HistoryMark> marks, HistoryMark.Kind kind, int series) {
    return marks.stream()
        .filter(m -> m.kind() == kind && m.series() == series)
        .findFirst()
        .orElseThrow();
  }

  private static long lowest(List<SeriesPoint> points) {
    SeriesPoint lowest = points.get(0);
    for (SeriesPoint p : points) {
      if (p.score() < lowest.score()) {
        lowest = p;
      }
    }
    return lowest.runId();
  }

  // ---- the seeded database

}
