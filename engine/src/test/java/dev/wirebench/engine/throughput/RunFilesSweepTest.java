package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 20, case 5: stream files left by a killed run are swept; nobody else's are touched. */
class RunFilesSweepTest {
  @TempDir Path dir;

  @Test
  void aDirectoryOfADeadProcessIsSweptOneOfALiveProcessOrKeptOnPurposeIsNot()
      throws IOException, InterruptedException {
    Path abandoned = RunFiles.createRunDirectory(dir);
    Files.write(abandoned.resolve("stream.log"), new byte[64 * 1024]);
    Files.writeString(abandoned.resolve(RunFiles.OWNER_MARKER), deadOwner().encode());
    Path live = RunFiles.createRunDirectory(dir);
    Path kept = RunFiles.createRunDirectory(dir);
    RunFiles.release(kept, problem -> {});
    Path notOurs = Files.createDirectory(dir.resolve("wirebench-throughput-handmade"));
    List<String> notices = new ArrayList<>();

    RunFiles.sweepAbandoned(dir, notices::add);

    assertThat(abandoned).doesNotExist();
    assertThat(notices).containsExactly("removed stream files left by a killed run: " + abandoned);
    assertThat(live).isDirectory();
    assertThat(kept).isDirectory();
    assertThat(notOurs).isDirectory();
  }

  @Test
  void aRunDirectoryNamesItsOwner() {
    Path directory = RunFiles.createRunDirectory(dir);

    assertThat(directory.getFileName().toString()).startsWith(RunFiles.PREFIX);
    assertThat(directory.resolve(RunFiles.OWNER_MARKER))
        .content()
        .isEqualTo(DirectoryOwner.current().encode());
  }

  /** A process that really ran here and has exited. */
  private static DirectoryOwner deadOwner() throws IOException, InterruptedException {
    Process process = new ProcessBuilder("true").start();
    long start = process.info().startInstant().map(java.time.Instant::toEpochMilli).orElse(-1L);
    assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
    return new DirectoryOwner(process.pid(), start);
  }
}
