package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.stats.Noise;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.jmh.JmhJsonWriter;
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

/** The run-store commands end to end on a real database file. */
class RunCommandsTest {
  @TempDir Path dir;
  private Path db;
  private long baseline;
  private long candidate;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @BeforeEach
  void twoRuns() {
    db = dir.resolve("runs.db");
    try (RunStore store = RunStore.open(db)) {
      baseline = run(store, "baseline", "17.0.15", 100, 400);
      candidate = run(store, "candidate", "21.0.4", 100.5, 250);
    }
  }

  @Test
  void listsRunsNewestFirstWithFilters() {
    assertThat(wirebench("runs", "--db", db.toString())).isZero();
    assertThat(out.toString())
        .contains("ID  Started (UTC)")
        .contains("candidate")
        .contains("page 1 of 1 (2 runs)");
    assertThat(out.toString().indexOf("candidate")).isLessThan(out.toString().indexOf("baseline"));

    out.getBuffer().setLength(0);
    assertThat(wirebench("runs", "--db", db.toString(), "--label", "base", "--kind", "BENCH"))
        .isZero();
    assertThat(out.toString()).contains("baseline").doesNotContain("candidate");

    out.getBuffer().setLength(0);
    assertThat(
            wirebench(
                "runs", "--db", db.toString(), "--since", "2000-01-01", "--until", "2000-01-02"))
        .isZero();
    assertThat(out.toString()).contains("No runs match.");
    assertThat(wirebench("runs", "--db", db.toString(), "--since", "yesterday")).isEqualTo(2);
    assertThat(err.toString()).contains("--since yesterday is not a date");
  }

  @Test
  void sortsByLabelAlthoughLabelIsAlsoTheAliasOfRename() {
    assertThat(wirebench("runs", "--db", db.toString(), "--sort", "label", "--ascending")).isZero();
    assertThat(out.toString().indexOf("baseline")).isLessThan(out.toString().indexOf("candidate"));

    out.getBuffer().setLength(0);
    assertThat(wirebench("runs", "--db", db.toString(), "--sort=label")).isZero();
    assertThat(out.toString().indexOf("candidate")).isLessThan(out.toString().indexOf("baseline"));

    // The alias still works where it is a subcommand.
    assertThat(wirebench("runs", "label", "--db", db.toString(), "1", "renamed")).isZero();
    assertThat(out.toString()).contains("run #1 is now labelled 'renamed'");
  }

  @Test
  void showMarksANoisyScoreAndPrintsTheHintButNotForCleanRuns() {
    long noisy;
    try (RunStore store = RunStore.open(db)) {
      noisy = store.startRun(RunKind.BENCH, "noisy", null, Environment.of(Map.of()));
      store.addResult(noisy, result("sbe", 100));
      store.addResult(noisy, result("json", 8630, 10356));
      store.finishRun(noisy, RunStatus.COMPLETE);
    }
    assertThat(wirebench("show", "--db", db.toString(), Long.toString(noisy))).isZero();
    assertThat(out.toString())
        .containsPattern("json +decode +snapshot +⚠ 8630\\.0")
        .containsPattern("sbe +decode +snapshot +100\\.0")
        .contains(Noise.Level.NOISY.footnote());

    out.getBuffer().setLength(0);
    assertThat(wirebench("show", "--db", db.toString(), Long.toString(baseline))).isZero();
    assertThat(out.toString())
        .contains("sbe")
        .doesNotContain(Noise.MARK)
        .doesNotContain(Noise.Level.NOISY.hint());
  }

  @Test
  void comparesTwoRunsAsATableWithWarningsAndAVerdict() {
    assertThat(wirebench("compare", "--db", db.toString(), "baseline", "candidate")).isZero();

    assertThat(out.toString())
        .contains("WARNING: the runs are not like for like:")
        .contains("JVM: jvm.version 17.0.15 → 21.0.4")
        .contains("2 paired: 1 faster, 0 slower, 1 unchanged")
        .containsPattern(
            "json decode snapshot \\[avgt\\] +400\\.2 +250\\.1 +ns/op +4×2 vs 4×2 +-37\\.5 %")
        .contains("faster")
        .contains("interval inside ±2 % noise band")
        .contains("4×2 vs 4×2")
        .contains("Method: fork bootstrap");
  }

