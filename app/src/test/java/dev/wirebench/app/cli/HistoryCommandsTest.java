package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.DatabaseLocation;
import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.history.HistoryService;
import dev.wirebench.engine.history.BenchmarkKey;
import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code history}, {@code report --history} and {@code check} end to end on a real database file
 * holding a known history: json decode at 100 ns/op for six runs, then 115 ns/op for six (a 15 %
 * regression from the seventh run), on one host; three runs on another host at 80 ns/op.
 */
class HistoryCommandsTest {
  @TempDir Path dir;
  private String db;
  private final List<Long> hostA = new ArrayList<>();
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  /**
   * The store: a file here, a PostgreSQL team store in {@link PostgresHistoryCommandsTest} (the
   * same commands, the same answers).
   */
  String location() {
    return dir.resolve("runs.db").toString();
  }

  @BeforeEach
  void knownHistory() {
    db = location();
    try (RunStore store = RunStore.open(db)) {
      for (int i = 0; i < 12; i++) {
        hostA.add(run(store, "host-a", "nightly-" + (i + 1), i < 6 ? 100 : 115, i));
        if (i % 4 == 0) {
          run(store, "host-b", "other-" + i, 80, i);
        }
      }
    }
  }

  @Test
  void historyShowsEachEnvironmentsSeriesWithItsChangePoint() {
    assertThat(wirebench("history", "--db", db, "json/snapshot/decode")).isZero();

    String text = out.toString();
    assertThat(text)
        .contains("json decode snapshot [avgt] — host-a, Test CPU, JVM Temurin 17.0.12")
        .contains("json decode snapshot [avgt] — host-b")
        .contains("12 runs, ns/op; best")
        .containsPattern("#" + hostA.get(6) + " .*change: 1[45]\\.\\d % slower, p = 0\\.0\\d\\d")
        .containsPattern("decode 1[45]\\.\\d % slower from run #" + hostA.get(6) + ", p = ")
        .contains("latest");
    assertThat(text.indexOf("host-a")).isLessThan(text.indexOf("host-b"));
  }

  @Test
  void aRunOfAnotherPlanIsAnotherSeriesAndCanBeChosenByItsPlan() {
    try (RunStore store = RunStore.open(db)) {
      // host-a again, but one fork: not like the 3-fork nightlies, so never joined to them
      run(store, "host-a", "quick-1", 60, 40, 1, "1");
      run(store, "host-a", "quick-2", 61, 41, 1, "1");
    }
    assertThat(wirebench("history", "--db", db, "json/snapshot/decode")).isZero();

    String text = out.toString();
    assertThat(text)
        .contains("— host-a, Test CPU, JVM Temurin 17.0.12, 3 forks")
        .contains("— host-a, Test CPU, JVM Temurin 17.0.12, 1 fork")
        .contains("12 runs, ns/op; best")
        .contains("2 runs, ns/op; best");

    out.getBuffer().setLength(0);
    assertThat(wirebench("history", "--db", db, "--env", "1 fork", "json/snapshot/decode"))
        .isZero();
    assertThat(out.toString())
        .contains("1 fork")
        .contains("2 runs, ns/op")
        .doesNotContain("3 forks")
        .doesNotContain("12 runs");
  }

