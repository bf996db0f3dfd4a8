package dev.wirebench.app.shell;

import dev.wirebench.app.dashboard.DashboardService;
import dev.wirebench.app.dashboard.DashboardView;
import dev.wirebench.app.dashboard.DashboardViewModel;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.inspect.InspectService;
import dev.wirebench.app.inspect.InspectView;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.RecentFixtures;
import dev.wirebench.app.throughput.ThroughputService;
import dev.wirebench.app.throughput.ThroughputView;
import dev.wirebench.app.throughput.ThroughputViewModel;
import dev.wirebench.engine.bench.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputRunner;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
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
  private final InspectView inspectView;
  private final DashboardViewModel dashboard;
  private final DashboardView dashboardView;
  private final ThroughputViewModel throughput;
  private final ThroughputView throughputView;
  private final MainWindow window;

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
    RecentFixtures recent = new RecentFixtures(services.settings().recentFixtures());
    inspect =
        new InspectViewModel(
            new InspectService(services.loader(), services.registry()), executor, recent);
    dashboard = new DashboardViewModel(new DashboardService(services.runs()), executor);
    throughput =
        new ThroughputViewModel(
            new ThroughputService(
                new ThroughputRunner(
                    services.registry(), services.loader(), MeasurementLock.machineWide()),
                services.runs(),
                services.registry(),
                services.loader(),
                Runtime.getRuntime().availableProcessors()),
            executor);
    shell =
        new ShellViewModel(
            List.of(
                new ScreenInfo(
                    ShellViewModel.DASHBOARD,
                    "Dashboard",
                    "The run database at a glance: last run, leaders, trends, the running job"),
                new ScreenInfo(
                    ShellViewModel.INSPECT,
                    "Inspect",
                    "A fixture message on the wire in every codec"),
                new ScreenInfo(
                    ShellViewModel.THROUGHPUT,
                    "Throughput",
                    "How many messages per second K consumers read from a stream store")),
            services.settings(),
            services.dirs().database(),
            executor,
            recent,
            inspect,
            AboutInfo.collect(services.registry()));
    inspectView = new InspectView(inspect);
    throughputView = new ThroughputView(throughput);
    dashboardView = new DashboardView(dashboard, Bindings.equal(Theme.DARK, shell.themeProperty()));
    // The dashboard reads the database whenever it is shown, and after File ▸ Open Database.
    shell
        .screenProperty()
        .addListener(
            (obs, old, id) -> {
              if (ShellViewModel.DASHBOARD.equals(id)) {
                dashboard.refresh();
              }
            });
    services.runs().onSwitch(file -> Platform.runLater(this::refreshDashboardIfShown));
    window =
        new MainWindow(
            stage,
            shell,
            Map.of(
                ShellViewModel.DASHBOARD,
                dashboardView,
                ShellViewModel.INSPECT,
                inspectView,
                ShellViewModel.THROUGHPUT,
                throughputView),
            () -> InspectView.chooseFixture(stage, recent.files()),
            quit);
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
    workbench.shell.start();
    workbench.refreshDashboardIfShown();
    return workbench;
  }

  private void refreshDashboardIfShown() {
    if (ShellViewModel.DASHBOARD.equals(shell.screenProperty().get())) {
      dashboard.refresh();
    }
  }

  /** Saves the settings and stops the background work. */
  public void close() {
    try {
      services.store().save(shell.settings());
    } catch (UncheckedIOException e) {
      errors.accept(e);
    } finally {
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
    return inspectView;
  }

  public DashboardViewModel dashboard() {
    return dashboard;
  }

  public ThroughputViewModel throughput() {
    return throughput;
  }

  public MainWindow window() {
    return window;
  }

  public TaskExecutor executor() {
    return executor;
  }
}
