package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputListener;
import dev.wirebench.engine.throughput.ThroughputReport;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.engine.throughput.ThroughputSettings;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tiny real throughput runs stored in a real SQLite file. */
class StoringThroughputListenerTest {
  @TempDir Path dir;
  private RunStore store;
  private ThroughputRunner runner;

  @BeforeEach
  void open() {
    store = RunStore.open(dir.resolve("runs.db"));
    // A lock of the test's own: neither waits for nor blocks measurements elsewhere.
    runner =
        new ThroughputRunner(
            CodecRegistry.discover(),
            FixtureLoader.bundled(),
            new MeasurementLock(dir.resolve("measure.lock")));
  }

  @AfterEach
  void close() {
    store.close();
  }

  private ThroughputSettings tiny() {
    return ThroughputSettings.builder()
        .stores(List.of("log"))
        .codecs(List.of("json"))
        .fixture("bars")
        .messages(2_000)
        .consumers(List.of(1, 2))
        .repetitions(2)
        .warmupMessages(500)
        .directory(dir)
        .build();
  }

  @Test
  void storesACompleteRunWithItsEnvironmentAndEveryPoint() {
    ThroughputReport report;
    long runId;
    try (StoringThroughputListener storing = new StoringThroughputListener(store, "tiny sweep")) {
      report = runner.run(tiny(), storing, new CancelToken());
      runId = storing.runId();
    }

    RunSummary run = store.run(runId);
    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(run.kind()).isEqualTo(RunKind.THROUGHPUT);
    assertThat(run.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(run.label()).isEqualTo("tiny sweep");
    assertThat(run.environment().get(Environment.SETTINGS_PREFIX + "consumers")).isEqualTo("1,2");
    assertThat(run.environment().get(Environment.SETTINGS_PREFIX + "store.log")).isNotBlank();
    assertThat(run.environment().get(Environment.CPU_COUNT)).isNotBlank();
    List<ThroughputPoint> stored = store.throughputPoints(runId);
    assertThat(stored).hasSize(4).containsExactlyElementsOf(report.points());
    assertThat(stored).allSatisfy(p -> assertThat(p.scanCeilingMsgPerSec()).isPositive());
  }

  @Test
  void storesEachPointTheMomentItIsMeasured() {
    List<Integer> storedWhenHeard = new ArrayList<>();
    List<RunStatus> statusWhenHeard = new ArrayList<>();
    try (StoringThroughputListener storing = new StoringThroughputListener(store, null)) {
      ThroughputListener watcher =
          new ThroughputListener() {
            @Override
            public void point(ThroughputPoint point) {
              storedWhenHeard.add(store.throughputPoints(storing.runId()).size());
              statusWhenHeard.add(store.run(storing.runId()).status());
            }
          };
      runner.run(tiny(), ThroughputListener.all(storing, watcher), new CancelToken());
    }

    assertThat(storedWhenHeard).containsExactly(1, 2, 3, 4);
    assertThat(store.latest(0).orElseThrow().label()).isEqualTo("log × json on bars");
    assertThat(statusWhenHeard).containsOnly(RunStatus.RUNNING);
  }

  @Test
  void aCancelledRunEndsPartialWithThePointsFinishedBeforeTheCancel() {
    CancelToken cancel = new CancelToken();
    long runId;
    try (StoringThroughputListener storing = new StoringThroughputListener(store, "stopped")) {
      ThroughputListener canceller =
          new ThroughputListener() {
            @Override
            public void point(ThroughputPoint point) {
              cancel.cancel();
            }
          };
      runner.run(tiny(), ThroughputListener.all(storing, canceller), cancel);
      runId = storing.runId();
    }

    RunSummary run = store.run(runId);
    assertThat(run.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(run.notes()).contains("Cancelled");
    assertThat(store.throughputPoints(runId)).hasSize(1);
  }

  @Test
  void aRunCancelledWhileWaitingForAnotherMeasurementStoresNothing() {
    MeasurementLock lock = new MeasurementLock(dir.resolve("measure.lock"));
    CancelToken cancel = new CancelToken();
    ThroughputListener cancelWhileWaiting =
        new ThroughputListener() {
          @Override
          public void waiting(String message) {
            cancel.cancel();
          }
        };
    MeasurementLock.Held busy = lock.acquire("another run", new CancelToken(), m -> {});
    try (StoringThroughputListener storing = new StoringThroughputListener(store, null)) {
      runner.run(tiny(), ThroughputListener.all(storing, cancelWhileWaiting), cancel);
      assertThat(storing.runId()).isEqualTo(-1);
    } finally {
      busy.close();
    }

    assertThat(store.listRuns(RunQuery.all()).runs()).isEmpty();
  }

  @Test
  void aFailedRunEndsFailedWithItsReasonAsNotes() {
    ThroughputSettings settings = tiny();
    long runId;
    try (StoringThroughputListener storing = new StoringThroughputListener(store, null)) {
      storing.runStarted(settings, Environment.empty());
      storing.runFinished(
          new ThroughputReport(
              settings,
              RunStatus.FAILED,
              false,
              List.of(),
              List.of(),
              List.of("4 consumers on 2 cores"),
              "consumer 1 of 1 (log/json) read 12 of 2000 messages",
              null,
              Environment.empty(),
              Instant.now(),
              Instant.now()));
      runId = storing.runId();
    }

    RunSummary run = store.run(runId);
    assertThat(run.status()).isEqualTo(RunStatus.FAILED);
    assertThat(run.notes())
        .isEqualTo(
            "Warning: 4 consumers on 2 cores\n"
                + "Stopped early: consumer 1 of 1 (log/json) read 12 of 2000 messages");
  }

  @Test
  void closingBeforeTheRunFinishedNeverLeavesItRunning() {
    long runId;
    try (StoringThroughputListener storing = new StoringThroughputListener(store, null)) {
      storing.runStarted(tiny(), Environment.empty());
      runId = storing.runId();
    }

    assertThat(store.run(runId).status()).isEqualTo(RunStatus.FAILED);
  }
}
