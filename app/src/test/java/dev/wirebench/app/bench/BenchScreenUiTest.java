package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import org.controlsfx.control.CheckListView;
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
 * The Benchmark screen, headless on Monocle: the real workbench builds a plan from clicks on its
 * check lists, runs a tiny real forked benchmark, and shows and stores the result.
 */
@ExtendWith(ApplicationExtension.class)
class BenchScreenUiTest {
  @TempDir Path home;
  private WorkbenchFixture app;

  @Start
  void start(Stage stage) {
    app = WorkbenchFixture.open(stage, home);
  }

  @AfterEach
  void close() {
    app.close();
  }

  @Test
  void runIsDisabledWithAReasonUntilTheCheckListsMakeAPlan(FxRobot robot) throws TimeoutException {
    openScreen(robot);

    assertThat(run(robot).isDisabled()).isTrue();
    assertThat(problem(robot)).isEqualTo("Choose at least one codec.");
    check(robot, "#bench-codecs", "json");
    assertThat(problem(robot)).isEqualTo("Choose at least one fixture.");
    check(robot, "#bench-fixtures", "minimal");

    assertThat(problem(robot)).isEmpty();
    assertThat(run(robot).isDisabled()).isFalse();
    assertThat(app.workbench().bench().plan().codecs()).containsExactly("json");
  }

  @Test
  void aTinyBenchmarkStartedFromTheScreenFillsTheResultsAndIsStored(FxRobot robot)
      throws TimeoutException {
    openScreen(robot);
    check(robot, "#bench-codecs", "json");
    check(robot, "#bench-fixtures", "minimal");
    check(robot, "#bench-operations", "decode"); // encode stays: unchecks decode
    app.fx(
        () -> {
          PlanViewModel plan = app.workbench().bench().plan();
          plan.forksProperty().set(1); // one fork is enough to see results arrive and be stored
          plan.warmupIterationsProperty().set(1);
          plan.warmupTimeProperty().set("100ms");
          plan.measureIterationsProperty().set(1);
          plan.measureTimeProperty().set("100ms");
          plan.jvmFlagsProperty().set("-Xmx256m -XX:TieredStopAtLevel=1");
        });

    app.click(robot, run(robot));
    // A real fork: allow for a slow, shared machine and another run holding the measurement lock.
    WaitForAsyncUtils.waitFor(
        180,
        TimeUnit.SECONDS,
        () ->
            WaitForAsyncUtils.asyncFx(
                    () ->
                        !app.workbench().bench().runningProperty().get()
                            && !results(robot).getItems().isEmpty())
                .get());
    WaitForAsyncUtils.waitForFxEvents();

    TableView<LiveResultRow> table = results(robot);
    assertThat(table.getItems()).hasSize(1);
    LiveResultRow row = table.getItems().get(0);
    assertThat(row.failed()).as(row.failure()).isFalse();
    assertThat(row.label()).isEqualTo("json × minimal encode");
    assertThat(row.score()).isPositive();
    long id = app.workbench().bench().storedRunProperty().get();
    assertThat(robot.lookup("#bench-status").queryAs(Label.class).getText())
        .contains("stored as run #" + id);
    // A second connection to the app's database file, as another tool would read it.
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      assertThat(store.run(id).status()).isEqualTo(RunStatus.COMPLETE);
      assertThat(store.results(id))
          .singleElement()
          .satisfies(r -> assertThat(r.result().codec()).isEqualTo("json"));
    }

    // Double-clicking the result shows its codec and fixture in Inspect.
    doubleClickFirstRow(robot, table);
    app.await(() -> app.workbench().shell().screenProperty().get().equals(ShellViewModel.INSPECT));
    app.await(
        () ->
            app.workbench().inspect().inspectionProperty().get() != null
                && app.workbench()
                    .inspect()
                    .inspectionProperty()
                    .get()
                    .choice()
                    .key()
                    .equals("minimal"));
    app.awaitIdle();
    assertThat(app.workbench().inspect().codecProperty().get().id()).isEqualTo("json");
  }

  /**
   * Double-clicks the table's first row. The event is fired rather than clicked twice: on a loaded
   * machine Monocle may see two robot clicks as two single clicks.
   */
  private void doubleClickFirstRow(FxRobot robot, TableView<LiveResultRow> table) {
    TableRow<?> cell =
        robot.from(table).lookup(".table-row-cell").<TableRow<?>>queryAll().stream()
            .filter(r -> r.isVisible() && !r.isEmpty() && r.getIndex() == 0)
            .findFirst()
            .orElseThrow();
    app.fx(
        () ->
            cell.fireEvent(
                new MouseEvent(
                    MouseEvent.MOUSE_CLICKED,
                    5,
                    5,
                    5,
                    5,
                    MouseButton.PRIMARY,
                    2,
                    false,
                    false,
                    false,
                    false,
                    false,
                    false,
                    false,
                    true,
                    false,
                    true,
                    null)));
  }

  private void openScreen(FxRobot robot) throws TimeoutException {
    app.awaitIdle();
    app.click(robot, "#nav-" + ShellViewModel.BENCH);
    app.await(() -> robot.lookup("#bench-view").tryQuery().isPresent());
  }

  /** Clicks the check box of the item {@code key} (a codec id, fixture id or operation). */
  private void check(FxRobot robot, String list, String key) {
    CheckListView<?> view = robot.lookup(list).query();
    app.fx(
        () -> {
          for (Object item : view.getItems()) {
            if (cellText(item).equals(key)) {
              scrollTo(view, item);
            }
          }
        });
    ListCell<?> cell =
        robot
            .from(view)
            .lookup(".list-cell")
            .match(NodeQueryUtils.isVisible())
            .<ListCell<?>>queryAll()
            .stream()
            .filter(
                c -> key.equals(c.getText()) || String.valueOf(c.getText()).startsWith(key + " "))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no cell '" + key + "' in " + list));
    Node box = robot.from(cell).lookup(".check-box").query();
    app.click(robot, box);
  }

  @SuppressWarnings("unchecked") // the list's item type is only known at run time here
  private static <T> void scrollTo(CheckListView<T> view, Object item) {
    view.scrollTo((T) item);
  }

  private static String cellText(Object item) {
    return item instanceof CodecInfo info ? info.id() : item.toString().toLowerCase(Locale.ROOT);
  }

  private static Button run(FxRobot robot) {
    return robot.lookup("#bench-run").queryAs(Button.class);
  }

  private static String problem(FxRobot robot) {
    return robot.lookup("#bench-problem").queryAs(Label.class).getText();
  }

  private static TableView<LiveResultRow> results(FxRobot robot) {
    return robot.lookup("#bench-results").query();
  }
}
