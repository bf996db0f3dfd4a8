package dev.wirebench.app.shell;

import dev.wirebench.app.bench.BenchMenu;
import dev.wirebench.app.bench.BenchService;
import dev.wirebench.app.bench.BenchView;
import dev.wirebench.app.bench.BenchViewModel;
import dev.wirebench.app.bench.PlanMemory;
import dev.wirebench.app.compare.ProfileDiffViewModel;
import dev.wirebench.app.compare.RunComparisonService;
import dev.wirebench.app.compare.RunComparisonView;
import dev.wirebench.app.compare.RunComparisonViewModel;
import dev.wirebench.app.compat.CompatService;
import dev.wirebench.app.compat.CompatView;
import dev.wirebench.app.compat.CompatViewModel;
import dev.wirebench.app.dashboard.DashboardService;
import dev.wirebench.app.dashboard.DashboardView;
import dev.wirebench.app.dashboard.DashboardViewModel;
import dev.wirebench.app.database.DatabaseMenu;
import dev.wirebench.app.database.DatabaseViewModel;
import dev.wirebench.app.database.StoreChangeFeed;
import dev.wirebench.app.fleet.QueueService;
import dev.wirebench.app.fleet.QueueViewModel;
import dev.wirebench.app.fx.Lazy;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.history.HistoryService;
import dev.wirebench.app.history.HistoryView;
import dev.wirebench.app.history.HistoryViewModel;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.app.inspect.InspectView;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.profile.ProfileViewModel;
import dev.wirebench.app.runs.RunsService;
import dev.wirebench.app.runs.RunsView;
import dev.wirebench.app.runs.RunsViewModel;
import dev.wirebench.app.throughput.ThroughputService;
import dev.wirebench.app.throughput.ThroughputView;
import dev.wirebench.app.throughput.ThroughputViewModel;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.codec.gen.GeneratedCode;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputRunner;
import java.io.UncheckedIOException;
import java.util.Map;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The composition root: builds the whole object graph by hand — error handling, the one task
 * executor, services, view models, views, the main window — and takes it down on exit. New screens
 * are wired here: a service, a view model taking it (and the executor), a view, a {@link
 * ScreenInfo} and an entry in the screen map.
 */
public final class Workbench {
  /** Worker threads for background work: the machine's benchmarks get the rest. */
  private static final int WORKERS = 2;

  private final Services services;
  private final TaskExecutor executor;
  private final ErrorHandler errors;
  private final ShellViewModel shell;
  private final InspectViewModel inspect;
  private final Lazy<InspectView> inspectView;
  private final BenchViewModel bench;
  private final Lazy<BenchView> benchView;
  private final RunsViewModel runs;
  private final StoreChangeFeed changes;
  private final Lazy<RunsView> runsView;
  private final RunComparisonViewModel compare;
  private final Lazy<RunComparisonView> compareView;
  private final DashboardViewModel dashboard;
  private final Lazy<DashboardView> dashboardView;
  private final HistoryViewModel history;
  private final Lazy<HistoryView> historyView;
  private final ThroughputViewModel throughput;
  private final Lazy<ThroughputView> throughputView;
  private final FleetScreens fleet;
  private final CompatViewModel compat;
  private final Lazy<CompatView> compatView;
  private final MainWindow window;
  private final DatabaseViewModel database;
  private final DatabaseMenu databaseMenu;
  private final StartupSequence startup;

