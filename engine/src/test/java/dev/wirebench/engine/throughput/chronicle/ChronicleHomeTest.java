package dev.wirebench.engine.throughput.chronicle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.jvm.JvmFlags;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Chronicle must not phone home nor write into the user's home: a child JVM with a fresh {@code
 * user.home} writes and reads a queue, and the home stays empty. Without the {@code -D} flags on
 * its command line too, which proves Wirebench sets the analytics property itself before Chronicle
 * loads.
 */
class ChronicleHomeTest {
  @TempDir Path temp;

  @ParameterizedTest(name = "system properties on the command line: {0}")
  @ValueSource(booleans = {true, false})
  void chronicleQueueLeavesNothingInTheHomeDirectory(boolean propertiesOnCommandLine)
      throws IOException, InterruptedException {
    Path home = Files.createDirectories(temp.resolve("home"));
    Path tmp = Files.createDirectories(temp.resolve("tmp"));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    for (String flag : JvmFlags.forCurrentJdk()) {
      if (propertiesOnCommandLine || !flag.startsWith("-D")) {
        command.add(flag);
      }
    }
    command.add("-Duser.home=" + home);
    command.add("-Djava.io.tmpdir=" + tmp);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(ChronicleHomeProbe.class.getName());
    command.add(temp.resolve("queue").toString());
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    builder.environment().remove("XDG_CACHE_HOME");
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();

    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output).contains("read 1000 analytics.disable=true");
    try (Stream<Path> left = Files.walk(home)) {
      assertThat(left.filter(path -> !path.equals(home))).as(output).isEmpty();
    }
  }
}
