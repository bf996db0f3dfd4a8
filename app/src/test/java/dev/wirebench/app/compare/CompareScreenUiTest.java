package dev.wirebench.app.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.runs.SeededRuns;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Compare screen, headless, on two seeded runs in a real SQLite file. */
@ExtendWith(ApplicationExtension.class)
class CompareScreenUiTest {
  @TempDir static Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private RunDatabase database;
  private RunComparisonViewModel model;
  private long[] ids;

  @Start
  void start(Stage stage) {
    database = new RunDatabase(dir.resolve("runs-" + System.nanoTime() + ".db"));
    ids = SeededRuns.pair(database.store());
    model =
        new RunComparisonViewModel(
            new RunComparisonService(database), TaskExecutor.inline(unexpected::add));
    stage.setScene(new Scene(new RunComparisonView(model), 1360, 700));
    stage.show();
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  @Test
  @SuppressWarnings("unchecked") // the table's columns, looked up by title
  void headersSortTheLoadedRowsByTheirNumbers(FxRobot robot) {
    robot.interact(() -> model.compare(ids[0], ids[1]));
    TableView<PairRow> table = robot.lookup("#runcmp-table").queryAs(TableView.class);
    assertThat(names(table)).containsExactly("json", "fix", "protobuf");

    // A: 100, 200, 50 — as text "100.0" < "200.0" < "50.00"; as numbers 50 < 100 < 200
    robot.clickOn(header(robot, "A"));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(names(table)).containsExactly("protobuf", "json", "fix");

    robot.clickOn(header(robot, "A"));
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(names(table)).containsExactly("fix", "json", "protobuf");

    // Δ: -25 %, +0.5 %, +20 %
    TableColumn<PairRow, ?> change = column(table, "Δ");
    robot.interact(() -> table.getSortOrder().setAll(change));
    assertThat(names(table)).containsExactly("json", "fix", "protobuf");
  }

  @Test
  void theChangeChartSaysTheBarIsTheChangeAndTheErrorBarItsInterval() {
    assertThat(RunComparisonView.CHANGE_CAPTION)
        .contains("bar: the change")
        .contains("error bar: its confidence interval")
        .doesNotContain("bars: the change's confidence interval");
  }

  private static javafx.scene.Node header(FxRobot robot, String title) {
    return robot
        .lookup("#runcmp-table .column-header")
        .match(
            (javafx.scene.Node n) ->
                n.lookup(".label") instanceof javafx.scene.control.Label label
                    && title.equals(label.getText()))
        .query();
  }

  private static TableColumn<PairRow, ?> column(TableView<PairRow> table, String title) {
    return table.getColumns().stream().filter(c -> title.equals(c.getText())).findFirst().get();
  }

  private static List<String> names(TableView<PairRow> table) {
    return table.getItems().stream().map(row -> row.pair().a().codec()).toList();
  }
}
