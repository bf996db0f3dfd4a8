package dev.wirebench.app.runs;

import dev.wirebench.app.fx.Job;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.jmh.JmhImport;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Runs screen's state and commands: one page of stored runs under a filter (label text, kind,
 * status, host), the runs the user selected, the opened run's detail, and the commands on runs —
 * edit, delete, import, export, compare two. The page is kept across refreshes (keyset paging: the
 * runs after the previous page's last one), and so is the selection of runs still listed.
 *
 * <p>Storage work runs on the task executor; a newer list or detail request replaces the one in
 * flight. Problems the user can fix (a bad import file, a database that is not one) land in {@link
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
  private TaskHandle listing;
  private TaskHandle opening;

  /**
   * @param pageSize runs per page (the storage allows 1..1000)
   */
  public RunsViewModel(RunsService service, TaskExecutor executor, int pageSize) {
    this.service = service;
    this.executor = executor;
    this.feedback = new RunsFeedback(executor);
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

  /**
   * Lists the current page again — call it whenever a run was stored, edited or deleted elsewhere
   * (the Benchmark screen does when a run finishes).
   */
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
    runs.setAll(shown.runs());
    List<Long> ids = shown.runs().stream().map(RunSummary::id).toList();
    selected.retain(ids);
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

  /** The runs selected in the table (in selection order). */
  public void select(List<Long> ids) {
    selected.set(ids);
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

  /**
   * Sends the two selected runs to Compare: the one started first is the baseline, the newer the
   * candidate.
   */
  public void compareSelected() {
    selected.compare(runs);
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
    run(
        "Importing " + file.getFileName(),
        context -> service.importJmh(file),
        outcome -> imported(file, outcome));
  }

  private void imported(Path file, JmhImport.Outcome outcome) {
    if (outcome.imported()) {
      feedback.said(
          "Imported "
              + file.getFileName()
              + " as run #"
              + outcome.runId()
              + " ("
              + outcome.results()
              + " results)");
      clearFilter();
      open(outcome.runId());
    } else {
      feedback.said(
          file.getFileName() + " was imported before, as run " + outcome.earlier().displayName());
      open(outcome.earlier().id());
    }
  }

  /** Says how to export when no run is selected or open. */
  public void nothingToExport() {
    feedback.refused("Select or open a run first, then export it.");
  }

  /** Writes a run to {@code file} as {@code format}. */
  public void export(long runId, ExportFormat format, Path file) {
    run(
        "Exporting run #" + runId,
        context -> {
          service.write(file, service.export(runId, format));
          return file;
        },
        written -> feedback.said("Exported run #" + runId + " to " + written));
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
    clearFilter();
  }

  /** Shows every run from the first page (after an import or a database switch). */
  private void clearFilter() {
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

  /** Filter: text the label contains (case-insensitive). */
  public StringProperty filterTextProperty() {
    return listed.filterText();
  }

  /** Filter: only runs of this kind (null: any). */
  public ObjectProperty<RunKind> kindProperty() {
    return listed.kind();
  }

  /** Filter: only runs in this status (null: any). */
  public ObjectProperty<RunStatus> statusProperty() {
    return listed.status();
  }

  /** The page shown, 0-based. */
  public ReadOnlyIntegerProperty pageProperty() {
    return listed.page();
  }

  public ReadOnlyLongProperty pageCountProperty() {
    return listed.pageCount();
  }

  /** Runs matching the filter, across pages. */
  public ReadOnlyLongProperty totalProperty() {
    return listed.total();
  }

  /** {@code 1–50 of 120 · page 1 of 3}, or empty. */
  public ReadOnlyStringProperty pageTextProperty() {
    return listed.pageText();
  }

  /** What an empty list says: no runs at all, or none matching. */
  public ReadOnlyStringProperty emptyTextProperty() {
    return listed.emptyText();
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

  /** True when exactly two runs are selected. */
  public ReadOnlyBooleanProperty canCompareProperty() {
    return selected.canCompare();
  }
}
