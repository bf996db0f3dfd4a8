package dev.wirebench.app.bench;

import dev.wirebench.app.widgets.ChartBar;
import dev.wirebench.app.widgets.PercentilePane;
import dev.wirebench.app.widgets.PercentileSeries;
import dev.wirebench.app.widgets.RawDataPane;
import dev.wirebench.app.widgets.ScoreChart;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Benchmark screen: the plan form on the left; on the right the run's progress (bar, current
 * benchmark, ETA, Cancel), how the last run ended with a link to it in Runs, and tabs with the live
 * iteration chart, the results table and bar chart, and the efficiency view. Binds to a {@link
 * BenchViewModel}; decides nothing itself.
 */
public final class BenchView extends BorderPane {
  private final BenchViewModel model;
  private final TabPane tabs = new TabPane();
  private final Tab liveTab = new Tab("Live");
  private final Tab resultsTab = new Tab("Results");
  private final Tab efficiencyTab = new Tab("Efficiency");
  private final Tab rawTab = new Tab("Raw data");
  private final Tab percentileTab = new Tab("Percentiles");
  private ResultsTable resultsTable;

  public BenchView(BenchViewModel model, boolean runsAvailable) {
    this(model, runsAvailable, null);
  }

  /**
   * @param runsAvailable whether the Runs screen exists to open a stored run in
   * @param runOnFleet what "Run on fleet…" does, or null for no such button
   */
  public BenchView(BenchViewModel model, boolean runsAvailable, Runnable runOnFleet) {
    this.model = model;
    setId("bench-view");
    getStyleClass().add("bench-view");
    setLeft(new PlanPane(model, runOnFleet));
    VBox right = new VBox(progressStrip(), statusLine(runsAvailable), errorBanner(), tabs());
    VBox.setVgrow(tabs, Priority.ALWAYS);
    setCenter(right);
    MessageFileControls.acceptDrops(this, model.plan().messageFiles());
    // A run shows its live chart; its end shows the results.
    model
        .runningProperty()
        .addListener((o, was, now) -> tabs.getSelectionModel().select(now ? liveTab : resultsTab));
  }

  /** Shows the live iteration chart. */
  public void showLive() {
    tabs.getSelectionModel().select(liveTab);
  }

  /** Shows the results table and bar chart. */
  public void showResults() {
    tabs.getSelectionModel().select(resultsTab);
  }

  /** Shows the percentile chart of the results. */
  public void showPercentiles() {
    tabs.getSelectionModel().select(percentileTab);
  }

  /** Shows the efficiency (speed × size × allocation) view. */
  public void showEfficiency() {
    tabs.getSelectionModel().select(efficiencyTab);
  }

  private Node progressStrip() {
    ProgressBar bar = new ProgressBar();
    bar.setId("bench-progress");
    bar.progressProperty().bind(model.progressProperty());
    bar.setPrefWidth(220);
    Label current = new Label();
    current.setId("bench-current");
    current.textProperty().bind(model.currentProperty());
    current.setMinWidth(0);
    current.setMaxWidth(Double.MAX_VALUE);
    HBox.setHgrow(current, Priority.ALWAYS);
    Label eta = new Label();
    eta.setId("bench-eta");
    eta.getStyleClass().add("mono");
    eta.textProperty().bind(model.etaProperty());
    eta.setMinWidth(Region.USE_PREF_SIZE);
    Button cancel = new Button("Cancel");
    cancel.setOnAction(e -> model.cancel());
    cancel.setTooltip(
        new Tooltip("Stop the run and kill its forked JVMs; finished results are kept"));
    HBox strip = new HBox(10, bar, current, eta, cancel);
    strip.setId("bench-progress-strip");
    strip.getStyleClass().add("tool-bar-row");
    strip.setAlignment(Pos.CENTER_LEFT);
    strip.setPadding(new Insets(6, 10, 6, 10));
    strip.visibleProperty().bind(model.runningProperty());
    strip.managedProperty().bind(strip.visibleProperty());
    return strip;
  }

  private Node statusLine(boolean runsAvailable) {
    Label status = new Label();
    status.setId("bench-status");
    status.textProperty().bind(model.statusProperty());
    status.setMinWidth(0);
    Hyperlink open = new Hyperlink("Open in Runs");
    open.setId("bench-open-run");
    open.setOnAction(e -> model.openStoredRun());
    open.visibleProperty().bind(model.storedRunProperty().greaterThanOrEqualTo(0));
    open.managedProperty().bind(open.visibleProperty());
    open.setDisable(!runsAvailable);
    if (!runsAvailable) {
      open.setTooltip(new Tooltip("The Runs screen is not part of this build"));
    }
    Label skipped = new Label();
    skipped.setId("bench-notes");
    skipped.getStyleClass().add("bench-notes");
    skipped.textProperty().bind(model.noteCountProperty());
    skipped.visibleProperty().bind(model.noteCountProperty().isNotEmpty());
    skipped.managedProperty().bind(skipped.visibleProperty());
    Tooltip why = new Tooltip();
    why.textProperty().bind(model.notesProperty());
    skipped.setTooltip(why);
    HBox line = new HBox(8, status, open, skipped);
    // The link keeps its words in a narrow window; the status sentence gives way.
    open.setMinWidth(Region.USE_PREF_SIZE);
    line.getStyleClass().add("bench-status");
    line.setAlignment(Pos.CENTER_LEFT);
    line.setPadding(new Insets(6, 10, 6, 10));
    line.visibleProperty()
        .bind(model.statusProperty().isNotEmpty().and(model.runningProperty().not()));
    line.managedProperty().bind(line.visibleProperty());
    return line;
  }

