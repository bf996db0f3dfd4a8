package dev.wirebench.app.compat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.CostResult;
import dev.wirebench.engine.compat.CellResult;
import dev.wirebench.engine.compat.CompatReport;
import dev.wirebench.engine.compat.Direction;
import dev.wirebench.engine.compat.FieldResult;
import dev.wirebench.engine.run.CancelToken;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Compat screen: two versions of a schema (and optionally messages of the old one, and
 * renames), run in the background through every codec both ways; the matrix of verdicts, and for
 * the chosen codec and direction the per-field table and both payloads of the message worth
 * showing, the differing bytes marked. FX thread only.
 */
public final class CompatViewModel {
  private final CompatService service;
  private final TaskExecutor executor;
  private final ObjectProperty<Path> oldFile = new SimpleObjectProperty<>(this, "oldFile");
  private final ObjectProperty<Path> newFile = new SimpleObjectProperty<>(this, "newFile");
  private final ObjectProperty<Path> messages = new SimpleObjectProperty<>(this, "messages");
  private final StringProperty renames = new SimpleStringProperty(this, "renames", "");
  private final StringProperty edits = new SimpleStringProperty(this, "edits", "");
  private final ObjectProperty<Direction> direction =
      new SimpleObjectProperty<>(this, "direction", Direction.OLD_TO_NEW);
  private final ObjectProperty<CompatRow> selected = new SimpleObjectProperty<>(this, "selected");
  private final ObservableList<CompatRow> rows = FXCollections.observableArrayList();
  private final ObservableList<FieldResult> fields = FXCollections.observableArrayList();
  private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper cellText = new ReadOnlyStringWrapper("");
  private final ReadOnlyObjectWrapper<CompatPayloads> payloads = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyBooleanWrapper costRunning = new ReadOnlyBooleanWrapper();
  private final ReadOnlyStringWrapper costStatus = new ReadOnlyStringWrapper("");
  private final Map<String, List<CostResult>> costs = new HashMap<>();
  private CancelToken costCancel;

  /** The versions the matrix was made of: what a cost measures. */
  private Request ran;

  private record Request(
      Path oldFile, Path newFile, List<String> edits, Path messages, List<String> renames) {}

  public CompatViewModel(CompatService service, TaskExecutor executor) {
    this.service = service;
    this.executor = executor;
    selected.addListener((o, old, now) -> showCell());
    direction.addListener((o, old, now) -> showCell());
  }

  /** Runs the lab on the chosen files; the matrix replaces the last one when it is done. */
  public void run() {
    Path oldPath = oldFile.get();
    Path newPath = newFile.get();
    List<String> editList = editList();
    if (oldPath == null || (newPath == null) == editList.isEmpty()) {
      error.set(
          "Choose the old version's schema file, and the new version's file or edits that make"
              + " it from the old (not both).");
      return;
    }
    Path given = messages.get();
    List<String> pairs = Arrays.asList(renames.get().split(","));
    running.set(true);
    error.set("");
    Request request = new Request(oldPath, newPath, editList, given, pairs);
    executor.submit(
        "Comparing "
            + oldPath.getFileName()
            + " with "
            + (newPath != null ? newPath.getFileName() : "its edited version"),
        c -> service.run(oldPath, newPath, editList, given, pairs),
        report -> {
          ran = request;
          costs.clear();
          show(report);
        },
        e -> {
          running.set(false);
          error.set(e.getMessage());
        });
  }

  /**
   * Measures the selected codec's cost of compatibility on the versions of the matrix (its strict
   * and compatible modes, JMH in forked JVMs, about half a minute); shown under its cell.
   */
  public void measureCost() {
    CompatRow row = selected.get();
    String family = row == null ? null : CompatService.costFamily(row.codec());
    if (family == null || ran == null || costRunning.get()) {
      return;
    }
    Request request = ran;
    CancelToken cancel = new CancelToken();
    costCancel = cancel;
    costRunning.set(true);
    costStatus.set("measuring the cost of " + family + "…");
    executor.submit(
        "Measuring the cost of compatibility of " + family,
        c ->
            service.cost(
                request.oldFile(),
                request.newFile(),
                request.edits(),
                request.messages(),
                request.renames(),
                family,
                line -> c.deliver(() -> costStatus.set(line)),
                cancel),
        results -> {
          costRunning.set(false);
          if (cancel.isCancelled()) {
            costStatus.set(family + ": cancelled");
            return;
          }
          costs.put(family, results);
          showCell(); // before the status says so: whoever waits for it sees the numbers
          costStatus.set(family + ": measured");
        },
        e -> {
          costRunning.set(false);
          costStatus.set(family + ": " + e.getMessage());
        });
  }

