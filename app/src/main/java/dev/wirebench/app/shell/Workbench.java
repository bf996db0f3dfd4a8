package dev.wirebench.app.shell;

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
    window =
        new MainWindow(
            stage,
            shell,
            Map.of(ShellViewModel.INSPECT, inspectView, ShellViewModel.THROUGHPUT, throughputView),
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
    return workbench;
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