  private Node errorBanner() {
    Label title = new Label("The run could not start");
    title.getStyleClass().add("error-title");
    Label detail = new Label();
    detail.setId("bench-error");
    detail.getStyleClass().add("error-detail");
    detail.setWrapText(true);
    detail.textProperty().bind(model.errorProperty());
    Button dismiss = new Button("Dismiss");
    dismiss.setOnAction(e -> model.dismissError());
    VBox text = new VBox(2, title, detail);
    HBox.setHgrow(text, Priority.ALWAYS);
    HBox banner = new HBox(10, text, dismiss);
    banner.getStyleClass().add("error-banner");
    banner.setAlignment(Pos.CENTER_LEFT);
    banner.visibleProperty().bind(model.errorProperty().isNotEmpty());
    banner.managedProperty().bind(banner.visibleProperty());
    VBox.setMargin(banner, new Insets(6, 10, 0, 10));
    return banner;
  }

  private Node tabs() {
    tabs.setId("bench-tabs");
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    liveTab.setContent(LiveChart.withLegend(model.live()));
    liveTab.setTooltip(new Tooltip("Each iteration's score as it arrives"));
    resultsTab.setContent(results());
    efficiencyTab.setContent(new EfficiencyChart(model.results(), model::inspect));
    efficiencyTab.setTooltip(
        new Tooltip("Speed against encoded size; bubble area is allocation per operation"));
    rawTab.setContent(rawData());
    rawTab.setTooltip(new Tooltip("The selected result's iterations, fork by fork"));
    percentileTab.setContent(percentiles());
    percentileTab.setTooltip(
        new Tooltip("Latency by percentile, one line per codec (sample and latency results)"));
    tabs.getTabs().setAll(liveTab, resultsTab, percentileTab, rawTab, efficiencyTab);
    tabs.getSelectionModel().select(resultsTab);
    return tabs;
  }

  private Node results() {
    ResultsTable table = new ResultsTable(model.results(), model);
    resultsTable = table;
    ComboBox<ResultOrder> order = new ComboBox<>();
    order.setId("bench-order");
    order.getItems().setAll(ResultOrder.values());
    order.valueProperty().bindBidirectional(model.orderProperty());
    order.setTooltip(new Tooltip("Order of the bars"));
    ToggleButton log = new ToggleButton("Log scale");
    log.setId("bench-log");
    log.selectedProperty().bindBidirectional(model.logScaleProperty());
    log.setTooltip(new Tooltip("Logarithmic score axis, for results that differ by orders"));
    Label hint = new Label("Double-click a result to open it in Inspect");
    hint.getStyleClass().add("dim");
    Region grow = new Region();
    HBox.setHgrow(grow, Priority.ALWAYS);
    HBox tools = new HBox(8, new Label("Sort"), order, log, grow, hint);
    tools.getStyleClass().add("tool-bar-row");
    tools.setAlignment(Pos.CENTER_LEFT);
    tools.setPadding(new Insets(4, 10, 4, 10));
    ScrollPane chart = new ScrollPane(scoreChart());
    chart.setFitToWidth(true);
    chart.setFitToHeight(true);
    chart.getStyleClass().add("score-chart-scroll");
    SplitPane split = new SplitPane(table, new VBox(tools, chart));
    VBox.setVgrow(chart, Priority.ALWAYS);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.42);
    return split;
  }

  /** Latency by percentile of the results that have percentiles, redrawn as results arrive. */
  private Node percentiles() {
    PercentilePane pane = new PercentilePane("bench");
    Runnable show =
        () ->
            pane.show(
                model.results().stream()
                    .filter(r -> !r.failed())
                    .map(
                        r ->
                            new PercentileSeries.Source(
                                r.codec(),
                                r.fixture(),
                                r.operation(),
                                r.mode(),
                                r.unit(),
                                r.percentiles(),
                                null))
                    .toList());
    model.results().addListener((ListChangeListener<LiveResultRow>) c -> show.run());
    show.run();
    return pane;
  }

  /** The selected result's iterations (the results table's selection), warm-ups dashed. */
  private Node rawData() {
    RawDataPane pane = new RawDataPane("bench");
    pane.clear();
    resultsTable
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (o, old, row) -> {
              if (row == null) {
                pane.clear();
              } else {
                LiveRawData.Raw raw = model.rawData(row);
                pane.show(row.label(), row.unit(), raw.forks(), raw.warmups(), row.mode());
              }
            });
    return pane;
  }

  private ScoreChart scoreChart() {
    ScoreChart chart = new ScoreChart(model.chartLabelProperty().get(), false);
    chart.setId("score-chart");
    // Times and rates: an error wider than the score runs off the axis at zero, not below it.
    chart.setNonNegative(true);
    chart.setEmptyText("No results yet — choose a plan and press Run");
    chart.logScaleProperty().bind(model.logScaleProperty());
    chart.setBars(model.chartBars());
    model
        .chartBars()
        .addListener((ListChangeListener<ChartBar>) c -> chart.setBars(model.chartBars()));
    model.chartLabelProperty().addListener((o, old, now) -> chart.setValueLabel(now));
    return chart;
  }
}
