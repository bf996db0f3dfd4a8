package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

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
 * Issue 20 from the command line, on real files: outputs never overwrite the database, a running
 * run cannot be deleted, database problems are one line and exit 2, reading commands write nothing,
 * inputs have a size limit.
 */
class DataSafetyCommandsTest {
  @TempDir Path dir;
  private Path db;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @BeforeEach
  void aDatabaseWithARun() {
    db = dir.resolve("runs.db");
    try (RunStore store = RunStore.open(db)) {
      long id = store.startRun(RunKind.BENCH, "kept", null, Environment.of(Map.of()));
      store.finishRun(id, RunStatus.COMPLETE);
    }
  }

  @Test
  void exportOntoTheDatabaseOrALinkToItIsRefusedAndTheRunsSurvive() throws IOException {
    Path link = Files.createSymbolicLink(dir.resolve("export.csv"), db);

    assertThat(wirebench("export", "1", "--format", "csv", "--out", db.toString(), "--db", "" + db))
        .isEqualTo(2);
    assertThat(
            wirebench(
                "export",
                "1",
                "--format",
                "csv",
                "--out",
                link.toString(),
                "--force",
                "--db",
                db.toString()))
        .isEqualTo(2);
    assertThat(
            wirebench(
                "compare",
                "1",
                "1",
                "--format",
                "csv",
                "--out",
                db.toString(),
                "--db",
                db.toString()))
        .isEqualTo(2);

    assertThat(err.toString().lines())
        .hasSize(3)
        .allSatisfy(line -> assertThat(line).contains("is the run database"));
    assertThat(RunStore.checkIntegrity(db)).containsExactly("ok");
    try (RunStore store = RunStore.openExisting(db)) {
      assertThat(store.run(1).label()).isEqualTo("kept");
    }
  }

  @Test
  void benchRefusesItsOutputFileBeforeAnyForkStarts() {
    assertThat(
            wirebench(
                "bench",
                "--codecs",
                "json",
                "--fixtures",
                "minimal",
                "--out",
                db.toString(),
                "--db",
                db.toString()))
        .isEqualTo(2);

    assertThat(err.toString()).startsWith("wirebench: " + db + " is the run database");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void anExistingOutputIsReplacedOnlyWithForce() throws IOException {
    Path csv = Files.writeString(dir.resolve("run.csv"), "mine");

    assertThat(wirebench("export", "1", "--format", "csv", "--out", "" + csv, "--db", "" + db))
        .isEqualTo(2);
    assertThat(Files.readString(csv)).isEqualTo("mine");
    assertThat(err.toString()).contains("already exists; pass --force to replace it");

    assertThat(
            wirebench(
                "export", "1", "--format", "csv", "--out", "" + csv, "--force", "--db", "" + db))
        .isZero();
    assertThat(Files.readString(csv)).startsWith("run_id,");
  }

  @Test
  void aRunningRunCannotBeDeletedAndItsOwnerFinishesIt() {
    try (RunStore owner = RunStore.open(db)) {
      long running = owner.startRun(RunKind.BENCH, "live", null, Environment.of(Map.of()));

      assertThat(wirebench("delete", "" + running, "--yes", "--db", db.toString())).isEqualTo(2);

      assertThat(err.toString())
          .isEqualTo(
              "wirebench: run #"
                  + running
                  + " is still running (written by process "
                  + ProcessHandle.current().pid()
                  + " on "
                  + hostName()
                  + "); cancel that run or wait for it to end, then delete it\n");
      owner.finishRun(running, RunStatus.COMPLETE);
      assertThat(owner.run(running).status()).isEqualTo(RunStatus.COMPLETE);
    }
  }

  @Test
  void readingCommandsWriteNothingIntoAnEmptyFileAndNameAFolder() throws IOException {
    Path empty = Files.createFile(dir.resolve("empty.db"));

    assertThat(wirebench("runs", "--db", empty.toString())).isEqualTo(2);
    assertThat(wirebench("runs", "--db", dir.toString())).isEqualTo(2);

    assertThat(Files.size(empty)).isZero();
    assertThat(err.toString().lines())
        .containsExactly(
            "wirebench: "
                + empty
                + " is an empty file, not a Wirebench database (nothing was"
                + " written to it)",
            "wirebench: " + dir + " is a folder, not a database file");
  }

  @Test
  void aDamagedDatabaseIsOneLineExitTwoAndDbCheckFindsIt() throws IOException {
    try (RunStore store = RunStore.open(db)) {
      for (int i = 0; i < 60; i++) {
        long id = store.startRun(RunKind.BENCH, "run " + i, null, Environment.of(Map.of()));
        store.setNotes(id, "notes ".repeat(100));
        store.finishRun(id, RunStatus.COMPLETE);
      }
    }
    assertThat(wirebench("db", "check", "--db", db.toString())).isZero();
    assertThat(out.toString()).isEqualTo("ok: " + db + " passed SQLite's integrity check\n");
    try (RandomAccessFile raw = new RandomAccessFile(db.toFile(), "rw")) {
      raw.seek(4096 * 2);
      raw.write(new byte[4096 * 6]); // pages of the runs table zeroed
    }
    err.getBuffer().setLength(0);

    assertThat(wirebench("runs", "--db", db.toString())).isEqualTo(2);
    assertThat(wirebench("db", "check", "--db", db.toString())).isEqualTo(2);

    assertThat(err.toString())
        .startsWith(
            "wirebench: the database "
                + db
                + " is damaged (listing runs failed) — run `wirebench db check --db "
                + db
                + "`\n")
        .contains("wirebench: the database " + db + " is damaged (")
        .doesNotContain("Exception")
        .doesNotContain("internal error");
  }

  @Test
  void importAndInspectRefuseFilesOverTheLimitWithTheSizeAndTheLimit() throws IOException {
    Path json = Files.writeString(dir.resolve("big.json"), "[" + " ".repeat(4000) + "]");

    assertThat(wirebench("import", json.toString(), "--max-size", "1k", "--db", db.toString()))
        .isEqualTo(2);
    assertThat(wirebench("inspect", json.toString(), "--max-size", "2k")).isEqualTo(2);
    assertThat(wirebench("inspect", "/dev/zero")).isEqualTo(2);

    assertThat(err.toString().lines())
        .containsExactly(
            "wirebench: "
                + json
                + " is 3.9 KB, over the limit of 1 KB (--max-size SIZE raises it, e.g."
                + " --max-size 2G)",
            "wirebench: "
                + json
                + ": it is 3.9 KB, over the limit of 2 KB (--max-size SIZE raises it, e.g."
                + " --max-size 2G)",
            "wirebench: /dev/zero: it is a device or a stream, not a regular file: Wirebench reads"
                + " inputs only from files (save it to a file first)");
  }

  private static String hostName() {
    try {
      return java.net.InetAddress.getLocalHost().getHostName();
    } catch (java.net.UnknownHostException e) {
      return "unknown-host";
    }
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }
}
