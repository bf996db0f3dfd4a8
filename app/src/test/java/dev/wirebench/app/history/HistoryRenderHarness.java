package dev.wirebench.app.history;

import com.sun.management.OperatingSystemMXBean;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.storage.HistoryKey;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * Measures what the History screen does for one benchmark with 10,000 stored runs — NOT a unit test
 * (no timing is asserted anywhere). Uses the database {@code HistoryScaleHarness} (storage test
 * sources) fills: 10,000 runs on one environment, shifts at runs 4,000 and 7,000.
 *
 * <p>Times, first call (cold) and then warm rounds, separately: the data path on this (worker)
 * thread as the screen's service runs it — rows read and split into series; the change-point search
 * — and the chart on the FX thread: {@code show} of the history, CSS and layout of the scene, and
 * rendering it ({@code Scene.snapshot}, which renders the scene graph into an image through Prism,
 * the same pipeline as a pulse).
 *
 * <pre>
 * ./mvnw -B -q -DskipTests package -Dwirebench.image.skip=true   (then test-compile app)
 * xvfb-run -s "-screen 0 1600x1000x24" java -cp "app/target/test-classes:app/target/classes:\
 *   storage/target/classes:engine/target/classes:fixtures/target/classes:app/target/lib/*" \
 *   dev.wirebench.app.history.HistoryRenderHarness /tmp/wirebench-history-scale.db
 * </pre>
 */
public final class HistoryRenderHarness {
  private static final int ROUNDS = 15;

  private HistoryRenderHarness() {}

  public static void main(String[] args) throws Exception {
    Path file = Path.of(args.length > 0 ? args[0] : "/tmp/wirebench-history-scale.db");
    if (!Files.exists(file)) {
      throw new IllegalArgumentException(file + ": run HistoryScaleHarness first to fill it");
    }
    CountDownLatch started = new CountDownLatch(1);
    Platform.startup(started::countDown);
    started.await();
    try (RunDatabase database = new RunDatabase(file)) {
      HistoryService service = fresh(database);
      BenchmarkKey key =
          service.keys().stream()
              .map(HistoryKey::key)
              .filter(k -> "json".equals(k.codec()) && "decode".equals(k.operation()))
              .filter(k -> "snapshot-20x20".equals(k.fixture()))
              .findFirst()
              .orElseThrow();
      Stage stage = fx(HistoryRenderHarness::stage);
      System.out.printf(
          Locale.ROOT,
          "load average %.2f on %d cores; %s%n",
          ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
          Runtime.getRuntime().availableProcessors(),
          key.describe());
      measure(database, service, key, stage);
    } finally {
      Platform.exit();
    }
  }

  /** Times every step {@link #ROUNDS} times and prints the table. */
  private static void measure(
      RunDatabase database, HistoryService service, BenchmarkKey key, Stage stage)
      throws Exception {
    Step data = new Step("data: rows read + split into series");
    Step layout = new Step("chart: show + CSS + layout");
    Step render = new Step("chart: render (snapshot)");
    Step search = new Step("change-point search");
    Step again = new Step("chart again with change points (all)");
    Step kept = new Step("change points again (kept; screen re-shown)");
    Step empty = new Step("render an empty chart (snapshot's own cost)");
    for (int r = 0; r < ROUNDS; r++) {
      KeyHistory plain = data.time(() -> service.series(key));
      fx(() -> layout.time(() -> show(stage, plain)));
      fx(() -> render.time(() -> stage.getScene().snapshot(null)));
      // a new service each round: its kept change points would make the search free
      KeyHistory analysed = search.time(() -> fresh(database).changePoints(plain));
      service.changePoints(plain); // searched once by the screen's service (not timed)...
      kept.time(() -> service.changePoints(plain)); // ...and found kept when shown again
      fx(
          () ->
              again.time(
                  () -> {
                    show(stage, analysed);
                    return stage.getScene().snapshot(null);
                  }));
      fx(() -> empty.time(() -> show(stage, null).getScene().snapshot(null)));
      if (r == 0) {
        System.out.printf(
            Locale.ROOT,
            "%d points in %d series; change points: %s%n",
            plain.series().stream().mapToInt(s -> s.series().size()).sum(),
            plain.series().size(),
            analysed.series().stream()
                .flatMap(s -> s.changePoints().stream())
                .map(c -> c.describe("decode"))
                .toList());
      }
    }
    for (Step step : new Step[] {data, layout, render, search, kept, again, empty}) {
      step.report();
    }
    double[] shown = new double[ROUNDS];
    for (int r = 0; r < ROUNDS; r++) {
      shown[r] = data.wall[r] + layout.wall[r] + render.wall[r];
    }
    report("points on screen (data + layout + render)", "wall", shown);
  }

  private static HistoryService fresh(RunDatabase database) {
    return new HistoryService(database, new ChangePointDetector(ChangePointSettings.defaults()));
  }

  private static Stage stage() {
    Stage stage = new Stage();
    StackPane root = new StackPane();
    Scene scene = new Scene(root, 1200, 520);
    scene
        .getStylesheets()
        .addAll(
            HistoryView.class.getResource("/dev/wirebench/app/shell/light.css").toExternalForm(),
            HistoryView.class
                .getResource("/dev/wirebench/app/shell/wirebench.css")
                .toExternalForm());
    stage.setScene(scene);
    stage.show();
    return stage;
  }

  /** Shows {@code history} in the stage's chart (made once, as the screen makes it). */
  private static HistoryChart show(Stage stage, KeyHistory history) {
    StackPane root = (StackPane) stage.getScene().getRoot();
    if (root.getChildren().isEmpty()) {
      root.getChildren().add(new HistoryChart(p -> {}, p -> {}));
    }
    HistoryChart chart = (HistoryChart) root.getChildren().get(0);
    chart.show(history);
    root.applyCss();
    root.layout();
    return chart;
  }

  /** One measured step: wall time and the process's CPU time (all threads: FX, render, GC, JIT). */
  private static final class Step {
    private static final OperatingSystemMXBean OS =
        (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    final String name;
    final double[] wall = new double[ROUNDS];
    final double[] cpu = new double[ROUNDS];
    private int round;

    Step(String name) {
      this.name = name;
    }

    <T> T time(Supplier<T> work) {
      long c0 = OS.getProcessCpuTime();
      long t0 = System.nanoTime();
      T result = work.get();
      wall[round] = (System.nanoTime() - t0) / 1e6;
      cpu[round] = (OS.getProcessCpuTime() - c0) / 1e6;
      round++;
      return result;
    }

    void report() {
      HistoryRenderHarness.report(name, "wall", wall);
      HistoryRenderHarness.report(name, "process CPU", cpu);
    }
  }

  private static <T> T fx(Supplier<T> work) throws Exception {
    CompletableFuture<T> result = new CompletableFuture<>();
    Platform.runLater(
        () -> {
          try {
            result.complete(work.get());
          } catch (RuntimeException | Error e) {
            result.completeExceptionally(e);
          }
        });
    return result.get();
  }

  private static void report(String what, String measure, double[] ms) {
    double[] warm = Arrays.copyOfRange(ms, 1, ms.length);
    Arrays.sort(warm);
    System.out.printf(
        Locale.ROOT,
        "%-42s %-11s first %7.1f ms; warm median %7.1f ms, min %7.1f, max %7.1f (%d rounds)%n",
        what,
        measure,
        ms[0],
        warm[warm.length / 2],
        warm[0],
        warm[warm.length - 1],
        warm.length);
  }
}