  // The composition root: the object graph in one readable place (STYLE), not split for length.
  @SuppressWarnings("checkstyle:MethodLength")
  private Workbench(Stage stage, Services services, boolean installErrorHandler, Runnable quit) {
    this.services = services;
    ErrorDialogs dialogs = new ErrorDialogs(stage);
    errors =
        new ErrorHandler(
            new ErrorLog(services.dirs().errorLog()), Platform::runLater, dialogs::show);
    if (installErrorHandler) {
      errors.install();
    }
    executor = TaskExecutor.pooled("wirebench-worker", WORKERS, errors);
    executor.relay(GeneratedCode::onProgress); // first use of a schema's generated code: seconds
    RecentFixtures recent =
        new RecentFixtures(
            services.settings().recentFixtures(), services.settings().recentSchemas());
    InspectService inspectService = new InspectService(services.loader(), services.registry());
    inspect = new InspectViewModel(inspectService, executor, recent);
    dashboard = new DashboardViewModel(new DashboardService(services.runs()), executor);
    throughput = throughputModel(services, recent);
    database = new DatabaseViewModel(services.runs(), executor, services.settings().teamStore());
    shell =
        new ShellViewModel(
            ScreenInfo.inRailOrder(),
            services.settings(),
            database,
            executor,
            recent,
            inspect,
            AboutInfo.collect(services.registry()));
    inspectView = new Lazy<>(() -> new InspectView(inspect));
    RunsService runsService = new RunsService(services.runs());
    runs = new RunsViewModel(runsService, executor);
    compare = new RunComparisonViewModel(new RunComparisonService(services.runs()), executor);
    var profileDiff = ProfileDiffViewModel.following(compare, runsService::profiles, executor);
    shell.attachRuns(runs, compare);
    startup = new StartupSequence(inspect, inspectService, this::scene);
    startup.beforeSession(executor, MeasurementLock.machineWide()::heldByThisProcess);
    shell.start();
    var profiles = new ProfileViewModel(runsService::profiles, runsService, executor);
    runsView = new Lazy<>(() -> new RunsView(runs, profiles));
    compareView = new Lazy<>(() -> new RunComparisonView(compare, profileDiff));
    history = historyModel(services, shell);
    dashboard.onShowHistory(
        regression -> {
          history.focus(regression.key(), regression.environment());
          if (ShellViewModel.HISTORY.equals(shell.screenProperty().get())) {
            history.refresh();
          } else {
            shell.selectScreen(ShellViewModel.HISTORY); // which reads the keys again
          }
        });
    historyView = new Lazy<>(() -> new HistoryView(history));
    bench = benchModel(services, shell, recent);
    shell.setBenchFixtureChooser(
        choice -> {
          if (choice.file() != null) {
            // a message file: the Benchmark screen opens it the way its own "Open message file…"
            // does
            bench.plan().messageFiles().open(choice.file(), choice.schema());
          } else if (!bench.plan().fixtureChoices().contains(choice.key())) {
            return false;
          }
          bench.plan().chooseOnlyFixture(choice.key());
          return true;
        });
    compat = new CompatViewModel(new CompatService(), executor);
    compatView = new Lazy<>(() -> new CompatView(compat));
    var queueService = new QueueService(services.runs()::location, BenchmarkEngine.standard());
    fleet = new FleetScreens(stage, executor, shell, database, queueService, bench, this::scene);
    benchView =
        new Lazy<>(
            () -> new BenchView(bench, shell.hasScreen(ShellViewModel.RUNS), fleet::showDialog));
    throughputView = new Lazy<>(() -> new ThroughputView(throughput));
    dashboardView =
        new Lazy<>(
            () -> new DashboardView(dashboard, Bindings.equal(Theme.DARK, shell.themeProperty())));
    window =
        new MainWindow(
            stage, shell, views(), () -> InspectView.chooseFixture(stage, recent.files()), quit);
    window.addMenu(BenchMenu.create(bench, () -> shell.selectScreen(ShellViewModel.BENCH)));
    databaseMenu = new DatabaseMenu(stage, database, () -> window.scene().getStylesheets());
    window.addToFileMenu(
        FileMenuItems.create(shell, databaseMenu, runsView::get, compareView::get));
    changes = new StoreChangeFeed(services.runs(), executor, StoreChangeFeed.PERIOD);
    followChanges();
  }

  /** What one screen changes that others show: stored runs, the screen shown, the database. */
  private void followChanges() {
    // A run the Benchmark screen stored shows up in Runs (and Compare's pickers) at once.
    bench
        .storedRunProperty()
        .addListener(
            (o, old, id) -> {
              if (id.longValue() >= 0) {
                shell.runsChanged();
              }
            });
    // The dashboard reads the database whenever it is shown, and after File ▸ Open Database… / Open
    // Team Store….
    shell
        .screenProperty()
        .addListener(
            (obs, old, id) -> {
              // the Benchmark screen's machine warnings follow the machine while it is shown
              bench.setShown(ShellViewModel.BENCH.equals(id));
              fleet.queue().setShown(ShellViewModel.QUEUE.equals(id)); // read while shown
              if (ShellViewModel.DASHBOARD.equals(id)) {
                dashboard.refresh();
              } else if (ShellViewModel.HISTORY.equals(id)) {
                history.refresh();
              }
            });
    if (ShellViewModel.BENCH.equals(shell.screenProperty().get())) {
      bench.setShown(true); // restored on the Benchmark screen: no change of screen says so
    }
    database.locationProperty().addListener((obs, old, now) -> refreshDashboardIfShown());
    // Runs stored by any process (the CLI, another window, a benchmark host on the team store)
    // show up in Runs and on the Dashboard without a click on Refresh.
    changes.subscribe(runs::storeChanged);
    changes.subscribe(this::refreshDashboardIfShown);
  }

