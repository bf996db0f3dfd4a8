package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The run list as the Runs screen and {@code wirebench runs} ask for it — sorted by any column in
 * either direction, paged by keyset, filtered by text, fixture and JVM — and the two promises
 * around it: a label names one run, and a change stamp notices another writer. Each test runs on an
 * SQLite file and on a real PostgreSQL database, which must give the same answers.
 */
class RunListQueryTest {
  @TempDir Path dir;

  private RunStore open(String engine) {
    return engine.equals("sqlite")
        ? RunStore.open(dir.resolve("runs.db"))
        : RunStore.open(TestPostgres.newDatabase());
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void everySortPagesByKeysetWithoutLosingOrRepeatingARun(String engine) {
    try (RunStore store = open(engine)) {
      // labels with repeating keys in every column, mixed case, so ties and case both matter
      String[] labels = {"beta", "Alpha", "gamma", "alpha-2", "Beta-2", "delta", "", "epsilon"};
      for (int i = 0; i < labels.length; i++) {
        long id =
            store.startRun(
                i % 3 == 0 ? RunKind.LATENCY : RunKind.BENCH,
                labels[i],
                null,
                env(i % 2 == 0 ? "host-b" : "host-a", i % 3 == 0 ? "21.0.2" : "17.0.9"));
        for (int r = 0; r < i % 4; r++) {
          store.addResult(id, TestResults.bench("json", "decode", 100 + r));
        }
        if (i != 5) {
          store.finishRun(id, i % 2 == 0 ? RunStatus.COMPLETE : RunStatus.PARTIAL);
        }
      }
      for (RunSort sort : RunSort.values()) {
        for (boolean descending : new boolean[] {true, false}) {
          RunQuery query = RunQuery.all().sortedBy(sort, descending);
          List<RunSummary> whole = store.listRuns(query.withPage(0, 100)).runs();
          List<Long> paged = new ArrayList<>();
          RunPage page = store.listRuns(query.withPage(0, 3));
          paged.addAll(ids(page));
          while (page.next().isPresent()) {
            page = store.listRuns(query.withPage(page.page() + 1, 3).after(page.next().get()));
            paged.addAll(ids(page));
          }
          String what = sort + (descending ? " desc" : " asc") + " on " + engine;
          assertThat(paged).as(what).doesNotHaveDuplicates().hasSize(labels.length);
          assertThat(paged).as(what).isEqualTo(ids(whole));
          assertThat(page.total()).as(what).isEqualTo(labels.length);
          assertThat(whole).as(what).isSortedAccordingTo(expected(sort, descending));
        }
      }
    }
  }

  /** What each sort means, computed in Java from the summaries (ties by id, same direction). */
  private static Comparator<RunSummary> expected(RunSort sort, boolean descending) {
    Function<RunSummary, Comparable<?>> key =
        switch (sort) {
          case STARTED -> RunSummary::startedAt;
          case ID -> RunSummary::id;
          case KIND -> r -> r.kind().name();
          case LABEL -> r -> r.label().toLowerCase(Locale.ROOT);
          case STATUS -> r -> r.status().name();
          case HOST -> RunSummary::host;
          case JVM -> r -> r.environment().values().getOrDefault(Environment.JVM_VERSION, "");
          case RESULTS -> r -> r.resultCount() + r.pointCount();
          case DURATION -> r -> r.duration() == null ? -1L : r.duration().toMillis();
        };
    @SuppressWarnings({"unchecked", "rawtypes"})
    Comparator<RunSummary> byKey = (a, b) -> ((Comparable) key.apply(a)).compareTo(key.apply(b));
    Comparator<RunSummary> order = byKey.thenComparingLong(RunSummary::id);
    return descending ? order.reversed() : order;
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void textFindsRunsByMoreThanTheirLabelAndFiltersCombine(String engine) {
    try (RunStore store = open(engine)) {
      long a = store.startRun(RunKind.BENCH, "nightly", null, env("rack-7", "17.0.9"));
      store.addResult(a, TestResults.bench("sbe", "decode", 100));
      store.finishRun(a, RunStatus.COMPLETE);
      store.setNotes(a, "after the GC tuning");
      long b = store.startRun(RunKind.THROUGHPUT, "sweep", null, env("laptop", "21.0.2"));
      store.addThroughputPoint(b, TestResults.point(1, 0, 1.0e6));
      store.finishRun(b, RunStatus.COMPLETE);
      store.addTags(b, List.of("release-candidate"));
      long c = store.startRun(RunKind.BENCH, "other", null, env("laptop", "17.0.9"));
      store.finishRun(c, RunStatus.FAILED);

      assertThat(ids(list(store, RunQuery.all().withText("GC TUNING")))).containsExactly(a);
      assertThat(ids(list(store, RunQuery.all().withText("rack")))).containsExactly(a);
      assertThat(ids(list(store, RunQuery.all().withText("candidate")))).containsExactly(b);
      assertThat(ids(list(store, RunQuery.all().withText("sbe")))).containsExactly(a);
      assertThat(ids(list(store, RunQuery.all().withText("21.0")))).containsExactly(b);
      assertThat(ids(list(store, RunQuery.all().withText("#" + c)))).containsExactly(c);
      assertThat(ids(list(store, RunQuery.all().withText("20x20")))).containsExactly(a);
      assertThat(ids(list(store, RunQuery.all().withFixture("snapshot-20x20"))))
          .containsExactly(b, a);
      assertThat(ids(list(store, RunQuery.all().withJvm("adoptium")))).containsExactly(c, b, a);
      assertThat(ids(list(store, RunQuery.all().withJvm("17.0")))).containsExactly(c, a);
      RunPage both =
          list(store, RunQuery.all().withJvm("17").withHost("laptop").withStatus(RunStatus.FAILED));
      assertThat(ids(both)).containsExactly(c);
      assertThat(both.total()).isEqualTo(1);
      assertThat(list(store, RunQuery.all().withText("50%_")).total()).isZero();
      assertThat(RunQuery.all().withText("x").filtered()).isTrue();
      assertThat(RunQuery.all().sortedBy(RunSort.LABEL, false).filtered()).isFalse();
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aLabelNamesOneRun(String engine) {
    try (RunStore store = open(engine)) {
      long first = store.startRun(RunKind.BENCH, "baseline", null, env("h", "17"));
      long second = store.startRun(RunKind.BENCH, "baseline", null, env("h", "17"));
      long third = store.startRun(RunKind.BENCH, "baseline", null, env("h", "17"));
      long unlabelled = store.startRun(RunKind.BENCH, "", null, env("h", "17"));
      long again = store.startRun(RunKind.BENCH, "", null, env("h", "17"));

      assertThat(store.run(first).label()).isEqualTo("baseline");
      assertThat(store.run(second).label()).isEqualTo("baseline (2)");
      assertThat(store.run(third).label()).isEqualTo("baseline (3)");
      assertThat(store.run(unlabelled).label()).isEmpty();
      assertThat(store.run(again).label()).isEmpty();
      assertThat(store.findRunsByLabel("baseline"))
          .extracting(RunSummary::id)
          .containsExactly(first);
      assertThatThrownBy(() -> store.rename(third, "baseline"))
          .isInstanceOf(LabelTakenException.class)
          .hasMessage(
              "the label 'baseline' already names run #"
                  + first
                  + "; choose another label (labels name one run each)");
      assertThat(store.run(third).label()).isEqualTo("baseline (3)");
      store.rename(first, " baseline ");
      store.rename(third, "candidate");
      store.rename(unlabelled, "");
      assertThat(store.run(third).label()).isEqualTo("candidate");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"sqlite", "postgresql"})
  void aWatcherSeesRunsAnotherWriterStores(String engine) throws Exception {
    String team = engine.equals("sqlite") ? null : TestPostgres.newDatabase();
    Path file = dir.resolve("shared.db");
    try (RunStore mine = team == null ? RunStore.open(file) : RunStore.open(team);
        RunStore theirs = team == null ? RunStore.open(file) : RunStore.open(team)) {
      ChangeStamp empty = mine.changeStamp();
      assertThat(mine.changeStamp()).isEqualTo(empty);
      CountDownLatch changed = new CountDownLatch(1);
      try (StoreWatcher watcher =
          new StoreWatcher(mine::changeStamp, Duration.ofMillis(100), changed::countDown)) {
        Thread.sleep(300); // the first poll sets the baseline
        long run = theirs.startRun(RunKind.BENCH, "theirs", null, env("h", "17"));
        assertThat(changed.await(10, TimeUnit.SECONDS)).as("watcher noticed").isTrue();
        assertThat(watcher.lastFailure()).isNull();

        ChangeStamp started = mine.changeStamp();
        theirs.addResult(run, TestResults.bench("json", "decode", 1));
        ChangeStamp withResult = mine.changeStamp();
        theirs.finishRun(run, RunStatus.COMPLETE);
        ChangeStamp finished = mine.changeStamp();
        assertThat(theirs.deleteRun(run)).isTrue();
        assertThat(mine.findRun(run)).isEmpty();
        ChangeStamp deleted = mine.changeStamp();
        List<ChangeStamp> steps = List.of(empty, started, withResult, finished, deleted);
        for (int i = 1; i < steps.size(); i++) {
          assertThat(steps.get(i)).as("stamp after step " + i).isNotEqualTo(steps.get(i - 1));
        }
        theirs.rename(
            theirs.startRun(RunKind.BENCH, "x", null, env("h", "17")), "y"); // a new run: seen
        assertThat(Optional.of(mine.changeStamp())).isNotEqualTo(Optional.of(deleted));
      }
    }
  }

  private static RunPage list(RunStore store, RunQuery query) {
    return store.listRuns(query);
  }

  private static Environment env(String host, String jvm) {
    Map<String, String> values = new TreeMap<>(TestResults.environment(jvm).values());
    values.put(Environment.HOST, host);
    return Environment.of(values);
  }

  private static List<Long> ids(RunPage page) {
    return ids(page.runs());
  }

  private static List<Long> ids(List<RunSummary> runs) {
    return runs.stream().map(RunSummary::id).toList();
  }
}
