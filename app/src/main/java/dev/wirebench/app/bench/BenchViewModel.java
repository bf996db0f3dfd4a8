package dev.wirebench.app.bench;

import dev.wirebench.app.bench.BenchService.StoredOutcome;
import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.widgets.ChartBar;
import dev.wirebench.engine.bench.BenchOutcome;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.bench.PlanException;
import dev.wirebench.engine.bench.RunStart;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.CancelToken;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.SortedList;

/**
 * The Benchmark screen's state and commands: the plan form, running it (on the task executor,
 * through the engine, stored in the run database), live progress, scores, results, Inspect/Runs.
 *
 * <p>{@link #cancel()} cancels the engine's token (its forks are killed); the run still ends
 * normally, with the results finished so far, stored as a partial run. FX thread only.
 */
public final class BenchViewModel {
  private final BenchService service;
  private final TaskExecutor executor;
  private final Consumer<Long> openRun;
  private final BiConsumer<String, String> openInInspect;
  private final PlanViewModel plan;
  private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
  private final BooleanBinding canRun;
  private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress");
  private final ReadOnlyStringWrapper current = new ReadOnlyStringWrapper(this, "current", "");
  private final ReadOnlyStringWrapper eta = new ReadOnlyStringWrapper(this, "eta", "");
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
  private final ReadOnlyStringWrapper skipped = new ReadOnlyStringWrapper(this, "skipped", "");
  private final ReadOnlyStringWrapper noteCount = new ReadOnlyStringWrapper(this, "notes", "");
  private final ReadOnlyLongWrapper storedRun = new ReadOnlyLongWrapper(this, "storedRun", -1);
  private final ObservableList<LiveResultRow> results = FXCollections.observableArrayList();
  private final ObservableList<LiveResultRow> resultsView =
      FXCollections.unmodifiableObservableList(results);
  private final SortedList<LiveResultRow> ordered = new SortedList<>(resultsView);
  private final ObservableList<ChartBar> chartBars = FXCollections.observableArrayList();
  private final ObservableList<ChartBar> chartBarsView =
      FXCollections.unmodifiableObservableList(chartBars);
  private final StringBinding chartLabel;
  private final ObjectProperty<ResultOrder> order =
      new SimpleObjectProperty<>(this, "order", ResultOrder.RUN_ORDER);
  private final BooleanProperty logScale = new SimpleBooleanProperty(this, "logScale");
  private final ObservableList<LivePoint> live = FXCollections.observableArrayList();
  private final ObservableList<LivePoint> liveView = FXCollections.unmodifiableObservableList(live);
  private final Map<String, Integer> iterationsSeen = new HashMap<>();
  private final LiveRawData rawData = new LiveRawData();
  private final MachineWatch machineWatch;
  private final PlanPairs pairs;
  private NotApplicable notApplicable = NotApplicable.NONE;
  private CancelToken token;

  /**
   * @param openRun shows a stored run by id (the Runs screen)
   * @param openInInspect shows a codec (first) on a fixture (second) in Inspect
   */
  public BenchViewModel(
      BenchService service,
      TaskExecutor executor,
      Consumer<Long> openRun,
      BiConsumer<String, String> openInInspect) {
    this(service, executor, openRun, openInInspect, new RecentFixtures(List.of()));
  }

  /** A screen whose opened message files join {@code recent} (the list Inspect shows too). */
  public BenchViewModel(
      BenchService service,
      TaskExecutor executor,
      Consumer<Long> openRun,
      BiConsumer<String, String> openInInspect,
      RecentFixtures recent) {
    this.service = service;
    this.executor = executor;
    this.openRun = openRun;
    this.openInInspect = openInInspect;
    this.plan = new PlanViewModel(service.codecs(), service.fixtures(), recent);
    canRun = running.not().and(Bindings.isEmpty(plan.problemProperty()));
    order.addListener((obs, old, now) -> ordered.setComparator(now.comparator()));
    ordered.addListener(
        (ListChangeListener<LiveResultRow>) c -> chartBars.setAll(ResultBars.of(ordered)));
    chartLabel =
        Bindings.createStringBinding(
            () -> ResultBars.valueLabel(ordered, logScale.get()), ordered, logScale);
    machineWatch =
        new MachineWatch(service::checkMachine, executor, running::get, plan::setMachineReport);
    pairs = new PlanPairs(plan, service::prepare, service::planSensitivity, running, executor);
  }

