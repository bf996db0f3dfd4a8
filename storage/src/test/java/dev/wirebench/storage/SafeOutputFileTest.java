package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 20, case 2: an output file never destroys the database or an existing file. */
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
  void aLinkIsReplacedNotWrittenThrough() throws IOException {
    Path elsewhere = Files.writeString(dir.resolve("elsewhere.txt"), "untouched");
    Path link = Files.createSymbolicLink(dir.resolve("out.txt"), elsewhere);

    new SafeOutputFile(link, true, null).write("report");

    assertThat(Files.isSymbolicLink(link)).isFalse();
    assertThat(Files.readString(link)).isEqualTo("report");
    assertThat(Files.readString(elsewhere)).isEqualTo("untouched");
  }

  @Test
  void writesANewFileInANewFolder() throws IOException {
    Path out = dir.resolve("reports").resolve("a.csv");

    new SafeOutputFile(out, false, dir.resolve("runs.db")).write("a\n");

    assertThat(Files.readString(out)).isEqualTo("a\n");
  }
}
