package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A real two-fork JMH run keeps each fork's warm-up iterations in its result, exactly the scores
 * the forks reported live, while JMH's own JSON stays JMH's (measurement only).
 */
class WarmupCaptureTest {
  @Test
  void eachForksWarmupScoresAreKeptInTheResultAndJmhJsonHasNone() throws Exception {
    RecordingListener listener = new RecordingListener();
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .warmup(IterationSpec.of(2, Duration.ofMillis(50)))
                    .measurement(IterationSpec.of(1, Duration.ofMillis(50)))
                    .forks(2)
                    .codecs("json")
                    .fixtures("minimal")
                    .operations(Operation.ENCODE)
                    .build(),
                listener,
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    BenchResult result = outcome.results().get(0);
    assertThat(result.failed()).as(result.toString()).isFalse();
    assertThat(result.rawData()).hasSize(2).allSatisfy(fork -> assertThat(fork).hasSize(1));
    assertThat(result.warmup()).hasSize(2).allSatisfy(fork -> assertThat(fork).hasSize(2));
    assertThat(result.hasWarmup()).isTrue();
    for (int fork = 1; fork <= 2; fork++) {
      int f = fork;
      List<Double> live =
          listener.iterations.stream()
              .filter(p -> p.warmup() && p.fork() == f)
              .map(IterationProgress::score)
              .toList();
      List<Double> measuredLive =
          listener.iterations.stream()
              .filter(p -> !p.warmup() && p.fork() == f)
              .map(IterationProgress::score)
              .toList();
      assertThat(result.warmup().get(fork - 1)).containsExactlyElementsOf(live);
      assertThat(result.rawData().get(fork - 1)).containsExactlyElementsOf(measuredLive);
    }
    // JMH's JSON has no place for warm-ups: the export is JMH's own, measurement only.
    JsonNode json = new ObjectMapper().readTree(BenchJson.toJmhJson(outcome.results())).get(0);
    assertThat(json.path("warmupIterations").asInt()).isEqualTo(2);
    assertThat(json.path("primaryMetric").path("rawData")).hasSize(2);
    assertThat(json.path("primaryMetric").path("rawData").get(0)).hasSize(1);
    assertThat(json.toString()).doesNotContain("warmupData");
  }
}
