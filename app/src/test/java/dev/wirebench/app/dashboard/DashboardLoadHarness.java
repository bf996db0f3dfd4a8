package dev.wirebench.app.dashboard;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.history.RegressionScan;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.history.Series;
import dev.wirebench.engine.history.SeriesSplitter;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.HistoryKey;
import dev.wirebench.storage.ImportedRun;
import dev.wirebench.storage.RunStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Times the Dashboard's whole load and its regression scan on a store of long histories — NOT a
 * test (nothing is asserted): RUNS runs of KEYS results each, on two hosts, so every key of the
 * newest 50 runs has RUNS/2 points a series. The scan reading each key's tail (now) is timed beside
 * the scan reading every result of each key (before), with the 1-minute load average beside each.
 *
 * <pre>
 * java -cp "app/target/test-classes:app/target/classes:app/target/lib/*" \
 *     dev.wirebench.app.dashboard.DashboardLoadHarness /tmp/dashboard-scale.db 1200 300
 * </pre>
 *
 * The file is filled once and reused.
 */
public final class DashboardLoadHarness {
  private static final String[] CODECS = {
    "sbe", "flatbuffers", "protobuf", "avro", "kryo", "fory", "json", "cbor", "smile", "msgpack"
  };

  private DashboardLoadHarness() {}

  public static void main(String[] args) throws IOException {
    Path file = Path.of(args.length > 0 ? args[0] : "/tmp/dashboard-scale.db");
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 1200;
    int keys = args.length > 2 ? Integer.parseInt(args[2]) : 300;
    if (!Files.exists(file)) {
      fill(file, runs, keys);
    }
    try (RunDatabase database = new RunDatabase(file)) {
      RunStore store = database.store();
      System.out.printf(
          Locale.ROOT,
          "%s: %.0f MB, %d keys%n",
          file,
          Files.size(file) / 1e6,
          store.historyKeys().size());
      DashboardService service = new DashboardService(database);
      ChangePointDetector detector = new ChangePointDetector(ChangePointSettings.defaults());
      RegressionScan scan = new RegressionScan(detector, DashboardService.RECENT);
      long since =
          store.listRuns(dev.wirebench.storage.RunQuery.all().withPage(0, 50)).runs().stream()
              .mapToLong(r -> r.id())
              .min()
              .orElse(0);
      for (int round = 0; round < 2; round++) {
        time(
            "reads alone, every result of each key (before)",
            () ->
                store.historyKeys().stream()
                    .mapToInt(k -> store.historyRows(k.key()).size())
                    .sum());
        time(
            "reads alone, each series' tail (after)",
            () ->
                store.historyKeys().stream()
                    .mapToInt(k -> store.historyTail(k.key(), 200).size())
                    .sum());
        time(
            "regression scan, every result of each key (before)",
            () -> everyResult(store, detector, since));
        time("regression scan, each series' tail (after)", () -> scan.scan(store, since).size());
        time(
            "whole Dashboard load (after)",
            () -> service.regressions(service.load(null).regressionsSince()).size());
      }
    }
  }

  /** The scan as it read before: every result of each key, then each series' newest window. */
  private static int everyResult(RunStore store, ChangePointDetector detector, long since) {
    int found = 0;
    for (HistoryKey key : store.historyKeys()) {
      if (key.latestRunId() < since) {
        continue;
      }
      for (Series whole : SeriesSplitter.split(key.key(), store.historyRows(key.key())).series()) {
        int from = Math.max(0, whole.size() - 200);
        Series series =
            new Series(
                whole.key(),
                whole.environment(),
                whole.unit(),
                whole.points().subList(from, whole.size()));
        found +=
            (int)
                detector.detect(series).stream()
                    .filter(
                        c -> c.regression() && c.index() >= series.size() - DashboardService.RECENT)
                    .count();
      }
    }
    return found;
  }

  private static void time(String what, Supplier<Integer> work) {
    long start = System.nanoTime();
    int n = work.get();
    System.out.printf(
        Locale.ROOT,
        "%s: %.0f ms (%d found; load %s)%n",
        what,
        (System.nanoTime() - start) / 1e6,
        n,
        load());
  }

  private static void fill(Path file, int runs, int keys) {
    long start = System.nanoTime();
    Instant first = Instant.parse("2025-01-01T00:00:00Z");
    try (RunStore store = RunStore.open(file)) {
      for (int i = 0; i < runs; i++) {
        List<BenchResult> results = new ArrayList<>(keys);
        for (int k = 0; k < keys; k++) {
          // a 10 % step in the newest runs of every seventh key: regressions to find
          double level = (k % 7 == 0 && i > runs - 6) ? 1.1 : 1.0;
          results.add(result(k, level * (50 + k % 37 * 40) * (1 + 0.01 * Math.sin(i * 7.1 + k))));
        }
        Map<String, String> env = new TreeMap<>();
        env.put(Environment.HOST, "bench-" + (i % 2));
        env.put(Environment.JVM_VERSION, "17.0.15");
        env.put("settings.forks", "2");
        store.importRun(
            new ImportedRun(
                "run " + i,
                "run-" + i + ".json",
                "sha-" + i,
                first.plusSeconds(3600L * i),
                null,
                Environment.of(env),
                results));
        if (i % 200 == 0) {
          System.out.printf(
              Locale.ROOT, "filled %d runs in %.0f s%n", i, (System.nanoTime() - start) / 1e9);
        }
      }
    }
    System.out.printf(
        Locale.ROOT, "filled in %.0f s (load %s)%n", (System.nanoTime() - start) / 1e9, load());
  }

  private static BenchResult result(int k, double score) {
    String codec = CODECS[k % CODECS.length];
    String fixture = "fixture-" + (k / CODECS.length) % 15;
    String op = k / (CODECS.length * 15) % 2 == 0 ? "encode" : "decode";
    String mode = "avgt";
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + op,
        codec,
        fixture,
        op,
        mode,
        Map.of("codec", codec, "fixture", fixture, "variant", Integer.toString(k / 300)),
        score,
        score * 0.02,
        "ns/op",
        score * 0.98,
        score * 1.02,
        new TreeMap<>(),
        null,
        null,
        null,
        List.of(List.of(score, score), List.of(score, score)),
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  private static String load() {
    try {
      return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
    } catch (IOException e) {
      return "?";
    }
  }
}