  /** Each screen's view, made when first shown. */
  private Map<String, Lazy<? extends Node>> views() {
    return Map.of(
        ShellViewModel.DASHBOARD,
        dashboardView,
        ShellViewModel.INSPECT,
        inspectView,
        ShellViewModel.BENCH,
        benchView,
        ShellViewModel.THROUGHPUT,
        throughputView,
        ShellViewModel.RUNS,
        runsView,
        ShellViewModel.COMPARE,
        compareView,
        ShellViewModel.HISTORY,
        historyView,
        ShellViewModel.QUEUE,
        fleet.view(),
        ShellViewModel.COMPAT,
        compatView);
  }

  private HistoryViewModel historyModel(Services services, ShellViewModel shell) {
    return new HistoryViewModel(
        new HistoryService(
            services.runs(), new ChangePointDetector(ChangePointSettings.defaults())),
        executor,
        shell::openRun,
        shell::compareRuns);
  }

  private ThroughputViewModel throughputModel(Services services, RecentFixtures recent) {
    return new ThroughputViewModel(
        new ThroughputService(
            new ThroughputRunner(
                services.registry(), services.loader(), MeasurementLock.machineWide()),
            services.runs(),
            services.registry(),
            services.loader(),
            Runtime.getRuntime().availableProcessors()),
        executor,
        recent);
  }

  private BenchViewModel benchModel(
      Services services, ShellViewModel shell, RecentFixtures recent) {
    return new BenchViewModel(
        new BenchService(
            new BenchmarkEngine(
                services.registry(), services.loader(), MeasurementLock.machineWide()),
            services.registry(),
            services.loader().catalog(),
            services.runs(),
            JavaRuntimes::discover,
            new PlanMemory(services.dirs().config().resolve("bench-plan.json"))),
        executor,
        shell::openRun,
        shell::openInInspect,
        recent);
  }

  /**
   * Builds the workbench in {@code stage} (on the FX thread) and starts the session.
   *
   * @param installErrorHandler make the app's error handler every thread's (off in tests)
   * @param quit what File ▸ Quit does
   */
  public static Workbench open(
      Stage stage, Services services, boolean installErrorHandler, Runnable quit) {
    Workbench workbench = new Workbench(stage, services, installErrorHandler, quit);
    stage.show();
    workbench.startup.windowShown();
    workbench.bench.start();
    workbench.refreshDashboardIfShown();
    return workbench;
  }

  private Scene scene() {
    return window.scene();
  }

  private void refreshDashboardIfShown() {
    if (ShellViewModel.DASHBOARD.equals(shell.screenProperty().get())) {
      dashboard.refresh();
    } else if (ShellViewModel.HISTORY.equals(shell.screenProperty().get())) {
      history.refresh();
    }
  }

  /** Saves the settings and stops the background work. */
  public void close() {
    bench.cancel(); // no benchmark fork outlives the window
    bench.setShown(false);
    fleet.queue().close();
    try {
      services.store().save(shell.settings());
    } catch (UncheckedIOException e) {
      errors.accept(e);
    } finally {
      changes.close();
      executor.close();
      services.runs().close();
    }
  }

  public ShellViewModel shell() {
    return shell;
  }

  public InspectViewModel inspect() {
    return inspect;
  }

  public InspectView inspectView() {
    return inspectView.get();
  }

  public BenchViewModel bench() {
    return bench;
  }

  public BenchView benchView() {
    return benchView.get();
  }

  /** The Runs screen's view model: {@code refresh()} after storing a run elsewhere. */
  public RunsViewModel runs() {
    return runs;
  }

  public RunsView runsView() {
    return runsView.get();
  }

  public RunComparisonViewModel compare() {
    return compare;
  }

  public RunComparisonView compareView() {
    return compareView.get();
  }

  public DashboardViewModel dashboard() {
    return dashboard;
  }

  public HistoryViewModel history() {
    return history;
  }

  public HistoryView historyView() {
    return historyView.get();
  }

  public ThroughputViewModel throughput() {
    return throughput;
  }

  /** Which database the app works on (File ▸ Open Database…, Open Team Store…). */
  public DatabaseViewModel database() {
    return database;
  }

  /** The Queue screen's view model (the fleet's jobs on the team store). */
  public QueueViewModel queue() {
    return fleet.queue();
  }

  /** The Compat screen's view model (the compatibility lab). */
  public CompatViewModel compat() {
    return compat;
  }

  public MainWindow window() {
    return window;
  }

  public TaskExecutor executor() {
    return executor;
  }
}