  /**
   * One truth for "Δ vs best": {@code history}, {@code report --history} and the History screen's
   * service say the same words for the same series — the interval of Compare's estimator and the
   * forks × iterations it rests on when the data support one (host-a: +15 % on 3 forks), "not
   * significant" when the interval reaches into the noise band (host-b: the same level), "no
   * verdict" with one fork per side (the quick runs).
   */
  @Test
  void deltaVsBestReadsTheSameInHistoryReportAndTheScreen() throws IOException {
    try (RunStore store = RunStore.open(db)) {
      run(store, "host-a", "quick-1", 60, 40, 1, "1");
      run(store, "host-a", "quick-2", 66, 41, 1, "1");
      run(store, "host-b", "other-late", 80.4, 50); // +0.5 %: inside the 2 % noise band
    }
    String significant =
        "\\+1[45]\\.\\d % \\[\\+1[45]\\.\\d %, \\+1[45]\\.\\d %\\] \\(3×8 vs 3×8\\)";
    String notSignificant =
        "\\+0\\.\\d % \\[[+-]\\d\\.\\d %, [+-]\\d\\.\\d %\\] not significant \\(3×8 vs 3×8\\)";
    String noVerdict =
        "\\+(9\\.[5-9]|10\\.[0-5]) % no verdict: 1 fork per side, need ≥ 3 \\(1×8 vs 1×8\\)";

    assertThat(wirebench("history", "--db", db, "json/snapshot/decode")).isZero();
    String history = out.toString();
    Path file = dir.resolve("RESULTS.md");
    assertThat(wirebench("report", "--db", db, "--history", "json", "--out", file.toString()))
        .isZero();
    String report = Files.readString(file);
    List<String> screen = new ArrayList<>();
    DatabaseLocation where =
        PostgresUrl.looksLike(db)
            ? DatabaseLocation.teamStore(PostgresUrl.parse(db))
            : DatabaseLocation.file(Path.of(db));
    try (RunDatabase database = new RunDatabase(where)) {
      HistoryService service =
          new HistoryService(database, new ChangePointDetector(ChangePointSettings.defaults()));
      BenchmarkKey key = service.keys().get(0).key();
      HistoryService.Described described = service.describe(service.series(key));
      screen.addAll(described.headlines().values());
      screen.addAll(described.latest().values());
    }
    String screenText = String.join("\n", screen);

    for (String text : List.of(history, report, screenText)) {
      assertThat(text)
          .as(text)
          .containsPattern("Δ vs best " + significant)
          .containsPattern("Δ vs best " + notSignificant)
          .containsPattern("Δ vs best " + noVerdict)
          .doesNotContainPattern("\\d % vs best"); // never a bare percentage
    }
    // the same words, to the digit: the one estimator with one seed
    String hostA = firstMatch(history, "Δ vs best " + significant);
    assertThat(report).contains(hostA);
    assertThat(screenText).contains(hostA);
    // the points table marks each Δ the same way (host-a's runs after the change), as does the
    // report's summary table
    assertThat(java.util.regex.Pattern.compile(significant).matcher(history).results().count())
        .isGreaterThanOrEqualTo(6);
    assertThat(report).contains("Latest Δ vs best");
  }

