package dev.wirebench.app.history;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.EnvironmentKey;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.history.SeriesAnalysis;
import dev.wirebench.engine.history.SeriesPoint;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.report.HistoryTables;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The History screen's state and commands: the benchmark keys with results, the chosen key's series
 * per environment (shown as soon as they are read) and then their change points (searched in a
 * second background step), and up to two selected points to open or compare. FX thread only; the
 * reading and searching run on the task executor.
 */
public final class HistoryViewModel {
  static final String LOADING = "Reading the benchmark history";
  static final String SEARCHING = "Searching for change points";

  private final HistoryService service;
  private final TaskExecutor executor;
  private final Consumer<Long> openRun;
  private final BiConsumer<Long, Long> compareRuns;
  private final ObservableList<HistoryKey> keys = FXCollections.observableArrayList();
  private final ReadOnlyObjectWrapper<BenchmarkKey> chosen = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<KeyHistory> history = new ReadOnlyObjectWrapper<>();
  private final ObservableList<PlanChoice> plans = FXCollections.observableArrayList();
  private final ReadOnlyObjectWrapper<PlanChoice> plan = new ReadOnlyObjectWrapper<>();
  private final ObservableList<PlanChoice> plansView =
      FXCollections.unmodifiableObservableList(plans);

  /** The chosen key's history and lines, every plan: what the plan picker filters. */
  private HistoryService.Described described;

  /** Whether the plan was chosen (by the user or another screen), not defaulted: it then holds. */
  private boolean planPicked;

  private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
  private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper();
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
  private final ObservableList<String> headlines = FXCollections.observableArrayList();
  private final ObservableList<String> changes = FXCollections.observableArrayList();
  private final ObservableList<SeriesPoint> selection = FXCollections.observableArrayList();
  // Made once and held: an unmodifiable view listens to its list weakly, so a view made per call
  // would be collected with the listeners put on it.
  private final ObservableList<HistoryKey> keysView =
      FXCollections.unmodifiableObservableList(keys);
  private final ObservableList<String> headlinesView =
      FXCollections.unmodifiableObservableList(headlines);
  private final ObservableList<String> changesView =
      FXCollections.unmodifiableObservableList(changes);
  private final ObservableList<SeriesPoint> selectionView =
      FXCollections.unmodifiableObservableList(selection);
  private final BooleanBinding canOpen = Bindings.size(selection).isEqualTo(1);
  private final BooleanBinding canCompare = Bindings.size(selection).isEqualTo(2);
  private TaskHandle pending;

  /**
   * @param openRun shows a run in the Runs screen
   * @param compareRuns shows two runs (baseline, candidate) in the Compare screen
   */
  public HistoryViewModel(
      HistoryService service,
      TaskExecutor executor,
      Consumer<Long> openRun,
      BiConsumer<Long, Long> compareRuns) {
    this.service = service;
    this.executor = executor;
    this.openRun = openRun;
    this.compareRuns = compareRuns;
  }

  // ---- commands

  /** Reads the keys again, keeping the chosen one if it is still there (else the first). */
  public void refresh() {
    loading.set(true);
    executor.submit(
        LOADING,
        context -> service.keys(),
        loaded -> {
          loading.set(false);
          if (!keys.equals(loaded)) { // unchanged: no change event, the picker keeps its value
            keys.setAll(loaded);
          }
          BenchmarkKey keep = chosen.get();
          boolean present = loaded.stream().anyMatch(k -> k.key().equals(keep));
          if (present) {
            load(keep);
          } else if (!loaded.isEmpty()) {
            choose(loaded.get(0).key());
          } else {
            chosen.set(null);
            show(null);
            status.set("No benchmark results stored yet: run a benchmark or import JMH results.");
          }
        },
        this::failed);
  }

  /** Shows another key's history. */
  public void choose(BenchmarkKey key) {
    if (key != null && !key.equals(chosen.get())) {
      chosen.set(key);
      load(key);
    }
  }

  /**
   * Makes {@code key} the one to show when the keys are next read ({@link #refresh}, which showing
   * the screen does), on {@code plan}'s series if it has one (else the newest run's plan): how
   * another screen opens History on a benchmark.
   */
  public void focus(BenchmarkKey key, EnvironmentKey plan) {
    if (key != null) {
      chosen.set(key);
      this.plan.set(plan == null ? null : new PlanChoice(plan, ""));
      planPicked = plan != null;
    }
  }

  private void load(BenchmarkKey key) {
    if (pending != null && !pending.isDone()) {
      pending.cancel();
    }
    selection.clear();
    loading.set(true);
    status.set("");
    pending =
        executor.submit(
            LOADING,
            context -> service.describe(service.series(key)),
            plain -> {
              loading.set(false);
              if (!key.equals(chosen.get())) {
                return;
              }
              showPlans(plain);
              show(plain);
              search(plain.history());
            },
            this::failed);
  }

  private void search(KeyHistory plain) {
    searching.set(true);
    pending =
        executor.submit(
            SEARCHING,
            context -> service.describe(service.changePoints(plain)),
            analysed -> {
              searching.set(false);
              if (analysed.history().key().equals(chosen.get())) {
                show(analysed);
              }
            },
            failure -> {
              searching.set(false);
              failed(failure);
            });
  }

