package dev.wirebench.app.dashboard;

import dev.wirebench.app.dashboard.DashboardSnapshot.Best;
import dev.wirebench.engine.codec.DecimalForm;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** Best codec per fixture × operation, inside a tile: winner, time, runner-up and its gap. */
final class BestTable extends VBox {
  private static final String[] HEADERS = {
    "Fixture",
    "Operation",
    "Best codec",
    "Time/op ± error",
    "Runner-up",
    "± error",
    "Slower by",
    "Run"
  };

  BestTable() {
    setId("dashboard-best");
    getStyleClass().add("best-table");
    show(List.of());
  }

  void show(List<Best> rows) {
    getChildren().clear();
    if (rows.isEmpty()) {
      Label none =
          new Label(
              "No codec results yet — run a benchmark or import JMH JSON to rank the codecs"
                  + " per fixture and operation.");
      none.getStyleClass().add("tile-empty");
      none.setWrapText(true);
      getChildren().add(none);
      return;
    }
    GridPane grid = new GridPane();
    grid.setHgap(18);
    grid.setVgap(4);
    for (int c = 0; c < HEADERS.length; c++) {
      Label header = new Label(HEADERS[c]);
      header.getStyleClass().add("best-header");
      grid.add(header, c, 0);
      ColumnConstraints column = new ColumnConstraints();
      // as wide as its widest cell: a fixed minimum let a narrow tile squeeze the column under
      // its text, and the cells ran into each other (seen at 1024×700); the tile scrolls instead
      column.setMinWidth(Region.USE_PREF_SIZE);
      grid.getColumnConstraints().add(column);
    }
    for (int r = 0; r < rows.size(); r++) {
      Best best = rows.get(r);
      grid.addRow(
          r + 1,
          cell(best.fixture(), "best-cell"),
          cell(best.operation(), "best-cell"),
          decimals(cell(best.codec(), "rank-first"), best.codec()),
          cell(DashboardFormat.withError(best.nsPerOp(), best.errorNsPerOp()), "rank-value"),
          best.runnerUp() == null
              ? cell("–", "best-cell")
              : decimals(cell(best.runnerUp(), "best-cell"), best.runnerUp()),
          cell(
              DashboardFormat.withError(best.runnerUpNsPerOp(), best.runnerUpErrorNsPerOp()),
              "rank-value"),
          cell(best.versus(), best.significant() ? "rank-value" : "rank-not-significant"),
          withTip(cell("#" + best.runId(), "best-cell"), best));
    }
    ScrollPane scroll = new ScrollPane(grid);
    scroll.setFitToWidth(true);
    scroll.getStyleClass().add("best-scroll");
    // the whole of the tile's room, not the rows' height: sized to its rows, the pane put the
    // sideways scroll bar over the last row (seen at 1024×700); the tile is as tall as the rows
    // plus room to spare (DashboardView)
    VBox.setVgrow(scroll, Priority.ALWAYS);
    getChildren().add(scroll);
  }

  /** The plan the row compares within, and how many other plans were left out, as a tooltip. */
  private static Label withTip(Label label, Best best) {
    String others =
        best.otherPlans() == 0
            ? ""
            : "\n" + best.otherPlans() + " other plan(s) measured this case: not ranked together";
    label.setTooltip(
        new javafx.scene.control.Tooltip(
            "Newest complete runs of one plan: " + best.plan() + others));
    return label;
  }

  /** A codec's decimal form as its cell's tooltip: the ranking may be the form, not the codec. */
  private static Label decimals(Label label, String codec) {
    DecimalForm form = DecimalForm.of(codec);
    label.setTooltip(
        new javafx.scene.control.Tooltip(
            codec + " — decimals as " + form.label() + ": " + form.description()));
    return label;
  }

  private static Label cell(String text, String style) {
    Label label = new Label(text);
    label.getStyleClass().add(style);
    // A narrow tile scrolls sideways rather than cutting a time or a gap to "44…".
    label.setMinWidth(Region.USE_PREF_SIZE);
    return label;
  }
}