  /** Finds the installed JDKs and the plan run last, in the background, and fills the form. */
  public void start() {
    FormStartup.fill(service, executor, plan);
  }

  /** Checks the machine again (load, another measurement...) and shows what it found. */
  public void checkMachine() {
    machineWatch.checkNow();
  }

  /** The screen is shown (true) or hidden: while shown, its machine warnings follow the machine. */
  public void setShown(boolean shown) {
    machineWatch.setShown(shown);
  }

  /** Runs the plan: progress, iterations and results arrive as they happen. */
  public void run() {
    if (!canRun.get()) {
      return;
    }
    BenchmarkPlan chosen = plan.toPlan();
    SavedPlan remembered = plan.snapshot();
    CancelToken cancel = new CancelToken();
    token = cancel;
    results.clear();
    live.clear();
    iterationsSeen.clear();
    rawData.clear();
    error.set("");
    skipped.set("");
    noteCount.set("");
    notApplicable = NotApplicable.NONE;
    storedRun.set(-1);
    progress.set(-1);
    current.set("Preparing the forks…");
    eta.set("");
    status.set("");
    running.set(true);
    executor.submit(
        "Benchmarking " + String.join(", ", chosen.codecs()),
        context -> {
          remember(remembered, context);
          return service.run(chosen, new RunEvents(context, new Events()), cancel);
        },
        this::finished,
        this::failed);
  }

  /** Remembering is a convenience: a failure is reported, and the run goes on. */
  private void remember(SavedPlan remembered, TaskContext context) {
    try {
      service.rememberPlan(remembered);
    } catch (UncheckedIOException e) {
      context.deliver(() -> executor.reportUnexpected(e));
    }
  }

  /** Stops the run: forks are killed, finished results are kept and stored. */
  public void cancel() {
    if (running.get() && token != null && !token.isCancelled()) {
      current.set("Cancelling…");
      token.cancel();
    }
  }

  /** Shows the run just stored in the Runs screen. */
  public void openStoredRun() {
    if (storedRun.get() >= 0) {
      openRun.accept(storedRun.get());
    }
  }

  /** Shows a result's codec and fixture in Inspect. */
  public void inspect(LiveResultRow row) {
    if (row != null && row.codec() != null && row.fixture() != null) {
      openInInspect.accept(row.codec(), row.fixture());
    }
  }

  public void dismissError() {
    error.set("");
  }

  private final class Events implements RunEvents.Sink {
    @Override
    public void phase(String line) {
      current.set(line);
    }

    @Override
    public void profiling(String line, Duration left) {
      current.set(line);
      eta.set("ETA " + BenchmarkEngine.humanDuration(left));
    }

    @Override
    public void started(RunStart start) {
      progress.set(0);
      notApplicable = NotApplicable.of(start.prepared());
      skipped.set(RunStatusText.notesText(start.prepared(), notApplicable));
      noteCount.set(RunStatusText.notes(notApplicable, start.prepared().warnings().size()));
      current.set("Starting " + start.size() + (start.size() == 1 ? " benchmark" : " benchmarks"));
    }

    @Override
    public void benchmark(BenchmarkCase benchmark, int index, int count) {
      progress.set(index / (double) count);
      current.set((index + 1) + " of " + count + ": " + benchmark.label() + " · forking");
    }

    @Override
    public void iteration(IterationProgress p, double fraction) {
      progress.set(fraction);
      String name = LivePoint.line(p.benchmark(), p.fork(), p.forks());
      current.set(RunStatusText.iteration(p));
      eta.set("ETA " + BenchmarkEngine.humanDuration(p.eta()));
      int seen = iterationsSeen.merge(name, 1, Integer::sum);
      live.add(new LivePoint(name, seen, p.score(), p.unit(), p.warmup()));
      rawData.iteration(p);
    }

