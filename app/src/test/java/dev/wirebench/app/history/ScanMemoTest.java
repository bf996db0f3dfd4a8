package dev.wirebench.app.history;

import static dev.wirebench.app.history.HistorySeed.result;
import static dev.wirebench.app.history.HistorySeed.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 32 item 16: a scan that remembers what it found per key finds, after every kind of change a
 * store sees, exactly what a fresh scan finds — a run still running, the same run completing (its
 * results already counted, so only its status tells), a new run, a deleted run, another process's
 * run, a run left running — while it searched again only what changed.
 */
class ScanMemoTest {
  private static final int RUNS = 40;
  private static final ChangePointDetector DETECTOR =
      new ChangePointDetector(ChangePointSettings.defaults());

  @TempDir Path dir;

  @Test
  void aRememberingScanFindsWhatAFreshScanFindsAfterEveryKindOfChange() {
    Path file = dir.resolve("memo.db");
    try (RunStore store = RunStore.open(file)) {
      Instant at = Instant.parse("2026-01-01T00:00:00Z");
      for (int i = 0; i < RUNS; i++) {
        boolean slower = i >= RUNS - 3; // json decode got slower in the newest three
        store.importRun(
            run(
                "run-" + i,
                "host-a",
                at.plusSeconds(60L * i),
                result("json", "decode", (slower ? 140 : 100) + Math.sin(i)),
                result("sbe", "decode", 40 + Math.cos(i))));
      }
      RegressionScan remembering = new RegressionScan(DETECTOR, 5);
      List<RecentRegression> first = sameAsFresh(remembering, store);
      assertThat(first).extracting(r -> r.key().codec()).containsExactly("json");

      // sbe slows down in a run that is still running: not part of any series yet
      long running = store.startRun(RunKind.BENCH, "running", null, environment());
      for (int i = 0; i < 4; i++) {
        store.addResult(running, result("sbe", "decode", 90));
      }
      assertThat(sameAsFresh(remembering, store)).isEqualTo(first);

      // it completes: no result added, so only its status says the sbe series changed
      store.finishRun(running, RunStatus.COMPLETE);
      List<RecentRegression> completed = sameAsFresh(remembering, store);
      assertThat(completed)
          .extracting(r -> r.key().codec())
          .containsExactlyInAnyOrder("json", "sbe");

      // another process stores a run on the same file; then the regressing json runs are deleted
      try (RunStore other = RunStore.open(file)) {
        other.importRun(
            run("other", "host-a", at.plusSeconds(60L * RUNS), result("json", "decode", 141)));
      }
      sameAsFresh(remembering, store);
      for (long id = RUNS - 2; id <= RUNS; id++) {
        store.deleteRun(id);
      }
      List<RecentRegression> afterDelete = sameAsFresh(remembering, store);
      assertThat(afterDelete).isNotEqualTo(completed);

      // a run left running while scans go on, then ended as partial: never in a series
      long partial = store.startRun(RunKind.BENCH, "partial", null, environment());
      store.addResult(partial, result("json", "decode", 500));
      sameAsFresh(remembering, store);
      store.finishRun(partial, RunStatus.PARTIAL);
      assertThat(sameAsFresh(remembering, store)).isEqualTo(afterDelete);
    }
  }

  @Test
  void aRunLeftRunningCostsNoSearchUntilItEndsAndThenOnlyItsKeys() {
    try (RunStore store = RunStore.open(dir.resolve("stuck.db"))) {
      Instant at = Instant.parse("2026-01-01T00:00:00Z");
      for (int i = 0; i < RUNS; i++) {
        store.importRun(
            run(
                "run-" + i,
                "host-a",
                at.plusSeconds(60L * i),
                result("json", "decode", 100 + Math.sin(i)),
                result("sbe", "decode", 40 + Math.cos(i)),
                result("avro", "decode", 70 + Math.sin(i))));
      }
      // a host died mid-run: its run stays "running" on a team store
      long stuck = store.startRun(RunKind.BENCH, "stuck", null, environment());
      store.addResult(stuck, result("sbe", "decode", 90));
      RegressionScan remembering = new RegressionScan(DETECTOR, 5);
      sameAsFresh(remembering, store);
      int first = remembering.searches();
      assertThat(first).isEqualTo(3);

      sameAsFresh(remembering, store);
      sameAsFresh(remembering, store);
      assertThat(remembering.searches()).as("nothing changed: nothing searched").isEqualTo(first);

      store.finishRun(stuck, RunStatus.COMPLETE);
      sameAsFresh(remembering, store);
      assertThat(remembering.searches()).as("only the ended run's key").isEqualTo(first + 1);
    }
  }

  private static List<RecentRegression> sameAsFresh(RegressionScan remembering, RunStore store) {
    List<RecentRegression> remembered = remembering.scan(store, 0);
    assertThat(remembered).isEqualTo(new RegressionScan(DETECTOR, 5).scan(store, 0));
    return remembered;
  }

  private static Environment environment() {
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.HOST, "host-a");
    env.put(Environment.JVM_VERSION, "17.0.12");
    return Environment.of(env);
  }
}
