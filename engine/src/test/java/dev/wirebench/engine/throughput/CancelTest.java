package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CancelTest {
  @TempDir Path dir;
  @TempDir Path lockDir;

  private static List<Thread> consumerThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().startsWith(ThreadConsumerGroup.THREAD_PREFIX) && t.isAlive())
        .toList();
  }

  private static List<Path> pathsUnder(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(path -> !path.equals(root)).toList();
    }
  }

  /** Waits (without asserting on time) until {@code condition} holds, or gives up after a while. */
  static boolean eventually(java.util.function.BooleanSupplier condition)
      throws InterruptedException {
    for (int i = 0; i < 6000 && !condition.getAsBoolean(); i++) {
      Thread.sleep(10);
    }
    return condition.getAsBoolean();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"log", "chronicle"})
  void cancelWhileWritingClosesAndDeletesThePartialStream(String store) throws Exception {
    ThroughputSettings settings =
        ThroughputSettings.builder()
            .stores(List.of(store))
            .codecs(List.of("json"))
            .fixture("bars")
            .messages(50_000_000)
            .consumers(List.of(1))
            .repetitions(1)
            .directory(dir)
            .build();
    ThroughputRunner runner = TestRunners.runner(lockDir);
    CancelToken cancel = new CancelToken();
    ThroughputListener cancelOnFirstProgress =
        new ThroughputListener() {
          @Override
          public void progress(ThroughputProgress progress) {
            if (progress.phase() == ThroughputProgress.Phase.WRITING && progress.done() > 0) {
              cancel.cancel();
            }
          }
        };

    ThroughputReport report = runner.run(settings, cancelOnFirstProgress, cancel);

    assertThat(report.cancelled()).isTrue();
    assertThat(report.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(report.points()).isEmpty();
    if (Mappings.available()) {
      assertThat(Mappings.under(dir)).isEmpty();
    }
    assertThat(pathsUnder(dir)).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"log", "chronicle"})
  void cancelStopsConsumersClosesMappedFilesAndDeletesThem(String store) throws Exception {
    ThroughputSettings settings =
        ThroughputSettings.builder()
            .stores(List.of(store))
            .codecs(List.of("json"))
            .fixture("bars")
            .messages(200_000)
            .consumers(Collections.nCopies(1000, 2))
            .repetitions(1)
            .warmupMessages(0)
            .directory(dir)
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
    assertThat(eventually(() -> !consumerThreads().isEmpty())).isTrue();

    cancel.cancel();
    run.join();

    assertThat(report.get().cancelled()).isTrue();
    assertThat(report.get().status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(report.get().failure()).isNull();
    assertThat(report.get().points()).hasSizeLessThan(1000);
    assertThat(consumerThreads()).isEmpty();
    if (Mappings.available()) {
      assertThat(Mappings.under(dir)).isEmpty();
    }
    assertThat(pathsUnder(dir)).isEmpty();
  }
}
