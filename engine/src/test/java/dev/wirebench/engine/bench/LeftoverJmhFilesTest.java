package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.env.JmhLock;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 31, case 12: JMH's files left by a killed run are removed, and only those. */
class LeftoverJmhFilesTest {
  @TempDir Path tmp;

  private final Instant now = Instant.now();

  private Path file(String name, Duration age) throws IOException {
    Path file = Files.writeString(tmp.resolve(name), "x");
    Files.setLastModifiedTime(file, FileTime.from(now.minus(age)));
    return file;
  }

  @Test
  void removesOldJmhFilesOnlyWhenNoJmhRunHoldsItsLock() throws IOException {
    Path leftOut = file("jmh4417789834196427631stdout", Duration.ofHours(3));
    Path leftCommands = file("jmh12compilecommand", Duration.ofHours(3));
    Path fresh = file("jmh77stdout", Duration.ofSeconds(5));
    Path notJmh = file("jmhx-notes.txt", Duration.ofHours(3));
    Path lockFile = Files.createFile(tmp.resolve(JmhLock.FILE_NAME));

    try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE);
        FileLock held = channel.lock()) {
      assertThat(held.isValid()).isTrue();
      assertThat(LeftoverJmhFiles.sweep(tmp, new JmhLock(lockFile), now)).isZero();
      assertThat(leftOut).exists();
    }

    assertThat(LeftoverJmhFiles.sweep(tmp, new JmhLock(lockFile), now)).isEqualTo(2);

    assertThat(leftOut).doesNotExist();
    assertThat(leftCommands).doesNotExist();
    assertThat(fresh).exists();
    assertThat(notJmh).exists();
    assertThat(lockFile).exists();
  }
}
