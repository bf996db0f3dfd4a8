package dev.wirebench.storage;

import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.history.HistoryRow;
import dev.wirebench.engine.history.KeyHistory;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Measures one benchmark's history at scale — NOT a unit test (no timings are asserted anywhere):
 * fills a database with 10,000 runs of 20 results each (samples included), all on one environment
 * so that one key is a single series of 10,000 points (the worst case for the change-point search),
 * with level shifts at runs 4,000 (+12 %) and 7,000 (−8 %). Then times, cold and warm: listing the
 * keys, reading the key's 10,000 rows, and splitting and searching them for change points.
 *
 * <pre>
 * ./mvnw -B -q -pl storage -am test-compile -Dwirebench.image.skip=true
 * java -cp "storage/target/test-classes:storage/target/classes:engine/target/classes:app/target/lib/*" \
 *     dev.wirebench.storage.HistoryScaleHarness /tmp/wirebench-history-scale.db
 * </pre>
 *
 * The file is built once and reused on later runs.
 */
public final class HistoryScaleHarness {
  private static final int RUNS = 10_000;
  private static final String[] CODECS = {"json", "sbe", "protobuf", "avro", "fix"};
  private static final String[] OPERATIONS = {"encode", "decode"};
  private static final String[] FIXTURES = {"trade-update", "snapshot-20x20"};

  private HistoryScaleHarness() {}

  public static void main(String[] args) {
    Path file = Path.of(args.length > 0 ? args[0] : "/tmp/wirebench-history-scale.db");
    if (!Files.exists(file)) {
      fill(file);
    }
    BenchmarkKey key = BenchmarkKey.of(result("json", "decode", "snapshot-20x20", 1, 0));
    ChangePointDetector detector = new ChangePointDetector(ChangePointSettings.defaults());
    try (RunStore store = RunStore.open(file)) {
      System.out.printf(
          Locale.ROOT,
          "load average %.2f on %d cores%n",
          ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
          Runtime.getRuntime().availableProcessors());
      int rounds = 15;
      double[] keys = new double[rounds];
      double[] rows = new double[rounds];
      double[] detect = new double[rounds];
      double[] total = new double[rounds];
      double[] cpu = new double[rounds];
      ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      for (int r = 0; r < rounds; r++) {
        long t0 = System.nanoTime();
        int keyCount = store.historyKeys().size();
        long t1 = System.nanoTime();
        long c1 = threads.getCurrentThreadCpuTime();
        List<HistoryRow> history = store.historyRows(key);
        long t2 = System.nanoTime();
        KeyHistory analysed = KeyHistory.of(key, history, detector);
        long t3 = System.nanoTime();
        cpu[r] = (threads.getCurrentThreadCpuTime() - c1) / 1e6;
        keys[r] = (t1 - t0) / 1e6;
        rows[r] = (t2 - t1) / 1e6;
        detect[r] = (t3 - t2) / 1e6;
        total[r] = (t3 - t1) / 1e6;
        if (r == 0) {
          System.out.printf(
              Locale.ROOT,
              "%d keys; %s: %d rows, %d series, change points at %s%n",
              keyCount,
              key.describe(),
              history.size(),
              analysed.series().size(),
              analysed.series().get(0).changePoints().stream()
                  .map(c -> "#" + c.point().runId() + " " + c.shift() + " p=" + c.pValue())
                  .toList());
        }
      }
      report("list keys", keys);
      report("read the key's rows", rows);
      report("split + change points", detect);
      report("rows + change points (the history)", total);
      report("  the same, CPU time of this thread", cpu);
    }
  }

  private static void report(String what, double[] ms) {
    double first = ms[0];
    double[] warm = Arrays.copyOfRange(ms, 1, ms.length);
    Arrays.sort(warm);
    System.out.printf(
        Locale.ROOT,
        "%-36s first %7.1f ms; warm median %7.1f ms, min %7.1f, max %7.1f (%d rounds)%n",
        what,
        first,
        warm[warm.length / 2],
        warm[0],
        warm[warm.length - 1],
        warm.length);
  }

  private static void fill(Path file) {
    long start = System.nanoTime();
    try (Database db = Database.open(file)) {
      RunRepository runs = new RunRepository(Dialect.SQLITE);
      ResultRepository results = new ResultRepository(Dialect.SQLITE);
      Instant first = Instant.parse("2024-01-01T00:00:00Z");
      Environment environment = environment();
      int batch = 500;
      for (int from = 0; from < RUNS; from += batch) {
        int start0 = from;
        db.write(
            "filling runs " + from,
            c -> {
              for (int i = start0; i < Math.min(RUNS, start0 + batch); i++) {
                Instant started = first.plusSeconds(i * 3600L);
                long id =
                    runs.insert(
                        c,
                        new NewRun(
                            RunKind.BENCH,
                            "nightly " + i,
                            RunStatus.COMPLETE,
                            started,
                            started.plusSeconds(600),
                            "{\"forks\":2}",
                            environment,
                            null,
                            null,
                            null,
                            NewRun.newUid()));
                List<BenchResult> list = new ArrayList<>();
                for (String codec : CODECS) {
                  for (String op : OPERATIONS) {
                    for (String fixture : FIXTURES) {
                      list.add(result(codec, op, fixture, level(i), i));
                    }
                  }
                }
                results.insertAll(c, id, list, started);
              }
              return null;
            });
      }
    }
    System.out.printf(Locale.ROOT, "filled in %.0f s%n", (System.nanoTime() - start) / 1e9);
  }

  private static double level(int run) {
    return run < 4_000 ? 1.0 : run < 7_000 ? 1.12 : 1.12 * 0.92;
  }

  private static BenchResult result(
      String codec, String op, String fixture, double level, int run) {
    Random random = new Random(run * 31L + codec.hashCode() + op.hashCode() + fixture.hashCode());
    double base = (fixture.startsWith("snap") ? 1400 : 130) * level;
    List<List<Double>> forks = new ArrayList<>();
    double sum = 0;
    for (int f = 0; f < 2; f++) {
      List<Double> iterations = new ArrayList<>();
      for (int it = 0; it < 5; it++) {
        double v = base * (1 + 0.03 * random.nextGaussian());
        iterations.add(v);
        sum += v;
      }
      forks.add(iterations);
    }
    double score = sum / 10;
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark." + op,
        codec,
        fixture,
        op,
        "avgt",
        Map.of("codec", codec, "fixture", fixture),
        score,
        score * 0.04,
        "ns/op",
        score * 0.96,
        score * 1.04,
        new TreeMap<>(),
        128.0,
        300,
        "REUSED_INSTANCE",
        forks,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  private static Environment environment() {
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.HOST, "bench-1");
    env.put(Environment.CPU_MODEL, "AMD EPYC");
    env.put(Environment.JVM_VENDOR, "Eclipse Adoptium");
    env.put(Environment.JVM_VERSION, "17.0.15+6");
    env.put(Environment.JVM_FLAGS, "-Xmx2g -XX:+UseG1GC");
    env.put(Environment.JMH_VERSION, "1.37");
    env.put("settings.forks", "2");
    env.put("settings.measurement", "5x1s");
    for (String codec : CODECS) {
      env.put("library." + codec, "1.0.0");
      env.put("codec." + codec, codec + " library 1.0.0");
    }
    for (String fixture : FIXTURES) {
      env.put("fixture." + fixture + ".sha256", "0123456789abcdef" + fixture.hashCode());
    }
    return Environment.of(env);
  }
}
