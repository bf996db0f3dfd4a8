package dev.wirebench.app.runs;

import dev.wirebench.app.profile.ProfileView;
import dev.wirebench.app.profile.ProfileViewModel;
import dev.wirebench.app.widgets.ColumnFit;
import dev.wirebench.app.widgets.PercentilePane;
import dev.wirebench.app.widgets.PercentileSeries;
import dev.wirebench.app.widgets.RawDataPane;
import dev.wirebench.app.widgets.ScoreChart;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.RunSummary;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The opened run: an editor for its label, tags and notes, and tabs with its results table (score ±
 * error, unit, B/op, size, percentiles when present), a chart of the scores with error bars (one
 * unit at a time), and its environment. Shows a hint when no run is open.
 */
final class RunDetailView extends StackPane {
  private static final double[] PERCENTILES = {50, 90, 99, 99.9, 100};
  private final RunsViewModel model;
  private final Label title = new Label();
  private final Label facts = new Label();
  private final TextField label = new TextField();
  private final TextField tags = new TextField();
  private final TextArea notes = new TextArea();
  private final TableView<StoredResultRow> results = new TableView<>();
  private final TableView<EnvironmentRow> environment = new TableView<>();
  private final ComboBox<String> unit = new ComboBox<>();
  private final ScoreChart chart = new ScoreChart("", false);
  private final TabPane tabs = new TabPane();
  private final RawDataPane raw = new RawDataPane("run");
  private final PercentilePane percentiles = new PercentilePane("run");
  private final ProfileViewModel profiles;
  private final Tab profileTab = new Tab("Profile");

  RunDetailView(RunsViewModel model, ProfileViewModel profiles) {
    this.model = model;
    this.profiles = profiles;
    setId("run-detail");
    Label hint =
        new Label("Open a run (double-click it) to see its results, chart and environment.");
    hint.getStyleClass().add("empty-state");
    BorderPane content = new BorderPane(tabs(), header(), null, null, null);
    getChildren().setAll(hint, content);
    content.visibleProperty().bind(model.detailProperty().isNotNull());
    hint.visibleProperty().bind(model.detailProperty().isNull());
    model.detailProperty().addListener((o, old, shown) -> show(shown));
    // profiles are read when their tab is looked at, for the run then open
    profileTab.selectedProperty().addListener((o, was, now) -> loadProfiles());
    model.detailProperty().addListener((o, old, shown) -> loadProfiles());
    unit.valueProperty().addListener((o, old, chosen) -> showChart(chosen));
  }

  private VBox header() {
    title.getStyleClass().add("detail-title");
    title.setId("run-detail-title");
    facts.getStyleClass().add("dim");
    label.setId("run-label");
    label.setPromptText("Label");
    label.setTooltip(new Tooltip("The run's name, e.g. baseline or jdk21-g1"));
    tags.setId("run-tags");
    tags.setPromptText("Tags, separated by commas");
    notes.setId("run-notes");
    notes.setPromptText("Notes: what changed, why this run");
    notes.setPrefRowCount(2);
    notes.setWrapText(true);
    Button save = new Button("Save");
    save.setId("run-save");
    save.setTooltip(new Tooltip("Save the label, tags and notes"));
    save.setDefaultButton(false);
    save.setOnAction(
        e -> {
          RunDetail open = model.detailProperty().get();
          if (open != null) {
            model.save(open.summary().id(), label.getText(), notes.getText(), tags.getText());
          }
        });
    Button close = new Button("Close");
    close.setTooltip(new Tooltip("Close this run"));
    close.setOnAction(e -> model.closeDetail());
    // Label and tags stacked, the notes beside them, the title and facts on one line: the header
    // stays about 100 px high, so the tabs below keep the room their charts need at 1024×700.
    GridPane form = new GridPane();
    form.setHgap(8);
    form.setVgap(6);
    form.addRow(0, new Label("Label"), label);
    form.addRow(1, new Label("Tags"), tags);
    form.add(new Label("Notes"), 2, 0);
    form.add(notes, 3, 0, 1, 2);
    label.setPrefColumnCount(14);
    tags.setPrefColumnCount(14);
    notes.setPrefColumnCount(30);
    GridPane.setHgrow(label, Priority.SOMETIMES);
    GridPane.setHgrow(tags, Priority.SOMETIMES);
    GridPane.setHgrow(notes, Priority.ALWAYS);
    notes.setMinHeight(0);
    VBox buttons = new VBox(6, save, close);
    save.setMaxWidth(Double.MAX_VALUE);
    close.setMaxWidth(Double.MAX_VALUE);
    HBox editor = new HBox(10, form, buttons);
    HBox.setHgrow(form, Priority.ALWAYS);
    FlowPane heading = new FlowPane(12, 2, title, facts);
    heading.setAlignment(Pos.BASELINE_LEFT);
    VBox header = new VBox(4, heading, editor);
    header.getStyleClass().add("detail-header");
    header.setPadding(new Insets(8, 10, 8, 10));
    return header;
  }

