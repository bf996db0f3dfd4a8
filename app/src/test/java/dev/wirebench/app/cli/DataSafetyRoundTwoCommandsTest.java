package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.storage.RunStore;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Issue 31 from the command line, on real files: outputs that would replace a device or another
 * database, folders made by a typo, a size option that did not reach the loader, passwords and
 * control characters printed, and 50 lines of usage after a one-line mistake.
 */
class DataSafetyRoundTwoCommandsTest {
  @TempDir Path dir;
  private Path db;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @BeforeEach
  void aDatabaseWithARun() {
    db = dir.resolve("runs.db");
    try (RunStore store = RunStore.open(db)) {
      long id = store.startRun(RunKind.BENCH, "evil\u001b[2J\rforged\nline\u0007", null, env());
      store.finishRun(id, RunStatus.COMPLETE);
    }
  }

  private static Environment env() {
    return Environment.of(Map.of());
  }

  @Test
  void exportToDevNullWritesThroughAndLeavesTheDevice() {
    Path devNull = Path.of("/dev/null");
    assumeTrue(Files.exists(devNull) && !Files.isRegularFile(devNull), "no /dev/null here");

    assertThat(
            wirebench(
                "export", "1", "--format", "csv", "--out", "/dev/null", "--force", "--db", "" + db))
        .as(err.toString())
        .isZero();

    assertThat(Files.isRegularFile(devNull)).isFalse();
  }

  @Test
  void exportOverAnotherRunDatabaseIsRefusedEvenWithForce() {
    Path other = dir.resolve("team-copy.db");
    try (RunStore store = RunStore.open(other)) {
      store.finishRun(store.startRun(RunKind.BENCH, "theirs", null, env()), RunStatus.COMPLETE);
    }

    assertThat(
            wirebench(
                "export",
                "1",
                "--format",
                "md",
                "--out",
                other.toString(),
                "--force",
                "--db",
                "" + db))
        .isEqualTo(2);

    assertThat(err.toString()).contains("is an SQLite database").contains("even with --force");
    try (RunStore store = RunStore.openExisting(other)) {
      assertThat(store.run(1).label()).isEqualTo("theirs");
    }
  }

  @Test
  void outputFoldersAndStreamFoldersAreNeverCreatedByATypo() {
    Path missing = dir.resolve("no-such-folder");

    assertThat(
            wirebench(
                "export",
                "1",
                "--format",
                "csv",
                "--out",
                missing.resolve("x.csv").toString(),
                "--db",
                "" + db))
        .isEqualTo(2);
    assertThat(
            wirebench(
                "throughput",
                "--messages",
                "1000",
                "--consumers",
                "1",
                "--repeat",
                "1",
                "--dir",
                missing.resolve("streams").toString(),
                "--no-store"))
        .isEqualTo(2);

    assertThat(missing).doesNotExist();
    assertThat(err.toString().lines())
        .hasSize(2)
        .allSatisfy(line -> assertThat(line).contains("does not exist"));
  }

  @Test
  void maxSizeRaisesTheLimitTheLoaderApplies() throws IOException {
    Path big = dir.resolve("big.json");
    try (RandomAccessFile file = new RandomAccessFile(big.toFile(), "rw")) {
      file.setLength(65L << 20); // over the 64 MB default, zeros: not JSON
    }

    assertThat(wirebench("inspect", big.toString(), "--max-size", "1G")).isEqualTo(2);

    // Read, and refused for what it holds, not for its size.
    assertThat(err.toString()).doesNotContain("limit").contains("big.json");
  }

  @Test
  void anArgumentErrorIsOneLineWithNoPasswordAndPointsToHelp() {
    String url = "postgresql://bench:S3cr%25et@127.0.0.1:5432/runs";

    assertThat(wirebench("runs", "--dbb", url)).isEqualTo(2);
    assertThat(wirebench("show", "1", url, "--db", "" + db)).isEqualTo(2);
    assertThat(wirebench("runs", "--bogus", "--db", "postgresql://h/db?password=S3cr%25et"))
        .isEqualTo(2);

    String said = err.toString();
    assertThat(said).doesNotContain("S3cr").contains("***");
    assertThat(said.lines().filter(line -> line.startsWith("wirebench: "))).hasSize(3);
    assertThat(said.lines().filter(line -> line.startsWith("see `wirebench help ")))
        .containsExactly(
            "see `wirebench help runs`", "see `wirebench help show`", "see `wirebench help runs`");
    assertThat(said.lines().count()).isLessThanOrEqualTo(9);
    assertThat(said).doesNotContain("Usage:");
  }

  @Test
  void controlCharactersInALabelAreEscapedOnTheTerminal() {
    assertThat(wirebench("runs", "--db", "" + db)).isZero();
    assertThat(wirebench("show", "1", "--db", "" + db)).isZero();

    String printed = out.toString();
    assertThat(printed).doesNotContain("\u001b").doesNotContain("\r").doesNotContain("\u0007");
    assertThat(printed).contains("evil\\e[2J\\rforged\\nline\\x07");
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine(args);
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    return commandLine.execute(args);
  }
}
