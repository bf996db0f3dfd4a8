package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.served.ServerProcesses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs over served streams with real stream server processes: beside the local read, over Aeron,
 * many streams and fewer channels, and a server that dies mid-run.
 */
class ServedRunsTest {
  @TempDir Path dir;
  @TempDir Path lockDir;

  private ThroughputSettings.Builder small() {
    return ThroughputSettings.builder()
        .codecs(List.of("json"))
        .fixture("bars")
        .messages(3_000)
        .repetitions(2)
        .warmupMessages(1_000)
        .directory(dir);
  }

  private static List<Path> filesUnder(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile).toList();
    }
  }

  @Test
  void aServedStreamIsMeasuredBesideItsLocalReadAndCountsTheServersThreads() {
    int cores = Runtime.getRuntime().availableProcessors();
    int k = cores / 2 + 1; // K consumers fit the cores, K plus the server's K senders do not
    ThroughputReport report =
        TestRunners.runner(lockDir)
            .run(
                small()
                    .stores(List.of("log", "log@tcp"))
                    .consumers(List.of(k))
                    .repetitions(1)
                    .build(),
                ThroughputListener.NONE,
                new CancelToken());

    assertThat(report.status()).as(report.failure()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points())
        .extracting(ThroughputPoint::store)
        .containsExactlyInAnyOrder("log", "log@tcp");
    assertThat(report.ceilings()).extracting(ScanCeiling::store).contains("log", "log@tcp");
    assertThat(report.warnings())
        .anyMatch(w -> w.startsWith("K=" + k + " served: " + k + " consumers and the server's"));
    assertThat(ServerProcesses.running()).as("no stream server outlives its run").isEmpty();
  }

  @Test
  void anAeronServedStreamIsMeasuredBesideItsLocalReadAndLeavesNothingBehind() throws IOException {
    ThroughputReport report =
        TestRunners.runner(lockDir)
            .run(
                small()
                    .stores(List.of("log", "log@aeron-ipc"))
                    .consumers(List.of(1, 2))
                    .repetitions(1)
                    .build(),
                ThroughputListener.NONE,
                new CancelToken());

    assertThat(report.status()).as(report.failure()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points())
        .extracting(ThroughputPoint::store, ThroughputPoint::consumers)
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple("log", 1),
            org.assertj.core.groups.Tuple.tuple("log", 2),
            org.assertj.core.groups.Tuple.tuple("log@aeron-ipc", 1),
            org.assertj.core.groups.Tuple.tuple("log@aeron-ipc", 2));
    assertThat(report.ceilings())
        .extracting(ScanCeiling::store)
        .containsExactlyInAnyOrder("log", "log@aeron-ipc");
    assertThat(ServerProcesses.running()).as("no stream server outlives its run").isEmpty();
    assertThat(filesUnder(dir)).as("no stream, no Aeron directory left").isEmpty();
  }

  @Test
  void eachConsumerOnItsOwnStreamLocallyAndServedLeavesNothingBehind() throws IOException {
    ThroughputReport report =
        TestRunners.runner(lockDir)
            .run(
                small()
                    .stores(List.of("log+streams=2", "chronicle@tcp+channels=1+streams=2"))
                    .consumers(List.of(1, 2, 3))
                    .repetitions(1)
                    .build(),
                ThroughputListener.NONE,
                new CancelToken());

    assertThat(report.status()).as(report.failure()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points())
        .extracting(ThroughputPoint::store)
        .containsOnly("log+streams=2", "chronicle@tcp+channels=1+streams=2")
        .hasSize(6);
    assertThat(report.points()).allMatch(p -> p.perConsumerMsgPerSec().size() == p.consumers());
    assertThat(report.ceilings())
        .extracting(ScanCeiling::store)
        .containsExactlyInAnyOrder("log+streams=2", "chronicle@tcp+channels=1+streams=2");
    assertThat(ServerProcesses.running()).as("no stream server outlives its run").isEmpty();
    assertThat(filesUnder(dir)).as("no stream left").isEmpty();
  }

  @Test
  void aStreamServerThatDiesFailsTheRunLoudlyAndLeavesNothingBehind() throws IOException {
    ThroughputListener killer =
        new ThroughputListener() {
          @Override
          public void progress(ThroughputProgress progress) {
            if (progress.phase() == ThroughputProgress.Phase.MEASURING) {
              for (ProcessHandle server : ServerProcesses.running()) {
                server.destroyForcibly();
                server.onExit().join(); // dead before the consumers connect
              }
            }
          }
        };
    ThroughputReport report =
        TestRunners.runner(lockDir)
            .run(
                small().stores(List.of("log@tcp")).consumers(List.of(1, 2)).repetitions(1).build(),
                killer,
                new CancelToken());

    assertThat(report.status()).isEqualTo(RunStatus.FAILED);
    assertThat(report.cancelled()).isFalse();
    assertThat(report.failure()).contains("consumer 1 of");
    assertThat(ServerProcesses.running()).isEmpty();
    assertThat(filesUnder(dir)).as("no stream left").isEmpty();
  }

  @Test
  void aServerCpuLimitBeyondThisMachineIsRefusedBeforeAnythingIsWritten() throws IOException {
    int cpus = dev.wirebench.engine.throughput.served.CpuList.allowed().size() + 1;
    ThroughputSettings settings =
        small().stores(List.of("log", "log@tcp+cpus=" + cpus)).consumers(List.of(1)).build();
    TestRunners.runner(lockDir).validate(settings); // a plan for another host's CPUs is valid

    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                TestRunners.runner(lockDir)
                    .run(settings, ThroughputListener.NONE, new CancelToken()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cannot be limited to " + cpus + " CPUs on this machine");
    assertThat(filesUnder(dir)).isEmpty();
  }
}