  private void show(CompatReport report) {
    running.set(false);
    List<CompatRow> made = new ArrayList<>();
    List<CellResult> cells = report.cells();
    for (int i = 0; i + 1 < cells.size(); i += 2) {
      made.add(new CompatRow(cells.get(i).codecId(), cells.get(i), cells.get(i + 1)));
    }
    rows.setAll(made);
    summary.set(
        report.oldName()
            + " → "
            + report.newName()
            + " · "
            + made.size()
            + " codecs · "
            + String.join(" · ", report.notes()));
    selected.set(made.isEmpty() ? null : made.get(0));
    showCell();
  }

  private void showCell() {
    CompatRow row = selected.get();
    if (row == null) {
      fields.clear();
      cellText.set("");
      payloads.set(null);
      return;
    }
    CellResult cell = direction.get() == Direction.OLD_TO_NEW ? row.oldToNew() : row.newToOld();
    fields.setAll(cell.fields());
    CompatPayloads shown = cell.notRun() == null ? CompatPayloads.of(cell) : null;
    String text = CellText.describe(cell, shown);
    List<CostResult> cost = costs.get(String.valueOf(CompatService.costFamily(row.codec())));
    if (cost != null) {
      text += "\n\n" + CostText.describe(cost, CompatService.costSettings());
    }
    cellText.set(text);
    payloads.set(shown);
  }

  /** Stops a running cost measurement and its forked JVMs; what it measured so far is dropped. */
  public void cancelCost() {
    if (costCancel != null && costRunning.get()) {
      costCancel.cancel();
    }
  }

  public ReadOnlyBooleanProperty costRunningProperty() {
    return costRunning.getReadOnlyProperty();
  }

  /** Whether the selected codec has a cost to measure (a compatible mode) and none is running. */
  public BooleanBinding canMeasureCostBinding() {
    return Bindings.createBooleanBinding(
        () ->
            selected.get() != null
                && CompatService.costFamily(selected.get().codec()) != null
                && !costRunning.get()
                && !running.get(),
        selected,
        costRunning,
        running);
  }

  /** The cost's progress (one line per JMH iteration) or how it ended. */
  public ReadOnlyStringProperty costStatusProperty() {
    return costStatus.getReadOnlyProperty();
  }

  /** The edits typed, one per {@code ;}, blanks dropped. */
  private List<String> editList() {
    return Arrays.stream(edits.get().split(";"))
        .map(String::trim)
        .filter(e -> !e.isEmpty())
        .toList();
  }

  /** Runnable with an old file and either a new file or edits (not both), when not running. */
  public BooleanBinding canRunBinding() {
    return Bindings.createBooleanBinding(
        () ->
            oldFile.get() != null
                && (newFile.get() == null) != editList().isEmpty()
                && !running.get(),
        oldFile,
        newFile,
        edits,
        running);
  }

  public ObjectProperty<Path> oldFileProperty() {
    return oldFile;
  }

  public ObjectProperty<Path> newFileProperty() {
    return newFile;
  }

  /** Messages of the old version (JSON), or null to generate them. */
  public ObjectProperty<Path> messagesProperty() {
    return messages;
  }

  /**
   * Edits that make the new version from the old instead of a new file, separated by {@code ;}:
   * {@code add:PATH:TYPE}, {@code remove:PATH}, {@code rename:PATH=NAME}, {@code retype:PATH:TYPE},
   * {@code move:PATH:INDEX}, {@code enum-add:PATH:SYMBOL}, {@code add-group:PATH:NAME:TYPE,…} (as
   * {@code wirebench compat --edit}).
   */
  public StringProperty editsProperty() {
    return edits;
  }

  /** {@code old.path=newName,…}: renames the lab cannot infer. */
  public StringProperty renamesProperty() {
    return renames;
  }

  public ObjectProperty<Direction> directionProperty() {
    return direction;
  }

  public ObjectProperty<CompatRow> selectedProperty() {
    return selected;
  }

  public ObservableList<CompatRow> rows() {
    return rows;
  }

  /** The chosen cell's fields. */
  public ObservableList<FieldResult> fields() {
    return fields;
  }

  public ReadOnlyBooleanProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /** The chosen cell: its verdict, first error, which message its payloads are of and why. */
  public ReadOnlyStringProperty cellTextProperty() {
    return cellText.getReadOnlyProperty();
  }

  /**
   * The chosen cell's shown message (the first misread, else refused, else first) as both payloads
   * with the differing bytes marked; null when there is none.
   */
  public ReadOnlyObjectProperty<CompatPayloads> payloadsProperty() {
    return payloads.getReadOnlyProperty();
  }
}