  @Test
  void comparisonExportsAsMarkdownCsvAndJsonFiles() throws IOException {
    Path md = dir.resolve("cmp.md");
    Path csv = dir.resolve("cmp.csv");
    Path json = dir.resolve("cmp.json");

    assertThat(
            wirebench(
                "compare",
                "--db",
                db.toString(),
                "1",
                "2",
                "--format",
                "md",
                "--out",
                md.toString()))
        .isZero();
    assertThat(
            wirebench(
                "compare",
                "--db",
                db.toString(),
                "1",
                "2",
                "--format",
                "csv",
                "--out",
                csv.toString()))
        .isZero();
    assertThat(
            wirebench(
                "compare",
                "--db",
                db.toString(),
                "#1",
                "latest",
                "--format",
                "json",
                "--out",
                json.toString()))
        .isZero();

    assertThat(Files.readString(md)).startsWith("# Comparison: A #1 baseline → B #2 candidate");
    assertThat(Files.readAllLines(csv)).hasSize(3);
    assertThat(Files.readString(json)).contains("\"verdict\" : \"FASTER\"");
    assertThat(out.toString()).contains("wrote " + md);
  }

  @Test
  void failOnSlowerExitsThreeWhenSomethingGotSlower() {
    assertThat(
            wirebench(
                "compare", "--db", db.toString(), "candidate", "baseline", "--fail-on-slower"))
        .isEqualTo(3);
    assertThat(err.toString()).contains("1 benchmark(s) got slower");
  }

  @Test
  void exportedJmhJsonImportsBackAsANewRun() throws IOException {
    Path json = Files.createDirectories(dir.resolve("export")).resolve("baseline.json");
    assertThat(
            wirebench(
                "export",
                "--db",
                db.toString(),
                "baseline",
                "--format",
                "json",
                "--out",
                json.toString()))
        .isZero();
    assertThat(wirebench("import", "--db", db.toString(), json.toString(), "--label", "round trip"))
        .isZero();
    assertThat(out.toString()).contains("as run #3 (2 results)");

    out.getBuffer().setLength(0);
    assertThat(wirebench("compare", "--db", db.toString(), "baseline", "round trip")).isZero();
    assertThat(out.toString())
        .contains("2 paired: 0 faster, 0 slower, 2 unchanged")
        .contains("benchmark settings: only B recorded settings.measurement=2,")
        .doesNotContain("jvm.version")
        .doesNotContain("settings.forks")
        .doesNotContain("jmh.version");

    assertThat(wirebench("import", "--db", db.toString(), json.toString())).isZero();
    assertThat(out.toString()).contains("was imported before as run #3 round trip; skipped");
  }

  @Test
  void exportsMarkdownAndCsv() {
    assertThat(wirebench("export", "--db", db.toString(), "1", "--format", "md", "--vs", "json"))
        .isZero();
    assertThat(out.toString())
        .contains("# Wirebench run #1 baseline")
        .contains("| Codec | Operation | Fixture | Score | Error | Unit | B/op | Size |")
        .contains(
            "| Fixture | Operation | Mode | Codec | Decimals | Score | Error | Unit | Δ vs best"
                + " | Δ vs json |")
        .contains(
            "| snapshot | decode | avgt | json | decimal text | 400.0 | 4.00 | ns/op | +300.0 % | — |");

    out.getBuffer().setLength(0);
    assertThat(wirebench("export", "--db", db.toString(), "1", "--format", "csv")).isZero();
    assertThat(out.toString().split("\r\n")).hasSize(3);
  }

  @Test
  void badImportFilesExitTwoWithOneLineEachAndStoreNothing() throws IOException {
    Path corrupt = Files.writeString(dir.resolve("corrupt.json"), "[{\"benchmark\": ");
    Path foreign = Files.writeString(dir.resolve("foreign.json"), "{\"dependencies\": {}}");
    Path empty = Files.writeString(dir.resolve("empty.json"), "");

    int code =
        wirebench(
            "import",
            "--db",
            db.toString(),
            corrupt.toString(),
            foreign.toString(),
            empty.toString());

    assertThat(code).isEqualTo(2);
    assertThat(err.toString().lines())
        .containsExactly(
            "wirebench: corrupt.json: not valid JSON at line 1, column 16: Unexpected end-of-input within/between Object entries",
            "wirebench: foreign.json: $: expected an array of benchmark results, found an object (this does not look like a JMH JSON result file)",
            "wirebench: empty.json: the file is empty; expected JMH's JSON result array (-rf json)");
    try (RunStore store = RunStore.open(db)) {
      assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(2);
    }
  }

