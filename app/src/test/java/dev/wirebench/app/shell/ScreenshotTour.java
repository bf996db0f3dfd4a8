package dev.wirebench.app.shell;

import dev.wirebench.app.bench.BenchView;
import dev.wirebench.app.bench.BenchViewModel;
import dev.wirebench.app.bench.PlanViewModel;
import dev.wirebench.app.bench.ResultOrder;
import dev.wirebench.app.compare.RunComparisonViewModel;
import dev.wirebench.app.dashboard.DashboardViewModel;
import dev.wirebench.app.inspect.InspectViewModel;
import dev.wirebench.app.inspect.PayloadCompareViewModel;
import dev.wirebench.app.runs.RunsViewModel;
import dev.wirebench.app.throughput.ThroughputViewModel;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.storage.RunSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Steps the running app through its main states and saves a PNG of each (started by {@link
 * ScreenshotMain}, for looking at every screen under a virtual display). Each step acts through the
 * view models, waits until background work is done and the scene has settled, then snapshots the
 * main window or the open dialog. Quits at the end.
 *
 * <p>After the first state it writes {@code .ready} into the directory; if the directory holds
 * {@code .wait-for-capture}, it then waits (up to a minute) for {@code .captured}, so a script can
 * grab the whole X display with the real window on it.
 */
final class ScreenshotTour extends TourDriver {
  ScreenshotTour(Workbench workbench, Stage stage, Path dir) {
    super(workbench, stage, dir);
  }

  void start() {
    DashboardViewModel dashboard = workbench.dashboard();
    // As the app opens: seeded by the script, or empty (SEED=0) to see the empty states.
    step(
        "00-dashboard-at-start.png",
        () -> workbench.shell().selectScreen(ShellViewModel.DASHBOARD),
        () -> dashboard.snapshotProperty().get() != null && idle().getAsBoolean(),
        stage::getScene);
    HelpTourSteps.add(this);
    step("", () -> workbench.shell().selectScreen(ShellViewModel.INSPECT), idle(), null);
    inspectSteps();
    GeneratedCodeTourSteps.add(this);
    compareSteps();
    dialogSteps();
    runsSteps();
    ProfileDiffTourStep.add(this);
    benchSteps();
    PercentileTourSteps.add(this);
    throughputSteps();
    dashboardSteps();
    HistoryTourSteps.add(this);
    next();
  }

  private void inspectSteps() {
    InspectViewModel inspect = workbench.inspect();
    Supplier<Scene> main = stage::getScene;
    BooleanSupplier idle = idle();
    step(
        "01-inspect-field-selected.png",
        () -> {
          inspect.selectCodec("json");
          inspect.selectPath("entries[0].price");
          workbench.inspectView().showBytes();
        },
        idle,
        main);
    step(
        "",
        this::handshake,
        () ->
            !Files.exists(dir.resolve(".wait-for-capture"))
                || Files.exists(dir.resolve(".captured")),
        main);
    step(
        "02-inspect-fix-hover.png",
        () -> {
          inspect.selectCodec("fix");
          inspect.hoverByte(workbench.inspect().selection().rangeProperty().get().start() + 4);
        },
        idle,
        main);
  }

  private void compareSteps() {
    InspectViewModel inspect = workbench.inspect();
    PayloadCompareViewModel compare = inspect.compare();
    ShellViewModel shell = workbench.shell();
    Supplier<Scene> main = stage::getScene;
    BooleanSupplier idle = idle();
    step(
        "03-compare-codecs.png",
        () -> {
          inspect.hoverByte(-1);
          workbench.inspectView().showCompare();
          compare.setMode(PayloadCompareViewModel.Mode.TWO_CODECS);
          compare.setLeftCodec("json");
          compare.setRightCodec("fix");
          compare.selectPath("entries[0].price");
        },
        idle,
        main);
    step("", () -> inspect.openKey("book-snapshots-5"), idle, null);
    step(
        "04-compare-messages.png",
        () -> {
          compare.setMode(PayloadCompareViewModel.Mode.TWO_MESSAGES);
          compare.setLeftCodec("json");
          compare.setRightMessage(1);
        },
        idle,
        main);
    step("", () -> inspect.openKey("snapshot-20x20"), idle, null);
    step("05-size-breakdown.png", () -> workbench.inspectView().showSizes(), idle, main);
    step("", () -> inspect.openKey("fix-nested-groups"), idle, null);
    step(
        "06-inspect-dark.png",
        () -> {
          shell.setTheme(Theme.DARK);
          workbench.inspectView().showBytes();
          inspect.selectCodec("fix");
          inspect.selectPath("fields[13].groups[0]");
        },
        idle,
        main);
    step("07-compare-dark.png", () -> workbench.inspectView().showCompare(), idle, main);
  }

