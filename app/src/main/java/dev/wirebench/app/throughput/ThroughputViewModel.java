package dev.wirebench.app.throughput;

import dev.wirebench.app.bench.MessageFiles;
import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.LocalBaseline;
import dev.wirebench.engine.throughput.PointSummary;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputProgress;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputSettings;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Throughput screen's state and commands: the form (stores, codecs, fixture, messages, consumer
 * counts, repeats, label), the sweep running on the task executor with its progress, the points as
 * they arrive (table rows and chart curves), warnings, and the stored run.
 *
 * <p>Bad input sets {@link #inputErrorProperty} and runs nothing. A sweep is stored in the app's
 * run database as it goes; {@link #cancel} stops it and keeps the points measured so far (a partial
 * run). FX thread only.
 */
public final class ThroughputViewModel {
  private final ThroughputService service;
  private final TaskExecutor executor;

  private final ObjectProperty<StreamStoreChoice> streamStore = new SimpleObjectProperty<>();
  private final StringProperty codec = new SimpleStringProperty();
  private final ThroughputFixtures fixtures;
  private final StringProperty messages = new SimpleStringProperty("1M");
  private final StringProperty consumers = new SimpleStringProperty();
  private final StringProperty repeats = new SimpleStringProperty("3");
  private final ServerAxes serverAxes = new ServerAxes();
  private final StringProperty label = new SimpleStringProperty("");
  private final ObjectProperty<ChartMode> chartMode =
      new SimpleObjectProperty<>(ChartMode.COMBINED);

  private final ReadOnlyStringWrapper inputError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper runError = new ReadOnlyStringWrapper("");
  private final ReadOnlyStringWrapper coresWarning = new ReadOnlyStringWrapper("");
  private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
  private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
  private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
  private final ReadOnlyLongWrapper storedRun = new ReadOnlyLongWrapper(-1);
  private final List<ThroughputPoint> points = new ArrayList<>();
  private final ObservableList<PointSummary> summaries = FXCollections.observableArrayList();
  private final ObservableList<Curve> curves = FXCollections.observableArrayList();
  private final ObservableList<String> warnings = FXCollections.observableArrayList();
  private final ObservableList<PointSummary> summariesView =
      FXCollections.unmodifiableObservableList(summaries);
  private final ObservableList<Curve> curvesView = FXCollections.unmodifiableObservableList(curves);
  private final StringBinding chartPlaceholder =
      Bindings.createStringBinding(
          () -> SweepText.chartPlaceholder(running.get(), curves.isEmpty()), running, curves);
  private final ObservableList<String> warningsView =
      FXCollections.unmodifiableObservableList(warnings);
  private CancelToken cancel;

  /** {@code recent}: the message files opened lately, shared with Inspect and Benchmark. */
  public ThroughputViewModel(
      ThroughputService service, TaskExecutor executor, RecentFixtures recent) {
    this.service = service;
    this.executor = executor;
    this.fixtures = new ThroughputFixtures(service.fixtures(), recent);
    streamStore.set(service.streamStores().get(0));
    codec.set(service.codecs().contains("wire-compiled") ? "wire-compiled" : "json");
    consumers.set("1-" + Math.max(2, 2 * service.cores()));
    consumers.addListener((obs, old, now) -> updateCoresWarning());
    chartMode.addListener((obs, old, now) -> showPoints());
    updateCoresWarning();
    status.set("Not run yet — choose a store, codec and fixture, then Run.");
  }

  /** Checks the form and starts the sweep; does nothing while one runs. */
  public void run() {
    if (running.get()) {
      return;
    }
    ThroughputSettings settings;
    try {
      settings = settings();
    } catch (IllegalArgumentException bad) {
      inputError.set(bad.getMessage());
      return;
    }
    inputError.set("");
    runError.set("");
    points.clear();
    summaries.clear();
    curves.clear();
    warnings.clear();
    storedRun.set(-1);
    progress.set(0);
    running.set(true);
    status.set("Starting…");
    CancelToken token = new CancelToken();
    cancel = token;
    String runLabel = label.get();
    executor.submit(
        "Throughput sweep",
        context -> {
          service.validate(settings);
          return service.run(settings, runLabel, new Listener(context), token);
        },
        this::finished,
        this::failed);
  }

  /** Stops the sweep; the points measured so far stay (and are stored as a partial run). */
  public void cancel() {
    if (running.get() && cancel != null) {
      cancel.cancel();
      status.set("Cancelling — stopping the consumers…");
    }
  }

  // ---- results

  private void finished(ThroughputService.Outcome outcome) {
    running.set(false);
    ThroughputReport report = outcome.report();
    points.clear();
    points.addAll(report.points());
    showPoints();
    warnings.clear();
    report.warnings().forEach(ThroughputViewModel.this::addWarning);
    storedRun.set(outcome.runId());
    progress.set(report.status() == RunStatus.COMPLETE ? 1 : progress.get());
    if (outcome.storageFailure() != null) {
      runError.set(
          "The sweep was not fully stored, so it stopped: "
              + outcome.storageFailure()
              + " — the points shown are all that was measured.");
    } else if (report.failure() != null) {
      runError.set("The sweep stopped early: " + report.failure());
    }
    status.set(SweepText.ended(outcome, summaries.size()));
  }

  private void failed(Throwable failure) {
    running.set(false);
    if (failure instanceof dev.wirebench.storage.StorageException storage) {
      runError.set("The run database cannot take the sweep: " + storage.getMessage());
    } else if (failure instanceof IllegalArgumentException || failure instanceof FixtureException) {
      inputError.set(failure.getMessage());
      status.set("Not run — fix the settings above.");
    } else {
      status.set("Failed.");
      executor.reportUnexpected(failure);
    }
  }

  /**
   * Adds an engine warning, except the engine's per-K "more consumers than cores" ones while the
   * form's own cores warning already says so for the whole sweep.
   */
  private void addWarning(String warning) {
    boolean oversubscribed = warning.startsWith("K=") && warning.contains("cores");
    if (!(oversubscribed && !coresWarning.get().isEmpty())) {
      warnings.add(warning);
    }
  }

  private void showPoints() {
    List<PointSummary> reduced = PointSummary.of(points);
    summaries.setAll(reduced);
    curves.setAll(
        Curve.of(reduced, chartMode.get() == null ? ChartMode.COMBINED : chartMode.get()));
  }

  private ThroughputSettings settings() {
    if (streamStore.get() == null || codec.get() == null || fixtures.fixture().get() == null) {
      throw new IllegalArgumentException("Choose a store, a codec and a fixture");
    }
    return ThroughputSettings.builder()
        .stores(serverAxes.cross(streamStore.get().ids()))
        .codecs(ThroughputForm.codecs(codec.get(), service.codecs()))
        .fixture(fixtures.fixture().get())
        .schema(fixtures.schema())
        .messages(ThroughputForm.messages(messages.get()))
        .consumers(ThroughputForm.consumers(consumers.get()))
        .repetitions(ThroughputForm.repetitions(repeats.get()))
        .build();
  }

  private void updateCoresWarning() {
    int cores = service.cores();
    int most;
    try {
      most = Collections.max(ThroughputForm.consumers(consumers.get()));
    } catch (IllegalArgumentException notYet) {
      coresWarning.set("");
      return;
    }
    coresWarning.set(
        most <= cores
            ? ""
            : String.format(
                Locale.ROOT,
                "Up to %d consumers on %d core%s: points past %d share cores, so each consumer"
                    + " slows down and the combined rate stops rising.",
                most,
                cores,
                cores == 1 ? "" : "s",
                cores));
  }

  /** Hears the sweep on the worker thread and hands what changes to the FX thread. */
  private final class Listener implements ThroughputListener {
    private final TaskContext context;

    Listener(TaskContext context) {
      this.context = context;
    }

    @Override
    public void waiting(String message) {
      context.progress(0, 0, message);
      context.deliver(() -> status.set("Waiting — " + message));
    }

    @Override
    public void progress(ThroughputProgress p) {
      context.progress(p.step(), p.steps(), p.describe());
      double fraction = p.fraction();
      String text = p.describe();
      context.deliver(
          () -> {
            if (running.get()) {
              progress.set(fraction);
              status.set(text);
            }
          });
    }

    @Override
    public void point(ThroughputPoint point) {
      context.deliver(
          () -> {
            points.add(point);
            showPoints();
          });
    }

    @Override
    public void warning(String warning) {
      context.deliver(() -> addWarning(warning));
    }
  }

  public List<StreamStoreChoice> streamStores() {
    return service.streamStores();
  }

  public List<String> codecs() {
    return service.codecs();
  }

  /** The bundled fixtures, then the message files opened (see {@link #messageFiles()}). */
  public ObservableList<String> fixtures() {
    return fixtures.choices();
  }

  public MessageFiles messageFiles() {
    return fixtures.files();
  }

  public int cores() {
    return service.cores();
  }

  public ObjectProperty<StreamStoreChoice> streamStoreProperty() {
    return streamStore;
  }

  /**
   * The codecs to sweep, comma-separated as the CLI's {@code --codec} takes them: {@code json} or
   * {@code json,wire-compiled,sbe}. Every codec is measured on every chosen store.
   */
  public StringProperty codecProperty() {
    return codec;
  }

  /** What the chart plots: combined, per-consumer, or per-consumer as % of the scan ceiling. */
  public ObjectProperty<ChartMode> chartModeProperty() {
    return chartMode;
  }

  public StringProperty fixtureProperty() {
    return fixtures.fixture();
  }

  /** Messages in the stream: 500k, 2M... */
  public StringProperty messagesProperty() {
    return messages;
  }

  /** Consumer counts: 1,2,4 or a sweep 1-8. */
  public StringProperty consumersProperty() {
    return consumers;
  }

  /** A served point's combined rate as % of the local read's in this sweep; NaN without one. */
  public double percentOfLocal(PointSummary served) {
    return LocalBaseline.percentOfLocal(served, summaries);
  }

  public ServerAxes serverAxes() {
    return serverAxes;
  }

  public StringProperty repeatsProperty() {
    return repeats;
  }

  public StringProperty labelProperty() {
    return label;
  }

  // ---- state

  /** What is wrong with the form, or empty. */
  public ReadOnlyStringProperty inputErrorProperty() {
    return inputError.getReadOnlyProperty();
  }

  /** Why the last sweep stopped early, or empty. */
  public ReadOnlyStringProperty runErrorProperty() {
    return runError.getReadOnlyProperty();
  }

  /** A warning when the sweep asks for more consumers than cores, or empty. */
  public ReadOnlyStringProperty coresWarningProperty() {
    return coresWarning.getReadOnlyProperty();
  }

  public ReadOnlyBooleanProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  /** 0..1 over the whole sweep. */
  public ReadOnlyDoubleProperty progressProperty() {
    return progress.getReadOnlyProperty();
  }

  /** One line: what runs now, or how the last sweep ended. */
  public ReadOnlyStringProperty statusProperty() {
    return status.getReadOnlyProperty();
  }

  /** The id of the last sweep's stored run, or -1. */
  public ReadOnlyLongProperty storedRunProperty() {
    return storedRun.getReadOnlyProperty();
  }

  /** One row per store × codec × K: medians and spread of the repetitions so far. */
  public ObservableList<PointSummary> summaries() {
    return summariesView;
  }

  /** The chart's lines in the chosen mode, rebuilt as points arrive and when the mode changes. */
  public ObservableList<Curve> curves() {
    return curvesView;
  }

  /** What the chart says while it has no curve (empty once it has one). */
  public StringBinding chartPlaceholderProperty() {
    return chartPlaceholder;
  }

  /** The engine's warnings about the numbers (e.g. memory, over-subscription). */
  public ObservableList<String> warnings() {
    return warningsView;
  }
}
