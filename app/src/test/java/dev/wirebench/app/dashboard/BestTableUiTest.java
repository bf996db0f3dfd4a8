package dev.wirebench.app.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.app.shell.ShellViewModel;
import dev.wirebench.app.shell.WorkbenchFixture;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
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
 * Issue 32 item 6: the Dashboard's best-codec table in the smallest window, 1024×700, headless on
 * Monocle, with names long enough that it scrolls sideways: its last row is in sight above the
 * scroll bar (it sat behind it).
 */
@ExtendWith(ApplicationExtension.class)
class BestTableUiTest {
  private static final String[] FIXTURES = {
    "order-book-snapshot-with-twenty-levels-a-side", "package-header-with-mixed-entries"
  };

  @TempDir Path home;
  private WorkbenchFixture app;
  private Stage stage;

  @Start
  void start(Stage stage) {
    this.stage = stage;
    try (RunStore store = RunStore.open(UserDirs.under(home).database())) {
      List<BenchResult> results = new ArrayList<>();
      for (String fixture : FIXTURES) {
        for (String op : List.of("encode", "decode")) {
          results.add(SeededRuns.result("java-serialization", fixture, op, "avgt", 12_345.6));
          results.add(SeededRuns.result("wire-interpreted", fixture, op, "avgt", 1_234.5));
        }
      }
      SeededRuns.bench(store, "long names", results.toArray(BenchResult[]::new));
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
  void atTheSmallestWindowTheLastRowIsAboveTheSidewaysScrollBar(FxRobot robot)
      throws TimeoutException {
    DashboardViewModel model = app.workbench().dashboard();
    app.fx(() -> app.workbench().shell().selectScreen(ShellViewModel.DASHBOARD));
    app.await(() -> model.snapshotProperty().get() != null);
    app.awaitIdle();
    WaitForAsyncUtils.waitForFxEvents();
    assertThat(stage.getScene().getWidth()).isEqualTo(1024);

    ScrollPane scroll = robot.lookup("#dashboard-best .best-scroll").query();
    GridPane grid = (GridPane) scroll.getContent();
    Bounds viewport = WaitForAsyncUtils.waitForAsyncFx(5_000, scroll::getViewportBounds);
    assertThat(grid.getWidth()).as("the table scrolls sideways").isGreaterThan(viewport.getWidth());
    List<Label> lastRow =
        grid.getChildren().stream()
            .filter(n -> GridPane.getRowIndex(n) == FIXTURES.length * 2)
            .map(Label.class::cast)
            .toList();
    assertThat(lastRow).hasSize(8);
    for (Node cell : lastRow) {
      assertThat(cell.getBoundsInParent().getMaxY())
          .as("last row's bottom within the %.0f px above the scroll bar", viewport.getHeight())
          .isLessThanOrEqualTo(viewport.getHeight());
    }
  }
}
