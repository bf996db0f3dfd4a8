package dev.wirebench.app.runs;

import dev.wirebench.app.profile.ProfileViewModel;
import dev.wirebench.app.widgets.Banners;
import dev.wirebench.app.widgets.ExportDialog;
import dev.wirebench.app.widgets.RememberedDivider;
import dev.wirebench.app.widgets.Toolbars;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunSummary;
import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The Runs screen: filter bar and commands, the page of stored runs (sortable, multi-select,
 * double-click opens), the pager, a message line, and the opened run's detail below. Binds to a
 * {@link RunsViewModel}; asks the user for files and confirmations, decides nothing itself.
 */
public final class RunsView extends BorderPane {
  /** The list's least height: its header, about three rows and the pager. */
  static final double LIST_MIN_HEIGHT = 130;

  /** The opened run's least height: its header, the tabs and a chart of about 190 px. */
  static final double DETAIL_MIN_HEIGHT = 340;

  private final RunsViewModel model;
  private final RunTable table;
  private final RunDetailView detail;

  public RunsView(RunsViewModel model, ProfileViewModel profiles) {
    this.model = model;
    this.table = new RunTable(model, this::chooseExport, this::confirmDelete);
    setId("runs-view");
    getStyleClass().add("runs-view");
    setTop(
        new VBox(
            toolbar(),
            filters(),
            Banners.messages(
                model.messageProperty(), model.errorProperty(), model::dismissMessages)));
    BorderPane list = new BorderPane(table, null, null, pager(), null);
    detail = new RunDetailView(model, profiles);
    // At 1024×700 the list keeps its header, about three rows and the pager, and the opened run
    // its header, tabs and a chart of a usable height; the user moves the divider between them and
    // the settings remember where.
    list.setMinHeight(LIST_MIN_HEIGHT);
    detail.setMinHeight(DETAIL_MIN_HEIGHT);
    SplitPane split = new SplitPane(list, detail);
    split.setId("runs-split");
    split.setOrientation(Orientation.VERTICAL);
    RememberedDivider.bind(split, model.detailSplitProperty());
    setCenter(split);
  }

  /** Shows the opened run's chart tab (the screenshot tour). */
  public void showChart() {
    detail.showChart();
  }

  /** Shows the opened run's raw-data tab for its result in row {@code index} (screenshots). */
  public void showRawData(int index) {
    detail.showRawData(index);
  }

  /** Shows the opened run's environment tab (the screenshot tour). */
  public void showEnvironment() {
    detail.showEnvironment();
  }

  /** Shows the open run's percentile chart (screenshots). */
  public void showPercentiles() {
    detail.showPercentiles();
  }

  /** Asks for a JMH JSON file and imports it (the Import button and File ▸ Import JMH JSON). */
  public void chooseImport() {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Import JMH JSON results");
    chooser
        .getExtensionFilters()
        .addAll(
            new FileChooser.ExtensionFilter("JMH JSON results (*.json)", "*.json"),
            new FileChooser.ExtensionFilter("All files", "*"));
    Optional.ofNullable(chooser.showOpenDialog(window()))
        .map(File::toPath)
        .ifPresent(model::importFile);
  }

  /**
   * Exports the selected runs (not the one open below, unless it is selected) to a file the user
   * picks (Export button, the row menu, File ▸ Export).
   */
  public void chooseExport() {
    List<RunSummary> targets = model.exportTargets();
    if (targets.isEmpty()) {
      model.nothingToExport();
      return;
    }
    String title =
        targets.size() == 1
            ? "Export run " + targets.get(0).displayName()
            : "Export " + targets.size() + " runs (one file each, the run id added to the name)";
    String name = targets.size() == 1 ? "run-" + targets.get(0).id() : "runs";
    ExportDialog.ask(window(), title, name)
        .ifPresent(choice -> model.exportSelected(choice.format(), choice.file()));
  }

  private Window window() {
    return getScene() == null ? null : getScene().getWindow();
  }

