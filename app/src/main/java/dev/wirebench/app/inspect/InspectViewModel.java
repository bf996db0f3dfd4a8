package dev.wirebench.app.inspect;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.engine.codec.CodecInfo;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The Inspect screen's state and commands: which fixture and message, every codec's verdict, the
 * selected codec's payload, and the field selection shared by the hex view and the tree.
 *
 * <p>Loading and inspecting run on the task executor; a newer request cancels the one in flight. A
 * broken fixture sets {@link #errorProperty} (with file, line, column, path and problem) and keeps
 * the last good inspection on screen. FX thread only.
 */
public final class InspectViewModel {
  /** Where the divider between the codec table and the payload tabs starts (a fraction). */
  public static final double DEFAULT_CODEC_SPLIT = 0.4;

  private final InspectService service;
  private final TaskExecutor executor;
  private final RecentFixtures recent;

  private final ObservableList<FixtureChoice> choices = FXCollections.observableArrayList();
  private final ObservableList<FixtureChoice> choicesView =
      FXCollections.unmodifiableObservableList(choices);
  private final ReadOnlyObjectWrapper<FixtureChoice> fixture = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<Inspection> inspection = new ReadOnlyObjectWrapper<>();
  private final ObservableList<String> messages = FXCollections.observableArrayList();
  private final ObservableList<String> messagesView =
      FXCollections.unmodifiableObservableList(messages);
  private final ObservableList<CodecRow> codecs = FXCollections.observableArrayList();
  private final ObservableList<CodecRow> codecsView =
      FXCollections.unmodifiableObservableList(codecs);
  private final ReadOnlyObjectWrapper<CodecRow> codec = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<PayloadLayout> layout = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<FieldNode> tree = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyStringWrapper json = new ReadOnlyStringWrapper("");
  private final FieldSelection selection = new FieldSelection();
  private final ReadOnlyObjectWrapper<LoadError> error = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper ignoredNotice = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper loadingText = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper schemaText = new ReadOnlyStringWrapper("");
  private final BooleanProperty strict = new SimpleBooleanProperty(false);
  private final DoubleProperty codecSplit = new SimpleDoubleProperty(DEFAULT_CODEC_SPLIT);
  private final PayloadCompareViewModel compare;
  private final PayloadActions actions;
  private Consumer<FixtureChoice> benchmarkOpener = choice -> {};
  private TaskHandle pending;
  private FixtureChoice failed;
  private String preferredCodec = "";

  public InspectViewModel(InspectService service, TaskExecutor executor, RecentFixtures recent) {
    this.service = service;
    this.executor = executor;
    this.recent = recent;
    this.compare = new PayloadCompareViewModel(service, executor);
    this.actions =
        new PayloadActions(
            executor,
            codec::get,
            () -> inspection.get() == null ? "payload" : inspection.get().fixtureName(),
            schemaText::get);
    inspection.addListener((obs, old, shown) -> compare.inspected(shown));
    recent.files().addListener((ListChangeListener<Path>) change -> rebuildChoices());
    strict.addListener(
        (obs, was, now) -> {
          service.setStrict(now);
          if (fixture.get() != null) {
            open(fixture.get());
          }
        });
    loading.bind(loadingText.isNotEmpty());
    rebuildChoices();
  }

  // ---- commands

  /** Loads a fixture and inspects its first message; replaces any load or inspection running. */
  public void open(FixtureChoice choice) {
    cancelPending();
    fixture.set(choice);
    loadingText.set("Loading " + choice.label() + "…");
    String selected = preferredCodec;
    pending =
        executor.submit(
            "Loading " + choice.label(),
            // The codecs finished so far show early; the others' rows say warming up.
            context ->
                service.open(choice, context, part -> display(part, service.infos()), selected),
            result -> {
              if (choice.isFile()) {
                recent.add(choice.file(), choice.schema());
              }
              show(result);
            },
            failure -> loadFailed(choice, failure));
  }

  /** Opens a file (the file dialog, recent files, drag and drop). */
  public void openFile(Path file) {
    open(FixtureChoice.file(file));
  }

  /**
   * Opens a JSON message file read against the user's schema file (a Wirebench schema, Avro {@code
   * .avsc}, or any other language the engine's loader reads).
   */
  public void openWithSchema(Path file, Path schema) {
    open(FixtureChoice.file(file, schema));
  }

  /** Opens a bundled id or a file path, as saved in the settings. */
  public void openKey(String key) {
    open(service.choiceFor(key));
  }

  /** Loads the current fixture again, e.g. after editing the file. */
  public void reload() {
    FixtureChoice current = fixture.get();
    if (current != null) {
      open(current);
    }
  }

  /** Tries the fixture that failed to load again (after fixing the file). */
  public void retry() {
    if (failed != null) {
      open(failed);
    }
  }

  public void dismissError() {
    error.set(null);
    failed = null;
  }

  /** Inspects another message of the loaded fixture. */
  public void selectMessage(int index) {
    Inspection shown = inspection.get();
    if (shown == null
        || index == shown.messageIndex()
        || index < 0
        || index >= shown.messageCount()) {
      return;
    }
    cancelPending();
    loadingText.set("Inspecting message " + (index + 1) + "…");
    pending =
        executor.submit(
            "Inspecting message " + (index + 1),
            context -> service.inspectMessage(shown, index, context),
            this::show,
            failure -> loadFailed(shown.choice(), failure));
  }

  /** Shows one codec's payload; the field selection carries over. */
  public void selectCodec(String id) {
    Inspection shown = inspection.get();
    CodecRow row = codecs.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
    if (shown == null || row == null) {
      return;
    }
    preferredCodec = id;
    codec.set(row);
    layout.set(shown.layouts().get(id));
    selection.setLayout(layout.get());
    compare.followCodec(id);
  }

  /** Shows the fixture in the Benchmark screen (what the shell registered does it). */
  public void openInBenchmark() {
    FixtureChoice shown = fixture.get();
    if (shown != null) {
      benchmarkOpener.accept(shown);
    }
  }

  /** What {@link #openInBenchmark} does: the shell switches screens and chooses the fixture. */
  public void onOpenInBenchmark(Consumer<FixtureChoice> opener) {
    benchmarkOpener = opener == null ? choice -> {} : opener;
  }

  /** Selects a field (from the tree): its bytes become the hex selection. */
  public void selectPath(String path) {
    selection.selectPath(path);
  }

  /** A click on a byte: selects its field, which the tree follows. */
  public void clickByte(int offset) {
    FieldNode root = tree.get();
    selection.clickByte(offset, root);
  }

  /** The pointer is over a byte (-1: over none). */
  public void hoverByte(int offset) {
    selection.hoverByte(offset);
  }

  // ---- state

  public ObservableList<FixtureChoice> fixtureChoices() {
    return choicesView;
  }

  /** Fixture files opened lately, newest first. */
  public ObservableList<Path> recentFiles() {
    return recent.files();
  }

  /** The fixture shown (or being loaded). */
  public ReadOnlyObjectProperty<FixtureChoice> fixtureProperty() {
    return fixture.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<Inspection> inspectionProperty() {
    return inspection.getReadOnlyProperty();
  }

  /** Labels of the fixture's messages (one for a single-message fixture). */
  public ObservableList<String> messages() {
    return messagesView;
  }

  public ObservableList<CodecRow> codecs() {
    return codecsView;
  }

  public ReadOnlyObjectProperty<CodecRow> codecProperty() {
    return codec.getReadOnlyProperty();
  }

  /** The selected codec's payload, or null if it has none (unsupported, failed). */
  public ReadOnlyObjectProperty<PayloadLayout> layoutProperty() {
    return layout.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<FieldNode> treeProperty() {
    return tree.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty jsonProperty() {
    return json.getReadOnlyProperty();
  }

  /** The Compare tab's view model, fed with every new inspection. */
  public PayloadCompareViewModel compare() {
    return compare;
  }

  /** The selected field and byte ranges, shared with the views. */
  public FieldSelection selection() {
    return selection;
  }

  public ReadOnlyObjectProperty<LoadError> errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty loadingProperty() {
    return loading.getReadOnlyProperty();
  }

  /** What is loading, e.g. {@code Loading trade-update — …}, or empty. */
  public ReadOnlyStringProperty loadingTextProperty() {
    return loadingText.getReadOnlyProperty();
  }

  /**
   * The shown fixture's schema as a Wirebench schema file, for a file of a shape the model does not
   * know; empty for model fixtures.
   */
  public ReadOnlyStringProperty schemaTextProperty() {
    return schemaText.getReadOnlyProperty();
  }

  /** Copy and save of the selected codec's payload and of the shown schema, with outcomes. */
  public PayloadActions actions() {
    return actions;
  }

  /**
   * Where the divider between the codec table and the payload tabs sits (0..1); the view follows it
   * both ways and the settings remember it.
   */
  public DoubleProperty codecSplitProperty() {
    return codecSplit;
  }

  /**
   * Strict loading: fields no model holds are errors instead of skipped fields; changing it loads
   * the current fixture again.
   */
  public BooleanProperty strictProperty() {
    return strict;
  }

  /**
   * What the banner says about fields the shown fixture held that no model does (empty if none):
   * how many, which, and that round trips compare the modelled fields.
   */
  public ReadOnlyStringProperty ignoredNoticeProperty() {
    return ignoredNotice.getReadOnlyProperty();
  }

  /** What is shown, in one line: message type, count, and the format the file was read as. */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /** The codec selected last (for the settings), or empty. */
  public String preferredCodec() {
    return preferredCodec;
  }

  /** Which codec to select when the next inspection arrives (from the settings). */
  public void preferCodec(String id) {
    preferredCodec = id == null ? "" : id;
  }

  // ---- internals

  private void show(Inspection result) {
    pending = null;
    loadingText.set("");
    display(result, result.views().stream().map(v -> v.info()).toList());
  }

  private void display(Inspection result, List<CodecInfo> rows) {
    actions.clear();
    error.set(null);
    failed = null;
    fixture.set(result.choice());
    // Messages first: the views select the inspected message when the inspection changes.
    messages.setAll(result.messageLabels());
    inspection.set(result);
    codecs.setAll(CodecRow.rows(result, rows));
    tree.set(result.tree());
    json.set(result.json());
    ignoredNotice.set(
        result.isDynamic()
            ? SchemaNotice.of(result.dynamic())
            : IgnoredNotice.of(result.fixture()));
    schemaText.set(result.schemaText());
    summary.set(result.summary());
    String keep = preferredCodec;
    selectCodec(CodecRow.toSelect(codecs, keep));
    preferredCodec = keep.isEmpty() && codec.get() != null ? codec.get().id() : keep;
    String path = selection.path();
    if (path != null && result.tree().find(path) == null) {
      selection.clear();
    } else {
      selection.selectPath(path);
    }
  }

  private void loadFailed(FixtureChoice choice, Throwable failure) {
    pending = null;
    loadingText.set("");
    failed = choice;
    Inspection shown = inspection.get();
    fixture.set(shown == null ? null : shown.choice());
    LoadError.of(choice, failure)
        .ifPresentOrElse(error::set, () -> executor.reportUnexpected(failure));
  }

  private void cancelPending() {
    if (pending != null) {
      pending.cancel();
      pending = null;
    }
  }

  private void rebuildChoices() {
    FixtureChoice current = fixture.get();
    choices.setAll(recent.after(service.bundled()));
    fixture.set(current);
  }
}
