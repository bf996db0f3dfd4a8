package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.wirebench.engine.io.FileType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issues 20 and 31: an output file never destroys the database, another database, an existing file,
 * a device or a link.
 */
class SafeOutputFileTest {
  @TempDir Path dir;

  @Test
  void refusesTheDatabaseEvenWithOverwriteAndLeavesItIntact() throws IOException {
    Path db = dir.resolve("runs.db");
    RunStore.open(db).close();
    byte[] before = Files.readAllBytes(db);

    assertThatThrownBy(() -> new SafeOutputFile(db, true, db).write("a,b\n"))
        .isInstanceOf(UnsafeOutputException.class)
        .hasMessageContaining("is the run database");
    assertThat(Files.readAllBytes(db)).isEqualTo(before);
  }

  @Test
  void refusesTheDatabaseThroughASymbolicLinkOrAnotherPath() throws IOException {
    Path db = dir.resolve("runs.db");
    RunStore.open(db).close();
    Path link = Files.createSymbolicLink(dir.resolve("export.csv"), db);
    Path roundabout = dir.resolve("sub").resolve("..").resolve("runs.db");
    Files.createDirectories(dir.resolve("sub"));

    assertThatThrownBy(() -> new SafeOutputFile(link, true, db).write("x"))
        .isInstanceOf(UnsafeOutputException.class);
    assertThatThrownBy(() -> new SafeOutputFile(roundabout, true, db).write("x"))
        .isInstanceOf(UnsafeOutputException.class);
    assertThat(RunStore.checkIntegrity(db)).containsExactly("ok");
  }

  @Test
  void refusesTheDatabasesWriteAheadLog() throws IOException {
    Path db = dir.resolve("runs.db");
    try (RunStore open = RunStore.open(db)) {
      Path wal = Path.of(open.file() + "-wal");
      assertThat(wal).exists();

      assertThatThrownBy(() -> new SafeOutputFile(wal, true, db).check())
          .hasMessageContaining("wal file");
    }
  }

  @Test
  void refusesAnExistingFileUnlessAllowedAndThenReplacesItWhole() throws IOException {
    Path out = Files.writeString(dir.resolve("report.md"), "keep me");

    assertThatThrownBy(() -> new SafeOutputFile(out, false, null).write("new"))
        .isInstanceOf(UnsafeOutputException.class)
        .hasMessageContaining("already exists; pass --force");
    assertThat(Files.readString(out)).isEqualTo("keep me");

    new SafeOutputFile(out, true, null).write("new");

    assertThat(Files.readString(out)).isEqualTo("new");
    try (var files = Files.list(dir)) {
      assertThat(files).containsExactly(out); // no temporary file left behind
    }
  }

