package dev.wirebench.engine.codec.chronicle;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chronicle writes into the user's home unless stopped: analytics files ({@code
 * ~/.chronicle.analytics.*}, with a call to Google Analytics) and JNA's native library ({@code
 * ~/.cache/JNA}). These tests run the Chronicle codecs in child JVMs whose home is a scratch
 * directory, and look at what appears there.
 */
class ChronicleHomeTest {
  @TempDir Path scratch;

  private record Run(int exit, String output, List<String> homeFiles) {}

  private Run run(List<String> flags, String mode) throws IOException, InterruptedException {
    Path home = Files.createDirectories(scratch.resolve("home-" + mode + flags.size()));
    Path tmp = Files.createDirectories(scratch.resolve("tmp-" + mode + flags.size()));
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(flags);
    command.add("-Duser.home=" + home);
    command.add("-Djava.io.tmpdir=" + tmp);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(ChronicleChild.class.getName());
    command.add(mode);
    Path log = scratch.resolve("child-" + mode + flags.size() + ".log");
    ProcessBuilder builder =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
    // JNA prefers $XDG_CACHE_HOME to the home directory; make it use the home under test
    builder.environment().remove("XDG_CACHE_HOME");
    Process process = builder.start();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new IllegalStateException("the child JVM did not finish");
    }
    List<String> files;
    try (Stream<Path> walk = Files.walk(home)) {
      files = walk.filter(p -> !p.equals(home)).map(p -> home.relativize(p).toString()).toList();
    }
    return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8), files);
  }

  @Test
  void codecsRunWithWirebenchsFlagsLeaveTheHomeDirectoryUntouched() throws Exception {
    Run run = run(JvmFlags.forCurrentJdk(), "codecs");
    assertThat(run.exit()).as(run.output()).isZero();
    assertThat(run.output()).contains("chronicle.analytics.disable=true").contains("checked ");
    assertThat(run.homeFiles()).as("files Chronicle left in the home directory").isEmpty();
  }

  @Test
  void theCodecsOwnGuardDisablesAnalyticsWhenTheJvmHasNoFlag() throws Exception {
    List<String> flags =
        JvmFlags.forCurrentJdk().stream()
            .filter(flag -> !flag.startsWith("-D" + ChronicleGuard.ANALYTICS_DISABLE))
            .toList();
    assertThat(flags).isNotEqualTo(JvmFlags.forCurrentJdk());
    Run run = run(flags, "codecs");
    assertThat(run.exit()).as(run.output()).isZero();
    assertThat(run.output()).contains("chronicle.analytics.disable=true");
    assertThat(run.homeFiles()).as("files Chronicle left in the home directory").isEmpty();
    assertThat(run.homeFiles()).noneMatch(name -> name.startsWith(".chronicle"));
  }

  @Test
  void chronicleUsedWithoutTheGuardWritesJnaFilesIntoTheHomeDirectory() throws Exception {
    // the control: the same home check does see what Chronicle writes when nobody stops it
    Run run = run(JvmFlags.forCurrentJdk(), "bare");
    assertThat(run.exit()).as(run.output()).isZero();
    assertThat(run.homeFiles()).anyMatch(name -> name.contains("JNA"));
  }
}