  private FlowPane toolbar() {
    TextField filter = new TextField();
    filter.setId("runs-filter");
    filter.setPromptText("Find: label, notes, tag, codec, host, #id");
    filter.setPrefColumnCount(18);
    filter.textProperty().bindBidirectional(model.listing().filterText());
    filter.setTooltip(
        new Tooltip(
            "Show runs whose label, notes, host, tags, codecs, fixtures, source file or JVM"
                + " contain this text (any case); #12 finds run 12"));
    ComboBox<RunKind> kind = choice(RunKind.values(), "Any kind");
    kind.setId("runs-kind");
    kind.valueProperty().bindBidirectional(model.listing().kind());
    ComboBox<RunStatus> status = choice(RunStatus.values(), "Any status");
    status.setId("runs-status");
    status.valueProperty().bindBidirectional(model.listing().status());
    ComboBox<String> host = hostChoice();
    Button refresh = button("Refresh", "runs-refresh", "List the runs again (F5 reloads fixtures)");
    refresh.setOnAction(e -> model.refresh());
    Button importButton =
        button("Import JMH JSON…", "runs-import", "Import a JMH result file (-rf json) as a run");
    importButton.setOnAction(e -> chooseImport());
    Button export =
        button("Export…", "runs-export", "Export the selected runs as JSON, CSV or Markdown");
    export.setOnAction(e -> chooseExport());
    export.disableProperty().bind(model.selectedCountProperty().isEqualTo(0));
    Button compare =
        button(
            "Compare",
            "runs-compare",
            "Compare the two selected runs: the older is the baseline (A)");
    compare.setOnAction(e -> model.compareSelected());
    compare.disableProperty().bind(model.canCompareProperty().not());
    Button delete =
        button("Delete…", "runs-delete", "Delete the selected runs and everything stored for them");
    delete.setOnAction(e -> confirmDelete());
    delete.disableProperty().bind(Bindings.isEmpty(table.getSelectionModel().getSelectedItems()));
    // Wraps onto a second line in a narrow window rather than cutting the buttons' words.
    FlowPane bar =
        Toolbars.wrapping(
            new Label("Runs"),
            filter,
            kind,
            status,
            host,
            refresh,
            compare,
            export,
            importButton,
            cancelFiles(),
            delete);
    bar.getChildren().get(0).getStyleClass().add("pane-title");
    return bar;
  }

  /** Shown while an import or export runs (its progress is in the status bar). */
  private Button cancelFiles() {
    Button cancel =
        button(
            "Cancel",
            "runs-cancel-files",
            "Stop the import or export: nothing is stored, no file is left");
    cancel.setOnAction(e -> model.files().cancel());
    cancel.visibleProperty().bind(model.files().workingProperty());
    cancel.managedProperty().bind(model.files().workingProperty());
    return cancel;
  }

  /** The second filter row: codec, fixture, tag, JVM, date range, and a way to clear them all. */
  private FlowPane filters() {
    TextField codec =
        field(
            "runs-codec",
            "Codec id",
            9,
            model.listing().codec(),
            "Only runs with results for this codec id (exact)");
    TextField fixture =
        field(
            "runs-fixture",
            "Fixture id",
            11,
            model.listing().fixture(),
            "Only runs with results for this fixture id (exact)");
    TextField tag =
        field("runs-tag", "Tag", 8, model.listing().tag(), "Only runs with this tag (exact)");
    TextField jvm =
        field(
            "runs-jvm",
            "JVM",
            7,
            model.listing().jvm(),
            "Only runs on a JVM whose version or vendor contains this text, e.g. 21 or temurin");
    DatePicker from = new DatePicker();
    from.setId("runs-from");
    from.setPromptText("From (UTC)");
    from.setPrefWidth(130);
    from.valueProperty().bindBidirectional(model.listing().from());
    from.setTooltip(new Tooltip("Only runs started on or after this day (UTC)"));
    DatePicker to = new DatePicker();
    to.setId("runs-to");
    to.setPromptText("To (UTC)");
    to.setPrefWidth(130);
    to.valueProperty().bindBidirectional(model.listing().to());
    to.setTooltip(new Tooltip("Only runs started on or before this day (UTC)"));
    Button clear = button("Clear filters", "runs-clear", "Show every run again");
    clear.setOnAction(e -> model.clearFilters());
    Label count = new Label();
    count.setId("runs-count");
    count.getStyleClass().add("dim");
    count.textProperty().bind(model.listing().countText());
    // wraps at 1024 px like the toolbar above it: no filter or button is squeezed to "…"
    return Toolbars.wrapping(codec, fixture, tag, jvm, from, to, clear, count);
  }