  @Test
  void aLinkIsFollowedNeverReplaced() throws IOException {
    Path elsewhere = Files.writeString(dir.resolve("elsewhere.txt"), "old");
    Path link = Files.createSymbolicLink(dir.resolve("out.txt"), elsewhere);

    new SafeOutputFile(link, true, null).write("report");

    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readString(elsewhere)).isEqualTo("report");
  }

  @Test
  void aLinkToAnExistingFileStillNeedsForce() throws IOException {
    Path elsewhere = Files.writeString(dir.resolve("elsewhere.txt"), "keep me");
    Path link = Files.createSymbolicLink(dir.resolve("out.txt"), elsewhere);

    assertThatThrownBy(() -> new SafeOutputFile(link, false, null).write("report"))
        .hasMessageContaining("already exists; pass --force");
    assertThat(Files.readString(elsewhere)).isEqualTo("keep me");
  }

  @Test
  void refusesAnySqliteFileEvenWithForce() throws Exception {
    Path other = dir.resolve("other-team.db");
    RunStore.open(other).close();
    Path notOurs = dir.resolve("notes.sqlite");
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + notOurs);
        Statement s = c.createStatement()) {
      s.execute("create table t(x)");
    }
    byte[] before = Files.readAllBytes(other);

    for (Path database : List.of(other, notOurs)) {
      assertThatThrownBy(
              () -> new SafeOutputFile(database, true, dir.resolve("runs.db")).write("x"))
          .isInstanceOf(UnsafeOutputException.class)
          .hasMessageContaining("is an SQLite database")
          .hasMessageContaining("even with --force");
    }
    assertThat(Files.readAllBytes(other)).isEqualTo(before);
    assertThat(RunStore.checkIntegrity(other)).containsExactly("ok");
  }

  @Test
  void refusesAnotherDatabasesWriteAheadLogByItsMagic() throws IOException {
    Path other = dir.resolve("other.db");
    try (RunStore open = RunStore.open(other)) {
      open.finishRun(
          open.startRun(
              dev.wirebench.engine.result.RunKind.BENCH,
              "x",
              null,
              dev.wirebench.engine.result.Environment.of(java.util.Map.of())),
          dev.wirebench.engine.result.RunStatus.COMPLETE);
      Path wal = Path.of(other + "-wal");
      assumeTrue(Files.size(wal) > 32, "no write-ahead log content");

      assertThatThrownBy(() -> new SafeOutputFile(wal, true, dir.resolve("runs.db")).check())
          .hasMessageContaining("is an SQLite database");
    }
  }

  @Test
  void writesThroughDevNullWithoutReplacingIt() throws IOException {
    Path devNull = Path.of("/dev/null");
    assumeTrue(Files.exists(devNull) && !Files.isRegularFile(devNull), "no /dev/null here");

    new SafeOutputFile(devNull, true, null).write("gone");
    new SafeOutputFile(devNull, false, null).write("no --force needed for a stream");

    assertThat(Files.isRegularFile(devNull)).isFalse();
    assertThat(FileType.of(devNull)).isEqualTo(FileType.STREAM);
  }

  @Test
  void writesThroughAPipeAndLeavesItAPipe() throws Exception {
    Path fifo = dir.resolve("out.fifo");
    assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo");
    CompletableFuture<String> read =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return Files.readString(fifo);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });

    new SafeOutputFile(fifo, true, null).write("through the pipe");

    assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo("through the pipe");
    assertThat(FileType.of(fifo)).isEqualTo(FileType.PIPE);
  }

  @Test
  void createsNoNewFileAmongTheDevices() {
    Path typo = Path.of("/dev/wirebench-no-such-device");
    assumeTrue(Files.isDirectory(Path.of("/dev")) && !Files.exists(typo), "no /dev here");

    // check() only: a test must never write under /dev, even when the code under test is wrong.
    assertThatThrownBy(() -> new SafeOutputFile(typo, true, null).check())
        .isInstanceOf(UnsafeOutputException.class)
        .hasMessageContaining("creates no files under /dev");
    assertThat(typo).doesNotExist();
  }

  @Test
  void refusesADeviceThatIsNotAStream() {
    Path device = Path.of("/dev/urandom");
    assumeTrue(Files.exists(device), "no /dev/urandom here");

    assertThatThrownBy(() -> new SafeOutputFile(device, true, null).check())
        .isInstanceOf(UnsafeOutputException.class)
        .hasMessageContaining("is a device");
  }

  @Test
  void standardOutputIsWrittenThroughAndStaysALink() throws Exception {
    Path stdout = Path.of("/dev/stdout");
    assumeTrue(Files.isSymbolicLink(stdout), "no /dev/stdout link here");
    Path redirected = dir.resolve("redirected.txt");

    // A process of its own: this JVM's standard output belongs to the test runner.
    Process child =
        new ProcessBuilder(
                ProcessHandle.current().info().command().orElse("java"),
                "-cp",
                System.getProperty("java.class.path"),
                WriteThroughMain.class.getName(),
                "/dev/stdout")
            .redirectOutput(redirected.toFile())
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();

    assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(child.exitValue()).isZero();
    assertThat(Files.readString(redirected)).isEqualTo("before\nexported\n");
    assertThat(Files.isSymbolicLink(stdout)).isTrue();
  }

  @Test
  void refusesAFolderThatDoesNotExist() {
    Path out = dir.resolve("reports").resolve("a.csv");

    assertThatThrownBy(() -> new SafeOutputFile(out, false, null).write("a\n"))
        .isInstanceOf(UnsafeOutputException.class)
        .hasMessageContaining("folder " + out.getParent() + " does not exist");
    assertThat(dir.resolve("reports")).doesNotExist();
  }

  @Test
  void aNewFileGetsTheUmasksPermissionsAndAReplacedOneKeepsItsOwn() throws IOException {
    Path reference = dir.resolve("reference.txt");
    Files.newOutputStream(reference).close(); // what the user's umask gives a new file
    Path out = dir.resolve("new.csv");

    new SafeOutputFile(out, false, null).write("a\n");

    assertThat(Files.getPosixFilePermissions(out))
        .isEqualTo(Files.getPosixFilePermissions(reference));

    Path kept = Files.writeString(dir.resolve("kept.csv"), "old");
    Set<PosixFilePermission> mine = PosixFilePermissions.fromString("rw-r-----");
    Files.setPosixFilePermissions(kept, mine);
    new SafeOutputFile(kept, true, null).write("new");
    assertThat(Files.getPosixFilePermissions(kept)).isEqualTo(mine);
  }

  /** Writes "exported" to its argument through {@link SafeOutputFile}, after "before" on stdout. */
  public static final class WriteThroughMain {
    public static void main(String[] args) {
      System.out.println("before");
      System.out.flush();
      new SafeOutputFile(Path.of(args[0]), true, null).write("exported\n");
    }
  }
}
