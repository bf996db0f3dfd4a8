package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CrashRecoveryTest {
  @TempDir Path dir;

  @Test
  void aRunWhoseProcessWasKilledIsMarkedInterruptedWithItsResultsKept() throws Exception {
    Path file = dir.resolve("crash.db");
    Process writer = startWriter(file);
    long runId;
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(writer.getInputStream(), StandardCharsets.UTF_8))) {
      String line = out.readLine();
      assertThat(line).as("the writer's first line").startsWith("READY ");
      runId = Long.parseLong(line.substring("READY ".length()).trim());
    } finally {
      writer.destroyForcibly(); // SIGKILL: no shutdown hooks, no close
      assertThat(writer.waitFor(30, TimeUnit.SECONDS)).isTrue();
    }

    try (RunStore store = RunStore.open(file)) {
      RunSummary run = store.run(runId);
      assertThat(store.recoveredRuns()).containsExactly(runId);
      assertThat(run.status()).isEqualTo(RunStatus.INTERRUPTED);
      assertThat(run.finishedAt()).isNotNull().isAfterOrEqualTo(run.startedAt());
      List<StoredResult> results = store.results(runId);
      assertThat(results).extracting(r -> r.result().codec()).containsExactly("json", "fix");
      assertThat(results.get(1).result().histogram())
          .isEqualTo(TestResults.latency("fix").histogram());
    }
  }

  @Test
  void aRunOfALiveProcessIsLeftRunningWhenAnotherStoreOpensTheFile() {
    Path file = dir.resolve("live.db");
    try (RunStore writer = RunStore.open(file)) {
      long run = writer.startRun(RunKind.BENCH, "still going", null, TestResults.environment("17"));

      try (RunStore reader = RunStore.open(file)) {
        assertThat(reader.recoveredRuns()).isEmpty();
        assertThat(reader.run(run).status()).isEqualTo(RunStatus.RUNNING);
      }

      writer.addResult(run, TestResults.bench("json", "decode", 1));
      writer.finishRun(run, RunStatus.COMPLETE);
    }
  }

  @Test
  void ownersAreRecognisedAliveOnlyForThisLiveProcess() {
    Owner self = Owner.current();

    assertThat(Owner.decode(self.encode())).contains(self);
    assertThat(self.isAlive()).isTrue();
    assertThat(new Owner(self.pid(), "some-other-host", self.startMillis()).isAlive()).isFalse();
    assertThat(new Owner(self.pid(), self.host(), self.startMillis() - 60_000).isAlive()).isFalse();
    assertThat(Owner.decode("garbage")).isEmpty();
    assertThat(Owner.decode(null)).isEmpty();
  }

  private static Process startWriter(Path file) throws IOException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>();
    command.add(java);
    command.addAll(JvmFlags.forCurrentJdk()); // on JDK 22+: native access for sqlite-jdbc
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            CrashingWriter.class.getName(),
            file.toString()));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.redirectError(ProcessBuilder.Redirect.INHERIT);
    return builder.start();
  }
}
