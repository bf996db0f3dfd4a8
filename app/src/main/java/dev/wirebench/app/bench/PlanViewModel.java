package dev.wirebench.app.bench;

import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.LatencySettings;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.MachineReport;
import java.util.Arrays;
import java.util.List;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Benchmark screen's plan form: codecs × fixtures × operations, how to measure (a JMH mode or
 * the latency harness with a cooler), iterations, forks, the JDK to fork and its flags, the GC
 * profiler. Checks itself as it changes: {@link #problemProperty} names what to fix (empty when the
 * plan can run) and {@link #summaryProperty} says how big the run is. FX thread only.
 */
public final class PlanViewModel {
  /** The measuring modes the form offers, in menu order. */
  public static final List<BenchMode> MODES =
      List.of(
          BenchMode.THROUGHPUT, BenchMode.AVERAGE_TIME, BenchMode.SAMPLE_TIME, BenchMode.LATENCY);

  /** Cooler suggestions, in the CLI's {@code --cooler} syntax; any valid spec may be typed. */
  public static final List<String> COOLERS =
      List.of("none", "busy:1us", "busy:10us", "busy:1ms", "sleep:100us", "sleep:1ms", "thrash");

  private final ObservableList<CodecInfo> codecChoices = FXCollections.observableArrayList();
  private final ObservableList<String> fixtureChoices = FXCollections.observableArrayList();
  private final ObservableList<JavaRuntime> jvmChoices = FXCollections.observableArrayList();
  private final ObservableList<String> codecs = FXCollections.observableArrayList();
  private final ObservableList<String> fixtures = FXCollections.observableArrayList();
  private final ObservableList<Operation> operations =
      FXCollections.observableArrayList(Operation.ENCODE, Operation.DECODE);
  private final ObjectProperty<BenchMode> mode =
      new SimpleObjectProperty<>(this, "mode", BenchMode.AVERAGE_TIME);
  private final IntegerProperty warmupIterations = new SimpleIntegerProperty(this, "warmup", 3);
  private final StringProperty warmupTime = new SimpleStringProperty(this, "warmupTime", "1s");
  private final IntegerProperty measureIterations = new SimpleIntegerProperty(this, "measure", 5);
  private final StringProperty measureTime = new SimpleStringProperty(this, "measureTime", "1s");
  private final IntegerProperty forks =
      new SimpleIntegerProperty(this, "forks", BenchmarkPlan.DEFAULT_FORKS);
  private final ObjectProperty<JavaRuntime> jvm = new SimpleObjectProperty<>(this, "jvm");
  private final StringProperty jvmFlags = new SimpleStringProperty(this, "jvmFlags", "");
  private final BooleanProperty gcProfiler = new SimpleBooleanProperty(this, "gc", true);
  private final StringProperty cooler = new SimpleStringProperty(this, "cooler", "none");
  private final StringProperty rate = new SimpleStringProperty(this, "rate", "");
  private final BooleanProperty subtractTimer =
      new SimpleBooleanProperty(this, "subtractTimer", false);
  private final IntegerProperty latencyOps =
      new SimpleIntegerProperty(this, "latencyOps", (int) LatencySettings.DEFAULT_MEASURED_OPS);
  private final StringProperty label = new SimpleStringProperty(this, "label", "");
  private final PlanProfiles profiles = new PlanProfiles();
  private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
  private final ReadOnlyStringWrapper machineWarning =
      new ReadOnlyStringWrapper(this, "machineWarning", "");
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
  private final ReadOnlyStringWrapper forkWarning =
      new ReadOnlyStringWrapper(this, "forkWarning", "");
  private final ReadOnlyObjectWrapper<String> revealed =
      new ReadOnlyObjectWrapper<>(this, "reveal");
  private String chosenElsewhere;

  private final MessageFiles messageFiles;

  public PlanViewModel(List<CodecInfo> codecs, List<String> fixtures) {
    this(codecs, fixtures, new RecentFixtures(List.of()));
  }

  /** A form whose opened message files are remembered in {@code recent} (shared with Inspect). */
  public PlanViewModel(List<CodecInfo> codecs, List<String> fixtures, RecentFixtures recent) {
    messageFiles = new MessageFiles(fixtureChoices, this.fixtures, recent);
    codecChoices.setAll(codecs);
    fixtureChoices.setAll(fixtures);
    Observable[] inputs = {
      this.codecs,
      this.fixtures,
      operations,
      mode,
      warmupIterations,
      warmupTime,
      measureIterations,
      measureTime,
      forks,
      cooler,
      rate,
      latencyOps
    };
    for (Observable input : inputs) {
      input.addListener(changed -> check());
    }
    for (Observable input : profiles.inputs()) {
      input.addListener(changed -> check());
    }
    check();
  }

  // ---- commands

  /** Offers the JDKs found on this machine; keeps the chosen one if it is among them. */
  public void setJvms(List<JavaRuntime> found) {
    JavaRuntime chosen = jvm.get();
    jvmChoices.setAll(found);
    if (chosen == null || !found.contains(chosen)) {
      jvm.set(
          found.stream()
              .filter(r -> chosen != null && r.home().equals(chosen.home()))
              .findFirst()
              .orElse(found.isEmpty() ? null : found.get(0)));
    }
  }

  /**
   * The plan as the form describes it.
   *
   * @throws IllegalStateException with {@link #problemProperty}'s text if the form is not valid
   */
  public BenchmarkPlan toPlan() {
    String why = PlanCheck.problem(this);
    if (!why.isEmpty()) {
      throw new IllegalStateException(why);
    }
    return FormPlan.of(this);
  }

  /** The form as remembered between sessions. */
  public SavedPlan snapshot() {
    JavaRuntime chosen = jvm.get();
    return new SavedPlan(
        List.copyOf(codecs),
        List.copyOf(fixtures),
        FormPlan.ordered(operations).stream().map(Operation::id).toList(),
        mode.get().id(),
        warmupIterations.get(),
        warmupTime.get(),
        measureIterations.get(),
        measureTime.get(),
        forks.get(),
        chosen == null ? "" : chosen.home().toString(),
        jvmFlags.get(),
        gcProfiler.get(),
        cooler.get(),
        latencyOps.get());
  }

  /**
   * Fills the form from a remembered plan; codecs, fixtures and JDKs no longer here are left out.
   * Call after {@link #setJvms}.
   */
  public void restore(SavedPlan saved) {
    codecs.setAll(
        saved.codecs().stream()
            .filter(id -> codecChoices.stream().anyMatch(c -> c.id().equals(id)))
            .toList());
    fixtures.setAll(
        chosenElsewhere != null
            ? List.of(chosenElsewhere) // chosen in Inspect before the remembered plan was read
            : saved.fixtures().stream().filter(fixtureChoices::contains).toList());
    operations.setAll(
        Arrays.stream(Operation.values())
            .filter(op -> saved.operations().contains(op.id()))
            .toList());
    BenchMode savedMode = BenchMode.byId(saved.mode() == null ? "" : saved.mode());
    if (savedMode != null) {
      mode.set(savedMode);
    }
    warmupIterations.set(Math.max(0, saved.warmup()));
    measureIterations.set(Math.max(1, saved.measure()));
    forks.set(Math.max(1, saved.forks()));
    if (saved.warmupTime() != null) {
      warmupTime.set(saved.warmupTime());
    }
    if (saved.measureTime() != null) {
      measureTime.set(saved.measureTime());
    }
    jvmChoices.stream()
        .filter(r -> r.home().toString().equals(saved.jvmHome()))
        .findFirst()
        .ifPresent(jvm::set);
    jvmFlags.set(saved.jvmFlags());
    gcProfiler.set(saved.gc());
    if (saved.cooler() != null) {
      cooler.set(saved.cooler());
    }
    if (saved.latencyOps() > 0) {
      latencyOps.set(saved.latencyOps());
    }
  }

  // ---- checking

  private void check() {
    String why = PlanCheck.problem(this);
    problem.set(why);
    summary.set(why.isEmpty() ? PlanCheck.size(this) : "");
    forkWarning.set(
        why.isEmpty() && mode.get() != BenchMode.LATENCY
            ? BenchmarkPlan.forkWarning(forks.get())
            : "");
  }

  // ---- state

  public ObservableList<CodecInfo> codecChoices() {
    return codecChoices;
  }

  public ObservableList<String> fixtureChoices() {
    return fixtureChoices;
  }

  /** Message files opened on this screen, and the recent files. */
  public MessageFiles messageFiles() {
    return messageFiles;
  }

  public ObservableList<JavaRuntime> jvmChoices() {
    return jvmChoices;
  }

  /** The chosen codec ids, in the order they were checked. */
  public ObservableList<String> codecs() {
    return codecs;
  }

  /** The chosen bundled fixture ids. */
  public ObservableList<String> fixtures() {
    return fixtures;
  }

  /** Makes {@code key} the only fixture, to be shown in the list (Inspect's Open in Benchmark). */
  public void chooseOnlyFixture(String key) {
    chosenElsewhere = key;
    fixtures.setAll(key);
    revealed.set(null);
    revealed.set(key);
  }

  /** The fixture the list should scroll to and select, set by {@link #chooseOnlyFixture}. */
  public ReadOnlyObjectProperty<String> revealedFixtureProperty() {
    return revealed.getReadOnlyProperty();
  }

  public ObservableList<Operation> operations() {
    return operations;
  }

  public ObjectProperty<BenchMode> modeProperty() {
    return mode;
  }

  public IntegerProperty warmupIterationsProperty() {
    return warmupIterations;
  }

  /** Each warm-up iteration's length, e.g. {@code 1s} or {@code 100ms}. */
  public StringProperty warmupTimeProperty() {
    return warmupTime;
  }

  public IntegerProperty measureIterationsProperty() {
    return measureIterations;
  }

  public StringProperty measureTimeProperty() {
    return measureTime;
  }

  public IntegerProperty forksProperty() {
    return forks;
  }

  /** The JDK to fork; null means the one running the workbench. */
  public ObjectProperty<JavaRuntime> jvmProperty() {
    return jvm;
  }

  /** Extra flags for the forks, space-separated (after the flags the codec libraries need). */
  public StringProperty jvmFlagsProperty() {
    return jvmFlags;
  }

  public BooleanProperty gcProfilerProperty() {
    return gcProfiler;
  }

  /** The profile switches: events profiled after each benchmark's measured forks (JMH modes). */
  public PlanProfiles profiles() {
    return profiles;
  }

  /** Whether a target rate is given: the latency run is then an open loop. */
  boolean openLoop() {
    return rate.get() != null && !rate.get().isBlank();
  }

  /**
   * The open-loop target rate in the CLI's {@code --rate} syntax ({@code 100k/s}); empty for the
   * closed loop (service time, operations back to back).
   */
  public StringProperty rateProperty() {
    return rate;
  }

  /** Whether the timer's median cost is subtracted from every latency (labelled in results). */
  public BooleanProperty subtractTimerProperty() {
    return subtractTimer;
  }

  /** The latency harness's cooler in the CLI's syntax ({@code none}, {@code busy:1ms}...). */
  public StringProperty coolerProperty() {
    return cooler;
  }

  /** Operations the latency harness times per benchmark. */
  public IntegerProperty latencyOpsProperty() {
    return latencyOps;
  }

  public StringProperty labelProperty() {
    return label;
  }

  /** Why the plan cannot run (shown beside a disabled Run), or empty. */
  public ReadOnlyStringProperty problemProperty() {
    return problem.getReadOnlyProperty();
  }

  /**
   * A warning when the plan has too few forks for a comparison to give a verdict (empty otherwise).
   */
  public ReadOnlyStringProperty forkWarningProperty() {
    return forkWarning.getReadOnlyProperty();
  }

  /** How big the run is: benchmarks and a rough duration; empty while there is a problem. */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /**
   * What the pre-flight machine check found that will make results noisy ("load 1.80 on 2 cores:
   * results will be noisy"), one warning per line; empty when the machine looks quiet or was not
   * checked yet.
   */
  public ReadOnlyStringProperty machineWarningProperty() {
    return machineWarning.getReadOnlyProperty();
  }

  /** Shows the pre-flight check's warnings (a report made off the FX thread). */
  public void setMachineReport(MachineReport report) {
    machineWarning.set(String.join("\n", report.warnings()));
  }
}
