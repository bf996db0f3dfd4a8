package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 31, case 12: a Wirebench process that dies without cleaning up (as after {@code kill -9})
 * leaves no copy of sqlite-jdbc's native library in the temp directory.
 */
class SqliteNativeLibraryTest {
  @TempDir Path dir;

  @Test
  void aKilledProcessLeavesNoNativeLibraryInTheTempDirectory() throws Exception {
    Path tmp = Files.createDirectory(dir.resolve("tmp"));
    Path cache = Files.createDirectory(dir.resolve("cache"));
    for (int run = 0; run < 2; run++) {
      ProcessBuilder child =
          new ProcessBuilder(
                  ProcessHandle.current().info().command().orElse("java"),
                  "-Djava.io.tmpdir=" + tmp,
                  "-cp",
                  System.getProperty("java.class.path"),
                  OpenAndHalt.class.getName(),
                  dir.resolve("runs.db").toString())
              .redirectErrorStream(true)
              .redirectOutput(dir.resolve("child.log").toFile());
      child.environment().put("XDG_CACHE_HOME", cache.toString());
      Process process = child.start();
      assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
      assertThat(process.exitValue()).as(Files.readString(dir.resolve("child.log"))).isEqualTo(9);
    }

    try (Stream<Path> left = Files.list(tmp)) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .noneMatch(name -> name.contains("sqlitejdbc"));
    }
    try (Stream<Path> cached = Files.walk(cache)) {
      assertThat(cached.filter(p -> p.getFileName().toString().endsWith("libsqlitejdbc.so")))
          .hasSize(1);
    }
  }

  /** Opens a run database, then halts as a kill -9 would (no shutdown hooks, no clean-up). */
  public static final class OpenAndHalt {
    public static void main(String[] args) {
      RunStore.open(Path.of(args[0])).close();
      Runtime.getRuntime().halt(9);
    }
  }
}
