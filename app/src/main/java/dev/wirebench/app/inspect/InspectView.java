package dev.wirebench.app.inspect;

import dev.wirebench.engine.codec.SpanKind;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The Inspect screen: fixture and message pickers, the inline load error, the codec table, and tabs
 * with the selected codec's linked hex view and decoded tree, the comparison, and the size
 * breakdown. Binds to an {@link InspectViewModel}; decides nothing itself.
 */
public final class InspectView extends BorderPane {
  private final InspectViewModel model;
  private final ComboBox<FixtureChoice> fixtures = new ComboBox<>();
  private final ComboBox<String> messages = new ComboBox<>();
  private final HexView hex = new HexView();
  private final FieldTree tree;
  private final TabPane tabs = new TabPane();
  private boolean syncing;

  public InspectView(InspectViewModel model) {
    this.model = model;
    this.tree = new FieldTree(model);
    setId("inspect-view");
    getStyleClass().add("inspect-view");
    setTop(new VBox(toolbar(), errorBanner(), ignoredBanner()));
    CodecTable codecs = new CodecTable(model);
    // Codec list above, the selected codec's bytes below: both get the full width.
    SplitPane main = new SplitPane(codecs, tabs());
    main.setOrientation(Orientation.VERTICAL);
    main.setDividerPositions(0.27);
    SplitPane.setResizableWithParent(codecs, false);
    setCenter(main);
  }

