package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.run.MeasurementLock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 32 item 1 in the GUI: the Benchmark plan says under its summary what change its forks can
 * detect on this machine, as {@code wirebench bench} does before it runs — read from the run
 * database on the task executor (inline here) whenever the plan's benchmarks or forks change.
 */
class PlanDetectableTest {
  @TempDir Path temp;
  private final List<Throwable> unexpected = new ArrayList<>();
  private RunDatabase database;
  private BenchViewModel model;

  @BeforeEach
  void create() {
    database = new RunDatabase(temp.resolve("runs.db"));
    BenchmarkEngine engine =
        new BenchmarkEngine(
            CodecRegistry.discover(),
            FixtureLoader.bundled(),
            new MeasurementLock(temp.resolve(MeasurementLock.FILE_NAME)));
    BenchService service =
        new BenchService(
            engine,
            CodecRegistry.discover(),
            FixtureLoader.bundled().catalog(),
            database,
            () -> List.of(JavaRuntimes.current()),
            new PlanMemory(temp.resolve("bench-plan.json")));
    model =
        new BenchViewModel(service, TaskExecutor.inline(unexpected::add), id -> {}, (c, f) -> {});
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void thePlanSaysWhatChangeItsForksCanDetectFromEarlierRunsOnThisHost() {
    PlanViewModel plan = model.plan();
    plan.codecs().setAll("json", "fix");
    plan.fixtures().setAll("snapshot-20x20");
    plan.operations().setAll(Operation.DECODE);
    plan.modeProperty().set(BenchMode.AVERAGE_TIME);
    plan.forksProperty().set(3);
    assertThat(model.pairs().detectableProperty().get())
        .startsWith("No earlier run of these benchmarks on this host with 3 or more forks");

    SeededRuns.bench(
        database.store(),
        "earlier",
        "17.0.15",
        new double[] {400, 1000, 200},
        EnvironmentCapture.hostName());
    plan.forksProperty().set(4);
    String four = model.pairs().detectableProperty().get();
    plan.forksProperty().set(10);
    String ten = model.pairs().detectableProperty().get();

    assertThat(four)
        .startsWith(
            "With 4 forks a side, a comparison of this plan can call changes beyond about ±")
        .contains("median of 2 benchmarks measured before on this host")
        .endsWith(").");
    assertThat(percent(ten)).isLessThanOrEqualTo(percent(four));

    plan.modeProperty().set(BenchMode.LATENCY);
    assertThat(model.pairs().detectableProperty().get())
        .as("latency plans: no JMH forks")
        .isEmpty();
  }

  private static double percent(String line) {
    return Double.parseDouble(line.replaceAll(".*beyond about ±([0-9.]+) %.*", "$1"));
  }
}
