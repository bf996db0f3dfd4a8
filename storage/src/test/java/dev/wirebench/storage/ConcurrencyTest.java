package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConcurrencyTest {
  private static final int RESULTS = 150;

  @TempDir Path dir;

  @Test
  void readersAndWritersOnManyThreadsAndTwoStoresNeverHitLockErrors() throws Exception {
    Path file = dir.resolve("busy.db");
    ExecutorService pool = Executors.newFixedThreadPool(5);
    try (RunStore first = RunStore.open(file);
        RunStore second = RunStore.open(file)) {
      long runA = first.startRun(RunKind.BENCH, "a", null, TestResults.environment("17"));
      long runB = second.startRun(RunKind.BENCH, "b", null, TestResults.environment("17"));
      AtomicBoolean writing = new AtomicBoolean(true);
      CountDownLatch start = new CountDownLatch(1);
      List<Future<?>> tasks = new ArrayList<>();
      tasks.add(pool.submit(() -> write(first, runA, start)));
      tasks.add(pool.submit(() -> write(first, runA, start)));
      tasks.add(pool.submit(() -> write(second, runB, start)));
      tasks.add(pool.submit(() -> read(first, runB, start, writing)));
      tasks.add(pool.submit(() -> read(second, runA, start, writing)));
      start.countDown();
      for (int i = 0; i < 3; i++) {
        tasks.get(i).get(120, TimeUnit.SECONDS);
      }
      writing.set(false);
      for (Future<?> task : tasks) {
        task.get(120, TimeUnit.SECONDS); // rethrows any lock error a thread met
      }
      first.finishRun(runA, RunStatus.COMPLETE);
      second.finishRun(runB, RunStatus.COMPLETE);

      assertThat(first.results(runA)).hasSize(2 * RESULTS);
      assertThat(second.results(runB)).hasSize(RESULTS);
      assertThat(first.results(runA)).extracting(StoredResult::id).doesNotHaveDuplicates();
    } finally {
      pool.shutdownNow();
    }
  }

  private static Void write(RunStore store, long run, CountDownLatch start)
      throws InterruptedException {
    start.await();
    for (int i = 0; i < RESULTS; i++) {
      store.addResult(run, TestResults.bench("json", "decode", 100 + i));
    }
    return null;
  }

  private static Void read(RunStore store, long run, CountDownLatch start, AtomicBoolean writing)
      throws InterruptedException {
    start.await();
    int lastSeen = 0;
    while (writing.get()) {
      int seen = store.results(run).size();
      assertThat(seen).isGreaterThanOrEqualTo(lastSeen);
      lastSeen = seen;
      assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(2);
    }
    return null;
  }
}
