package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.stats.Noise;
import java.util.List;
import java.util.TreeMap;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.NodeQueryUtils;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Benchmark results table, headless: percentile columns appear for sample and latency results
 * (and only then), and a result whose error is larger than its score is marked noisy with a hint.
 */
@ExtendWith(ApplicationExtension.class)
@SuppressWarnings({"unchecked", "rawtypes"}) // TestFX looks cells up by CSS class
class ResultsTableUiTest {
  private final ObservableList<LiveResultRow> rows = FXCollections.observableArrayList();
  private ResultsTable table;

  @Start
  void start(Stage stage) {
    table = new ResultsTable(rows, null);
    stage.setScene(new Scene(table, 1400, 400));
    stage.show();
  }

  @Test
  void percentileColumnsShowSampleResultsAndNoisyScoresAreMarked(FxRobot robot) {
    robot.interact(() -> rows.setAll(row("json", "avgt", 8630, 10356, new TreeMap<>())));
    assertThat(percentileColumns()).allMatch(c -> !c.isVisible());

    TreeMap<Double, Double> percentiles = new TreeMap<>();
    percentiles.put(50.0, 120.0);
    percentiles.put(90.0, 180.0);
    percentiles.put(99.0, 400.0);
    percentiles.put(99.9, 2_100.0);
    percentiles.put(100.0, 35_000.0);
    robot.interact(() -> rows.add(row("sbe", "sample", 131, 4, percentiles)));
    WaitForAsyncUtils.waitForFxEvents();

    assertThat(percentileColumns())
        .extracting(TableColumn::getText)
        .containsExactly("p50", "p90", "p99", "p99.9", "max");
    assertThat(percentileColumns()).allMatch(TableColumn::isVisible);
    // the one score rule of every screen (storage/report/Numbers): four figures below 10,000
    assertThat(cells(robot, "p99.9")).containsExactly("—", "2100.0");
    assertThat(cells(robot, "max")).containsExactly("—", "35,000");
    assertThat(cells(robot, "ns/op")).containsExactly("⚠ 8630.0 ± 10,356 noisy", "131.0 ± 4.00");
    TableCell<?, ?> noisy =
        robot
            .lookup("#bench-results .noisy")
            .match(NodeQueryUtils.isVisible())
            .queryAs(TableCell.class);
    assertThat(noisy.getTooltip().getText()).isEqualTo(Noise.Level.NOISY.hint());
  }

  private List<TableColumn<LiveResultRow, ?>> percentileColumns() {
    return table.getColumns().stream()
        .filter(c -> c.getStyleClass().contains("percentile"))
        .toList();
  }

  private static List<String> cells(FxRobot robot, String column) {
    return robot
        .lookup("#bench-results .table-cell")
        .match(NodeQueryUtils.isVisible())
        .queryAllAs(TableCell.class)
        .stream()
        .filter(c -> c.getTableColumn().getText().equals(column) && c.getTableRow() != null)
        .filter(c -> c.getTableRow().getItem() != null)
        .sorted(java.util.Comparator.comparingInt(TableCell::getIndex))
        .map(c -> c.getText())
        .toList();
  }

  private static LiveResultRow row(
      String codec, String mode, double score, double error, TreeMap<Double, Double> pct) {
    return new LiveResultRow(
        codec, "minimal", "decode", mode, score, error, "ns/op", 0.0, 60, null, null, pct);
  }
}
