package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.RunComparison;
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
import java.util.function.Supplier;

/**
 * Measures the run store at scale — NOT a unit test (no timings are asserted anywhere): fills a
 * database with 10,000 runs holding ~1,000,000 results (samples and raw JMH JSON included), then
 * times listing pages of runs and comparing two runs of 1,000 results each.
 *
 * <pre>
 * ./mvnw -B -q -pl storage -am test-compile
 * java -cp "storage/target/test-classes:storage/target/classes:engine/target/classes:$(cat cp.txt)" \
 *     dev.wirebench.storage.ScaleHarness /tmp/wirebench-scale.db
 * </pre>
 *
 * The file is built once and reused on later runs.
 */
public final class ScaleHarness {
  private static final int RUNS = 10_000;
  private static final int RESULTS_PER_RUN = 100;
  private static final int BIG_RUN_RESULTS = 1_000;
  private static final String[] CODECS = ScaleRows.CODECS;
  private static final String[] FIXTURES = {
    "minimal",
    "trade",
    "l1-quote",
    "l2-update",
    "snapshot-5x5",
    "snapshot-20x20",
    "package-mixed",
    "fix-nos",
    "fix-md-w",
    "fix-md-x"
  };
  private static final String[] OPERATIONS = {"encode", "decode", "roundtrip"};
  private static final String[] MODES = {"avgt", "thrpt", "sample", "ss", "avgt"};

  private ScaleHarness() {}

  public static void main(String[] args) throws Exception {
    Path file = Path.of(args.length > 0 ? args[0] : "/tmp/wirebench-scale.db");
    if (!Files.exists(file)) {
      fill(file);
    }
    try (RunStore store = RunStore.open(file)) {
      System.out.printf(
          Locale.ROOT,
          "load average %.2f on %d cores%n",
          ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
          Runtime.getRuntime().availableProcessors());
      System.out.printf(
          Locale.ROOT,
          "database %s: %.0f MB, %d runs%n",
          file,
          Files.size(file) / 1e6,
          store.listRuns(RunQuery.all()).total());
      Map<String, Long> counts = TableCounts.of(file);
      System.out.println("rows: " + counts);
      DashboardScaleProbe.measure(file.toString(), store);
      measureListing(store);
      measureComparison(store);
    }
  }

  private static void fill(Path file) {
    long start = System.nanoTime();
    Random random = new Random(5);
    String rawJson = rawJsonTemplate();
    try (Database db = Database.open(file)) {
      RunRepository runs = new RunRepository(db.dialect());
      ResultRepository results = new ResultRepository(db.dialect());
      Instant first = Instant.parse("2024-01-01T00:00:00Z");
      int batch = 50;
      for (int from = 0; from < RUNS; from += batch) {
        int start0 = from;
        db.write(
            "filling runs " + from,
            c -> {
              for (int i = start0; i < Math.min(RUNS, start0 + batch); i++) {
                boolean big = i >= RUNS - 2;
                RunKind kind =
                    i % 10 == 0 ? RunKind.LATENCY : i % 7 == 0 ? RunKind.IMPORTED : RunKind.BENCH;
                Instant started = first.plusSeconds(i * 3600L);
                long id =
                    runs.insert(
                        c,
                        new NewRun(
                            kind,
                            (big ? "big " : "")
                                + "nightly "
                                + (i % 97)
                                + " "
                                + CODECS[i % CODECS.length],
                            RunStatus.COMPLETE,
                            started,
                            started.plusSeconds(600),
                            "{\"forks\":2}",
                            environment(i),
                            null,
                            null,
                            null,
                            NewRun.newUid()));
                results.insertAll(
                    c,
                    id,
                    results(big ? BIG_RUN_RESULTS : RESULTS_PER_RUN, i, random, rawJson),
                    started);
                if (i % 5 == 0) {
                  runs.addTags(c, id, List.of("nightly"));
                }
              }
              return null;
            });
        if (from % 1000 == 0) {
          System.out.printf(
              Locale.ROOT, "filled %d runs in %.0f s%n", from, (System.nanoTime() - start) / 1e9);
        }
      }
    }
    System.out.printf(Locale.ROOT, "filled in %.0f s%n", (System.nanoTime() - start) / 1e9);
  }