  private TabPane tabs() {
    results.setId("run-results");
    results.setPlaceholder(new Label("This run has no results."));
    ColumnFit.install(results);
    environment.setId("run-environment");
    environment.setPlaceholder(new Label("No environment was recorded."));
    environment.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    environment
        .getColumns()
        .setAll(
            List.of(
                envColumn("Group", 90, EnvironmentRow::group),
                envColumn("Key", 220, EnvironmentRow::key),
                envColumn("Value", 600, EnvironmentRow::value)));
    // Flag lists and CPU names run long: the whole value is a hover away.
    environment.setRowFactory(
        t ->
            new javafx.scene.control.TableRow<>() {
              @Override
              protected void updateItem(EnvironmentRow row, boolean empty) {
                super.updateItem(row, empty);
                setTooltip(
                    empty || row == null ? null : new Tooltip(row.key() + " = " + row.value()));
              }
            });
    unit.setId("run-chart-unit");
    chart.setId("run-score-chart");
    unit.setTooltip(new Tooltip("The chart shows the results in one unit at a time"));
    chart.setNonNegative(true);
    ScrollPane scroll = new ScrollPane(chart);
    scroll.setFitToWidth(true);
    scroll.setFitToHeight(true);
    HBox unitRow = new HBox(8, new Label("Unit"), unit);
    unitRow.setAlignment(Pos.CENTER_LEFT);
    unitRow.setPadding(new Insets(6, 10, 0, 10));
    BorderPane chartPane = new BorderPane(scroll, unitRow, null, null, null);
    Tab resultsTab = new Tab("Results", results);
    Tab chartTab = new Tab("Chart", chartPane);
    Tab environmentTab = new Tab("Environment", environment);
    Tab rawTab = new Tab("Raw data", raw);
    rawTab.setId("run-raw-tab");
    chartTab.setId("run-chart-tab");
    Tab percentileTab = new Tab("Percentiles", percentiles);
    percentileTab.setId("run-percentile-tab");
    percentileTab.setTooltip(
        new Tooltip("Latency by percentile, one line per codec (sample and latency results)"));
    profileTab.setContent(new ProfileView(profiles));
    profileTab.setId("run-profile-tab");
    tabs.getTabs().setAll(resultsTab, chartTab, environmentTab, rawTab, percentileTab, profileTab);
    raw.clear();
    results.getSelectionModel().selectedItemProperty().addListener((o, old, row) -> showRaw(row));
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    return tabs;
  }

  private void loadProfiles() {
    if (profileTab.isSelected()) {
      RunDetail shown = model.detailProperty().get();
      profiles.load(shown == null ? -1 : shown.summary().id());
    }
  }

  /** Shows the chart tab (screenshots). */
  void showChart() {
    tabs.getSelectionModel().select(1);
  }

  /** Shows the raw-data tab for the result in row {@code index} (screenshots, tests). */
  void showRawData(int index) {
    results.getSelectionModel().select(index);
    tabs.getSelectionModel().select(3);
  }

  private void showRaw(StoredResultRow row) {
    if (row == null) {
      raw.clear();
    } else {
      var result = row.result();
      raw.show(row.name(), row.unit(), result.rawData(), result.warmup(), result.mode());
    }
  }

  /** Shows the percentile tab (screenshots, tests). */
  void showPercentiles() {
    tabs.getSelectionModel().select(4);
  }

  /** {@code Class.method} of a JMH benchmark name, for a result that names no codec. */
  private static String shortName(String benchmark) {
    int method = benchmark.lastIndexOf('.');
    return method <= 0
        ? benchmark
        : benchmark.substring(benchmark.lastIndexOf('.', method - 1) + 1);
  }

  /** Shows the environment tab (screenshots). */
  void showEnvironment() {
    tabs.getSelectionModel().select(2);
  }

