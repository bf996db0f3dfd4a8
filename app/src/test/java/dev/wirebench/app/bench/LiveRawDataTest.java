package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.result.BenchResult;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class LiveRawDataTest {
  private static final BenchmarkCase JSON =
      new BenchmarkCase("json", "minimal", "minimal", Operation.ENCODE, BenchMode.AVERAGE_TIME);

  @Test
  void keepsWarmupsPerForkFromProgressAndMeasurementsFromTheResult() {
    LiveRawData raw = new LiveRawData();
    raw.iteration(progress(1, true, 900));
    raw.iteration(progress(1, true, 500));
    raw.iteration(progress(1, false, 410)); // measurement: taken from the result instead
    raw.iteration(progress(2, true, 880));
    BenchResult result = result(List.of(List.of(400.0, 405.0), List.of(420.0, 415.0)));
    raw.result(result);

    LiveRawData.Raw shown = raw.of(LiveResultRow.of(result));

    assertThat(shown.forks()).containsExactly(List.of(400.0, 405.0), List.of(420.0, 415.0));
    assertThat(shown.warmups()).containsExactly(List.of(900.0, 500.0), List.of(880.0));
  }

  @Test
  void theResultsOwnWarmupsWinOverTheLiveOnes() {
    LiveRawData raw = new LiveRawData();
    raw.iteration(progress(1, true, 900));
    BenchResult result =
        result(List.of(List.of(400.0))).withWarmup(List.of(List.of(901.5), List.of(870.0)));
    raw.result(result);

    LiveRawData.Raw shown = raw.of(LiveResultRow.of(result));

    assertThat(shown.warmups()).containsExactly(List.of(901.5), List.of(870.0));
  }

  @Test
  void anUnknownRowOrAClearedRunHasNoRawData() {
    LiveRawData raw = new LiveRawData();
    BenchResult result = result(List.of(List.of(400.0)));
    raw.iteration(progress(1, true, 900));
    raw.result(result);
    raw.clear();

    assertThat(raw.of(LiveResultRow.of(result)).forks()).isEmpty();
    assertThat(raw.of(LiveResultRow.of(result)).warmups()).isEmpty();
    assertThat(raw.of(null).forks()).isEmpty();
  }

  private static IterationProgress progress(int fork, boolean warmup, double score) {
    return new IterationProgress(
        JSON, 0, 1, fork, 2, warmup, 1, 2, score, "ns/op", Duration.ofSeconds(1));
  }

  private static BenchResult result(List<List<Double>> rawData) {
    return new BenchResult(
        "dev.wirebench.engine.bench.jmh.CodecBenchmark.encode",
        "json",
        "minimal",
        "encode",
        "avgt",
        Map.of("codec", "json", "fixture", "minimal"),
        410,
        5,
        "ns/op",
        405,
        415,
        new TreeMap<>(),
        null,
        null,
        null,
        rawData,
        Map.of(),
        null,
        null,
        null,
        List.of());
  }
}