  private static List<BenchResult> results(int count, int run, Random random, String rawJson) {
    List<BenchResult> list = new ArrayList<>(count);
    for (int k = 0; k < count; k++) {
      String codec = CODECS[k % CODECS.length];
      String fixture = FIXTURES[(k / CODECS.length) % FIXTURES.length];
      String operation = OPERATIONS[(k / (CODECS.length * FIXTURES.length)) % OPERATIONS.length];
      String mode =
          MODES[(k / (CODECS.length * FIXTURES.length * OPERATIONS.length)) % MODES.length];
      double base = 50 + (k % 37) * 40;
      List<List<Double>> forks = new ArrayList<>();
      for (int f = 0; f < 2; f++) {
        List<Double> iterations = new ArrayList<>();
        for (int it = 0; it < 5; it++) {
          iterations.add(base * (1 + 0.02 * random.nextGaussian()) * (1 + 0.01 * (run % 3)));
        }
        forks.add(iterations);
      }
      double score =
          forks.stream()
              .flatMap(List::stream)
              .mapToDouble(Double::doubleValue)
              .average()
              .orElse(base);
      TreeMap<Double, Double> percentiles = new TreeMap<>();
      if (mode.equals("sample")) {
        percentiles.put(50.0, score);
        percentiles.put(99.0, score * 3);
      }
      list.add(
          new BenchResult(
              "dev.wirebench.engine.bench.jmh.CodecBenchmark." + operation,
              codec,
              fixture,
              operation,
              mode,
              Map.of("codec", codec, "fixture", fixture, "variant", Integer.toString(k / 750)),
              score,
              score * 0.03,
              mode.equals("thrpt") ? "ops/s" : "ns/op",
              score * 0.97,
              score * 1.03,
              percentiles,
              128.0 + k % 64,
              100 + k % 900,
              "REUSED_INSTANCE",
              forks,
              Map.of("gc.count", 2.0, "gc.time", 3.0),
              null,
              rawJson,
              null,
              List.of()));
    }
    return list;
  }

