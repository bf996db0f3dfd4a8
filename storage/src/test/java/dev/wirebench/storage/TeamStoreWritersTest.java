package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.stats.CompareSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Many hosts at once: eight writers, each with a store (and connections) of its own as a separate
 * process would have, write runs into one team store while a reader lists and compares, and four
 * pushers race to copy the same run. Nothing may be lost, duplicated or fail.
 */
class TeamStoreWritersTest {
  private static final int WRITERS = 8;
  private static final int RUNS_EACH = 5;
  private static final int RESULTS_EACH = 20;

  @TempDir Path dir;

  @Test
  void eightWritersAndAReaderLoseNothingAndSeeNoErrors() throws Exception {
    String team = TestPostgres.newDatabase();
    RunStore.open(team).close(); // created once; the writers' opens below find it migrated
    ExecutorService pool = Executors.newFixedThreadPool(WRITERS + 1);
    CountDownLatch start = new CountDownLatch(1);
    AtomicBoolean writing = new AtomicBoolean(true);
    AtomicInteger reads = new AtomicInteger();
    try {
      List<Future<List<Long>>> writers = new ArrayList<>();
      for (int w = 0; w < WRITERS; w++) {
        int writer = w;
        writers.add(pool.submit(() -> write(team, writer, start)));
      }
      Future<?> reader = pool.submit(() -> read(team, start, writing, reads));
      start.countDown();
      List<Long> ids = new ArrayList<>();
      for (Future<List<Long>> f : writers) {
        ids.addAll(f.get());
      }
      writing.set(false);
      reader.get();

      assertThat(ids).hasSize(WRITERS * RUNS_EACH).doesNotHaveDuplicates();
      assertThat(reads.get()).isPositive();
      try (RunStore store = RunStore.open(team)) {
        assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(WRITERS * RUNS_EACH);
        for (long id : ids) {
          assertThat(store.run(id).status()).isEqualTo(RunStatus.COMPLETE);
          assertThat(store.results(id))
              .extracting(r -> r.result().score())
              .containsExactlyElementsOf(scores(id, store));
        }
      }
      assertThat(TableCounts.of(team))
          .containsEntry("runs", (long) WRITERS * RUNS_EACH)
          .containsEntry("results", (long) WRITERS * RUNS_EACH * RESULTS_EACH);
    } finally {
      pool.shutdownNow();
    }
  }

  private static List<Long> write(String team, int writer, CountDownLatch start)
      throws InterruptedException {
    start.await();
    List<Long> ids = new ArrayList<>();
    try (RunStore store = RunStore.open(team)) {
      for (int r = 0; r < RUNS_EACH; r++) {
        long id =
            store.startRun(
                RunKind.BENCH,
                "writer " + writer + " run " + r,
                null,
                TestResults.environment("17"));
        for (int i = 0; i < RESULTS_EACH; i++) {
          store.addResult(id, TestResults.bench("json", "decode", score(writer, r, i)));
        }
        store.finishRun(id, RunStatus.COMPLETE);
        ids.add(id);
      }
    }
    return ids;
  }

  private static double score(int writer, int run, int result) {
    return writer * 10_000 + run * 100 + result + 1;
  }

  /** The scores the writer of {@code id} wrote, read back from its label. */
  private static List<Double> scores(long id, RunStore store) {
    String[] label = store.run(id).label().split(" ");
    int writer = Integer.parseInt(label[1]);
    int run = Integer.parseInt(label[3]);
    List<Double> scores = new ArrayList<>();
    for (int i = 0; i < RESULTS_EACH; i++) {
      scores.add(score(writer, run, i));
    }
    return scores;
  }

  private static Void read(
      String team, CountDownLatch start, AtomicBoolean writing, AtomicInteger reads)
      throws InterruptedException {
    start.await();
    try (RunStore store = RunStore.open(team)) {
      while (writing.get()) {
        RunPage page = store.listRuns(RunQuery.all().withStatus(RunStatus.COMPLETE));
        for (RunSummary run : page.runs()) {
          // a finished run is whole: all its results are visible with it
          assertThat(run.resultCount()).isEqualTo(RESULTS_EACH);
        }
        if (page.runs().size() >= 2) {
          store.compare(
              page.runs().get(1).id(), page.runs().get(0).id(), CompareSettings.defaults());
        }
        reads.incrementAndGet();
      }
    }
    return null;
  }

  @Test
  void fourHostsPushingTheSameRunStoreItOnce() throws Exception {
    String team = TestPostgres.newDatabase();
    RunStore.open(team).close();
    Path local = dir.resolve("local.db");
    long run;
    try (RunStore store = RunStore.open(local)) {
      run = store.startRun(RunKind.BENCH, "shared", null, TestResults.environment("17"));
      for (int i = 0; i < 50; i++) {
        store.addResult(run, TestResults.latency("fix"));
      }
      store.finishRun(run, RunStatus.COMPLETE);
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    CountDownLatch start = new CountDownLatch(1);
    try {
      List<Future<RunTransfer.Copied>> pushes = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        pushes.add(
            pool.submit(
                () -> {
                  try (RunStore from = RunStore.open(local);
                      RunStore to = RunStore.open(team)) {
                    start.await();
                    return new RunTransfer(from, to).copy(List.of(run), c -> {}).get(0);
                  }
                }));
      }
      start.countDown();
      List<RunTransfer.Outcome> outcomes = new ArrayList<>();
      for (Future<RunTransfer.Copied> push : pushes) {
        outcomes.add(push.get().outcome());
      }

      assertThat(outcomes).containsOnlyOnce(RunTransfer.Outcome.COPIED);
      assertThat(TableCounts.of(team))
          .containsEntry("runs", 1L)
          .containsEntry("results", 50L)
          .containsEntry("latency_histograms", 50L);
    } finally {
      pool.shutdownNow();
    }
  }
}
