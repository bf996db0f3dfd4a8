package dev.wirebench.app.dashboard;

import dev.wirebench.app.dashboard.DashboardSnapshot.SeriesKey;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.app.history.RecentRegression;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableDoubleValue;
import javafx.beans.value.ObservableStringValue;

/**
 * The Dashboard's state and commands: a snapshot of the run database (loaded on the task executor
 * whenever the screen is shown or asked to refresh), the benchmark whose history the sparkline
 * draws, and the progress of the job running in the background (a benchmark or throughput sweep),
 * from the executor. FX thread only.
 */
public final class DashboardViewModel {
  /** The title of the dashboard's own load, which the job tile does not count as a job. */
  static final String LOADING = "Loading the dashboard";

  private final DashboardService service;
  private final TaskExecutor executor;
  private final ReadOnlyObjectWrapper<DashboardSnapshot> snapshot = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<SeriesKey> chosen = new ReadOnlyObjectWrapper<>();
  private final ReadOnlyObjectWrapper<Trend> trend = new ReadOnlyObjectWrapper<>(Trend.NONE);
  private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper();
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final StringBinding job;
  private final DoubleBinding jobProgress;
  private final ReadOnlyObjectWrapper<List<RecentRegression>> regressions =
      new ReadOnlyObjectWrapper<>();
  private TaskHandle pending;
  private TaskHandle scanning;
  private long rescanSince = -1;
  private Consumer<RecentRegression> historyOpener = regression -> {};

  public DashboardViewModel(DashboardService service, TaskExecutor executor) {
    this.service = service;
    this.executor = executor;
    job =
        Bindings.createStringBinding(
            () -> isJob() ? executor.activityProperty().get() : "",
            executor.busyProperty(),
            executor.activityProperty());
    jobProgress =
        Bindings.createDoubleBinding(
            () -> isJob() ? Math.max(0, executor.progressProperty().get()) : 0,
            executor.busyProperty(),
            executor.activityProperty(),
            executor.progressProperty());
  }

  private boolean isJob() {
    return executor.busyProperty().get() && !executor.activityProperty().get().startsWith(LOADING);
  }

  // ---- commands

  /** Reads the database again (off the FX thread); a newer refresh replaces one in flight. */
  public void refresh() {
    if (pending != null && !pending.isDone()) {
      pending.cancel();
    }
    SeriesKey wanted = chosen.get();
    loading.set(true);
    pending =
        executor.submit(
            LOADING,
            context -> service.load(wanted),
            loaded -> {
              loading.set(false);
              error.set("");
              // Before the snapshot: the view redraws the trend tile when the snapshot changes.
              trend.set(Trend.of(loaded.chosen(), loaded.history()));
              snapshot.set(loaded);
              chosen.set(loaded.chosen());
              scanRegressions(loaded.regressionsSince());
            },
            failure -> {
              loading.set(false);
              error.set("Cannot read the run database: " + failure.getMessage());
            });
  }

  /**
   * Scans for recent regressions after the tiles are shown; null until the first scan is done. One
   * scan at a time: a first scan of a large store takes minutes on a worker thread, and a second
   * one queued behind it would hold the other worker too — so a visit during a scan asks for one
   * more scan when it ends (quick: the scan remembers what it found).
   */
  private void scanRegressions(long since) {
    if (since < 0) {
      regressions.set(List.of());
      return;
    }
    if (scanning != null && !scanning.isDone()) {
      rescanSince = since;
      return;
    }
    rescanSince = -1;
    scanning =
        executor.submit(
            LOADING + ": recent regressions",
            context -> service.regressions(since),
            found -> {
              regressions.set(found);
              rescanIfAsked();
            },
            failure -> {
              error.set("Cannot scan for regressions: " + failure.getMessage());
              rescanIfAsked();
            });
  }

  private void rescanIfAsked() {
    long since = rescanSince;
    scanning = null;
    if (since >= 0) {
      scanRegressions(since);
    }
  }

  /** Draws another benchmark's history. */
  public void choose(SeriesKey key) {
    if (key != null && !key.equals(chosen.get())) {
      chosen.set(key);
      refresh();
    }
  }

  /**
   * What {@link #showHistory} does: the composition root registers how the History screen is shown
   * for a regression (its benchmark, on its series' plan).
   */
  public void onShowHistory(Consumer<RecentRegression> opener) {
    historyOpener = Objects.requireNonNull(opener);
  }

  /** Shows a recent regression's benchmark in the History screen (a click on it in its tile). */
  public void showHistory(RecentRegression regression) {
    historyOpener.accept(regression);
  }

  // ---- state

  /** The last snapshot read, or null before the first. */
  public ReadOnlyObjectProperty<DashboardSnapshot> snapshotProperty() {
    return snapshot.getReadOnlyProperty();
  }

  /**
   * The recent regressions of the last scan, newest first; null while the first scan runs (a later
   * scan keeps the last list until it is done).
   */
  public ReadOnlyObjectProperty<List<RecentRegression>> regressionsProperty() {
    return regressions.getReadOnlyProperty();
  }

  /** The benchmark the sparkline draws, or null. */
  public ReadOnlyObjectProperty<SeriesKey> chosenProperty() {
    return chosen.getReadOnlyProperty();
  }

  /** What the trend tile shows for the chosen benchmark (its texts and the sparkline's scores). */
  public ReadOnlyObjectProperty<Trend> trendProperty() {
    return trend.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty loadingProperty() {
    return loading.getReadOnlyProperty();
  }

  /** Why the database could not be read, or empty. */
  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /** What the running background job does, or empty when none runs. */
  public ObservableStringValue jobProperty() {
    return job;
  }

  /** The running job's progress, 0..1 (0 when none runs or it cannot tell). */
  public ObservableDoubleValue jobProgressProperty() {
    return jobProgress;
  }
}