  @Test
  void editsAndDeletesRuns() {
    assertThat(wirebench("runs", "rename", "--db", db.toString(), "1", "jdk17 baseline")).isZero();
    assertThat(wirebench("runs", "--db", db.toString(), "tag", "1", "nightly", "jdk17")).isZero();
    assertThat(wirebench("runs", "notes", "--db", db.toString(), "1", "before", "the", "change"))
        .isZero();
    assertThat(wirebench("show", "--db", db.toString(), "jdk17 baseline")).isZero();
    assertThat(out.toString())
        .containsPattern("Tags +jdk17, nightly")
        .contains("before the change")
        .contains("Results");

    assertThat(wirebench("delete", "--db", db.toString(), "1")).isEqualTo(2);
    assertThat(err.toString())
        .contains("add --yes to delete run #1 jdk17 baseline (2 results) without asking");
    assertThat(wirebench("delete", "--db", db.toString(), "1", "--yes")).isZero();
    assertThat(wirebench("show", "--db", db.toString(), "1")).isEqualTo(2);
    assertThat(err.toString()).contains("wirebench: no run #1 in");
  }

  @Test
  void badInputIsOneLineAndExitTwo() throws IOException {
    Path notDb =
        Files.writeString(dir.resolve("notes.db"), "not a database at all, just text. ".repeat(50));

    assertThat(wirebench("show", "--db", dir.resolve("missing.db").toString(), "1")).isEqualTo(2);
    assertThat(wirebench("show", "--db", notDb.toString(), "1")).isEqualTo(2);
    assertThat(wirebench("runs", "--db", db.toString(), "--kind", "nightly")).isEqualTo(2);
    assertThat(wirebench("compare", "--db", db.toString(), "1", "2", "--noise", "lots"))
        .isEqualTo(2);
    assertThat(wirebench("compare", "--db", db.toString(), "1", "nosuch")).isEqualTo(2);
    assertThat(wirebench("export", "--db", db.toString(), "1", "--format", "xml")).isEqualTo(2);

    assertThat(err.toString().lines().filter(l -> l.startsWith("wirebench: ")))
        .containsExactly(
            "wirebench: no run database at "
                + dir.resolve("missing.db")
                + " (run a benchmark or `wirebench import` first, or pass --db FILE)",
            "wirebench: "
                + notDb
                + " is not a Wirebench database: the file is not an SQLite database",
            "wirebench: --kind nightly is not one of [bench, latency, throughput, imported]",
            "wirebench: bad noise band 'lots'; write a percentage like 2% or a fraction like 0.02",
            "wirebench: no run with the id or label 'nosuch'; `wirebench runs` lists them",
            "wirebench: --format xml is not one of json, csv, md");
    assertThat(err.toString()).doesNotContain("Exception").doesNotContain("\tat ");
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }

  private static long run(RunStore store, String label, String jvm, double sbe, double json) {
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.JVM_VERSION, jvm);
    env.put("settings.forks", "1");
    long id = store.startRun(RunKind.BENCH, label, null, Environment.of(env));
    store.addResult(id, result("sbe", sbe));
    store.addResult(id, result("json", json));
    store.finishRun(id, RunStatus.COMPLETE);
    return id;
  }

  private static BenchResult result(String codec, double score) {
    return result(codec, score, score * 0.01);
  }

  private static BenchResult result(String codec, double score, double error) {
    List<List<Double>> samples = new ArrayList<>();
    for (int f = 0; f < 4; f++) {
      samples.add(
          List.of(
              score * (1 + 0.003 * Math.sin(f * 2.6)),
              score * (1 + 0.003 * Math.sin(f * 2.6 + 1.3))));
    }
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        "snapshot",
        "decode",
        "avgt",
        Map.of("codec", codec, "fixture", "snapshot"),
        score,
        error,
        "ns/op",
        score * 0.99,
        score * 1.01,
        new TreeMap<>(),
        128.0,
        512,
        "REUSED_INSTANCE",
        samples,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }

  /** Keeps the JMH writer on the app's test class path honest: it is what export uses. */
  @Test
  void exportJsonIsTheJmhWritersOutput() throws IOException {
    Path json = dir.resolve("b.json");
    assertThat(
            wirebench(
                "export", "--db", db.toString(), "1", "--format", "json", "--out", json.toString()))
        .isZero();
    try (RunStore store = RunStore.open(db)) {
      List<BenchResult> results = store.results(1).stream().map(r -> r.result()).toList();
      assertThat(Files.readString(json))
          .isEqualTo(JmhJsonWriter.write(results, store.run(1).environment()));
    }
  }
}
