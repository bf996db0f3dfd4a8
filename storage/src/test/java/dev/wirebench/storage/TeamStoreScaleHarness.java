package dev.wirebench.storage;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.stats.CompareSettings;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * Measures a team store at scale — NOT a unit test (no timings are asserted anywhere): starts the
 * throwaway PostgreSQL of the tests, bulk-loads RUNS runs with RESULTS_PER_RUN results each by COPY
 * (result rows with every column the run list and compare read; no raw JMH JSON or samples for the
 * bulk, which nothing on these paths reads), stores two runs of 1,000 full results through the
 * ordinary API, then times the run list (filters, offset and keyset pages) and a compare.
 *
 * <pre>
 * ./mvnw -B -q -pl storage -am test-compile
 * java -cp "storage/target/test-classes:storage/target/classes:engine/target/classes:$(cat cp.txt)" \
 *     dev.wirebench.storage.TeamStoreScaleHarness 100000 100
 * </pre>
 */
public final class TeamStoreScaleHarness {
  private TeamStoreScaleHarness() {}

  public static void main(String[] args) throws Exception {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
    int perRun = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    // codecs per run: all 15 by default; fewer (e.g. 2, as `bench --codecs a,b` makes) shows
    // what the run_codecs table buys the codec filter
    int codecsPerRun = args.length > 2 ? Integer.parseInt(args[2]) : ScaleRows.CODECS.length;
    // the COPY's end and the "before" queries wait minutes for the server on a busy machine
    String url = TestPostgres.newDatabase() + "?socketTimeout=3600";
    try (RunStore store = RunStore.open(url)) {
      System.out.println("team store " + store.location());
    }
    long start = System.nanoTime();
    load(url, runs, perRun, codecsPerRun);
    System.out.printf(
        Locale.ROOT,
        "loaded %,d runs / %,d results by COPY in %.1f s%n",
        runs,
        (long) runs * perRun,
        (System.nanoTime() - start) / 1e9);
    try (RunStore store = RunStore.open(url)) {
      long a = bigRun(store, "big a", 1.0);
      long b = bigRun(store, "big b", 1.02);
      System.out.println("stored two runs of 1,000 full results: #" + a + ", #" + b);
      DashboardScaleProbe.measure(url, store);
      measure(store, a, b, runs);
      compareCodecFilters(url);
    }
    System.exit(0); // the server stops in the shutdown hook
  }

  /** Loads {@code runs} runs of {@code perRun} results into the empty team store at {@code url}. */
  public static void load(String url, int runs, int perRun, int codecsPerRun) throws SQLException {
    try (Connection c = TableCounts.connect(url)) {
      c.setAutoCommit(true);
      try (Statement s = c.createStatement()) {
        prepareBulk(s);
      }
      CopyIn runCopy =
          c.unwrap(PGConnection.class)
              .getCopyAPI()
              .copyIn(
                  "COPY runs (id, uid, kind, label, status, started_at, finished_at,"
                      + " environment_json, host) FROM STDIN");
      StringBuilder rows = new StringBuilder();
      for (int i = 1; i <= runs; i++) {
        ScaleRows.Run r = ScaleRows.run(i);
        rows.append(r.id())
            .append('\t')
            .append(r.uid())
            .append('\t')
            .append(r.kind())
            .append('\t')
            .append(r.label())
            .append("\tcomplete\t")
            .append(r.startedAt())
            .append('\t')
            .append(r.finishedAt())
            .append('\t')
            .append(r.environmentJson())
            .append('\t')
            .append(r.host())
            .append('\n');
        flushIfBig(runCopy, rows, false);
      }
      flushIfBig(runCopy, rows, true);
      runCopy.endCopy();
      System.out.printf(Locale.ROOT, "  runs copied%n");
      long id = copyResults(c, runs, perRun, codecsPerRun);
      try (Statement s = c.createStatement()) {
        long t = System.nanoTime();
        s.execute("CREATE INDEX results_by_codec ON results (codec, run_id)");
        s.execute(
            "CREATE INDEX results_series ON results (codec, fixture, operation, mode, run_id)");
        System.out.printf(
            Locale.ROOT, "  indexes rebuilt in %.1f s%n", (System.nanoTime() - t) / 1e9);
        fillRunCodecs(s);
        s.execute("SELECT setval(pg_get_serial_sequence('runs', 'id'), " + runs + ")");
        s.execute("SELECT setval(pg_get_serial_sequence('results', 'id'), " + id + ")");
        s.execute("ANALYZE");
      }
    }
  }

