package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.codec.CodecRegistry;
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
 * A plan with pairs its codecs cannot carry (FIX has no mapping for the minimal fixture): they are
 * named before Run and counted as benchmarks, the same count the run's notes and status give.
 */
class NotApplicablePairsTest {
  @TempDir Path temp;
  private final List<Throwable> unexpected = new ArrayList<>();
  private RunDatabase database;
  private BenchViewModel model;

  @BeforeEach
  void create() {
    database = new RunDatabase(temp.resolve("runs.db"));
    BenchService service =
        new BenchService(
            new BenchmarkEngine(
                CodecRegistry.discover(),
                FixtureLoader.bundled(),
                new MeasurementLock(temp.resolve(MeasurementLock.FILE_NAME))),
            CodecRegistry.discover(),
            FixtureLoader.bundled().catalog(),
            database,
            () -> List.of(JavaRuntimes.current()),
            new PlanMemory(temp.resolve("bench-plan.json")));
    model =
        new BenchViewModel(
            service, TaskExecutor.inline(unexpected::add), id -> {}, (codec, fixture) -> {});
    model.start();
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  private void plan(Operation... operations) {
    PlanViewModel plan = model.plan();
    plan.modeProperty().set(BenchMode.AVERAGE_TIME);
    plan.warmupIterationsProperty().set(1);
    plan.warmupTimeProperty().set("100ms");
    plan.measureIterationsProperty().set(1);
    plan.measureTimeProperty().set("100ms");
    plan.forksProperty().set(1);
    plan.gcProfilerProperty().set(false);
    plan.jvmFlagsProperty().set("-Xmx256m -XX:TieredStopAtLevel=1");
    plan.fixtures().setAll("minimal");
    plan.operations().setAll(operations);
    plan.codecs().setAll("json", "fix");
  }

  @Test
  void thePlanNamesItsNotApplicablePairsBeforeRun() {
    plan(Operation.ENCODE, Operation.DECODE);

    assertThat(model.plan().summaryProperty().get()).startsWith("4 benchmarks");
    assertThat(model.pairs().textProperty().get())
        .startsWith("2 of 4 benchmarks n/a:\nfix × minimal — ");

    model.plan().codecs().setAll("json");
    assertThat(model.pairs().textProperty().get()).isEmpty();
  }

  @Test
  void aRunWithNotApplicablePairsSaysHowManyOfThePlansBenchmarks() {
    plan(Operation.ENCODE);

    model.run();

    assertThat(model.noteCountProperty().get()).startsWith("1 of 2 benchmarks n/a");
    assertThat(model.notesProperty().get()).contains("fix × minimal — ");
    assertThat(model.statusProperty().get())
        .startsWith("Finished: 1 result")
        .endsWith("(complete, 1 of 2 benchmarks n/a)");
  }
}