  /** Runs and Compare on the seeded database (the script stores two runs and an import). */
  private void runsSteps() {
    ShellViewModel shell = workbench.shell();
    RunsViewModel runs = workbench.runs();
    RunComparisonViewModel compare = workbench.compare();
    Supplier<Scene> main = stage::getScene;
    BooleanSupplier idle = idle();
    step(
        "30-runs-list.png",
        () -> {
          shell.setTheme(Theme.LIGHT);
          shell.selectScreen(ShellViewModel.RUNS);
          runs.refresh();
        },
        idle,
        main);
    step(
        "31-run-detail.png",
        () -> bench(runs, 0).ifPresent(run -> runs.open(run.id())),
        idle,
        main);
    step("32-run-chart.png", () -> workbench.runsView().showChart(), idle, main);
    step("33-run-environment.png", () -> workbench.runsView().showEnvironment(), idle, main);
    step("33b-run-raw-data.png", () -> workbench.runsView().showRawData(0), idle, main);
    step(
        "34-compare-verdicts.png",
        () -> {
          Optional<RunSummary> older = bench(runs, 1);
          Optional<RunSummary> newer = bench(runs, 0);
          if (older.isPresent() && newer.isPresent()) {
            shell.compareRuns(older.get().id(), newer.get().id());
          } else {
            shell.selectScreen(ShellViewModel.COMPARE);
          }
        },
        idle,
        main);
    step(
        "35-compare-change-chart.png", () -> workbench.compareView().showChangeChart(), idle, main);
    step(
        "36-runs-dark.png",
        () -> {
          shell.setTheme(Theme.DARK);
          shell.selectScreen(ShellViewModel.RUNS);
          workbench.runsView().showChart();
        },
        idle,
        main);
    step("36b-run-raw-data-dark.png", () -> workbench.runsView().showRawData(1), idle, main);
    step(
        "37-compare-dark.png",
        () -> {
          compare.significantOnlyProperty().set(false);
          shell.selectScreen(ShellViewModel.COMPARE);
        },
        idle,
        main);
  }

  /** The n-th newest bench run listed (0 = newest). */
  private static Optional<RunSummary> bench(RunsViewModel runs, int n) {
    return runs.runs().stream().filter(r -> r.kind() == RunKind.BENCH).skip(n).findFirst();
  }

  private void dialogSteps() {
    step(
        "08-load-error.png",
        () -> {
          workbench.shell().setTheme(Theme.LIGHT);
          workbench.shell().selectScreen(ShellViewModel.INSPECT);
          workbench.inspectView().showBytes();
          workbench.inspect().openFile(brokenFixture());
        },
        idle(),
        stage::getScene);
    step(
        "09-error-dialog.png",
        () ->
            workbench
                .executor()
                .reportUnexpected(
                    new IllegalStateException(
                        "screenshot tour: a demonstration error (nothing is wrong)",
                        new IOException("disk quota exceeded while writing run-42.json"))),
        () -> dialog().isPresent(),
        () -> dialog().orElseThrow().getScene());
    step(
        "10-error-details.png",
        () -> pane().ifPresent(p -> p.setExpanded(true)),
        () -> true,
        () -> dialog().orElseThrow().getScene());
    step(
        "11-about.png",
        () -> {
          dialog().ifPresent(Window::hide);
          workbench.window().showAbout();
        },
        () -> dialog().isPresent(),
        () -> dialog().orElseThrow().getScene());
    step("", () -> dialog().ifPresent(Window::hide), () -> true, null);
  }

  private void latencyPlanStep() {
    BenchViewModel bench = workbench.bench();
    ShellViewModel shell = workbench.shell();
    step(
        "19-bench-latency-plan.png",
        () -> {
          shell.setTheme(Theme.LIGHT);
          shell.selectScreen(ShellViewModel.BENCH);
          PlanViewModel plan = bench.plan();
          plan.codecs().setAll("fix");
          plan.fixtures().setAll("trade-update");
          plan.operations().setAll(Operation.DECODE);
          plan.modeProperty().set(BenchMode.LATENCY);
          plan.coolerProperty().set("none");
          plan.rateProperty().set("100k/s");
          plan.subtractTimerProperty().set(false);
        },
        idle(),
        stage::getScene);
  }

