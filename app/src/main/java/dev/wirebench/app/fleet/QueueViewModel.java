package dev.wirebench.app.fleet;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.Ticker;
import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.FleetJob;
import dev.wirebench.storage.fleet.JobState;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.LongConsumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Queue screen: the fleet's jobs on the open team store with their state, host, progress and
 * ETA as the agents' heartbeats report them, the known agents, and the jobs queued together with
 * the selected one (the same plan on each host, to compare). Read every {@link #PERIOD} while the
 * screen is shown; cancel, retry, open a job's run, compare its run with another host's.
 */
public final class QueueViewModel {
  /** How often the shown screen reads the queue: an agent's heartbeat is a quarter lease. */
  static final Duration PERIOD = Duration.ofSeconds(2);

  private final QueueService service;
  private final TaskExecutor executor;
  private final LongConsumer openRun;
  private final BiConsumer<Long, Long> compareRuns;
  private final ObservableList<FleetJob> jobs = FXCollections.observableArrayList();
  private final ObservableList<AgentRegistry.Agent> agents = FXCollections.observableArrayList();
  private final ObservableList<FleetJob> batch = FXCollections.observableArrayList();
  private final ReadOnlyObjectWrapper<FleetJob> selected = new ReadOnlyObjectWrapper<>();
  private final BooleanProperty showEnded = new SimpleBooleanProperty(this, "showEnded", true);
  private final ReadOnlyBooleanWrapper teamStore = new ReadOnlyBooleanWrapper(true);
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
  private final Ticker ticker;
  private boolean applying;

  public QueueViewModel(
      QueueService service,
      TaskExecutor executor,
      LongConsumer openRun,
      BiConsumer<Long, Long> compareRuns) {
    this.service = service;
    this.executor = executor;
    this.openRun = openRun;
    this.compareRuns = compareRuns;
    this.ticker = new Ticker("wirebench-queue", PERIOD, this::tick);
    showEnded.addListener((o, old, now) -> refresh());
  }

  /** Reads the queue now and, while {@code shown}, every {@link #PERIOD}. */
  public void setShown(boolean shown) {
    if (shown) {
      refresh();
      ticker.start();
    } else {
      ticker.stop();
    }
  }

  /** Reads the queue again (a task in the status bar). */
  public void refresh() {
    boolean all = showEnded.get();
    long of = batchOf(selected.get());
    executor.submit("Reading the fleet queue", c -> service.load(all, of), this::apply, this::fail);
  }

  private void tick() {
    boolean all = showEnded.get();
    long of = batchOf(selected.get());
    try {
      QueueSnapshot snapshot = service.load(all, of);
      executor.post(() -> apply(snapshot));
    } catch (RuntimeException e) {
      executor.post(() -> fail(e)); // the store is away: said, and the next tick tries again
    }
  }

  private static long batchOf(FleetJob job) {
    return job == null ? -1 : job.batch();
  }

  void apply(QueueSnapshot snapshot) {
    FleetJob was = selected.get();
    applying = true; // the table's selection clears and comes back while the rows are replaced
    try {
      teamStore.set(snapshot.teamStore());
      error.set("");
      jobs.setAll(snapshot.jobs());
      agents.setAll(snapshot.agents());
      selected.set(was == null ? null : find(was.id()).orElse(null));
      boolean sameBatch = selected.get() != null && selected.get().batch() == was.batch();
      batch.setAll(sameBatch ? snapshot.batch() : List.of());
      status.set(JobText.summary(snapshot));
    } finally {
      applying = false;
    }
  }

  private Optional<FleetJob> find(long id) {
    return jobs.stream().filter(j -> j.id() == id).findFirst();
  }

  private void fail(Throwable e) {
    error.set("Could not read the queue: " + e.getMessage());
  }

  /** The job the table has selected (null: none); its batch is read at once. */
  public void select(FleetJob job) {
    if (applying) {
      return;
    }
    FleetJob was = selected.get();
    selected.set(job);
    if (job == null) {
      batch.clear();
    } else if (was == null || was.batch() != job.batch()) {
      batch.clear();
      refresh();
    }
  }

  /** Cancels the selected job: an agent running it stops at its next heartbeat. */
  public void cancelSelected() {
    FleetJob job = selected.get();
    if (job == null || job.state().ended()) {
      return;
    }
    executor.submit(
        "Cancelling job " + job.id(),
        c -> service.cancel(job.id()),
        was -> {
          message.set(
              was.map(s -> JobText.cancelled(job.id(), s))
                  .orElse("Job " + job.id() + " had already ended."));
          refresh();
        },
        this::actionFailed);
  }

  /** Puts the selected failed or cancelled job back in the queue. */
  public void retrySelected() {
    FleetJob job = selected.get();
    if (job == null) {
      return;
    }
    executor.submit(
        "Retrying job " + job.id(),
        c -> service.retry(job.id()),
        retried -> {
          message.set(
              retried
                  ? "Job " + job.id() + " is queued again."
                  : "Job " + job.id() + " is neither failed nor cancelled: nothing to retry.");
          refresh();
        },
        this::actionFailed);
  }

  private void actionFailed(Throwable e) {
    error.set(e.getMessage());
  }

  /** Opens the selected job's run in the Runs screen. */
  public void openSelectedRun() {
    FleetJob job = selected.get();
    if (job != null && job.runId() != null) {
      openRun.accept(job.runId());
    }
  }

  /** Compares the selected job's run (A) with {@code other}'s (B): the same plan, another host. */
  public void compareWith(FleetJob other) {
    FleetJob job = selected.get();
    if (job != null && job.runId() != null && other != null && other.runId() != null) {
      compareRuns.accept(job.runId(), other.runId());
    }
  }

  /** Says {@code text} above the table (after queuing from the Benchmark screen). */
  public void say(String text) {
    message.set(text);
  }

  public void dismissMessages() {
    message.set("");
    error.set("");
  }

  public BooleanBinding canCancelBinding() {
    return Bindings.createBooleanBinding(
        () -> selected.get() != null && !selected.get().state().ended(), selected);
  }

  public BooleanBinding canRetryBinding() {
    return Bindings.createBooleanBinding(
        () ->
            selected.get() != null
                && (selected.get().state() == JobState.FAILED
                    || selected.get().state() == JobState.CANCELLED),
        selected);
  }

  public BooleanBinding hasRunBinding() {
    return Bindings.createBooleanBinding(
        () -> selected.get() != null && selected.get().runId() != null, selected);
  }

  public ObservableList<FleetJob> jobs() {
    return jobs;
  }

  public ObservableList<AgentRegistry.Agent> agents() {
    return agents;
  }

  /** The jobs queued together with the selected one, in queue order. */
  public ObservableList<FleetJob> batch() {
    return batch;
  }

  public ReadOnlyObjectProperty<FleetJob> selectedProperty() {
    return selected.getReadOnlyProperty();
  }

  /** List ended jobs too (done, failed, cancelled). */
  public BooleanProperty showEndedProperty() {
    return showEnded;
  }

  /** False on an SQLite file: the fleet needs a team store. */
  public ReadOnlyBooleanProperty teamStoreProperty() {
    return teamStore.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /** Stops the periodic reads (the app is closing). */
  public void close() {
    ticker.stop();
  }
}