  private static String firstMatch(String text, String regex) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile(regex).matcher(text);
    assertThat(m.find()).as(regex).isTrue();
    return m.group();
  }

  @Test
  void historyRejectsBadSelectorsWithOneLine() {
    assertThat(wirebench("history", "--db", db, "json//decode")).isEqualTo(2);
    assertThat(wirebench("history", "--db", db, "protobuf")).isEqualTo(2);
    assertThat(err.toString().strip().lines())
        .containsExactly(
            "wirebench: bad selector 'json//decode': an empty part; use * for any",
            "wirebench: no stored benchmark matches 'protobuf'; `wirebench runs` lists the runs");
  }

  @Test
  void reportWritesTheWholeDocumentTheSameEveryTime() throws IOException {
    Path file = Files.createDirectories(dir.resolve("docs")).resolve("RESULTS.md");

    assertThat(wirebench("report", "--db", db, "--history", "json", "--out", file.toString()))
        .isZero();
    String first = Files.readString(file);
    assertThat(wirebench("report", "--db", db, "--history", "json", "--out", file.toString()))
        .isEqualTo(2); // an existing file is replaced only when asked
    assertThat(
            wirebench(
                "report", "--db", db, "--history", "json", "--out", file.toString(), "--force"))
        .isZero();

    assertThat(Files.readString(file)).isEqualTo(first);
    assertThat(first)
        .startsWith("# Benchmark results\n")
        .contains("`wirebench report --history json`")
        .contains("## Latest run: #" + hostA.get(11) + " nightly-12")
        .contains("```sh\nwirebench bench --codecs=json --fixtures=snapshot --ops=decode")
        .contains("| Host | host-a — Test CPU")
        .contains("### Summary: Δ vs best")
        .contains("## Run history")
        .contains("| #" + hostA.get(11) + " | ")
        .contains("## Benchmark history")
        .contains("### Change points")
        .containsPattern("json decode snapshot \\[avgt\\] on host-a.*: decode 1[45]\\.\\d % slower")
        .contains("| Environment | JVM flags |");
    assertThat(Files.list(file.getParent())).containsExactly(file); // no temporary file left
  }

  @Test
  void reportRefusesToOverwriteTheDatabase() throws IOException {
    Path file = Path.of(db);
    long size = Files.size(file);

    assertThat(wirebench("report", "--db", db, "--out", db)).isEqualTo(2);

    assertThat(err.toString()).contains("is the run database").contains("choose another file");
    assertThat(Files.size(file)).isEqualTo(size);
    try (RunStore store = RunStore.open(db)) {
      assertThat(store.historyKeys()).hasSize(1);
    }
  }

  @Test
  void checkFailsOnARegressionAgainstTheWindowBeforeIt() {
    String window = hostA.get(0) + ".." + hostA.get(5);

    assertThat(wirebench("check", "--db", db, "--baseline", window)).isZero();
    String summary = out.toString();
    out.getBuffer().setLength(0);
    assertThat(wirebench("check", "--db", db, "--baseline", window, "--fail-on-regression"))
        .as("%s%s", summary, err)
        .isEqualTo(CheckCommand.REGRESSION);

    assertThat(summary)
        .startsWith("# Check: FAIL — #" + hostA.get(11) + " nightly-12 against the baseline of ")
        .contains("1 benchmark(s) got significantly slower")
        .containsPattern(
            "- json decode snapshot \\[avgt\\]: 100\\.\\d+ → 115\\.\\d+ ns/op \\(\\+15")
        .contains("pools every fork of 6 runs on the candidate's environment")
        .contains("2 run(s) the selector named ran elsewhere and are left out")
        .contains("## Comparison: A baseline of");
    assertThat(err.toString()).contains("1 benchmark(s) regressed");
  }

  @Test
  void checkPassesAgainstAWindowAtTheSameLevel() {
    assertThat(
            wirebench(
                "check",
                "--db",
                db,
                "--baseline",
                "last:3",
                "--candidate",
                "nightly-12",
                "--fail-on-regression"))
        .isZero();
    assertThat(out.toString())
        .startsWith("# Check: PASS")
        .contains("No benchmark got significantly slower");
  }

  @Test
  void checkRejectsBadWindowsWithExitTwo() {
    assertThat(wirebench("check", "--db", db, "--baseline", "last:0")).isEqualTo(2);
    assertThat(wirebench("check", "--db", db, "--baseline", "tag:none")).isEqualTo(2);
    assertThat(wirebench("check", "--db", db, "--baseline", "nope")).isEqualTo(2);
    assertThat(err.toString().strip().lines())
        .containsExactly(
            "wirebench: bad baseline 'last:0'; write last:N with N from 1 to 1000, e.g. last:5",
            "wirebench: the baseline 'tag:none' names no finished run other than the candidate #"
                + hostA.get(11),
            "wirebench: no run with the id or label 'nope'; `wirebench runs` lists them");
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }

  @Test
  void checkCannotPassACandidateItCannotJudge() {
    long single;
    try (RunStore store = RunStore.open(db)) {
      single = run(store, "host-a", "one-fork", 100, 99, 1);
    }

    assertThat(
            wirebench(
                "check",
                "--db",
                db.toString(),
                "--baseline",
                "last:3",
                "--candidate",
                String.valueOf(single),
                "--fail-on-regression"))
        .isEqualTo(CheckCommand.UNJUDGED);
    assertThat(out.toString())
        .startsWith("# Check: NOT JUDGED")
        .contains("1 of 1 benchmark(s) could not be judged: too few forks on a side");
    assertThat(err.toString()).contains("1 benchmark(s) could not be judged: too few forks");
  }

  private static long run(RunStore store, String host, String label, double score, int seed) {
    return run(store, host, label, score, seed, 3);
  }

  private static long run(
      RunStore store, String host, String label, double score, int seed, int forkCount) {
    return run(store, host, label, score, seed, forkCount, "3");
  }

  private static long run(
      RunStore store,
      String host,
      String label,
      double score,
      int seed,
      int forkCount,
      String plannedForks) {
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.HOST, host);
    env.put(Environment.CPU_MODEL, "Test CPU");
    env.put(Environment.JVM_VENDOR, "Temurin");
    env.put(Environment.JVM_VERSION, "17.0.12");
    env.put("settings.forks", plannedForks);
    String plan =
        "{\"codecs\":[\"json\"],\"fixtures\":[\"snapshot\"],\"kind\":\"bench\","
            + "\"operations\":\"decode\",\"modes\":\"avgt\",\"warmup\":\"3x1s\","
            + "\"measurement\":\"5x1s\",\"forks\":\"3\",\"threads\":\"1\",\"profilers\":\"gc\","
            + "\"jvmFlags\":\"\",\"jvm\":\"current\"}";
    long id = store.startRun(RunKind.BENCH, label, plan, Environment.of(env));
    store.addResult(id, result(score, seed, forkCount));
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }

  /**
   * {@code forkCount} forks (a comparison needs three) of eight iterations within ±0.5 % of {@code
   * score}, different for every seed.
   */
  private static BenchResult result(double score, int seed, int forkCount) {
    List<List<Double>> forks = new ArrayList<>();
    for (int f = 0; f < forkCount; f++) {
      List<Double> fork = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        fork.add(score * (1 + 0.005 * Math.sin(seed * 7.1 + f * 3.3 + i * 1.3)));
      }
      forks.add(fork);
    }
    double mean = forks.stream().flatMap(List::stream).mapToDouble(d -> d).average().orElseThrow();
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        "json",
        "snapshot",
        "decode",
        "avgt",
        Map.of("codec", "json", "fixture", "snapshot"),
        mean,
        score * 0.01,
        "ns/op",
        mean - score * 0.01,
        mean + score * 0.01,
        new TreeMap<>(),
        128.0,
        512,
        "REUSED_INSTANCE",
        forks,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }
}
