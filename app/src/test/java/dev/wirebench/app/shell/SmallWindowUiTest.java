package dev.wirebench.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.bench.PlanViewModel;
import dev.wirebench.app.fx.Truncations;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.throughput.ThroughputViewModel;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.GridPane;
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
 * Every screen in the smallest supported window, 1024×700, headless on Monocle, on real data: a
 * real SQLite store seeded with runs whose scores run to many digits, a tiny real forked benchmark
 * and a tiny real throughput sweep. No number, input or button may be shown cut short ("44…").
 */
@ExtendWith(ApplicationExtension.class)
class SmallWindowUiTest {
  static final double WIDTH = 1024;
  static final double HEIGHT = 700;

  @TempDir Path home;
  private WorkbenchFixture app;
  private Stage stage;
  private long[] ids;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      // Scores as wide as real ones (ns/op of a deep book, ops/s-sized numbers).
      long a =
          SeededRuns.bench(
              store, "baseline", "17.0.15", new double[] {44_812_345.678, 1_234_567.8, 98_765.43});
      long b =
          SeededRuns.bench(
              store, "candidate", "21.0.4", new double[] {33_456_789.012, 1_334_567.8, 99_999.99});
      ids = new long[] {a, b};
      long sweep = store.startRun(RunKind.THROUGHPUT, "sweep", null, Environment.empty());
      store.addThroughputPoint(
          sweep,
          new ThroughputPoint(
              "log",
              "json",
              "bars",
              1,
              0,
              1_000_000,
              70_000_000,
              1_000_000,
              44_812_345.6,
              3_136.9,
              List.of(44_812_345.6),
              98_765_432.1));
      store.finishRun(sweep, RunStatus.COMPLETE);
    }
    app = WorkbenchFixture.open(stage, home);
    stage.setMaximized(false);
    stage.setWidth(WIDTH);
    stage.setHeight(HEIGHT);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void inspectKeepsItsNumbersWhole(FxRobot robot) throws TimeoutException {
    show(ShellViewModel.INSPECT);
    app.await(() -> !app.workbench().inspect().codecs().isEmpty());
    assertWhole("Inspect bytes");
    assertFieldTreeInSight(robot);
    app.fx(() -> app.workbench().inspectView().showSizes());
    assertWhole("Inspect size breakdown");
    // the chart scrolls in a small window: its scale stays in sight above the bars
    javafx.scene.chart.XYChart<?, ?> sizes = robot.lookup("#size-chart").query();
    javafx.geometry.Bounds axis = sizes.getXAxis().localToScene(sizes.getXAxis().getLayoutBounds());
    Node around = sizes;
    while (!(around instanceof javafx.scene.control.ScrollPane)) {
      around = around.getParent();
    }
    javafx.geometry.Bounds visible = around.localToScene(around.getLayoutBounds());
    assertThat(axis.getMinY()).as("size axis top").isGreaterThanOrEqualTo(visible.getMinY());
    assertThat(axis.getMaxY()).as("size axis bottom").isLessThanOrEqualTo(visible.getMaxY());
    app.fx(() -> app.workbench().inspectView().showCompare());
    assertWhole("Inspect compare");
  }

  /**
   * The decoded fields' three columns fit the tree: names whole (issue 32 item 6: a long timestamp
   * squeezed them to 96 px), the byte counts in sight, not 0 px wide or scrolled off, and the
   * values beside them (cut with a tooltip when long).
   */
  private static void assertFieldTreeInSight(FxRobot robot) {
    javafx.scene.control.TreeTableView<?> tree = robot.lookup("#field-tree").query();
    List<? extends javafx.scene.control.TreeTableColumn<?, ?>> columns =
        tree.getVisibleLeafColumns();
    assertThat(WaitForAsyncUtils.waitForAsyncFx(5_000, () -> Truncations.in(tree)))
        .as("Field column: names whole")
        .filteredOn(
            c ->
                c.node() instanceof javafx.scene.control.TreeTableCell<?, ?> cell
                    && cell.getTableColumn() == columns.get(0))
        .isEmpty();
    assertThat(columns.get(1).getText()).isEqualTo("Bytes");
    assertThat(columns.get(0).getWidth() + columns.get(1).getWidth())
        .as("the Bytes column's right edge")
        .isLessThanOrEqualTo(tree.getWidth());
    assertThat(columns.get(1).getWidth()).as("Bytes column").isGreaterThanOrEqualTo(40);
    assertThat(columns.get(2).getWidth())
        .as("Value column")
        .isGreaterThanOrEqualTo(columns.get(2).getMinWidth());
    assertThat(columns.stream().mapToDouble(c -> c.getWidth()).sum())
        .as("no sideways scrolling")
        .isLessThanOrEqualTo(tree.getWidth());
  }

  @Test
  void benchmarkResultsKeepTheirNumbersWhole(FxRobot robot) throws TimeoutException {
    show(ShellViewModel.BENCH);
    app.fx(
        () -> {
          PlanViewModel plan = app.workbench().bench().plan();
          plan.codecs().setAll("json", "fix");
          plan.fixtures().setAll("minimal");
          plan.operations().setAll(Operation.ENCODE, Operation.DECODE);
          plan.forksProperty().set(1);
          plan.warmupIterationsProperty().set(1);
          plan.warmupTimeProperty().set("100ms");
          plan.measureIterationsProperty().set(2);
          plan.measureTimeProperty().set("100ms");
          plan.jvmFlagsProperty().set("-Xmx256m -XX:TieredStopAtLevel=1");
        });
    assertWhole("Benchmark plan");
    app.fx(() -> app.workbench().bench().run());
    // Real forks on a shared machine, perhaps waiting for another run's measurement lock.
    WaitForAsyncUtils.waitFor(
        240,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () ->
                        !app.workbench().bench().runningProperty().get()
                            && !app.workbench().bench().results().isEmpty())
                .get());
    app.awaitIdle();
    app.fx(() -> app.workbench().benchView().showResults());
    assertWhole("Benchmark results");
    app.fx(() -> app.workbench().benchView().showEfficiency());
    assertWhole("Benchmark efficiency");
    app.fx(() -> app.workbench().benchView().showLive());
    assertWhole("Benchmark live");
  }

  @Test
  void runsKeepTheirNumbersAndButtonsWhole(FxRobot robot) throws TimeoutException {
    show(ShellViewModel.RUNS);
    app.await(() -> app.workbench().runs().runs().size() == 3);
    assertWhole("Runs list");
    app.fx(() -> app.workbench().runs().open(ids[0]));
    app.await(() -> app.workbench().runs().detailProperty().get() != null);
    assertWhole("Run detail");
    app.fx(() -> app.workbench().runsView().showEnvironment());
    assertWhole("Run environment");
  }

  @Test
  void runsDetailChartsGetARealHeightWithoutDraggingAndTheListKeepsRows(FxRobot robot)
      throws TimeoutException {
    show(ShellViewModel.RUNS);
    app.await(() -> app.workbench().runs().runs().size() == 3);
    app.fx(() -> app.workbench().runs().open(ids[0]));
    app.await(() -> app.workbench().runs().detailProperty().get() != null);
    app.fx(() -> app.workbench().runsView().showRawData(0));
    settle();
    assertThat(height("#run-raw-chart")).as("Raw data chart at 1024×700").isGreaterThan(180);
    app.fx(() -> app.workbench().runsView().showPercentiles());
    settle();
    assertThat(height("#run-percentile-chart"))
        .as("Percentiles chart at 1024×700")
        .isGreaterThan(180);
    // the list above still shows its header and at least three rows (all three seeded runs)
    javafx.scene.control.TableView<?> list = robot.lookup("#runs-table").query();
    long visibleRows =
        WaitForAsyncUtils.waitForAsyncFx(
            10_000,
            () ->
                list.lookupAll(".table-row-cell").stream()
                    .filter(n -> n.isVisible() && fullyInside(n, list))
                    .map(n -> ((javafx.scene.control.TableRow<?>) n).getItem())
                    .filter(Objects::nonNull)
                    .count());
    assertThat(visibleRows).as("whole run rows visible in the list").isGreaterThanOrEqualTo(3);
    assertWhole("Run raw data and percentiles");
  }

  private void settle() throws TimeoutException {
    app.awaitIdle();
    for (int i = 0; i < 3; i++) {
      app.fx(() -> stage.getScene().getRoot().layout());
      WaitForAsyncUtils.sleep(100, TimeUnit.MILLISECONDS);
    }
  }

  private double height(String id) {
    return WaitForAsyncUtils.waitForAsyncFx(
        10_000,
        () -> {
          javafx.scene.layout.Region chart =
              (javafx.scene.layout.Region) stage.getScene().lookup(id);
          return chart.isVisible() && chart.getScene() != null ? chart.getHeight() : 0.0;
        });
  }

  /** Whether {@code row} is drawn wholly inside {@code table} (not cut by its lower edge). */
  private static boolean fullyInside(Node row, Node table) {
    javafx.geometry.Bounds r = row.localToScene(row.getLayoutBounds());
    javafx.geometry.Bounds t = table.localToScene(table.getLayoutBounds());
    return r.getMinY() >= t.getMinY() && r.getMaxY() <= t.getMaxY() + 0.5;
  }

  @Test
  void compareOfTwoRunsKeepsDeltaIntervalAndFieldsWhole(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    app.fx(() -> app.workbench().shell().compareRuns(ids[0], ids[1]));
    app.await(() -> app.workbench().compare().rows().size() == 3);
    assertWhole("Compare");
    app.fx(() -> app.workbench().compareView().showChangeChart());
    assertWhole("Compare Δ chart");
  }

  @Test
  void throughputWithPointsKeepsItsNumbersWhole(FxRobot robot) throws TimeoutException {
    ThroughputViewModel model = app.workbench().throughput();
    show(ShellViewModel.THROUGHPUT);
    app.fx(
        () -> {
          model.codecProperty().set("json");
          model.fixtureProperty().set("bars");
          model.messagesProperty().set("2k");
          model.consumersProperty().set("1,2");
          model.repeatsProperty().set("1");
          model.run();
        });
    WaitForAsyncUtils.waitFor(
        180,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () -> !model.runningProperty().get() && model.storedRunProperty().get() > 0)
                .get());
    app.awaitIdle();
    assertWhole("Throughput");
  }

  @Test
  void dashboardKeepsItsNumbersWhole(FxRobot robot) throws TimeoutException {
    show(ShellViewModel.DASHBOARD);
    app.await(
        () ->
            app.workbench().dashboard().snapshotProperty().get() != null
                && !app.workbench().dashboard().loadingProperty().get());
    app.awaitIdle();
    assertWhole("Dashboard");
    List<String> overlaps =
        WaitForAsyncUtils.waitForAsyncFx(
            10_000, () -> overlappingCells(stage.getScene().getRoot()));
    assertThat(overlaps).as("Dashboard best-codec cells running into each other").isEmpty();
  }

  /** Cells of one row of a grid (the best-codec table) whose boxes overlap side by side. */
  private static List<String> overlappingCells(Parent root) {
    List<String> found = new ArrayList<>();
    for (Node node : root.lookupAll(".best-table GridPane")) {
      GridPane grid = (GridPane) node;
      for (Node a : grid.getChildren()) {
        for (Node b : grid.getChildren()) {
          Integer rowA = GridPane.getRowIndex(a);
          Integer colA = GridPane.getColumnIndex(a);
          Integer colB = GridPane.getColumnIndex(b);
          if (a != b
              && Objects.equals(rowA, GridPane.getRowIndex(b))
              && colA != null
              && colB != null
              && colA < colB
              && a.getBoundsInParent().getMaxX() > b.getBoundsInParent().getMinX() + 0.5) {
            found.add(a + " runs into " + b);
          }
        }
      }
    }
    return found;
  }

  @Test
  void historyKeepsItsNumbersWhole(FxRobot robot) throws TimeoutException {
    show(ShellViewModel.HISTORY);
    app.await(() -> !app.workbench().history().keys().isEmpty());
    app.fx(() -> app.workbench().history().choose(app.workbench().history().keys().get(0).key()));
    app.await(() -> app.workbench().history().historyProperty().get() != null);
    app.awaitIdle();
    assertWhole("History");
  }

  private void show(String screen) throws TimeoutException {
    app.awaitIdle();
    app.fx(() -> app.workbench().shell().selectScreen(screen));
    app.awaitIdle();
  }

  /** Lets layout settle (tables widen columns after a pulse), then walks the whole window. */
  private void assertWhole(String where) throws TimeoutException {
    app.awaitIdle();
    for (int i = 0; i < 3; i++) {
      app.fx(() -> stage.getScene().getRoot().layout());
      WaitForAsyncUtils.sleep(150, TimeUnit.MILLISECONDS);
    }
    assertThat(stage.getScene().getWidth()).isEqualTo(WIDTH);
    assertThat(stage.getScene().getHeight()).isEqualTo(HEIGHT);
    List<Truncations.Cut> cuts =
        WaitForAsyncUtils.waitForAsyncFx(
            10_000, () -> Truncations.unreadable(stage.getScene().getRoot()));
    assertThat(cuts).as(where + " at 1024×700").isEmpty();
    List<String> untipped =
        WaitForAsyncUtils.waitForAsyncFx(
            10_000, () -> iconOnlyWithoutTooltip(stage.getScene().getRoot()));
    assertThat(untipped).as(where + ": icon-only buttons without a tooltip").isEmpty();
  }

  /** Buttons that show a symbol, not a word ("⇄", "✕"), must say what they do in a tooltip. */
  private static List<String> iconOnlyWithoutTooltip(Parent root) {
    return root.lookupAll(".button").stream()
        .filter(javafx.scene.control.ButtonBase.class::isInstance)
        .map(javafx.scene.control.ButtonBase.class::cast)
        .filter(b -> b.isVisible() && b.getTooltip() == null)
        .filter(b -> b.getText() == null || !b.getText().matches(".*\\p{L}{2}.*"))
        .map(b -> b.getId() + " '" + b.getText() + "'")
        .toList();
  }
}