  /** Asks the user for a fixture file (used by the Open button and File ▸ Open). */
  public static Optional<Path> chooseFixture(Window owner, List<Path> recent) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Open fixture");
    chooser
        .getExtensionFilters()
        .addAll(
            new FileChooser.ExtensionFilter(
                "Fixtures (*.json, *.fix, *.txt)", "*.json", "*.fix", "*.txt"),
            new FileChooser.ExtensionFilter("All files", "*"));
    if (!recent.isEmpty() && recent.get(0).getParent() != null) {
      chooser.setInitialDirectory(recent.get(0).getParent().toFile());
    }
    return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
  }

  /** Shows the tab with the linked hex view and tree. */
  public void showBytes() {
    tabs.getSelectionModel().select(0);
  }

  /** Shows the comparison tab. */
  public void showCompare() {
    tabs.getSelectionModel().select(1);
  }

  /** Shows the size-breakdown tab. */
  public void showSizes() {
    tabs.getSelectionModel().select(2);
  }

  /** The fixture picker follows the model's fixture; picking another opens it. */
  private void bindFixtures() {
    fixtures.setId("fixture-picker");
    fixtures.setItems(model.fixtureChoices());
    fixtures.setVisibleRowCount(16);
    fixtures.setPrefWidth(340);
    fixtures.setPromptText("Choose a fixture");
    fixtures.setValue(model.fixtureProperty().get());
    model.fixtureProperty().addListener((obs, old, now) -> sync(() -> fixtures.setValue(now)));
    // Replacing the items (a new recent file) clears the value in the skin's list listener,
    // which runs after ours: put the model's back once that is over.
    model
        .fixtureChoices()
        .addListener(
            (ListChangeListener<FixtureChoice>)
                c ->
                    Platform.runLater(
                        () -> sync(() -> show(fixtures, model.fixtureProperty().get()))));
    fixtures
        .valueProperty()
        .addListener(
            (obs, old, now) -> {
              if (!syncing && now != null && !now.equals(model.fixtureProperty().get())) {
                model.open(now);
              }
            });
  }

  /** The message picker (shown for fixtures of several messages) selects one in the model. */
  private void bindMessages() {
    messages.setId("message-picker");
    messages.setItems(model.messages());
    messages.setVisibleRowCount(16);
    messages.visibleProperty().bind(Bindings.size(model.messages()).greaterThan(1));
    messages.managedProperty().bind(messages.visibleProperty());
    model.inspectionProperty().addListener((obs, old, now) -> sync(() -> selectMessage(now)));
    messages
        .getSelectionModel()
        .selectedIndexProperty()
        .addListener(
            (obs, old, index) -> {
              if (!syncing && index.intValue() >= 0) {
                model.selectMessage(index.intValue());
              }
            });
  }

  private HBox toolbar() {
    bindFixtures();
    Button open = new Button("Open…");
    open.setId("open-fixture");
    open.setTooltip(new Tooltip("Open a fixture file (Ctrl+O)"));
    open.setOnAction(
        e -> chooseFixture(getScene().getWindow(), model.recentFiles()).ifPresent(model::openFile));
    Button reload = new Button("Reload");
    reload.setTooltip(new Tooltip("Load the fixture again, e.g. after editing it (F5)"));
    reload.setOnAction(e -> model.reload());
    fixed(open, reload, fixtures, messages);
    bindMessages();
    Label summary = new Label();
    summary.setId("fixture-summary");
    summary.textProperty().bind(model.summaryProperty());
    summary.getStyleClass().add("dim");
    summary.setMinWidth(0);
    Tooltip about = new Tooltip();
    about.textProperty().bind(model.summaryProperty());
    about.setWrapText(true);
    about.setMaxWidth(560);
    summary.setTooltip(about);
    HBox.setHgrow(summary, Priority.ALWAYS);
    ProgressIndicator loading = new ProgressIndicator();
    loading.setPrefSize(18, 18);
    loading.visibleProperty().bind(model.loadingProperty());
    Label fixtureLabel = new Label("Fixture");
    fixtureLabel.setLabelFor(fixtures);
    fixed(fixtureLabel);
    CheckBox strict = new CheckBox("Strict");
    strict.setId("strict-loading");
    strict.selectedProperty().bindBidirectional(model.strictProperty());
    strict.setTooltip(
        new Tooltip(
            "Refuse fields no Wirebench model holds, instead of skipping them with a warning"));
    fixed(strict);
    HBox bar =
        new HBox(8, fixtureLabel, fixtures, open, reload, strict, messages, loading, summary);
    bar.setAlignment(Pos.CENTER_LEFT);
    bar.getStyleClass().add("tool-bar-row");
    return bar;
  }

  private void selectMessage(Inspection shown) {
    if (shown != null) {
      messages.getSelectionModel().select(shown.messageIndex());
    }
  }

  private VBox errorBanner() {
    Label title = new Label();
    title.getStyleClass().add("error-title");
    Label detail = new Label();
    detail.setId("load-error-detail");
    detail.setWrapText(true);
    detail.getStyleClass().add("error-detail");
    Button retry = new Button("Try again");
    retry.setOnAction(e -> model.retry());
    Button dismiss = new Button("Dismiss");
    dismiss.setOnAction(e -> model.dismissError());
    Region grow = new Region();
    HBox.setHgrow(grow, Priority.ALWAYS);
    HBox head = new HBox(8, title, grow, retry, dismiss);
    head.setAlignment(Pos.CENTER_LEFT);
    Label kept = new Label();
    kept.getStyleClass().add("dim");
    VBox banner = new VBox(4, head, detail, kept);
    banner.setId("load-error");
    banner.getStyleClass().add("error-banner");
    model
        .errorProperty()
        .addListener(
            (obs, old, error) -> {
              banner.setVisible(error != null);
              banner.setManaged(error != null);
              if (error != null) {
                title.setText(error.title());
                detail.setText(error.detail());
                Inspection shown = model.inspectionProperty().get();
                kept.setText(shown == null ? "" : "Still showing " + shown.choice().label() + ".");
              }
            });
    banner.setVisible(false);
    banner.setManaged(false);
    return banner;
  }

  /** The note that the file held fields no model does: shown while such a fixture is shown. */
  private Label ignoredBanner() {
    Label banner = new Label();
    banner.setId("ignored-fields");
    banner.getStyleClass().add("notice-banner");
    banner.setWrapText(true);
    banner.setMaxWidth(Double.MAX_VALUE);
    banner.textProperty().bind(model.ignoredNoticeProperty());
    banner.visibleProperty().bind(model.ignoredNoticeProperty().isNotEmpty());
    banner.managedProperty().bind(banner.visibleProperty());
    return banner;
  }

  private TabPane tabs() {
    tabs.setId("inspect-tabs");
    tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    Tab bytes = new Tab("Bytes", bytesPane());
    bytes.setId("tab-bytes");
    Tab compare = new Tab("Compare", new PayloadComparePane(model.compare(), model));
    compare.setId("tab-compare");
    Tab sizes = new Tab("Size breakdown", new SizeChart(model));
    sizes.setId("tab-sizes");
    tabs.getTabs().setAll(bytes, compare, sizes);
    return tabs;
  }

  private BorderPane bytesPane() {
    Label headline = new Label();
    headline.setId("codec-headline");
    headline.getStyleClass().add("pane-title");
    headline.setMinWidth(0);
    model
        .codecProperty()
        .addListener((obs, old, row) -> headline.setText(row == null ? "" : row.headline()));
    hex.setId("hex-view");
    hex.layoutProperty().bind(model.layoutProperty());
    hex.selectionProperty().bind(model.selection().rangeProperty());
    hex.hoveredSpanProperty().bind(model.selection().hoverProperty());
    hex.setOnByteClicked(model::clickByte);
    hex.setOnByteHovered(model::hoverByte);
    hex.setDescriber(offset -> model.selection().describe(offset));
    model
        .codecProperty()
        .addListener(
            (obs, old, row) ->
                hex.placeholderProperty()
                    .set(row == null || row.hasPayload() ? "" : row.sizeText()));
    TextArea json = new TextArea();
    json.setId("json-text");
    json.setEditable(false);
    json.getStyleClass().add("mono");
    json.textProperty().bind(model.jsonProperty());
    TabPane decoded = new TabPane(new Tab("Tree", tree), new Tab("JSON", json));
    decoded.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
    SplitPane split = new SplitPane(hex, decoded);
    split.setOrientation(Orientation.HORIZONTAL);
    // 0.6: at the default 1280-pixel window the hex view gets room for 16 bytes a row.
    split.setDividerPositions(0.6);
    Label info = new Label();
    info.setId("byte-info");
    info.getStyleClass().add("info-line");
    info.textProperty().bind(model.selection().infoProperty());
    info.setMinWidth(0);
    VBox top = new VBox(4, headline, legend());
    BorderPane pane = new BorderPane(split);
    pane.setTop(top);
    pane.setBottom(info);
    BorderPane.setMargin(top, new Insets(0, 0, 6, 0));
    BorderPane.setMargin(info, new Insets(6, 0, 0, 0));
    pane.setPadding(new Insets(8));
    return pane;
  }

  private static HBox legend() {
    HBox legend = new HBox(10);
    legend.getStyleClass().add("legend");
    for (SpanKind kind : SpanKind.values()) {
      if (kind == SpanKind.GROUP) {
        continue;
      }
      Label swatch = new Label(PayloadLayout.kindName(kind));
      swatch.getStyleClass().addAll("legend-item", "kind-" + PayloadLayout.kindName(kind));
      legend.getChildren().add(swatch);
    }
    Label selected = new Label("selected");
    selected.getStyleClass().addAll("legend-item", "selected");
    legend.getChildren().addAll(selected);
    return legend;
  }

  /**
   * Shows a value in a combo box whose items were just replaced. Setting the same value again is
   * not a change, and the skin may have blanked its display when the items changed: clear first.
   */
  static <T> void show(ComboBox<T> box, T value) {
    box.setValue(null);
    box.setValue(value);
  }

  /** Toolbar controls keep their size; only the summary gives way when space is short. */
  static void fixed(Region... nodes) {
    for (Region node : nodes) {
      node.setMinWidth(Region.USE_PREF_SIZE);
    }
  }

  private void sync(Runnable update) {
    syncing = true;
    try {
      update.run();
    } finally {
      syncing = false;
    }
  }
}
