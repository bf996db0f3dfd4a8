package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.fixture.FixtureLoader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code wirebench dataset generate}: a file the fixture loader reads, and nothing overwritten. */
class DatasetCommandTest {
  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }

  private long filesIn(Path folder) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      return files.count();
    }
  }

  @Test
  void writesVariantsTheLoaderReadsAndNeverReplacesAFileUnasked() throws IOException {
    Path file = dir.resolve("bars-2k.json");
    assertThat(
            run("dataset", "generate", "--from", "bars", "--count", "2k", "--out", file.toString()))
        .as(err.toString())
        .isZero();
    assertThat(out.toString()).contains("wrote 2,000 variants of bars to " + file);
    assertThat(FixtureLoader.bundled().load(file).messages()).hasSize(2_000);
    String first = Files.readString(file);

    assertThat(
            run("dataset", "generate", "--from", "bars", "--count", "5", "--out", file.toString()))
        .isEqualTo(2);
    assertThat(err.toString()).contains("already exists; pass --force");
    assertThat(Files.readString(file)).isEqualTo(first);

    assertThat(
            run(
                "dataset",
                "generate",
                "--from",
                "bars",
                "--count",
                "5",
                "--seed",
                "9",
                "--out",
                file.toString(),
                "--force"))
        .isZero();
    assertThat(FixtureLoader.bundled().load(file).messages()).hasSize(5);
    assertThat(filesIn(dir)).as("no temporary file left beside it").isEqualTo(1);
  }

  @Test
  void badInputIsOneLineAndExitTwo() throws IOException {
    Path bad = Files.writeString(dir.resolve("bad.json"), "[{\"a\": 1},\n {\"b\": ]");
    assertThat(
            run(
                "dataset",
                "generate",
                "--from",
                bad.toString(),
                "--count",
                "5",
                "--out",
                dir.resolve("x.json").toString()))
        .isEqualTo(2);
    assertThat(err.toString()).contains("bad.json at line 2").contains("not JSON");
    assertThat(
            run(
                "dataset",
                "generate",
                "--from",
                "no-such",
                "--count",
                "5",
                "--out",
                dir.resolve("x.json").toString()))
        .isEqualTo(2);
    assertThat(err.toString()).contains("no-such is neither a bundled fixture nor a file");
    assertThat(
            run(
                "dataset",
                "generate",
                "--from",
                "bars",
                "--count",
                "5",
                "--size-sigma",
                "-1",
                "--out",
                dir.resolve("x.json").toString()))
        .isEqualTo(2);
    assertThat(err.toString()).contains("size sigma must be");
    assertThat(Files.exists(dir.resolve("x.json"))).isFalse();
  }

  @Test
  void anUnwritableFolderIsOneLine() throws IOException {
    Path locked = Files.createDirectories(dir.resolve("locked"));
    java.io.File folder = locked.toFile();
    org.junit.jupiter.api.Assumptions.assumeTrue(
        folder.setWritable(false, false) && !Files.isWritable(locked),
        "this user writes anywhere (root): no read-only folder to try");
    try {
      assertThat(
              run(
                  "dataset",
                  "generate",
                  "--from",
                  "bars",
                  "--count",
                  "5",
                  "--out",
                  locked.resolve("x.json").toString()))
          .isEqualTo(2);
      assertThat(err.toString()).contains("cannot write").contains("permission denied");
      assertThat(filesIn(locked)).isZero();
    } finally {
      folder.setWritable(true, false);
    }
  }
}
