package dev.wirebench.app.runs;

import dev.wirebench.app.fx.Job;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunSort;
import dev.wirebench.storage.RunSummary;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Runs screen's state and commands: one page of stored runs under a filter and an order (both
 * applied by the store, see {@link RunListing}), the runs the user selected (kept across sort,
 * filter, paging and refresh), the opened run's detail, and the commands on runs — edit, delete,
 * import, export the selection, compare two. Storage work runs on the task executor; a newer list
 * or detail request replaces the one in flight. Problems the user can fix land in {@link
 * #errorProperty} as a sentence; anything else goes to the app's error handler. FX thread only.
 */
public final class RunsViewModel {
  /** What the list says when the database holds no run at all. */
  public static final String NO_RUNS =
      "No runs yet — run a benchmark (Benchmark screen, Ctrl+R) or a throughput sweep, or import"
          + " JMH JSON (File ▸ Import JMH JSON…)";

  /** What the list says when the filter hides every run. */
  public static final String NO_MATCH = "No runs match the filter";

  private final RunsService service;
  private final TaskExecutor executor;
  private final ObservableList<RunSummary> runs = FXCollections.observableArrayList();
  private final ObservableList<RunSummary> runsView =
      FXCollections.unmodifiableObservableList(runs);
  private final ReadOnlyObjectWrapper<RunDetail> detail =
      new ReadOnlyObjectWrapper<>(this, "detail");
  private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
  private final RunSelection selected = new RunSelection();
  private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
  private final RunListing listed;
  private final RunsFeedback feedback;
  private final RunFiles files;
  // 0.3 by default: at 1024×700 the opened run's charts get room, the list keeps a few rows
  private final DoubleProperty detailSplit = new SimpleDoubleProperty(this, "split", 0.3);
  private TaskHandle listing;
  private TaskHandle opening;
  private boolean replacing;

  /**
   * @param pageSize runs per page (the storage allows 1..1000)
   */
  public RunsViewModel(RunsService service, TaskExecutor executor, int pageSize) {
    this.service = service;
    this.executor = executor;
    this.feedback = new RunsFeedback(executor);
    this.files = new RunFiles(service, executor, feedback);
    this.listed = new RunListing(pageSize, this::refresh);
  }

  public RunsViewModel(RunsService service, TaskExecutor executor) {
    this(service, executor, RunQuery.DEFAULT_PAGE_SIZE);
  }

  /** Where "Compare" sends the two selected runs: (baseline, candidate). */
  public void onCompare(BiConsumer<Long, Long> target) {
    selected.onCompare(target);
  }

  /** Called after every list refresh, e.g. so Compare offers new runs. */
  public void onRunsChanged(Runnable listener) {
    changeListeners.add(listener);
  }

  // ---- listing

  /** Lists the current page again (a run was stored, edited or deleted, e.g. a bench finished). */
  public void refresh() {
    cancel(listing);
    RunQuery query = listed.query();
    loading.set(true);
    listing =
        executor.submit(
            "Listing runs",
            context -> service.list(query),
            this::showPage,
            failure -> {
              loading.set(false);
              feedback.failed(failure);
            });
  }

  public void nextPage() {
    if (listed.next()) {
      refresh();
    }
  }

  public void previousPage() {
    if (listed.previous()) {
      refresh();
    }
  }

  private void showPage(RunPage shown) {
    loading.set(false);
    if (!listed.showed(shown)) {
      refresh();
      return;
    }
    // the table clears its selection when its rows are replaced: that is not the user's choice
    replacing = true;
    try {
      runs.setAll(shown.runs());
    } finally {
      replacing = false;
    }
    selected.update(shown.runs());
    RunDetail open = detail.get();
    if (open != null && shown.runs().stream().anyMatch(r -> r.id() == open.summary().id())) {
      // keep the detail in step with edits made through the list
      shown.runs().stream()
          .filter(r -> r.id() == open.summary().id() && !r.equals(open.summary()))
          .findFirst()
          .ifPresent(r -> detail.set(new RunDetail(r, open.results(), open.environment())));
    }
    changeListeners.forEach(Runnable::run);
  }

  // ---- selection and detail

  /** The user selected these runs (ignored while rows are replaced: a listing is no choice). */
  public void select(List<Long> ids) {
    if (!replacing) {
      selected.set(runs.stream().filter(r -> ids.contains(r.id())).toList());
    }
  }

  /** Whether a run is selected (the table restores its selection from this after a listing). */
  public boolean isSelected(long id) {
    return selected.contains(id);
  }

  /** How many runs are selected, on this page or another. */
  public ReadOnlyIntegerProperty selectedCountProperty() {
    return selected.count();
  }

  /** Orders the list by {@code sort} in the store (every page, not just this one). */
  public void sortBy(RunSort sort, boolean descending) {
    listed.sortBy(sort, descending);
  }

  /** The filter, order and page (the view binds the filter row to it). */
  RunListing listing() {
    return listed;
  }

  /**
   * Another process (or this one) stored, finished or deleted a run in the open database: lists the
   * current page again, keeping page, order, filter and selection, and reopens the detail if it
   * shows a run that was still running.
   */
  public void storeChanged() {
    refresh();
    RunDetail open = detail.get();
    if (open != null && open.summary().status() == RunStatus.RUNNING) {
      open(open.summary().id());
    }
  }

  /** Opens a run: its results, chart and environment. */
  public void open(long runId) {
    cancel(opening);
    opening =
        executor.submit(
            "Opening run #" + runId,
            context -> service.detail(runId),
            detail::set,
            feedback::failed);
  }

  /** Closes the detail pane. */
  public void closeDetail() {
    cancel(opening);
    detail.set(null);
  }

  /** Sends the two selected runs to Compare: the older is the baseline, the newer the candidate. */
  public void compareSelected() {
    selected.compare();
  }

  // ---- editing

  public void rename(long runId, String label) {
    edit("Renaming run #" + runId, () -> service.rename(runId, label), "Renamed run #" + runId);
  }

  public void setNotes(long runId, String notes) {
    edit("Saving notes of run #" + runId, () -> service.setNotes(runId, notes), "Notes saved");
  }

  /** Sets the run's tags from text like {@code baseline, jdk21} (commas or spaces). */
  public void setTags(long runId, String text) {
    List<String> tags = RunsService.tags(text);
    edit("Tagging run #" + runId, () -> service.setTags(runId, tags), "Tags saved");
  }

  /** Saves what the detail's editor changed: label, notes and tags, in one background job. */
  public void save(long runId, String label, String notes, String tags) {
    RunSummary before = detail.get() == null ? null : detail.get().summary();
    List<String> tagList = RunsService.tags(tags);
    edit(
        "Saving run #" + runId,
        () -> service.save(runId, before, label, notes, tagList),
        "Saved run #" + runId);
  }

  /** Deletes a run (the view has asked the user first). */
  public void delete(long runId) {
    run(
        "Deleting run #" + runId,
        context -> service.delete(runId),
        deleted -> {
          feedback.said(deleted ? "Deleted run #" + runId : "Run #" + runId + " was already gone");
          RunDetail open = detail.get();
          if (open != null && open.summary().id() == runId) {
            detail.set(null);
          }
          selected.remove(runId);
          refresh();
        });
  }

  private void edit(String title, Runnable work, String done) {
    run(
        title,
        context -> {
          work.run();
          return true;
        },
        ok -> {
          feedback.said(done);
          RunDetail open = detail.get();
          refresh();
          if (open != null) {
            open(open.summary().id());
          }
        });
  }

  // ---- files

  /** Imports a JMH JSON result file as a run; a bad file is reported inline, nothing stored. */
  public void importFile(Path file) {
    feedback.clear();
    files.importJmh(
        file,
        id -> {
          clearFilters();
          open(id);
        },
        this::open);
  }

  /** The running import or export: whether one runs, and its cancel (the view, tests). */
  RunFiles files() {
    return files;
  }

  /** Says how to export when no run is selected. */
  public void nothingToExport() {
    feedback.refused("Select one or more runs in the list first, then export them.");
  }

  /** The runs Export works on: the selected rows (on this page or another), in selection order. */
  public List<RunSummary> exportTargets() {
    return selected.runs();
  }

  /**
   * Writes the selected runs as {@code format}: one run to {@code file}; several each to a file
   * named after {@code file} with the run's id before the extension ({@code runs-12.csv}).
   */
  public void exportSelected(ExportFormat format, Path file) {
    if (selected.ids().isEmpty()) {
      nothingToExport();
    } else {
      feedback.clear();
      files.export(selected.ids(), format, file);
    }
  }

  /** Writes a run to {@code file} as {@code format}. */
  public void export(long runId, ExportFormat format, Path file) {
    feedback.clear();
    files.export(List.of(runId), format, file);
  }

  /**
   * Forgets the opened run, the selection, the filter and the page, and lists the first page: the
   * app switched to another database (File ▸ Open Database…, Open Team Store…).
   */
  public void databaseSwitched() {
    cancel(opening);
    detail.set(null);
    selected.set(List.of());
    listed.forgetHosts();
    clearFilters();
  }

  /** Clears every filter (keeping the order) and lists from the first page (also after imports). */
  public void clearFilters() {
    listed.clear();
    refresh();
  }

  public void dismissMessages() {
    feedback.clear();
  }

  private <T> void run(String title, Job<T> job, Consumer<T> done) {
    feedback.clear();
    executor.submit(title, job, done, feedback::failed);
  }

  private static void cancel(TaskHandle handle) {
    if (handle != null && !handle.isDone()) {
      handle.cancel();
    }
  }

  // ---- state

  public ObservableList<RunSummary> runs() {
    return runsView;
  }

  /** The opened run, or null. */
  public ReadOnlyObjectProperty<RunDetail> detailProperty() {
    return detail.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty loadingProperty() {
    return loading.getReadOnlyProperty();
  }

  /** What the last command did, e.g. "Imported x.json as run #4 (12 results)", or empty. */
  public ReadOnlyStringProperty messageProperty() {
    return feedback.message();
  }

  /** Why the last command failed, in a sentence, or empty. */
  public ReadOnlyStringProperty errorProperty() {
    return feedback.error();
  }

  /** Filter: only runs made on this host (exact name; empty: any). */
  public StringProperty hostProperty() {
    return listed.host();
  }

  /** Hosts seen in the listed pages so far, sorted: what the host filter offers. */
  public ObservableList<String> hosts() {
    return listed.hosts();
  }

  /** Ids of the selected runs. */
  public List<Long> selected() {
    return selected.ids();
  }

  /** Where the divider between the list and the opened run sits (0..1); the settings keep it. */
  public DoubleProperty detailSplitProperty() {
    return detailSplit;
  }

  /** True when exactly two runs are selected. */
  public ReadOnlyBooleanProperty canCompareProperty() {
    return selected.canCompare();
  }
}
