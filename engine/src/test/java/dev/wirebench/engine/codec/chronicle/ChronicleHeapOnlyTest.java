package dev.wirebench.engine.codec.chronicle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.jvm.JvmFlags;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chronicle's no-op POSIX API changes nothing the codecs produce: the same bytes, round trips and
 * spans for every bundled fixture as with the native API. Child JVMs, because the choice is made
 * once per JVM (and the throughput tests in this JVM need the real API).
 */
class ChronicleHeapOnlyTest {
  @TempDir Path scratch;

  private List<String> run(String mode) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(JvmFlags.forCurrentJdk());
    command.add("-Djava.io.tmpdir=" + scratch);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(ChronicleHeapOnlyChild.class.getName());
    command.add(mode);
    Path log = scratch.resolve(mode + ".log");
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new IllegalStateException("the child JVM did not finish");
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);
    assertThat(process.exitValue()).as(output).isZero();
    return output.lines().toList();
  }

  @Test
  void theNoOpPosixApiLeavesEveryPayloadRoundTripAndSpanAsItWas() throws Exception {
    List<String> heapOnly = run("heap-only");
    List<String> usual = run("usual");

    assertThat(heapOnly).last().isEqualTo("posix NoOpPosixAPI");
    assertThat(usual).last().asString().isNotEqualTo("posix NoOpPosixAPI").startsWith("posix ");
    List<String> payloads = heapOnly.subList(0, heapOnly.size() - 1);
    assertThat(payloads).hasSizeGreaterThan(20).allMatch(line -> line.contains(" exact spans="));
    assertThat(payloads).isEqualTo(usual.subList(0, usual.size() - 1));
  }
}