  private void show(RunDetail detail) {
    if (detail == null) {
      results.getItems().clear();
      environment.getItems().clear();
      chart.setBars(List.of());
      percentiles.show(List.of());
      return;
    }
    RunSummary run = detail.summary();
    percentiles.show(
        detail.results().stream()
            .map(StoredResultRow::result)
            .filter(r -> !r.failed())
            .map(
                r ->
                    new PercentileSeries.Source(
                        r.codec() == null ? shortName(r.benchmark()) : r.codec(),
                        r.fixture(),
                        r.operation(),
                        r.mode(),
                        r.unit(),
                        r.percentiles(),
                        r.histogram()))
            .toList());
    title.setText("Run " + run.displayName());
    facts.setText(
        RunsView.lower(run.kind())
            + " · "
            + RunsView.lower(run.status())
            + " · "
            + dev.wirebench.storage.report.RunFacts.TIME.format(run.startedAt())
            + " · "
            + detail.results().size()
            + " results"
            + (run.source() == null ? "" : " · imported from " + run.source()));
    label.setText(run.label());
    tags.setText(String.join(", ", run.tags()));
    notes.setText(run.notes());
    results.getColumns().setAll(resultColumns(detail));
    results.getItems().setAll(detail.results());
    environment.getItems().setAll(detail.environment());
    List<String> units = detail.units();
    String keep = unit.getValue();
    unit.getItems().setAll(units);
    unit.setValue(units.contains(keep) ? keep : units.isEmpty() ? null : units.get(0));
    showChart(unit.getValue());
  }

  private void showChart(String chosen) {
    RunDetail detail = model.detailProperty().get();
    if (detail == null || chosen == null) {
      chart.setBars(List.of());
      return;
    }
    chart.setValueLabel("score (" + chosen + "), error bars: 99.9 % CI");
    chart.setBars(detail.bars(chosen));
  }

  private List<TableColumn<StoredResultRow, ?>> resultColumns(RunDetail detail) {
    List<TableColumn<StoredResultRow, ?>> columns = new java.util.ArrayList<>();
    columns.add(text("Benchmark", 300, StoredResultRow::name, null));
    columns.add(scoreColumn());
    columns.add(text("± Error", 90, StoredResultRow::errorText, "number-cell"));
    columns.add(text("Unit", 70, StoredResultRow::unit, null));
    columns.add(text("B/op", 80, StoredResultRow::allocText, "number-cell"));
    columns.add(text("Size", 70, StoredResultRow::sizeText, "number-cell"));
    if (detail.results().stream().anyMatch(StoredResultRow::hasPercentiles)) {
      for (double p : PERCENTILES) {
        String name = p == 100 ? "max" : "p" + dev.wirebench.storage.report.Numbers.plain(p);
        columns.add(text(name, 72, r -> r.percentile(p), "number-cell"));
      }
    }
    if (detail.results().stream().anyMatch(r -> r.result().failed())) {
      columns.add(text("Failure", 300, StoredResultRow::failure, null));
    }
    return columns;
  }

  /** Score shows the formatted score and sorts by the number (failed results, NaN, last). */
  private static TableColumn<StoredResultRow, StoredResultRow> scoreColumn() {
    TableColumn<StoredResultRow, StoredResultRow> column = new TableColumn<>("Score");
    column.setPrefWidth(100);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
    column.getStyleClass().add("number-cell");
    column.setComparator(Comparator.comparingDouble(StoredResultRow::score));
    column.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(StoredResultRow item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.scoreText());
                Noise.Level noise = empty || item == null ? Noise.Level.CLEAN : item.noise();
                getStyleClass().removeAll("noisy", "wide");
                if (noise != Noise.Level.CLEAN) {
                  getStyleClass().add(noise.word());
                }
                setTooltip(noise == Noise.Level.CLEAN ? null : new Tooltip(noise.hint()));
              }
            });
    return column;
  }

  private static TableColumn<StoredResultRow, String> text(
      String title, double width, Function<StoredResultRow, String> value, String styleClass) {
    TableColumn<StoredResultRow, String> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    if (styleClass != null) {
      column.getStyleClass().add(styleClass);
    }
    return column;
  }

  private static TableColumn<EnvironmentRow, String> envColumn(
      String title, double width, Function<EnvironmentRow, String> value) {
    TableColumn<EnvironmentRow, String> column = new TableColumn<>(title);
    column.setPrefWidth(width);
    column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
    return column;
  }
}
