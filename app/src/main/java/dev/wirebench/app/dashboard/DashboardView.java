package dev.wirebench.app.dashboard;

import dev.wirebench.app.dashboard.DashboardSnapshot.SeriesKey;
import dev.wirebench.app.history.RecentRegression;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.storage.RunSummary;
import eu.hansolo.tilesfx.Tile;
import eu.hansolo.tilesfx.Tile.SkinType;
import eu.hansolo.tilesfx.TileBuilder;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;

/**
 * The Dashboard: TilesFX tiles for the last run, the run count and database size, the running job,
 * the encode and decode leaders, a chosen benchmark's trend across runs, and the best codec per
 * fixture × operation. Binds to a {@link DashboardViewModel}; the tiles follow the app's theme.
 */
public final class DashboardView extends BorderPane {
  private static final DateTimeFormatter WHEN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT).withZone(ZoneId.systemDefault());
  private static final double TILE_H = 220;

  private final DashboardViewModel model;
  private final Tile lastRun;
  private final Tile runs;
  private final Tile job;
  private final Tile encode;
  private final Tile decode;
  private final Tile trend;
  private final Tile best;
  private final Tile regressions;
  private final VBox regressionList = new VBox(4);
  private final Label lastName = styled(new Label(), "tile-headline");
  private final Label lastFacts = styled(new Label(), "tile-line");
  private final Label lastWhen = styled(new Label(), "tile-note");
  private final Label trendValue = styled(new Label(), "tile-headline");
  private final Label trendRange = styled(new Label(), "tile-note");
  private final Sparkline sparkline = new Sparkline();
  private final RankList encodeList =
      new RankList("dashboard-encode", "No encode results yet — run a benchmark");
  private final RankList decodeList =
      new RankList("dashboard-decode", "No decode results yet — run a benchmark");
  private final BestTable bestTable = new BestTable();
  private final ComboBox<SeriesKey> series = new ComboBox<>();
  private final List<Tile> tiles = new ArrayList<>();
  // Held here: a binding only its listeners reference would be collected, and stop telling.
  private final ObservableValue<Boolean> dark;
  private boolean syncing;

  /**
   * @param dark whether the app shows its dark theme (the tiles' colours follow it)
   */
  public DashboardView(DashboardViewModel model, ObservableValue<Boolean> dark) {
    this.model = model;
    this.dark = dark;
    setId("dashboard-view");
    getStyleClass().add("dashboard-view");
    lastRun = tile(SkinType.CUSTOM, "Last run", "dashboard-last-run");
    lastRun.setGraphic(lastRunBox());
    runs = tile(SkinType.NUMBER, "Runs stored", "dashboard-runs");
    runs.setDecimals(0);
    runs.setUnit("runs");
    job = tile(SkinType.CIRCULAR_PROGRESS, "Running job", "dashboard-job");
    // The skin writes the share of the range as a percentage itself; no unit on the value.
    job.setUnit("");
    job.setMinValue(0);
    job.setMaxValue(100);
    job.setDecimals(0);
    // The skin writes the value twice: large as "100 %" and again small below it; one is enough.
    job.setValueVisible(false);
    encode = tile(SkinType.CUSTOM, "Fastest encode", "dashboard-encode-tile");
    encode.setGraphic(encodeList);
    decode = tile(SkinType.CUSTOM, "Fastest decode", "dashboard-decode-tile");
    decode.setGraphic(decodeList);
    trend = tile(SkinType.CUSTOM, "Trend", "dashboard-trend");
    trend.setGraphic(trendBox());
    best = tile(SkinType.CUSTOM, "Best codec per fixture and operation", "dashboard-best-tile");
    best.setGraphic(bestTable);
    regressions = tile(SkinType.CUSTOM, "Recent regressions", "dashboard-regressions");
    regressionList.setId("dashboard-regression-list");
    regressions.setGraphic(regressionList);
    setTop(toolbar());
    setCenter(grid());
    model
        .snapshotProperty()
        .addListener(
            (obs, old, now) -> {
              show(now);
              if (model.regressionsProperty().get() == null) {
                showRegressions(null); // "scanning" now knows how many runs it scans
              }
              showJob();
            });
    model.regressionsProperty().addListener((obs, old, now) -> showRegressions(now));
    model.jobProperty().addListener((obs, old, now) -> showJob());
    model.jobProgressProperty().addListener((obs, old, now) -> showJob());
    this.dark.addListener((obs, old, now) -> colour(Boolean.TRUE.equals(now)));
    colour(Boolean.TRUE.equals(this.dark.getValue()));
    show(model.snapshotProperty().get());
    showRegressions(model.regressionsProperty().get());
    showJob();
  }

  private HBox toolbar() {
    Label title = new Label("Dashboard");
    title.getStyleClass().add("pane-title");
    Label trendLabel = new Label("Trend of");
    trendLabel.getStyleClass().add("field-label");
    series.setId("dashboard-series");
    series.setPrefWidth(360);
    series.setPromptText("no benchmarks stored yet");
    series.setTooltip(new Tooltip("The benchmark whose score the trend tile follows across runs"));
    series
        .valueProperty()
        .addListener(
            (obs, old, now) -> {
              if (!syncing) {
                model.choose(now);
              }
            });
    Button refresh = new Button("Refresh");
    refresh.setId("dashboard-refresh");
    refresh.setTooltip(new Tooltip("Read the run database again"));
    refresh.setOnAction(e -> model.refresh());
    Label error = new Label();
    error.getStyleClass().add("input-error");
    error.textProperty().bind(model.errorProperty());
    Region grow = new Region();
    HBox.setHgrow(grow, Priority.ALWAYS);
    HBox bar = new HBox(10, title, grow, error, trendLabel, series, refresh);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.getStyleClass().add("tool-bar-row");
    return bar;
  }

  private ScrollPane grid() {
    GridPane grid = new GridPane();
    grid.setHgap(10);
    grid.setVgap(10);
    grid.setPadding(new Insets(12));
    for (int c = 0; c < 3; c++) {
      ColumnConstraints column = new ColumnConstraints();
      column.setPercentWidth(100.0 / 3);
      column.setHgrow(Priority.ALWAYS);
      grid.getColumnConstraints().add(column);
    }
    grid.add(lastRun, 0, 0);
    grid.add(runs, 1, 0);
    grid.add(job, 2, 0);
    grid.add(encode, 0, 1);
    grid.add(decode, 1, 1);
    grid.add(trend, 2, 1);
    grid.add(best, 0, 2, 3, 1);
    best.setMinHeight(TILE_H);
    best.setPrefHeight(TILE_H);
    grid.add(regressions, 0, 3, 3, 1);
    ScrollPane scroll = new ScrollPane(grid);
    scroll.setFitToWidth(true);
    scroll.getStyleClass().add("dashboard-scroll");
    return scroll;
  }

  private void showRegressions(List<RecentRegression> found) {
    regressionList.getChildren().clear();
    if (found == null) {
      DashboardSnapshot shown = model.snapshotProperty().get();
      Label scanning =
          styled(
              new Label(
                  "Scanning the newest "
                      + (shown == null ? "" : shown.scannedRuns() + " ")
                      + "runs for regressions… (the first scan of a large store takes minutes)"),
              "tile-note");
      scanning.setId("dashboard-regressions-scanning");
      scanning.setWrapText(true);
      regressionList.getChildren().add(scanning);
      return;
    }
    if (found.isEmpty()) {
      regressionList.getChildren().add(styled(new Label("No recent regressions"), "tile-note"));
      return;
    }
    int shown = Math.min(found.size(), 6);
    for (int i = 0; i < shown; i++) {
      RecentRegression r = found.get(i);
      Label line = styled(new Label(r.describe()), "tile-line");
      line.getStyleClass().add("tile-link");
      line.setId("dashboard-regression-" + i);
      line.setTooltip(new Tooltip(r.environment().describe() + "\nClick to see its history"));
      line.setCursor(Cursor.HAND);
      line.setOnMouseClicked(e -> model.showHistory(r));
      regressionList.getChildren().add(line);
    }
    if (found.size() > shown) {
      regressionList
          .getChildren()
          .add(styled(new Label("and " + (found.size() - shown) + " more (History)"), "tile-note"));
    }
  }

  private Node lastRunBox() {
    lastName.setWrapText(true);
    lastFacts.setWrapText(true);
    VBox box = new VBox(6, lastName, lastFacts, lastWhen);
    box.setId("dashboard-last-run-box");
    return box;
  }

  private Node trendBox() {
    // the value (with its error) and the range wrap in a narrow tile, never cut
    trendValue.setWrapText(true);
    trendValue.setMinHeight(Region.USE_PREF_SIZE);
    trendRange.setWrapText(true);
    trendRange.setMinHeight(Region.USE_PREF_SIZE);
    VBox box = new VBox(4, trendValue, sparkline, trendRange);
    VBox.setVgrow(sparkline, Priority.ALWAYS);
    return box;
  }

  private Tile tile(SkinType skin, String title, String id) {
    Tile tile =
        TileBuilder.create()
            .skinType(skin)
            .prefSize(280, TILE_H)
            .maxSize(Double.MAX_VALUE, Double.MAX_VALUE)
            .title(title)
            .animated(false)
            .build();
    tile.setId(id);
    tile.getStyleClass().add("dashboard-tile");
    tiles.add(tile);
    return tile;
  }

  private void colour(boolean dark) {
    Color background = dark ? Color.web("#26292e") : Color.web("#ffffff");
    Color foreground = dark ? Color.web("#e3e6ea") : Color.web("#2c3440");
    Color accent = dark ? Color.web("#5b9bff") : Color.web("#2f6fde");
    for (Tile tile : tiles) {
      tile.setBackgroundColor(background);
      tile.setForegroundBaseColor(foreground);
      tile.setBarColor(accent);
      tile.setBarBackgroundColor(dark ? Color.web("#3c4048") : Color.web("#dde3ea"));
    }
  }

  private void show(DashboardSnapshot snapshot) {
    if (snapshot == null) {
      // not read yet: "No runs yet" here would be a claim about the store (#32.16)
      lastName.setText("Loading…");
      lastFacts.setText("");
      lastWhen.setText("");
      runs.setValue(0);
      runs.setText("Reading the run database…");
      return;
    }
    showLastRun(snapshot.lastRun());
    runs.setValue(snapshot.totalRuns());
    runs.setTitle(
        snapshot.databaseBytes() < 0
            ? "Runs stored · team store"
            : "Runs stored · " + DashboardFormat.bytes(snapshot.databaseBytes()));
    runs.setText(kinds(snapshot.runsByKind()));
    runs.setTooltipText(snapshot.database());
    String on = snapshot.leaderFixture() == null ? "" : " · " + snapshot.leaderFixture();
    encode.setTitle("Fastest encode" + on);
    decode.setTitle("Fastest decode" + on);
    encodeList.show(snapshot.encodeLeaders());
    decodeList.show(snapshot.decodeLeaders());
    bestTable.show(snapshot.best());
    // As tall as its rows (a header, one line each), within bounds; the page scrolls beyond. At
    // least a row of tiles high: TilesFX scales a tile's title with its height.
    best.setPrefHeight(Math.min(520, Math.max(TILE_H, 110 + 21.0 * snapshot.best().size())));
    best.setTitle(
        snapshot.best().isEmpty()
            ? "Best codec per fixture and operation"
            : "Best codec per fixture and operation · newest complete runs of one plan each");
    syncing = true;
    series.getItems().setAll(snapshot.series());
    series.setValue(snapshot.chosen());
    syncing = false;
    showTrend(model.trendProperty().get());
  }

  private void showLastRun(RunSummary run) {
    if (run == null) {
      lastName.setText("No runs yet");
      lastFacts.setText("Run a benchmark or a throughput sweep, or import JMH JSON.");
      lastWhen.setText("");
      return;
    }
    lastName.setText(run.displayName());
    lastFacts.setText(LastJob.of(run).facts());
    lastWhen.setText("started " + WHEN.format(run.startedAt()));
  }

  private void showTrend(Trend shown) {
    trend.setTitle(shown.title());
    trendValue.setText(shown.value());
    trendRange.setText(shown.range());
    sparkline.show(shown.scores(), shown.description());
  }

  private void showJob() {
    String text = model.jobProperty().get();
    if (text == null || text.isEmpty()) {
      // Nothing runs: no "0 %" ring, but the last job and how it ended.
      DashboardSnapshot shown = model.snapshotProperty().get();
      RunSummary last = shown == null ? null : shown.lastRun();
      // The ring reads how far that job got: a cancelled run's results against its plan.
      job.setTitle("Last job");
      job.setValue(last == null ? 0 : 100 * LastJob.of(last).progress());
      job.setText(
          last == null
              ? "No job has run yet"
              : last.displayName() + " · " + LastJob.of(last).facts());
      return;
    }
    job.setTitle("Running job");
    job.setValue(100 * model.jobProgressProperty().get());
    job.setText(text);
  }

  private static String kinds(Map<RunKind, Long> byKind) {
    if (byKind.isEmpty()) {
      return "none yet — run a benchmark or import JMH JSON";
    }
    List<String> parts = new ArrayList<>();
    byKind.forEach((kind, count) -> parts.add(count + " " + name(kind)));
    return String.join(" · ", parts);
  }

  private static String name(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }

  private static Label styled(Label label, String style) {
    label.getStyleClass().add(style);
    return label;
  }
}
