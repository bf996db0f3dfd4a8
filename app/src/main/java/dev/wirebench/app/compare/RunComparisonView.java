package dev.wirebench.app.compare;

import dev.wirebench.app.widgets.Banners;
import dev.wirebench.app.widgets.ExportDialog;
import dev.wirebench.app.widgets.ScoreChart;
import dev.wirebench.app.widgets.Toolbars;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.report.RunFacts;
import java.util.List;
import java.util.Optional;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The Compare screen: pickers for baseline A and candidate B, α and the noise band, "significant
 * only"; the provenance banner; the geomean summary; the side-by-side table with coloured verdicts;
 * a paired A/B bar chart and a Δ % chart with the change's interval. Binds to a {@link
 * RunComparisonViewModel}.
 */
public final class RunComparisonView extends BorderPane {
  /** The Δ % chart's caption: the bar is the change, its error bar the change's interval. */
  static final String CHANGE_CAPTION =
      "Δ % of B vs A (bar: the change; error bar: its confidence interval)";

  private final RunComparisonViewModel model;
  private final TabPane charts = new TabPane();

  public RunComparisonView(RunComparisonViewModel model) {
    this(model, null);
  }

  /** The screen with a differential profile tab following the comparison (null: none). */
  public RunComparisonView(RunComparisonViewModel model, ProfileDiffViewModel profiles) {
    this.model = model;
    setId("runcmp-view");
    getStyleClass().add("compare-view");
    setTop(
        new VBox(
            toolbar(),
            Banners.messages(
                model.messageProperty(), model.errorProperty(), model::dismissMessages),
            provenance(),
            summary()));
    TableView<PairRow> pairs = PairTable.of(model);
    if (profiles != null) {
      // a benchmark picked in the table is the one the differential profile shows
      pairs
          .getSelectionModel()
          .selectedItemProperty()
          .addListener(
              (o, old, row) -> Optional.ofNullable(row).ifPresent(r -> profiles.focus(r.name())));
    }
    SplitPane split = new SplitPane(pairs, charts(profiles));
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.5);
    setCenter(split);
  }

  /** Exports the comparison to a file the user picks (Export button, File ▸ Export). */
  public void chooseExport() {
    var shown = model.comparisonProperty().get();
    if (shown == null) {
      model.export(null, null); // says "compare first"
      return;
    }
    ExportDialog.ask(
            getScene() == null ? null : getScene().getWindow(), "Export comparison", "comparison")
        .ifPresent(choice -> model.export(choice.format(), choice.file()));
  }

  /** Shows the differential profile tab, if there is one (the screenshot tour). */
  public void showProfileDiff() {
    charts.getSelectionModel().select(charts.getTabs().size() - 1);
  }

  /** Shows the Δ % chart tab (the screenshot tour). */
  public void showChangeChart() {
    charts.getSelectionModel().select(1);
  }

  /** The test's significance level; Enter compares again. */
  private TextField alphaField() {
    TextField alpha =
        field(
            "compare-alpha",
            model.alphaProperty().get(),
            4,
            "Significance level of each test (Mann-Whitney U on the raw samples), 0 < α < 0.5");
    alpha.textProperty().bindBidirectional(model.alphaProperty());
    alpha.setOnAction(e -> model.compare());
    return alpha;
  }

  /** The noise band: changes within it are "no change"; Enter compares again. */
  private TextField noiseField() {
    TextField noise =
        field(
            "compare-noise",
            model.noiseProperty().get(),
            4,
            "Changes within ± this band are 'no change', whatever the test says (2% or 0.02)");
    noise.textProperty().bindBidirectional(model.noiseProperty());
    noise.setOnAction(e -> model.compare());
    return noise;
  }

  private FlowPane toolbar() {
    ComboBox<RunSummary> a = picker("compare-baseline", "The baseline run (A)");
    a.valueProperty().bindBidirectional(model.baselineProperty());
    ComboBox<RunSummary> b = picker("compare-candidate", "The candidate run (B)");
    b.valueProperty().bindBidirectional(model.candidateProperty());
    Button swap = new Button("⇄");
    swap.setTooltip(new Tooltip("Swap A and B"));
    swap.setOnAction(e -> model.swap());
    Button compare = new Button("Compare");
    compare.setId("runcmp-run");
    compare.setDefaultButton(true);
    compare.setTooltip(new Tooltip("Compare B with A, benchmark by benchmark"));
    compare.setOnAction(e -> model.compare());
    compare
        .disableProperty()
        .bind(model.baselineProperty().isNull().or(model.candidateProperty().isNull()));
    TextField alpha = alphaField();
    TextField noise = noiseField();
    CheckBox robust = new CheckBox("Robust (leave outlier iterations out)");
    robust.setId("runcmp-robust");
    robust.setTooltip(
        new Tooltip(
            "Leave out iterations far from their fork's median (modified z-score > 3.5 and more"
                + " than 10 % away) — a GC pause or a descheduled thread — and compare again."
                + "\nThe Note column names the outliers either way."));
    robust.selectedProperty().bindBidirectional(model.robustProperty());
    CheckBox significant = new CheckBox("Significant only");
    significant.setId("runcmp-significant");
    significant.setTooltip(
        new Tooltip("Show only benchmarks that got significantly faster or slower"));
    significant.selectedProperty().bindBidirectional(model.significantOnlyProperty());
    Button export = new Button("Export…");
    export.setId("runcmp-export");
    export.setTooltip(new Tooltip("Save the comparison as Markdown, CSV or JSON"));
    export.setOnAction(e -> chooseExport());
    export.disableProperty().bind(model.comparisonProperty().isNull());
    Label title = new Label("Compare");
    title.getStyleClass().add("pane-title");
    // Wraps in a narrow window: α and the noise band keep room for their values.
    // Wraps in a narrow window, but never between a label and its field.
    FlowPane bar =
        Toolbars.wrapping(
            title,
            labelled("A", a),
            swap,
            labelled("B", b),
            compare,
            labelled("α", alpha),
            labelled("noise ±", noise),
            robust,
            significant,
            export);
    return bar;
  }

  private static HBox labelled(String text, Node field) {
    HBox pair = new HBox(4, new Label(text), field);
    pair.setAlignment(Pos.CENTER_LEFT);
    pair.setMinWidth(Region.USE_PREF_SIZE);
    return pair;
  }

  private static TextField field(String id, String text, int columns, String tip) {
    TextField field = new TextField(text);
    field.setId(id);
    field.setPrefColumnCount(columns);
    field.setTooltip(new Tooltip(tip + "\nPress Enter to compare again."));
    return field;
  }

  private ComboBox<RunSummary> picker(String id, String tip) {
    ComboBox<RunSummary> box = new ComboBox<>(model.choices());
    box.setId(id);
    // As wide as the runs' names and dates: the toolbar wraps rather than cutting them.
    box.setMinWidth(Region.USE_PREF_SIZE);
    box.setPromptText("Pick a run");
    box.setTooltip(new Tooltip(tip));
    box.setButtonCell(runCell());
    box.setCellFactory(list -> runCell());
    return box;
  }

  private static ListCell<RunSummary> runCell() {
    return new ListCell<>() {
      @Override
      protected void updateItem(RunSummary run, boolean empty) {
        super.updateItem(run, empty);
        setText(
            empty || run == null
                ? null
                : run.displayName()
                    + "  ·  "
                    + RunFacts.TIME.format(run.startedAt()).substring(0, 16));
      }
    };
  }

  private VBox provenance() {
    Label head =
        new Label(
            "The runs are not like for like — read the differences before trusting a verdict:");
    head.getStyleClass().add("warning-title");
    Label lines = new Label();
    lines.setId("runcmp-warnings");
    lines.setWrapText(true);
    lines.getStyleClass().add("warning-detail");
    VBox banner = new VBox(4, head, lines);
    banner.getStyleClass().add("warning-banner");
    Runnable update =
        () -> {
          List<String> warnings = model.warnings();
          int shown = Math.min(6, warnings.size());
          // One line each, cut short: JVM flag lists run to hundreds of characters. The tooltip
          // and the exported report have them whole.
          String text =
              String.join(
                  "\n",
                  warnings.subList(0, shown).stream().map(RunComparisonView::shorten).toList());
          if (warnings.size() > shown) {
            text += "\n… and " + (warnings.size() - shown) + " more (in the exported report)";
          }
          lines.setText(text);
          lines.setTooltip(warnings.isEmpty() ? null : new Tooltip(String.join("\n\n", warnings)));
          banner.setVisible(!warnings.isEmpty());
          banner.setManaged(!warnings.isEmpty());
        };
    model.warnings().addListener((ListChangeListener<String>) c -> update.run());
    update.run();
    return banner;
  }

  private VBox summary() {
    Label geomean = new Label();
    geomean.setId("runcmp-geomean");
    geomean.getStyleClass().add("summary-title");
    geomean.setWrapText(true); // the headline with its interval reads whole in a narrow window
    geomean.textProperty().bind(model.geomeanProperty());
    Label counts = new Label();
    counts.setId("runcmp-summary");
    counts.getStyleClass().add("dim");
    counts.setWrapText(true);
    counts.textProperty().bind(model.summaryProperty());
    VBox box = new VBox(2, geomean, counts);
    box.setPadding(new Insets(6, 10, 6, 10));
    box.visibleProperty().bind(model.comparisonProperty().isNotNull());
    box.managedProperty().bind(box.visibleProperty());
    return box;
  }

  private static String shorten(String line) {
    return line.length() <= 150 ? line : line.substring(0, 149) + "…";
  }

  private TabPane charts(ProfileDiffViewModel profiles) {
    ScoreChart paired = new ScoreChart("", true);
    paired.setNonNegative(true);
    paired.setId("runcmp-paired-chart");
    ComboBox<String> unit = new ComboBox<>(model.units());
    unit.valueProperty().bindBidirectional(model.chartUnitProperty());
    unit.setTooltip(new Tooltip("The paired chart shows the benchmarks in one unit at a time"));
    Runnable pairedUpdate =
        () -> {
          String chosen = model.chartUnitProperty().get();
          paired.setValueLabel(
              chosen == null ? "" : "score (" + chosen + "), error bars: 99.9 % CI");
          paired.setBars(List.copyOf(model.pairedBars()));
        };
    model.pairedBars().addListener((ListChangeListener<Object>) c -> pairedUpdate.run());
    HBox unitRow = new HBox(8, new Label("Unit"), unit);
    unitRow.setAlignment(Pos.CENTER_LEFT);
    unitRow.setPadding(new Insets(6, 10, 0, 10));
    ScoreChart change =
        new ScoreChart(
            "Δ % of B vs A (bar: the change; error bar: its confidence interval)", false);
    change.setId("runcmp-change-chart");
    model
        .changeBars()
        .addListener(
            (ListChangeListener<Object>) c -> change.setBars(List.copyOf(model.changeBars())));
    Tab pairedTab = new Tab("A vs B", new BorderPane(scroll(paired), unitRow, null, null, null));
    Tab changeTab = new Tab("Δ %", scroll(change));
    charts.getTabs().setAll(pairedTab, changeTab);
    if (profiles != null) {
      Tab profileTab = new Tab("Profiles Δ", new ProfileDiffView(profiles));
      profileTab.setId("runcmp-profile-tab");
      profileTab.setTooltip(
          new Tooltip(
              "Differential profile of a benchmark profiled in both runs (bench --profile)"));
      charts.getTabs().add(profileTab);
    }
    charts.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    return charts;
  }

  private static ScrollPane scroll(ScoreChart chart) {
    ScrollPane scroll = new ScrollPane(chart);
    scroll.setFitToWidth(true);
    scroll.setFitToHeight(true);
    return scroll;
  }
}
