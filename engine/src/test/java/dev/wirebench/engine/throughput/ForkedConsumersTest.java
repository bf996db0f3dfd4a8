package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Consumers in their own JVMs: the stream is written by this process and read by others. */
class ForkedConsumersTest {
  @TempDir Path dir;
  @TempDir Path lockDir;

  private static ThroughputSettings.Builder forked(Path dir) {
    return ThroughputSettings.builder()
        .codecs(List.of("json"))
        .fixture("bars")
        .processPerConsumer(true)
        .warmupMessages(500)
        .directory(dir);
  }

  @Test
  void forkedConsumersReadEveryMessageOfStreamsThisProcessWrote() {
    ThroughputSettings settings =
        forked(dir)
            .stores(List.of("log", "chronicle"))
            .messages(2_000)
            .consumers(List.of(2))
            .repetitions(1)
            .build();

    ThroughputReport report =
        TestRunners.runner(lockDir).run(settings, ThroughputListener.NONE, new CancelToken());

    // The runner checks each fork's count and checksum against what it wrote; a mismatch fails.
    assertThat(report.failure()).isNull();
    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points())
        .extracting(ThroughputPoint::store, ThroughputPoint::consumers)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("log", 2),
            org.assertj.core.groups.Tuple.tuple("chronicle", 2));
    assertThat(report.points()).allMatch(p -> p.perConsumerMsgPerSec().size() == p.consumers());
    assertThat(ProcessHandle.current().children()).isEmpty();
  }

  @Test
  void forkedConsumersSpreadOverStreamsOfOneServerWithFewerChannels() {
    ThroughputSettings settings =
        forked(dir)
            .stores(List.of("log@tcp+channels=1+cpus=1+streams=2", "log@aeron-udp+streams=3"))
            .messages(2_000)
            .consumers(List.of(3))
            .repetitions(1)
            .build();

    ThroughputReport report =
        TestRunners.runner(lockDir).run(settings, ThroughputListener.NONE, new CancelToken());

    // Consumers 1 and 3 read stream 0, consumer 2 stream 1: each one's count and checksum checked.
    assertThat(report.failure()).isNull();
    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points())
        .extracting(ThroughputPoint::store, ThroughputPoint::consumers)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("log@tcp+channels=1+cpus=1+streams=2", 3),
            org.assertj.core.groups.Tuple.tuple("log@aeron-udp+streams=3", 3));
    assertThat(report.environment().get("settings.store.log@tcp+channels=1+cpus=1+streams=2"))
        .contains("server CPU limit:")
        .contains("-XX:ActiveProcessorCount=1");
    assertThat(ProcessHandle.current().children()).isEmpty();
  }

  @Test
  void aConsumerThatDiesMidReadLosesItsPointButNotTheOthersReadsNorTheRestOfTheRun() {
    List<String> jvmArgs = new java.util.ArrayList<>(ForkOptions.DEFAULT_JVM_ARGS);
    jvmArgs.add("-D" + ConsumerFault.PROPERTY + "=1:700"); // consumer 2 halts after 700 messages
    ThroughputSettings settings =
        forked(dir)
            .fork(ForkOptions.currentJvm().withJvmArgs(jvmArgs))
            .stores(List.of("log@tcp"))
            .messages(2_000)
            .consumers(List.of(1, 3))
            .repetitions(1)
            .build();

    ThroughputReport report =
        TestRunners.runner(lockDir).run(settings, ThroughputListener.NONE, new CancelToken());

    assertThat(report.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(report.cancelled()).isFalse();
    assertThat(report.points()).extracting(ThroughputPoint::consumers).containsExactly(1);
    assertThat(report.failure())
        .contains("1 point(s) lost")
        .contains("K=3 repetition 1 lost: consumer 2 of 3 died")
        .contains("code " + ConsumerFault.EXIT_CODE);
    assertThat(report.warnings())
        .anyMatch(
            w -> w.contains("consumer 1 ") && w.contains("consumer 3 ") && w.contains("msg/s"));
    assertThat(ProcessHandle.current().children()).isEmpty();
  }

  @Test
  void forkedConsumersReadAStreamServedOverAeronThroughTheServersDriver() {
    ThroughputSettings settings =
        forked(dir)
            .stores(List.of("log@aeron-ipc", "log@aeron-udp"))
            .messages(2_000)
            .consumers(List.of(2))
            .repetitions(1)
            .build();

    ThroughputReport report =
        TestRunners.runner(lockDir).run(settings, ThroughputListener.NONE, new CancelToken());

    // Each fork's count and checksum are checked against what this process wrote.
    assertThat(report.failure()).isNull();
    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points())
        .extracting(ThroughputPoint::store, ThroughputPoint::consumers)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("log@aeron-ipc", 2),
            org.assertj.core.groups.Tuple.tuple("log@aeron-udp", 2));
    assertThat(ProcessHandle.current().children()).isEmpty();
  }

  @Test
  void cancelKillsForkedConsumers() throws Exception {
    ThroughputSettings settings =
        forked(dir)
            .stores(List.of("log"))
            .messages(300_000)
            .consumers(Collections.nCopies(100, 2))
            .repetitions(1)
            .build();
    ThroughputRunner runner = TestRunners.runner(lockDir);
    CancelToken cancel = new CancelToken();
    CountDownLatch measuring = new CountDownLatch(1);
    AtomicReference<ThroughputReport> report = new AtomicReference<>();
    Thread run =
        new Thread(
            () ->
                report.set(
                    runner.run(
                        settings,
                        new ThroughputListener() {
                          @Override
                          public void progress(ThroughputProgress progress) {
                            if (progress.phase() == ThroughputProgress.Phase.MEASURING) {
                              measuring.countDown();
                            }
                          }
                        },
                        cancel)));
    run.start();
    assertThat(measuring.await(5, TimeUnit.MINUTES)).isTrue();
    assertThat(CancelTest.eventually(() -> ProcessHandle.current().children().count() == 2))
        .isTrue();

    cancel.cancel();
    run.join();

    assertThat(report.get().cancelled()).isTrue();
    assertThat(report.get().failure()).isNull();
    assertThat(ProcessHandle.current().children()).isEmpty();
  }
}
