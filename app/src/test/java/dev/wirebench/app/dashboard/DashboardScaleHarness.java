package dev.wirebench.app.dashboard;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.history.RegressionScan;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.SqliteBulkLoad;
import dev.wirebench.storage.TeamStoreScaleHarness;
import dev.wirebench.storage.TestPostgres;
import dev.wirebench.storage.TestResults;
import dev.wirebench.storage.report.CodecRanking;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Times the whole Dashboard load on a store of team size — NOT a test (nothing is asserted): the
 * first (cold) load, warm loads, and loads right after a new run finished, each with the 1-minute
 * load average beside it. The store is bulk-loaded with the scale harnesses' rows (100 k runs of
 * 100 results: 10 M results, ~1,500 benchmark keys of ~6,700 points each on four hosts).
 *
 * <pre>
 * ./mvnw -B -q -o -pl engine,storage,app install -DskipTests
 * java -cp "app/target/test-classes:app/target/classes:$(cat cp.txt)" \
 *     dev.wirebench.app.dashboard.DashboardScaleHarness sqlite /tmp/dash-100k.db 100000 100
 * java -cp … dev.wirebench.app.dashboard.DashboardScaleHarness postgres 100000 100
 * </pre>
 *
 * An SQLite file is filled once and reused; a team store is a new throwaway server each time.
 */
public final class DashboardScaleHarness {
  private static final int WARM_LOADS = 5;

  private DashboardScaleHarness() {}

  public static void main(String[] args) throws Exception {
    DatabaseLocation location;
    if (args[0].equals("sqlite")) {
      Path file = Path.of(args[1]);
      if (!Files.exists(file)) {
        long t = System.nanoTime();
        SqliteBulkLoad.load(file, Integer.parseInt(args[2]), Integer.parseInt(args[3]), 15);
        System.out.printf(Locale.ROOT, "filled in %.0f s%n", (System.nanoTime() - t) / 1e9);
      }
      location = DatabaseLocation.file(file);
    } else {
      String url = TestPostgres.newDatabase() + "?socketTimeout=3600";
      try (RunStore store = RunStore.open(url)) {
        System.out.println("team store " + store.location());
      }
      long t = System.nanoTime();
      TeamStoreScaleHarness.load(url, Integer.parseInt(args[1]), Integer.parseInt(args[2]), 15);
      System.out.printf(Locale.ROOT, "loaded in %.0f s%n", (System.nanoTime() - t) / 1e9);
      location = DatabaseLocation.teamStore(PostgresUrl.parse(url));
    }
    try (RunDatabase database = new RunDatabase(location)) {
      DashboardService service = new DashboardService(database);
      time("first load (cold)", service);
      for (int i = 0; i < WARM_LOADS; i++) {
        time("warm load", service);
      }
      phases(database.store());
      long since = service.load(null).regressionsSince();
      phase(
          "a scan that remembers nothing, as every Dashboard load scanned before",
          () ->
              new RegressionScan(
                      new ChangePointDetector(ChangePointSettings.defaults()),
                      DashboardService.RECENT)
                  .scan(database.store(), since));
      for (int round = 0; round < 2; round++) {
        storeRun(database.store(), 100);
        time("load right after a 100-result run finished", service);
        time("warm load", service);
      }
    }
    System.exit(0); // a team store's server stops in its shutdown hook
  }

  /** The store reads a load is made of, each timed alone (warm). */
  private static void phases(RunStore store) {
    phase(
        "run counts by kind",
        () -> {
          for (RunKind kind : RunKind.values()) {
            store.listRuns(RunQuery.all().withKind(kind).withPage(0, 1)).total();
          }
        });
    phase(
        "newest run and the newest 50",
        () -> {
          store.latest(0);
          store.listRuns(RunQuery.all().withPage(0, 50));
        });
    phase(
        "codec ranking (contenders)",
        () -> new CodecRanking(CompareSettings.defaults()).boards(store, 6));
    phase("history keys", store::historyKeys);
    phase(
        "one series' newest 40 points",
        () -> store.history("sbe", "minimal", "encode", "avgt", 40));
  }

  private static void phase(String what, Runnable work) {
    long start = System.nanoTime();
    work.run();
    System.out.printf(
        Locale.ROOT, "  %s: %.0f ms (load %s)%n", what, (System.nanoTime() - start) / 1e6, load());
  }

  private static void storeRun(RunStore store, int results) {
    Map<String, String> env = new TreeMap<>(TestResults.environment("21.0.4").values());
    env.put(Environment.HOST, "bench-01");
    long id = store.startRun(RunKind.BENCH, "new run", null, Environment.of(env));
    for (int i = 0; i < results; i++) {
      store.addResult(id, TestResults.bench("sbe", "decode-" + i, 100 + i));
    }
    store.finishRun(id, RunStatus.COMPLETE);
  }

  private static void time(String what, DashboardService service) {
    long start = System.nanoTime();
    DashboardSnapshot snapshot = service.load(null);
    long loaded = System.nanoTime();
    int regressions = service.regressions(snapshot.regressionsSince()).size();
    System.out.printf(
        Locale.ROOT,
        "%s: tiles %.0f ms, then the regression scan %.0f ms (%d runs, %d regressions; load %s)%n",
        what,
        (loaded - start) / 1e6,
        (System.nanoTime() - loaded) / 1e6,
        snapshot.totalRuns(),
        regressions,
        load());
  }

  private static String load() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    } catch (java.io.IOException e) {
      return "?";
    }
  }
}