  private void benchSteps() {
    latencyPlanStep();
    BenchViewModel bench = workbench.bench();
    BenchView view = workbench.benchView();
    ShellViewModel shell = workbench.shell();
    Supplier<Scene> main = stage::getScene;
    BooleanSupplier idle = idle();
    step(
        "20-bench-plan.png",
        () -> {
          shell.setTheme(Theme.LIGHT);
          shell.selectScreen(ShellViewModel.BENCH);
          PlanViewModel plan = bench.plan();
          List<String> known = plan.codecChoices().stream().map(CodecInfo::id).toList();
          plan.codecs()
              .setAll(
                  Stream.of("json", "cbor", "smile", "kryo", "wire-compiled")
                      .filter(known::contains)
                      .toList());
          plan.fixtures().setAll("trade-update");
          plan.operations().setAll(Operation.ENCODE, Operation.DECODE);
          // sample mode: the results get percentile columns and the percentile chart
          plan.modeProperty().set(BenchMode.SAMPLE_TIME);
          plan.rateProperty().set("");
          plan.warmupIterationsProperty().set(2);
          plan.warmupTimeProperty().set("100ms");
          plan.measureIterationsProperty().set(5);
          plan.measureTimeProperty().set("100ms");
          plan.labelProperty().set("screenshot tour");
        },
        idle,
        main);
    step(
        "21-bench-running.png",
        bench::run,
        () -> bench.live().size() >= 12 || !bench.runningProperty().get(),
        main);
    for (int i = 0; i < 4; i++) { // a real run on a shared machine: wait up to 4 poll budgets
      step("", () -> {}, idle, null);
    }
    step(
        "22-bench-results.png",
        () -> {
          bench.orderProperty().set(ResultOrder.BEST_FIRST);
          view.showResults();
        },
        idle,
        main);
    step("23-bench-efficiency.png", view::showEfficiency, idle, main);
    step(
        "24-bench-results-dark.png",
        () -> {
          shell.setTheme(Theme.DARK);
          bench.logScaleProperty().set(true);
          view.showResults();
        },
        idle,
        main);
    step("25-bench-efficiency-dark.png", view::showEfficiency, idle, main);
    step("26-bench-live-dark.png", view::showLive, idle, main);
  }

  private void throughputSteps() {
    ThroughputViewModel throughput = workbench.throughput();
    BooleanSupplier done = () -> !throughput.runningProperty().get() && idle().getAsBoolean();
    step(
        "12-throughput.png",
        () -> {
          workbench.shell().setTheme(Theme.LIGHT);
          workbench.shell().selectScreen(ShellViewModel.THROUGHPUT);
          throughput.streamStoreProperty().set(throughput.streamStores().get(2));
          throughput.fixtureProperty().set("bars");
          throughput.messagesProperty().set("1M");
          throughput.consumersProperty().set("1-4");
          throughput.repeatsProperty().set("3");
          throughput.labelProperty().set("screenshot sweep");
          throughput.run();
        },
        done,
        stage::getScene);
    step(
        "13-throughput-dark.png",
        () -> workbench.shell().setTheme(Theme.DARK),
        done,
        stage::getScene);
  }

  private void dashboardSteps() {
    DashboardViewModel dashboard = workbench.dashboard();
    BooleanSupplier loaded =
        () ->
            dashboard.snapshotProperty().get() != null
                && !dashboard.loadingProperty().get()
                && idle().getAsBoolean();
    step(
        "14-dashboard.png",
        () -> {
          workbench.shell().setTheme(Theme.LIGHT);
          workbench.shell().selectScreen(ShellViewModel.DASHBOARD);
        },
        loaded,
        stage::getScene);
    step(
        "15-dashboard-dark.png",
        () -> workbench.shell().setTheme(Theme.DARK),
        loaded,
        stage::getScene);
    step("", () -> workbench.shell().setTheme(Theme.LIGHT), () -> true, null);
  }

  private Path brokenFixture() {
    Path file = dir.resolve("broken-fixture.json");
    String json =
        "{\n  \"$type\": \"PackageHeader\",\n  \"symbol\": \"ETHUSDT\",\n"
            + "  \"entries\": [\n    { \"$type\": \"TradeEntry\", \"price\": \"18x1.52\" }\n  ]\n}\n";
    try {
      Files.createDirectories(dir);
      Files.writeString(file, json, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }
}