  /**
   * Lists the plans of a newly read key, keeping a plan (or "all") that was picked when the key has
   * it, else choosing the plan of the newest run.
   */
  private void showPlans(HistoryService.Described read) {
    List<PlanChoice> choices = PlanChoice.of(read.history());
    PlanChoice kept = planPicked ? plan.get() : null;
    PlanChoice next =
        kept == null
            ? null
            : choices.stream()
                .filter(c -> Objects.equals(c.plan(), kept.plan()))
                .findFirst()
                .orElse(null);
    plans.setAll(choices);
    plan.set(next != null ? next : PlanChoice.latest(choices));
  }

  /** Shows only the series of {@code choice} (null: the plan of the newest run). */
  public void choosePlan(PlanChoice choice) {
    PlanChoice next =
        choice == null
            ? PlanChoice.latest(plans)
            : plans.stream()
                .filter(c -> Objects.equals(c.plan(), choice.plan()))
                .findFirst()
                .orElse(null);
    planPicked = choice != null;
    if (next != null && !next.equals(plan.get())) {
      plan.set(next);
      selection.clear();
      show(described);
    }
  }

  private void show(HistoryService.Described read) {
    described = read;
    if (read == null) {
      plans.clear();
      plan.set(null);
    }
    PlanChoice choice = plan.get();
    KeyHistory shown =
        read == null
            ? null
            : new KeyHistory(
                read.history().key(),
                read.history().series().stream()
                    .filter(s -> choice == null || choice.shows(s))
                    .toList(),
                read.history().failed(),
                read.history().unconvertible());
    history.set(shown);
    List<String> lines = new ArrayList<>();
    List<String> changeLines = new ArrayList<>();
    if (shown != null) {
      for (SeriesAnalysis s : shown.series()) {
        String where = s.series().environment().shortName();
        lines.add(where + ": " + read.headlines().get(s.series().environment()));
        HistoryTables.changeLines(s).forEach(c -> changeLines.add(where + " — " + c));
      }
      int hidden = read.history().series().size() - shown.series().size();
      if (hidden > 0) {
        lines.add(
            hidden
                + (hidden == 1 ? " other plan" : " other plans")
                + " of this benchmark not shown (Plan: choose it, or all plans)");
      }
      if (shown.failed() > 0) {
        status.set(shown.failed() + " failed result(s) have no score and are not drawn.");
      }
    }
    headlines.setAll(lines);
    changes.setAll(changeLines);
  }

  /**
   * What the chart's readout says of a point against its series' best: the latest point's Δ with
   * its interval (as the headline), else null (the readout then gives the plain score ratio).
   */
  public String versusBest(SeriesPoint point) {
    return described == null ? null : described.latest().get(point);
  }

  private void failed(Throwable failure) {
    loading.set(false);
    status.set("Cannot read the history: " + failure.getMessage());
  }

  /**
   * Selects a point, or unselects it if selected. At most two stay selected: a third replaces the
   * older of the two.
   */
  public void toggle(SeriesPoint point) {
    if (selection.remove(point)) {
      return;
    }
    if (selection.size() == 2) {
      selection.remove(0);
    }
    selection.add(point);
  }

  public void clearSelection() {
    selection.clear();
  }

  /** Shows a point's run in the Runs screen (a double click on the point). */
  public void open(SeriesPoint point) {
    openRun.accept(point.runId());
  }

  /** Shows the selected point's run in the Runs screen. */
  public void openSelected() {
    if (selection.size() == 1) {
      openRun.accept(selection.get(0).runId());
    }
  }

  /** Compares the two selected points' runs, the older as the baseline. */
  public void compareSelected() {
    if (selection.size() == 2) {
      List<SeriesPoint> sorted = new ArrayList<>(selection);
      sorted.sort(
          Comparator.comparing(SeriesPoint::startedAt).thenComparingLong(SeriesPoint::runId));
      compareRuns.accept(sorted.get(0).runId(), sorted.get(1).runId());
    }
  }

  // ---- state

  public ObservableList<HistoryKey> keys() {
    return keysView;
  }

  /** The chosen key's plans, the newest run's first, then "all plans" when there are several. */
  public ObservableList<PlanChoice> plans() {
    return plansView;
  }

  /** The plan whose series are shown (a choice with a null plan: all of them). */
  public ReadOnlyObjectProperty<PlanChoice> planProperty() {
    return plan.getReadOnlyProperty();
  }

  public ReadOnlyObjectProperty<BenchmarkKey> chosenProperty() {
    return chosen.getReadOnlyProperty();
  }

  /** The chosen key's series: first without change points, then with them; null if none. */
  public ReadOnlyObjectProperty<KeyHistory> historyProperty() {
    return history.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty loadingProperty() {
    return loading.getReadOnlyProperty();
  }

  /** Whether the change points of the shown history are still being searched for. */
  public ReadOnlyBooleanProperty searchingProperty() {
    return searching.getReadOnlyProperty();
  }

  /** A problem or a note about the shown history, or empty. */
  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  /** One line per series: its environment, runs, best, latest and Δ vs best. */
  public ObservableList<String> headlines() {
    return headlinesView;
  }

  /** Every change point of the shown history as a sentence. */
  public ObservableList<String> changes() {
    return changesView;
  }

  /** The selected points (at most two), in the order they were selected. */
  public ObservableList<SeriesPoint> selection() {
    return selectionView;
  }

  public BooleanBinding canOpenProperty() {
    return canOpen;
  }

  public BooleanBinding canCompareProperty() {
    return canCompare;
  }
}
