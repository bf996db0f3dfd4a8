package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.env.MachineReport;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.run.MeasurementLock;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Benchmark screen's pre-flight warnings follow the machine while the screen is shown: a
 * measurement that has ended stops being "another measurement is running", the load moves.
 */
class MachineWarningsTest {
  private static final String OTHER =
      "another measurement is running (pid 26460, bench since 14:02): this run will wait for it";

  @TempDir Path temp;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final AtomicReference<MachineReport> machine =
      new AtomicReference<>(new MachineReport(List.of(), List.of(OTHER, "load 1.80 on 2 cores")));
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
            new PlanMemory(temp.resolve("bench-plan.json")),
            machine::get);
    model =
        new BenchViewModel(
            service, TaskExecutor.inline(unexpected::add), id -> {}, (codec, fixture) -> {});
    model.start();
  }

  @AfterEach
  void close() {
    model.setShown(false);
    database.close();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void showingTheScreenLooksAtTheMachineAgain() {
    assertThat(model.plan().machineWarningProperty().get()).contains("pid 26460");

    machine.set(new MachineReport(List.of(), List.of("load 0.40 on 2 cores")));
    model.setShown(true);

    assertThat(model.plan().machineWarningProperty().get()).isEqualTo("load 0.40 on 2 cores");
  }

  @Test
  void eachTickOfTheWatchHandsOnANewLook() {
    List<MachineReport> shown = new ArrayList<>();
    boolean[] measuring = {false};
    MachineWatch watch =
        new MachineWatch(
            machine::get, TaskExecutor.inline(unexpected::add), () -> measuring[0], shown::add);

    watch.tick();
    machine.set(new MachineReport(List.of(), List.of()));
    watch.tick();
    measuring[0] = true; // a run of the screen measures: its own lock and load are not shown
    watch.tick();

    assertThat(shown).hasSize(2);
    assertThat(shown.get(0).warnings()).contains(OTHER);
    assertThat(shown.get(1).warnings()).isEmpty();
  }
}