    @Override
    public void result(BenchResult result) {
      rawData.result(result);
      results.add(LiveResultRow.of(result));
    }
  }

  private void finished(StoredOutcome stored) {
    BenchOutcome outcome = stored.outcome();
    running.set(false);
    token = null;
    outcome.results().forEach(rawData::result);
    results.setAll(outcome.results().stream().map(LiveResultRow::of).toList());
    storedRun.set(stored.runId());
    progress.set(outcome.cancelled() ? progress.get() : 1);
    current.set("");
    eta.set("");
    status.set(RunStatusText.status(outcome, stored, notApplicable));
    checkMachine();
    if (stored.storageFailure() != null) {
      error.set(
          "The run was not fully stored, so it stopped: "
              + stored.storageFailure()
              + " — the results shown are all that finished.");
    } else if (outcome.failure() != null) {
      error.set("The run stopped early: " + outcome.failure());
    }
  }

  private void failed(Throwable failure) {
    running.set(false);
    token = null;
    progress.set(0);
    current.set("");
    eta.set("");
    if (failure instanceof PlanException bad) {
      error.set(bad.getMessage());
    } else if (failure instanceof dev.wirebench.storage.StorageException storage) {
      error.set("The run database cannot take the run: " + storage.getMessage());
    } else {
      executor.reportUnexpected(failure);
    }
  }

  // ---- state

  /** Which of the plan's benchmarks are n/a, known before Run. */
  public PlanPairs pairs() {
    return pairs;
  }

  public PlanViewModel plan() {
    return plan;
  }

  public ReadOnlyBooleanProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  /** True when the plan is valid and nothing runs. */
  public BooleanBinding canRunBinding() {
    return canRun;
  }

  /** How far the run is, 0..1; -1 while preparing. */
  public ReadOnlyDoubleProperty progressProperty() {
    return progress.getReadOnlyProperty();
  }

  /** The benchmark running now and its iteration, or what the run waits for. */
  public ReadOnlyStringProperty currentProperty() {
    return current.getReadOnlyProperty();
  }

  /** {@code ETA 1:05} while running, else empty. */
  public ReadOnlyStringProperty etaProperty() {
    return eta.getReadOnlyProperty();
  }

  /** How the last run ended and where it is stored, or empty. */
  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  /** Why the last run could not start (bad plan, bad JVM flags), or empty. */
  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  /**
   * The last run's warnings (e.g. no B/op on that JDK) and the codec × fixture pairs it skipped and
   * why, one a line, or empty.
   */
  public ReadOnlyStringProperty notesProperty() {
    return skipped.getReadOnlyProperty();
  }

  /** {@code 2 skipped (n/a) · 1 warning}, or empty. */
  public ReadOnlyStringProperty noteCountProperty() {
    return noteCount.getReadOnlyProperty();
  }

  /** The id of the last run stored, or -1. */
  public ReadOnlyLongProperty storedRunProperty() {
    return storedRun.getReadOnlyProperty();
  }

  /** The results of the current or last run, in run order. */
  public ObservableList<LiveResultRow> results() {
    return resultsView;
  }

  /** The results in the chart's order. */
  public ObservableList<LiveResultRow> orderedResults() {
    return ordered;
  }

  /** The results in the chart's order as its bars (score ± error, or the failure). */
  public ObservableList<ChartBar> chartBars() {
    return chartBarsView;
  }

  /** The text under the chart's axis: unit, which way is better, scale, error bars. */
  public ObservableStringValue chartLabelProperty() {
    return chartLabel;
  }

  public ObjectProperty<ResultOrder> orderProperty() {
    return order;
  }

  /** Whether the results chart uses a logarithmic scale. */
  public BooleanProperty logScaleProperty() {
    return logScale;
  }

  /** Every iteration score of the current or last run, as they arrived. */
  public ObservableList<LivePoint> live() {
    return liveView;
  }

  /** Per result, its iterations fork by fork (warm-ups as seen live) for the raw-data pane. */
  public LiveRawData.Raw rawData(LiveResultRow row) {
    return rawData.of(row);
  }
}
