package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class StreamOrderTest {
  @Test
  void everyStreamTakesEveryPositionOnceOverAsManyRepetitions() {
    List<String> streams = List.of("log/json", "log/sbe", "chronicle/json", "chronicle/sbe");

    assertThat(StreamOrder.rotate(streams, 0)).isEqualTo(streams);
    assertThat(StreamOrder.rotate(streams, 1))
        .containsExactly("log/sbe", "chronicle/json", "chronicle/sbe", "log/json");
    assertThat(StreamOrder.rotate(streams, 3)).first().isEqualTo("chronicle/sbe");
    assertThat(StreamOrder.rotate(streams, 4)).isEqualTo(streams);
    for (String stream : streams) {
      assertThat(
              java.util.stream.IntStream.range(0, 4)
                  .map(r -> StreamOrder.rotate(streams, r).indexOf(stream))
                  .sorted()
                  .toArray())
          .containsExactly(0, 1, 2, 3);
    }
    assertThat(StreamOrder.rotate(List.of(), 3)).isEmpty();
  }

  @Test
  void kAlternatesBetweenRepetitions() {
    assertThat(StreamMeasurement.consumerOrder(List.of(1, 2, 4), 0)).containsExactly(1, 2, 4);
    assertThat(StreamMeasurement.consumerOrder(List.of(1, 2, 4), 1)).containsExactly(4, 2, 1);
  }
}
