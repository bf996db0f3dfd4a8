package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.stream.ForwardingStreamReader;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThroughputRunnerTest {
  private static final CodecRegistry CODECS = CodecRegistry.discover();
  private static final FixtureLoader FIXTURES = FixtureLoader.bundled();

  @TempDir Path dir;
  @TempDir Path lockDir;

  private ThroughputSettings.Builder small() {
    return ThroughputSettings.builder()
        .stores(List.of("log", "chronicle"))
        .codecs(List.of("json"))
        .fixture("bars")
        .messages(3_000)
        .consumers(List.of(1, 2))
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
  void reportsEveryRepetitionOfEveryPointWithItsCeiling() throws IOException {
    Recorder listener = new Recorder();
    ThroughputReport report =
        TestRunners.runner(lockDir).run(small().build(), listener, new CancelToken());

    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.failure()).isNull();
    // small(): 2 stores x 2 consumer counts x 2 repetitions; a scan ceiling per store
    assertThat(report.points()).hasSize(2 * 2 * 2).isEqualTo(listener.points);
    assertThat(report.ceilings()).hasSize(2).isEqualTo(listener.ceilings);
    for (ThroughputPoint point : report.points()) {
      assertThat(point.messages()).isEqualTo(3_000); // small().messages
      assertThat(point.perConsumerMsgPerSec()).hasSize(point.consumers());
      assertThat(point.combinedMsgPerSec()).isPositive();
      assertThat(point.scanCeilingMsgPerSec()).isPositive();
      assertThat(point.fixture()).isEqualTo("bars");
    }
    assertThat(report.summaries())
        .extracting(PointSummary::store, PointSummary::consumers, PointSummary::repetitions)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("log", 1, 2),
            org.assertj.core.groups.Tuple.tuple("log", 2, 2),
            org.assertj.core.groups.Tuple.tuple("chronicle", 1, 2),
            org.assertj.core.groups.Tuple.tuple("chronicle", 2, 2));
    // each point is paired with the scan pass taken just before it; a stream's ceiling holds them
    // all
    for (ScanCeiling ceiling : report.ceilings()) {
      assertThat(ceiling.samplesMsgPerSec())
          .hasSize(2 * 2)
          .containsExactlyElementsOf(
              report.points().stream()
                  .filter(point -> point.store().equals(ceiling.store()))
                  .map(ThroughputPoint::scanCeilingMsgPerSec)
                  .toList());
    }
    int steps = listener.progress.get(0).steps();
    assertThat(steps).isEqualTo(2 * (1 + 1 + 2 * 2 * 2));
    assertThat(listener.progress)
        .filteredOn(p -> p.phase() == ThroughputProgress.Phase.SCANNING)
        .hasSize(2 * 2 * 2)
        .allMatch(p -> p.consumers() > 0);
    assertThat(listener.progress)
        .extracting(ThroughputProgress::step)
        .contains(steps)
        .allMatch(s -> s >= 1);
    assertThat(report.keptDirectory()).isNull();
    assertThat(filesUnder(dir)).isEmpty();
    assertThat(listener.started).containsExactly(report.environment());
    assertThat(listener.finished).containsExactly(report);
    assertThat(report.environment().get("settings.stores")).isEqualTo("log,chronicle");
    assertThat(report.environment().get("settings.store.chronicle"))
        .startsWith("chronicle-queue 20");
    assertThat(report.environment().get("settings.consumer.mode")).isEqualTo("thread");
    assertThat(report.environment().get(Environment.CODEC_PREFIX + "json")).isNotBlank();
    assertThat(report.startedAt()).isBeforeOrEqualTo(report.finishedAt());
  }

  @Test
  void keepsTheStreamFilesOnlyWhenAsked() throws IOException {
    ThroughputReport report =
        TestRunners.runner(lockDir)
            .run(
                small().consumers(List.of(1)).repetitions(1).keepFiles(true).build(),
                ThroughputListener.NONE,
                new CancelToken());

    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.keptDirectory()).isNotNull().startsWith(dir);
    assertThat(filesUnder(report.keptDirectory().resolve("log-json")))
        .extracting(path -> path.getFileName().toString())
        .contains("00000000.wblog");
    assertThat(filesUnder(report.keptDirectory().resolve("chronicle-json")))
        .anyMatch(path -> path.toString().endsWith(".cq4"));
  }

  @Test
  void warnsWhenConsumersOutnumberCores() {
    int cores = Runtime.getRuntime().availableProcessors();
    ThroughputReport report =
        TestRunners.runner(lockDir)
            .run(
                small().stores(List.of("log")).consumers(List.of(cores + 1)).repetitions(1).build(),
                ThroughputListener.NONE,
                new CancelToken());

    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.warnings())
        .anyMatch(w -> w.startsWith("K=" + (cores + 1) + " exceeds the " + cores));
  }

  @Test
  void aConsumerThatMissesAMessageFailsTheRunInsteadOfReportingARate() throws IOException {
    ThroughputRunner runner =
        TestRunners.runner(lockDir, id -> new DroppingStore(StreamStores.create(id)));

    ThroughputReport report =
        runner.run(
            small().stores(List.of("log")).build(), ThroughputListener.NONE, new CancelToken());

    assertThat(report.status()).isEqualTo(RunStatus.FAILED);
    assertThat(report.points()).isEmpty();
    assertThat(report.failure()).contains("read 2999 of 3000");
    assertThat(filesUnder(dir)).isEmpty();
  }

  @Test
  void waitsForAnotherMeasurementAndCanBeCancelledWhileWaiting() throws IOException {
    MeasurementLock lock = new MeasurementLock(lockDir.resolve("measure.lock"));
    List<String> waits = new ArrayList<>();
    CancelToken cancel = new CancelToken();
    ThroughputListener cancelWhenWaiting =
        new ThroughputListener() {
          @Override
          public void waiting(String message) {
            waits.add(message);
            cancel.cancel();
          }
        };
    MeasurementLock.Held other = lock.acquire("another run", new CancelToken(), m -> {});
    ThroughputReport report;
    try {
      report = TestRunners.runner(lockDir).run(small().build(), cancelWhenWaiting, cancel);
    } finally {
      other.close();
    }

    assertThat(waits).hasSize(1);
    assertThat(report.cancelled()).isTrue();
    assertThat(report.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(report.points()).isEmpty();
    assertThat(filesUnder(dir)).isEmpty();
  }

  @Test
  void rejectsBadSettingsBeforeWritingAnything() throws IOException {
    ThroughputRunner runner = TestRunners.runner(lockDir);

    assertThatThrownBy(() -> runner.validate(small().stores(List.of("kafka")).build()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "unknown stream store 'kafka'; known stores: log, chronicle, log@tcp, chronicle@tcp, log@aeron-ipc, chronicle@aeron-ipc, log@aeron-udp, chronicle@aeron-udp");
    assertThatThrownBy(() -> runner.validate(small().codecs(List.of("nope")).build()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("unknown codec 'nope'");
    assertThatThrownBy(
            () -> runner.run(small().codecs(List.of("fix")).build(), null, new CancelToken()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("codec fix cannot carry BarMessage");
    assertThatThrownBy(() -> small().consumers(List.of(0)).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("consumer count 0");
    assertThatThrownBy(() -> small().messages(0).build())
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(filesUnder(dir)).isEmpty();
  }

  /** A store whose consumers' readers skip the stream's second message. */
  private record DroppingStore(StreamStore inner) implements StreamStore {
    @Override
    public String id() {
      return inner.id();
    }

    @Override
    public String displayName() {
      return inner.displayName();
    }

    @Override
    public String library() {
      return inner.library();
    }

    @Override
    public StreamAppender openAppender(Path directory, long messages, long bytes)
        throws IOException {
      return inner.openAppender(directory, messages, bytes);
    }

    @Override
    public StreamReader openReader(Path directory) throws IOException {
      StreamReader reader = inner.openReader(directory);
      return new ForwardingStreamReader(reader) {
        private long read;

        private final boolean consumer =
            Thread.currentThread().getName().startsWith(ThreadConsumerGroup.THREAD_PREFIX);

        @Override
        public boolean next() {
          if (++read == 2 && consumer) {
            reader.next();
          }
          return super.next();
        }
      };
    }
  }

  /** Keeps everything a run tells its listener. */
  private static final class Recorder implements ThroughputListener {
    final List<ThroughputPoint> points = new ArrayList<>();
    final List<ScanCeiling> ceilings = new ArrayList<>();
    final List<ThroughputProgress> progress = new ArrayList<>();
    final List<Environment> started = new ArrayList<>();
    final List<ThroughputReport> finished = new ArrayList<>();

    @Override
    public void progress(ThroughputProgress p) {
      progress.add(p);
    }

    @Override
    public void ceiling(ScanCeiling ceiling) {
      ceilings.add(ceiling);
    }

    @Override
    public void point(ThroughputPoint point) {
      points.add(point);
    }

    @Override
    public void runStarted(ThroughputSettings settings, Environment environment) {
      started.add(environment);
    }

    @Override
    public void runFinished(ThroughputReport report) {
      finished.add(report);
    }
  }
}
