package dev.wirebench.app.inspect;

import dev.wirebench.app.widgets.LazyTab;
import dev.wirebench.app.widgets.RememberedDivider;
import dev.wirebench.app.widgets.SchemaMessageChooser;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitMenuButton;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
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
    // Codec list above, the selected codec's bytes below: both get the full width. The user moves
    // the divider; the model (and the settings) remember where.
    SplitPane main = new SplitPane(codecs, tabs());
    main.setId("inspect-split");
    main.setOrientation(Orientation.VERTICAL);
    RememberedDivider.bind(main, model.codecSplitProperty());
    setCenter(main);
  }

  /**
   * Asks the user for a message file and then its schema file (a Wirebench schema, Avro, or another
   * language the engine reads), for Open with schema….
   */
  public static Optional<Path[]> chooseWithSchema(Window owner, List<Path> recent) {
    Optional<Path> messages = chooseFixture(owner, recent);
    if (messages.isEmpty()) {
      return Optional.empty();
    }
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Schema for " + messages.get().getFileName());
    chooser
        .getExtensionFilters()
        .addAll(
            new FileChooser.ExtensionFilter(
                "Schemas (*.json, *.avsc, *.proto, *.xml, *.fbs)",
                "*.json",
                "*.avsc",
                "*.proto",
                "*.xml",
                "*.fbs"),
            new FileChooser.ExtensionFilter("All files", "*"));
    if (messages.get().getParent() != null) {
      chooser.setInitialDirectory(messages.get().getParent().toFile());
    }
    return Optional.ofNullable(chooser.showOpenDialog(owner))
        .map(schema -> new Path[] {messages.get(), schema.toPath()});
  }

  /** Asks the user for a fixture file (used by the Open button and File ▸ Open). */
  public static Optional<Path> chooseFixture(Window owner, List<Path> recent) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Open fixture");
    chooser
        .getExtensionFilters()
        .addAll(
            new FileChooser.ExtensionFilter(
                "Fixtures (*.json, *.ndjson, *.jsonl, *.fix, *.txt)",
                "*.json",
                "*.ndjson",
                "*.jsonl",
                "*.fix",
                "*.txt"),
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

  /** Shows the schema tab (a file of a shape the model does not know). */
  public void showSchema() {
    tabs.getTabs().stream()
        .filter(t -> "tab-schema".equals(t.getId()))
        .findFirst()
        .ifPresent(t -> tabs.getSelectionModel().select(t));
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
    fixtures.setPrefWidth(300);
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

  /** Open… (Ctrl+O's dialog), with Open with schema… on its arrow. */
  private SplitMenuButton openButton() {
    SplitMenuButton open = new SplitMenuButton();
    open.setText("Open…");
    open.setId("open-fixture");
    open.setTooltip(
        new Tooltip(
            "Open a fixture file (Ctrl+O): the built-in model's JSON or FIX, or JSON of any other"
                + " shape (its schema is inferred); the arrow offers Open with schema…"));
    open.setOnAction(
        e -> chooseFixture(getScene().getWindow(), model.recentFiles()).ifPresent(model::openFile));
    MenuItem withSchema = new MenuItem("Open with schema…");
    withSchema.setId("open-with-schema");
    open.getItems().add(withSchema);
    withSchema.setOnAction(
        e ->
            chooseWithSchema(getScene().getWindow(), model.recentFiles())
                .ifPresent(
                    files ->
                        SchemaMessageChooser.thenOpen(
                            this, files[1], schema -> model.openWithSchema(files[0], schema))));
    return open;
  }

  private HBox toolbar() {
    bindFixtures();
    SplitMenuButton open = openButton();
    Button bench = new Button("Open in Benchmark");
    bench.setId("open-in-benchmark");
    bench.setTooltip(new Tooltip("Choose this fixture on the Benchmark screen"));
    bench.disableProperty().bind(model.fixtureProperty().isNull());
    bench.setOnAction(e -> model.openInBenchmark());
    Button reload = new Button("Reload");
    reload.setTooltip(new Tooltip("Load the fixture again, e.g. after editing it (F5)"));
    reload.setOnAction(e -> model.reload());
    fixed(open, bench, reload);
    // The pickers give way (down to a readable width) before the window would have to: at 1024
    // pixels a multi-message fixture's toolbar would otherwise push the whole screen wider.
    fixtures.setMinWidth(170);
    messages.setMinWidth(120);
    messages.setPrefWidth(220);
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
        new HBox(
            8, fixtureLabel, fixtures, open, reload, strict, bench, messages, loading, summary);
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
    // Only for a recent file whose schema file is gone: inferring one is the user's choice.
    Button infer = new Button("Open without schema");
    infer.setId("load-error-infer");
    infer.setTooltip(new Tooltip("Open the message file with a schema inferred from its messages"));
    infer.managedProperty().bind(infer.visibleProperty());
    Region grow = new Region();
    HBox.setHgrow(grow, Priority.ALWAYS);
    HBox head = new HBox(8, title, grow, infer, retry, dismiss);
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
              infer.setVisible(error != null && error.withoutSchema() != null);
              if (error != null) {
                infer.setOnAction(e -> model.open(error.withoutSchema()));
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
    Tab bytes = new Tab("Bytes", new BytesPane(model, hex, tree));
    bytes.setId("tab-bytes");
    Tab compare = new Tab("Compare");
    compare.setId("tab-compare");
    LazyTab.fill(compare, () -> new PayloadComparePane(model.compare(), model));
    Tab sizes = new Tab("Size breakdown");
    sizes.setId("tab-sizes");
    LazyTab.fill(
        sizes,
        () -> {
          ScrollPane sizeScroll = new ScrollPane(new SizeChart(model, sizes.selectedProperty()));
          sizeScroll.setFitToWidth(true);
          sizeScroll.setFitToHeight(true);
          return sizeScroll;
        });
    Tab schema = new Tab("Schema", new SchemaPane(model));
    schema.setId("tab-schema");
    tabs.getTabs().setAll(bytes, compare, sizes);
    // The schema tab is there for files of a shape the model does not know.
    model
        .schemaTextProperty()
        .addListener(
            (obs, old, text) -> {
              if (text.isEmpty()) {
                tabs.getTabs().remove(schema);
              } else if (!tabs.getTabs().contains(schema)) {
                tabs.getTabs().add(schema);
              }
            });
    return tabs;
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
