package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.Main;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.jmh.JmhJsonWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code wirebench import} of a large JMH file: progress on stderr only when asked for (stdout and
 * a piped stderr stay clean), and Ctrl-C of a real {@code wirebench import} JVM stores nothing.
 */
class ImportCommandTest {
  private static final int RESULTS = 3000;

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void aLargeFileShowsItsProgressWithTheFlagAndNothingWithoutIt() throws IOException {
    Path big = largeJmhFile(dir.resolve("big.json"));
    assertThat(Files.size(big)).as("a file of a few MB").isGreaterThan(3L << 20);
    Path db = dir.resolve("runs.db");

    assertThat(wirebench("import", "--db", db.toString(), "--progress", big.toString())).isZero();
    assertThat(out.toString().strip())
        .isEqualTo("imported " + big + " as run #1 (" + RESULTS + " results)");
    List<String> lines = err.toString().lines().toList();
    assertThat(lines).hasSizeBetween(5, 12).allMatch(l -> l.startsWith("Importing big.json — "));
    assertThat(lines.get(0)).matches("Importing big\\.json — .* of .* MB \\(0 %\\), \\d+ results?");
    assertThat(lines.get(lines.size() - 1))
        .endsWith(
            " MB (100 %), " + String.format(java.util.Locale.ROOT, "%,d", RESULTS) + " results");
    try (RunStore store = RunStore.open(db)) {
      assertThat(store.results(1)).hasSize(RESULTS);
    }

    out.getBuffer().setLength(0);
    err.getBuffer().setLength(0);
    assertThat(wirebench("import", "--db", db.toString(), "--again", big.toString())).isZero();
    assertThat(out.toString()).startsWith("imported " + big + " as run #2");
    assertThat(err.toString())
        .as("stderr is no terminal here and --progress was not given")
        .isEmpty();
  }

  @Test
  void ctrlCOfARealImportStoresNothingSaysSoAndExits130() throws Exception {
    // Large enough that the import is still reading when the SIGINT lands (seconds of work): a
    // named pipe used to stand in for a slow disk, but an import now refuses pipes (issue 31).
    Path source = largeJmhFile(dir.resolve("slow.json"), RESULTS * 20);
    Path db = dir.resolve("runs.db");
    Process wirebench = start("import", "--db", db.toString(), "--progress", source.toString());
    try (BufferedReader stderr =
        new BufferedReader(
            new InputStreamReader(wirebench.getErrorStream(), StandardCharsets.UTF_8))) {
      String first = stderr.readLine();
      assertThat(first).as("progress while the file is read").startsWith("Importing slow.json — ");

      // Stopped while it reads, interrupted, then let go: the SIGINT is handled as it resumes
      // with the file still to read, however fast this machine imports (on an idle machine the
      // whole file could be read before a plain kill -INT landed).
      for (String signal : new String[] {"-STOP", "-INT", "-CONT"}) {
        assertThat(
                new ProcessBuilder("kill", signal, Long.toString(wirebench.pid()))
                    .start()
                    .waitFor())
            .isZero();
      }
      assertThat(wirebench.waitFor(60, TimeUnit.SECONDS)).isTrue();
      List<String> rest = stderr.lines().toList();
      assertThat(wirebench.exitValue()).isEqualTo(ImportCommand.CANCELLED);
      assertThat(rest.stream().filter(l -> !l.startsWith("Importing ")).toList())
          .containsExactly("wirebench: import of " + source + " cancelled — nothing of it stored");
      assertThat(new String(wirebench.getInputStream().readAllBytes(), StandardCharsets.UTF_8))
          .isEmpty();
    } finally {
      wirebench.destroyForcibly();
    }
    try (RunStore store = RunStore.open(db)) {
      assertThat(store.listRuns(RunQuery.all()).runs()).isEmpty();
    }
    // The same file imported whole afterwards: the database took no harm and no trace of the
    // cancelled import makes it look "imported before".
    assertThat(wirebench("import", "--db", db.toString(), source.toString())).isZero();
    assertThat(out.toString()).contains("as run #1 (" + RESULTS * 20 + " results)");
  }

  @Test
  void aPipeIsRefusedAtOnceNotReadUntilItsWriterComes() throws Exception {
    Path fifo = dir.resolve("pipe.json");
    assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
    Process wirebench = start("import", "--db", dir.resolve("runs.db").toString(), fifo.toString());
    try {
      // Nobody writes to the pipe: a reader would wait forever; a refusal ends at once.
      assertThat(wirebench.waitFor(60, TimeUnit.SECONDS)).isTrue();
      assertThat(wirebench.exitValue()).isEqualTo(2);
      assertThat(new String(wirebench.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
          .contains("is a pipe (FIFO), not a regular file");
    } finally {
      wirebench.destroyForcibly();
    }
  }

  private Process start(String... args) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(JvmFlags.forCurrentJdk());
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command).start();
  }

  /** A JMH JSON file of {@value #RESULTS} results, as JMH's own writer shape (several MB). */
  private static Path largeJmhFile(Path file) throws IOException {
    return largeJmhFile(file, RESULTS);
  }

  /** A JMH JSON file of {@code count} results (about 1.1 KB each). */
  private static Path largeJmhFile(Path file, int count) throws IOException {
    List<BenchResult> results = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      results.add(result("codec" + (i % 17), "fixture" + i, 100 + i * 0.25));
    }
    Map<String, String> env = new TreeMap<>();
    env.put(Environment.JVM_VERSION, "17.0.15");
    Files.writeString(file, JmhJsonWriter.write(results, Environment.of(env)));
    return file;
  }

  private static BenchResult result(String codec, String fixture, double score) {
    List<List<Double>> samples = new ArrayList<>();
    for (int f = 0; f < 3; f++) {
      List<Double> fork = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        fork.add(score * (1 + 0.003 * Math.sin(f * 2.6 + i)));
      }
      samples.add(fork);
    }
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.decode",
        codec,
        fixture,
        "decode",
        "avgt",
        Map.of("codec", codec, "fixture", fixture),
        score,
        score * 0.01,
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

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }
}