  /**
   * Drops the indexes rebuilt after the bulk; the bulk's codecs, history keys and contenders are
   * filled in afterwards, as team schemas 3, 6 and 7's migrations fill them.
   */
  private static void prepareBulk(Statement s) throws SQLException {
    s.execute("DROP INDEX results_by_codec");
    s.execute("DROP INDEX results_series");
    for (String trigger :
        new String[] {"run_codecs_insert", "history_keys_insert", "contender_results_insert"}) {
      s.execute("ALTER TABLE results DISABLE TRIGGER " + trigger);
    }
  }

  private static long copyResults(Connection c, int runs, int perRun, int codecsPerRun)
      throws SQLException {
    StringBuilder rows = new StringBuilder();
    CopyIn resultCopy =
        c.unwrap(PGConnection.class)
            .getCopyAPI()
            .copyIn(
                "COPY results (id, run_id, seq, benchmark, codec, fixture, operation, mode,"
                    + " params_json, score, score_error, unit, ci_lower, ci_upper,"
                    + " alloc_bytes_per_op, encoded_size, recorded_at) FROM STDIN");
    long id = 0;
    for (int run = 1; run <= runs; run++) {
      for (int seq = 0; seq < perRun; seq++) {
        ScaleRows.Result x = ScaleRows.result(run, seq, codecsPerRun);
        rows.append(++id)
            .append('\t')
            .append(run)
            .append('\t')
            .append(seq)
            .append('\t')
            .append(x.benchmark())
            .append('\t')
            .append(x.codec())
            .append('\t')
            .append(x.fixture())
            .append('\t')
            .append(x.operation())
            .append("\tavgt\t")
            .append(x.paramsJson())
            .append('\t')
            .append(x.score())
            .append('\t')
            .append(x.score() * 0.02)
            .append("\tns/op\t")
            .append(x.score() * 0.98)
            .append('\t')
            .append(x.score() * 1.02)
            .append("\t0.0\t")
            .append(x.encodedSize())
            .append('\t')
            .append(x.recordedAt())
            .append('\n');
        flushIfBig(resultCopy, rows, false);
      }
      if (run % 10_000 == 0) {
        System.out.printf(Locale.ROOT, "  results of %,d runs copied%n", run);
      }
    }
    flushIfBig(resultCopy, rows, true);
    resultCopy.endCopy();
    return id;
  }

  /**
   * Fills run_codecs, history_keys and contender_results for the bulk with team schemas 3, 6 and
   * 7's migration statements, then re-arms their triggers.
   */
  private static void fillRunCodecs(Statement s) throws SQLException {
    long t = System.nanoTime();
    s.execute(
        "INSERT INTO run_codecs (run_id, codec) SELECT DISTINCT run_id, codec FROM results"
            + " WHERE codec IS NOT NULL ON CONFLICT DO NOTHING");
    s.execute("ALTER TABLE results ENABLE TRIGGER run_codecs_insert");
    System.out.printf(
        Locale.ROOT,
        "  run_codecs filled (schema 3's migration statement) in %.1f s%n",
        (System.nanoTime() - t) / 1e9);
    for (String script : new String[] {"V006__history_keys.sql", "V007__contenders.sql"}) {
      long started = System.nanoTime();
      for (String sql : Migrations.statements(Migrations.resource("/db/postgresql/" + script))) {
        if (sql.startsWith("INSERT INTO")) {
          s.execute(sql); // the migration's own backfill
        }
      }
      System.out.printf(
          Locale.ROOT, "  %s backfilled in %.1f s%n", script, (System.nanoTime() - started) / 1e9);
    }
    s.execute("ALTER TABLE results ENABLE TRIGGER history_keys_insert");
    s.execute("ALTER TABLE results ENABLE TRIGGER contender_results_insert");
  }