  private static TextField field(
      String id,
      String prompt,
      int columns,
      javafx.beans.property.StringProperty value,
      String tip) {
    TextField field = new TextField();
    field.setId(id);
    field.setPromptText(prompt);
    field.setPrefColumnCount(columns);
    field.textProperty().bindBidirectional(value);
    field.setTooltip(new Tooltip(tip));
    return field;
  }

  /** The host filter: any name typed (exact match), or one of the hosts seen in listed pages. */
  private ComboBox<String> hostChoice() {
    ComboBox<String> host = new ComboBox<>(model.hosts());
    host.setId("runs-host");
    host.setEditable(true);
    host.setPromptText("Any host");
    host.setPrefWidth(150);
    host.valueProperty().bindBidirectional(model.hostProperty());
    host.setTooltip(
        new Tooltip(
            "Show runs made on this host: its exact name, or one the list offers (hosts seen so far); empty for any host"));
    return host;
  }

  private static Button button(String text, String id, String tip) {
    Button button = new Button(text);
    button.setId(id);
    button.setTooltip(new Tooltip(tip));
    return button;
  }

  private static <E extends Enum<E>> ComboBox<E> choice(E[] values, String any) {
    ComboBox<E> box = new ComboBox<>();
    box.getItems().add(null);
    box.getItems().addAll(values);
    Function<E, String> text = v -> v == null ? any : lower(v);
    box.setButtonCell(cell(text));
    box.setCellFactory(list -> cell(text));
    return box;
  }

  private static <E> ListCell<E> cell(Function<E, String> text) {
    return new ListCell<>() {
      @Override
      protected void updateItem(E item, boolean empty) {
        super.updateItem(item, empty);
        setText(empty ? null : text.apply(item));
      }
    };
  }

  private HBox pager() {
    Button previous = button("‹ Previous", "runs-previous", "The newer page");
    previous.setOnAction(e -> model.previousPage());
    previous.disableProperty().bind(model.listing().page().isEqualTo(0));
    Button next = button("Next ›", "runs-next", "The older page");
    next.setOnAction(e -> model.nextPage());
    next.disableProperty()
        .bind(model.listing().page().add(1).greaterThanOrEqualTo(model.listing().pageCount()));
    Label position = new Label();
    position.setId("runs-page");
    position.getStyleClass().add("dim");
    position.textProperty().bind(model.listing().pageText());
    Label hint = new Label("Double-click a run to open it · select two to compare");
    Label selectedCount = new Label();
    selectedCount.setId("runs-selected");
    selectedCount.getStyleClass().add("dim");
    selectedCount
        .textProperty()
        .bind(
            Bindings.when(model.selectedCountProperty().isEqualTo(0))
                .then("")
                .otherwise(Bindings.concat(model.selectedCountProperty(), " selected")));
    hint.getStyleClass().add("dim");
    Region grow = new Region();
    HBox.setHgrow(grow, Priority.ALWAYS);
    HBox bar = new HBox(8, hint, grow, selectedCount, position, previous, next);
    bar.getStyleClass().add("pager");
    bar.setAlignment(Pos.CENTER_LEFT);
    return bar;
  }

  private void confirmDelete() {
    List<RunSummary> doomed = List.copyOf(table.getSelectionModel().getSelectedItems());
    if (doomed.isEmpty()) {
      return;
    }
    String names =
        doomed.size() == 1
            ? "run " + doomed.get(0).displayName()
            : doomed.size()
                + " runs ("
                + String.join(", ", doomed.stream().map(r -> "#" + r.id()).toList())
                + ")";
    Alert alert = new Alert(Alert.AlertType.CONFIRMATION);
    alert.initOwner(window());
    alert.setTitle("Delete runs");
    alert.setHeaderText("Delete " + names + "?");
    alert.setContentText(
        "Its results, samples and environment are removed from the database. This cannot be undone.");
    ButtonType delete = new ButtonType("Delete", ButtonType.OK.getButtonData());
    alert.getButtonTypes().setAll(delete, ButtonType.CANCEL);
    if (getScene() != null) {
      alert.getDialogPane().getStylesheets().setAll(getScene().getStylesheets());
    }
    alert
        .showAndWait()
        .filter(delete::equals)
        .ifPresent(b -> doomed.forEach(r -> model.delete(r.id())));
  }

  static String lower(Enum<?> value) {
    return value.name().toLowerCase(Locale.ROOT);
  }
}
