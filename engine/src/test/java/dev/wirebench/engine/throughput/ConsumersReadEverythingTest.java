package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConsumersReadEverythingTest {
  @TempDir Path root;

  /** A stream directory inside the test's own: a server serves the directory holding it. */
  private Path dir;

  @BeforeEach
  void streamDirectory() {
    dir = root.resolve("stream");
  }

  @ParameterizedTest(name = "{0} store, {1} codec, {2}")
  @CsvSource({
    "log, json, bars",
    "log, json, l1-packages",
    "log, fix, l1-packages",
    "log, java-serialization, bars",
    "chronicle, json, bars",
    "chronicle, fix, l1-packages",
    "log@tcp, json, bars",
    "chronicle@tcp, fix, l1-packages",
    "log@aeron-ipc, json, bars",
    "log@aeron-ipc, fix, l1-packages",
    "log@aeron-udp, json, bars",
    "chronicle@aeron-ipc, fix, l1-packages"
  })
  void everyConsumerSeesEveryMessageAndTheSameChecksum(String storeId, String codec, String fixture)
      throws IOException {
    CodecRegistry codecs = CodecRegistry.discover();
    EncodedMix mix = EncodedMix.of(FixtureLoader.bundled().resolve(fixture), codec, codecs);
    StreamStore store = StreamStores.create(storeId);
    int messages = 5_003;
    EncodedMix.StreamStats written;
    try (StreamAppender appender = store.openAppender(dir, messages, mix.payloadBytes(messages))) {
      written = mix.write(appender, messages, new CancelToken(), done -> {});
    }
    ConsumerGroup group =
        new ThreadConsumerGroup(
            new ConsumerGroup.Target(store, dir, codec, mix.decoding(), messages),
            new CancelToken());

    ConsumerGroup.PointRun run;
    try {
      run = group.run(3);
    } finally {
      store.release(dir); // a served stream's server process
    }

    assertThat(written.payloadBytes()).isEqualTo(mix.payloadBytes(messages));
    assertThat(run.results()).hasSize(3);
    for (ConsumerResult result : run.results()) {
      assertThat(result.messages()).isEqualTo(messages);
      assertThat(result.payloadBytes()).isEqualTo(written.payloadBytes());
      assertThat(result.checksum()).isEqualTo(written.checksum());
    }
    assertThat(run.elapsedNanos())
        .isGreaterThanOrEqualTo(
            run.results().get(0).endNanos() - run.results().get(0).startNanos());
  }
}
