package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.throughput.log.MappedLogStore;
import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Thread consumers keep one codec instance and target per consumer index for the whole stream (a
 * real wire-compiled stream in a real mapped log): the instances the warm-up used are the ones
 * every point reads with, and reusing them changes nothing in what is read.
 */
class ThreadConsumerGroupTest {
  private static final int MESSAGES = 3_001;

  @TempDir Path dir;

  private final StreamStore store = new MappedLogStore();
  private final CodecRegistry codecs = CodecRegistry.discover();
  private EncodedMix mix;
  private EncodedMix.StreamStats written;

  @BeforeEach
  void write() throws IOException {
    mix = EncodedMix.of(FixtureLoader.bundled().resolve("bars"), "wire-compiled", codecs);
    try (StreamAppender appender = store.openAppender(dir, MESSAGES, mix.payloadBytes(MESSAGES))) {
      written = mix.write(appender, MESSAGES, new CancelToken(), done -> {});
    }
  }

  private ThreadConsumerGroup group(StreamDecoding decoding) {
    return new ThreadConsumerGroup(
        new ConsumerGroup.Target(store, dir, "wire-compiled", decoding, MESSAGES),
        new CancelToken());
  }

  @Test
  void theWarmedUpInstancesReadEveryPointAndEveryPointReadsEverything() throws IOException {
    ThreadConsumerGroup group = group(mix.decoding());
    List<Runnable> checkpoints = new ArrayList<>();
    group.warmUp(3, 1_000, 2, () -> checkpoints.add(() -> {}));
    List<StreamDecoding.Consumer> warmed =
        List.of(group.consumer(0), group.consumer(1), group.consumer(2));

    for (int consumers : List.of(1, 3, 2, 3)) {
      ConsumerGroup.PointRun run = group.run(consumers);
      assertThat(run.results()).hasSize(consumers);
      for (ConsumerResult result : run.results()) {
        assertThat(result.messages()).isEqualTo(MESSAGES);
        assertThat(result.payloadBytes()).isEqualTo(written.payloadBytes());
        assertThat(result.checksum()).isEqualTo(written.checksum());
      }
    }

    // 3 first-use reads and 2 warm-up passes, each followed by a checkpoint (cancel/pause)
    assertThat(checkpoints).hasSize(5);
    for (int i = 0; i < 3; i++) {
      assertThat(group.consumer(i)).isSameAs(warmed.get(i));
    }
  }

  @Test
  void aPointWithMoreConsumersThanWarmedUpMakesTheMissingOnes() {
    ThreadConsumerGroup group = group(mix.decoding());
    StreamDecoding.Consumer first = group.consumer(0);

    ConsumerGroup.PointRun run = group.run(2);

    assertThat(run.results()).extracting(ConsumerResult::checksum).containsOnly(written.checksum());
    assertThat(group.consumer(0)).isSameAs(first);
    assertThat(group.consumer(1)).isNotSameAs(first);
  }

  @Test
  void aConsumerThatCannotBeMadeFailsThePointWithOneLine() {
    ThreadConsumerGroup group =
        group(new StreamDecoding.Static("no-such-codec", MessageType.BAR_MESSAGE, codecs));

    assertThatThrownBy(() -> group.run(2))
        .isInstanceOf(ConsumerGroup.ConsumerFailure.class)
        .hasMessageStartingWith("consumer 1 of 2 could not be made: ")
        .hasMessageContaining("no-such-codec");
  }
}