  private static void flushIfBig(CopyIn copy, StringBuilder rows, boolean force)
      throws SQLException {
    if (force || rows.length() > 1 << 20) {
      byte[] bytes = rows.toString().getBytes(StandardCharsets.UTF_8);
      copy.writeToCopy(bytes, 0, bytes.length);
      rows.setLength(0);
    }
  }

  private static long bigRun(RunStore store, String label, double factor) {
    Map<String, String> env = new TreeMap<>(TestResults.environment("21.0.4").values());
    env.put(Environment.HOST, factor == 1.0 ? "bench-01" : "bench-02");
    long id = store.startRun(RunKind.BENCH, label, null, Environment.of(env));
    for (int i = 0; i < 1000; i++) {
      BenchResult r =
          TestResults.bench(
              ScaleRows.CODECS[i % ScaleRows.CODECS.length], "decode-" + i, 100 * factor);
      store.addResult(id, r);
    }
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }

  /** The codec filter's count as schema 2 asked it (results) and as schema 3 does (run_codecs). */
  private static void compareCodecFilters(String url) throws SQLException {
    try (Connection c = TableCounts.connect(url)) {
      for (String from : new String[] {"results", "run_codecs"}) {
        String sql =
            "SELECT count(*) FROM runs r WHERE EXISTS (SELECT 1 FROM "
                + from
                + " x WHERE x.codec = 'fory' AND x.run_id = r.id)";
        ScaleHarness.time(
            "count runs with codec fory via " + from,
            () -> {
              try (Statement s = c.createStatement();
                  java.sql.ResultSet r = s.executeQuery(sql)) {
                r.next();
                return r.getLong(1);
              } catch (SQLException e) {
                throw new IllegalStateException(e);
              }
            });
      }
    }
  }

  private static void measure(RunStore store, long a, long b, int runs) {
    ScaleHarness.time("list runs: first page (50)", () -> store.listRuns(RunQuery.all()));
    int deep = runs / 50 / 2;
    ScaleHarness.time(
        "list runs: page " + deep + " by OFFSET",
        () -> store.listRuns(RunQuery.all().withPage(deep, 50)));
    RunSummary atDeep = store.listRuns(RunQuery.all().withPage(deep - 1, 50)).runs().get(49);
    ScaleHarness.time(
        "list runs: same page by keyset",
        () -> store.listRuns(RunQuery.all().withPage(0, 50).after(RunCursor.after(atDeep))));
    ScaleHarness.time(
        "list runs: label contains 'nightly 42'",
        () -> store.listRuns(RunQuery.all().withLabel("nightly 42")));
    ScaleHarness.time(
        "list runs: host bench-03", () -> store.listRuns(RunQuery.all().withHost("bench-03")));
    ScaleHarness.time(
        "list runs: kind latency", () -> store.listRuns(RunQuery.all().withKind(RunKind.LATENCY)));
    ScaleHarness.time(
        "list runs: codec fory", () -> store.listRuns(RunQuery.all().withCodec("fory")));
    ScaleHarness.time(
        "list runs: codec fory, page 20 by OFFSET",
        () -> store.listRuns(RunQuery.all().withCodec("fory").withPage(20, 50)));
    ScaleHarness.time(
        "history: one benchmark, 200 runs",
        () -> store.history("sbe", "minimal", "encode", "avgt", 200));
    CompareSettings settings = CompareSettings.defaults();
    var comparison = store.compare(a, b, settings);
    System.out.printf(
        Locale.ROOT,
        "compare #%d with #%d: %d pairs, %d warnings (%s)%n",
        a,
        b,
        comparison.pairs().size(),
        comparison.warnings().size(),
        comparison.warnings().stream().map(w -> w.key()).toList());
    ScaleHarness.time("compare two runs of 1,000 results", () -> store.compare(a, b, settings));
    ScaleHarness.time("load one run of 1,000 results (full)", () -> store.results(b));
  }
}