  private static Environment environment(int run) {
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.HOST, "bench-" + (run % 3));
    env.put(Environment.JVM_VERSION, run % 2 == 0 ? "17.0.15+6" : "21.0.4+7");
    env.put(Environment.JVM_FLAGS, "-Xmx2g -XX:+UseG1GC");
    env.put(Environment.JMH_VERSION, "1.37");
    env.put("settings.forks", "2");
    env.put("settings.measurement", "5x1s");
    for (String codec : CODECS) {
      env.put("library." + codec, "1.0." + (run % 4));
    }
    for (String fixture : FIXTURES) {
      env.put("fixture." + fixture + ".sha256", "abc" + fixture.hashCode());
    }
    return Environment.of(env);
  }

  /** A JMH result object of realistic size (~2 KB), as the engine stores for every result. */
  private static String rawJsonTemplate() {
    StringBuilder raw =
        new StringBuilder("{\"jmhVersion\":\"1.37\",\"benchmark\":\"x\",\"mode\":\"avgt\",");
    raw.append("\"jvmArgs\":[\"--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED\"],");
    raw.append("\"primaryMetric\":{\"score\":1.0,\"scorePercentiles\":{");
    for (int i = 0; i < 10; i++) {
      raw.append(i == 0 ? "" : ",").append("\"").append(i * 10.0).append("\":123.456789012345");
    }
    raw.append(
        "},\"rawData\":[[1.0,2.0,3.0,4.0,5.0],[1.0,2.0,3.0,4.0,5.0]]},\"secondaryMetrics\":{");
    for (String metric :
        new String[] {"gc.alloc.rate", "gc.alloc.rate.norm", "gc.count", "gc.time"}) {
      raw.append(metric.equals("gc.alloc.rate") ? "" : ",")
          .append("\"")
          .append(metric)
          .append("\":{\"score\":1.0,\"scoreError\":\"NaN\",\"scoreConfidence\":[1.0,1.0],")
          .append(
              "\"scorePercentiles\":{\"0.0\":1.0,\"50.0\":1.0,\"100.0\":1.0},\"scoreUnit\":\"B/op\",")
          .append("\"rawData\":[[1.0,1.0,1.0,1.0,1.0],[1.0,1.0,1.0,1.0,1.0]]}");
    }
    return raw.append("}}").toString();
  }

  private static void measureListing(RunStore store) {
    time("list runs: first page (50)", () -> store.listRuns(RunQuery.all()));
    time(
        "list runs: page 100 (offset 5,000)",
        () -> store.listRuns(RunQuery.all().withPage(100, 50)));
    time("list runs: last page", () -> store.listRuns(RunQuery.all().withPage(199, 50)));
    time(
        "list runs: label contains 'nightly 42'",
        () -> store.listRuns(RunQuery.all().withLabel("nightly 42")));
    time("list runs: kind latency", () -> store.listRuns(RunQuery.all().withKind(RunKind.LATENCY)));
    time("list runs: codec fory", () -> store.listRuns(RunQuery.all().withCodec("fory")));
    time(
        "list runs: codec fory, page 50",
        () -> store.listRuns(RunQuery.all().withCodec("fory").withPage(50, 50)));
    time("list runs: tag nightly", () -> store.listRuns(RunQuery.all().withTag("nightly")));
    time(
        "history: one benchmark, 200 runs",
        () -> store.history("sbe", "minimal", "encode", "avgt", 200));
  }

  private static void measureComparison(RunStore store) {
    List<RunSummary> big = store.listRuns(RunQuery.all().withLabel("big ").withPage(0, 2)).runs();
    long a = big.get(1).id();
    long b = big.get(0).id();
    CompareSettings settings = CompareSettings.defaults();
    RunComparison sample = store.compare(a, b, settings);
    System.out.printf(
        Locale.ROOT,
        "compare #%d (%d results) with #%d (%d results): %d pairs, %d faster, %d slower, %d warnings%n",
        a,
        big.get(1).resultCount(),
        b,
        big.get(0).resultCount(),
        sample.pairs().size(),
        sample.summary().faster(),
        sample.summary().slower(),
        sample.warnings().size());
    time("compare two runs of 1,000 results", () -> store.compare(a, b, settings));
    time("load one run of 1,000 results (with raw JSON)", () -> store.results(b));
    List<BenchResult> resultsA = store.results(a).stream().map(StoredResult::result).toList();
    List<BenchResult> resultsB = store.results(b).stream().map(StoredResult::result).toList();
    dev.wirebench.engine.stats.ComparisonSide sideA =
        new dev.wirebench.engine.stats.ComparisonSide("a", big.get(1).environment(), resultsA);
    dev.wirebench.engine.stats.ComparisonSide sideB =
        new dev.wirebench.engine.stats.ComparisonSide("b", big.get(0).environment(), resultsB);
    time(
        "  of which the statistics (RunComparer)",
        () -> new dev.wirebench.engine.stats.RunComparer(settings).compare(sideA, sideB));
  }

  /**
   * Runs {@code work} 30 times; prints the first (cold) and median wall times, and the median CPU
   * time of this thread (reads run on the calling thread, SQLite included), which stays honest when
   * other processes load the machine.
   */
  static void time(String what, Supplier<?> work) {
    int repeats = 30;
    double[] wall = new double[repeats];
    double[] cpu = new double[repeats];
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int i = 0; i < repeats; i++) {
      long cpuStart = threads.getCurrentThreadCpuTime();
      long start = System.nanoTime();
      work.get();
      wall[i] = (System.nanoTime() - start) / 1e6;
      cpu[i] = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e6;
    }
    double first = wall[0];
    Arrays.sort(wall);
    Arrays.sort(cpu);
    System.out.printf(
        Locale.ROOT,
        "%-48s first %6.1f ms  median %6.1f ms  max %6.1f ms  | CPU median %6.1f ms%n",
        what,
        first,
        wall[repeats / 2],
        wall[repeats - 1],
        cpu[repeats / 2]);
  }
}
