package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.Truncations;
import dev.wirebench.engine.codec.DecodeContract;
import java.util.List;
import java.util.TreeMap;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 32 item 6: the results table as wide as the Benchmark screen leaves it in the smallest
 * window (1024×700: 569 px beside the plan), with the app's style sheets, holding sample results
 * (percentile columns shown). The codec, the score, its allocation and the decode contract stay in
 * sight without scrolling sideways (the contract and B/op were off screen); no number is cut; the
 * percentiles come last.
 */
@ExtendWith(ApplicationExtension.class)
class ResultsTableWidthUiTest {
  private static final String SHEETS = "/dev/wirebench/app/shell/";

  /** The table's width in the Benchmark screen at 1024×700 (measured on a screenshot). */
  private static final double AT_1024 = 569;

  private final ObservableList<LiveResultRow> rows = FXCollections.observableArrayList();
  private ResultsTable table;

  @Start
  void start(Stage stage) {
    table = new ResultsTable(rows, null);
    Scene scene = new Scene(new StackPane(table), AT_1024, 300);
    for (String sheet : List.of("wirebench.css", "light.css")) {
      scene.getStylesheets().add(getClass().getResource(SHEETS + sheet).toExternalForm());
    }
    stage.setScene(scene);
    stage.show();
  }

  @Test
  void atTheSmallestWindowTheContractAndScoreAreInSightBeforeThePercentiles(FxRobot robot) {
    TreeMap<Double, Double> percentiles = new TreeMap<>();
    percentiles.put(50.0, 1_210.0);
    percentiles.put(90.0, 1_480.0);
    percentiles.put(99.0, 4_000.0);
    percentiles.put(99.9, 21_000.0);
    percentiles.put(100.0, 1_350_000.0);
    robot.interact(
        () ->
            rows.setAll(
                row(
                    "protobuf",
                    "decode",
                    "sample",
                    1_234.5,
                    20.5,
                    percentiles,
                    DecodeContract.VIA_LIBRARY_OBJECT),
                row(
                    "wire-compiled",
                    "roundtrip",
                    "sample",
                    98_765.4,
                    1_234.5,
                    new TreeMap<>(),
                    DecodeContract.FILLS_REUSED),
                row(
                    "java-serialization",
                    "decode",
                    "sample",
                    12_345.6,
                    300,
                    percentiles,
                    DecodeContract.MATERIALIZES)));
    WaitForAsyncUtils.waitForFxEvents();
    WaitForAsyncUtils.waitForFxEvents();

    for (String title : List.of("Codec", "Op", "sample, ns/op", "B/op", "Decode", "Size")) {
      assertThat(right(robot, title))
          .as(title + "'s right edge within the table's %.0f px", AT_1024)
          .isLessThanOrEqualTo(AT_1024);
    }
    List<String> titles = table.getColumns().stream().map(TableColumn::getText).toList();
    assertThat(titles.indexOf("Decode")).isLessThan(titles.indexOf("p50"));
    // one mode and unit for every result: said in the score's header, not by columns of their own
    assertThat(
            table.getColumns().stream().filter(c -> List.of("Unit", "Mode").contains(c.getText())))
        .hasSize(2)
        .allMatch(c -> !c.isVisible());
    robot.interact(
        () ->
            assertThat(Truncations.unreadable(table))
                // the percentiles lie to the right, whole, a scroll away
                .filteredOn(cut -> !cut.shown().equals("(past the table's right edge)"))
                .as("numbers in sight at %.0f px", AT_1024)
                .isEmpty());
  }

  /** The right edge of column {@code title}'s header, in the table's coordinates. */
  private double right(FxRobot robot, String title) {
    return WaitForAsyncUtils.waitForAsyncFx(
        5_000,
        () ->
            robot.lookup(".column-header").queryAllAs(TableColumnHeader.class).stream()
                .filter(h -> h.getTableColumn() != null)
                .filter(h -> title.equals(h.getTableColumn().getText()))
                .map(h -> table.sceneToLocal(h.localToScene(h.getBoundsInLocal())))
                .mapToDouble(Bounds::getMaxX)
                .findFirst()
                .orElse(Double.MAX_VALUE));
  }

  private static LiveResultRow row(
      String codec,
      String op,
      String mode,
      double score,
      double error,
      TreeMap<Double, Double> pct,
      DecodeContract contract) {
    return new LiveResultRow(
        codec,
        "snapshot-20x20",
        op,
        mode,
        score,
        error,
        "ns/op",
        1_234.0,
        1_211,
        contract.description(),
        null,
        pct);
  }
}
