package dev.wirebench.engine.latency;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The timing loop counts what it runs, and coolers space operations as configured. */
class LatencyLoopTest {
  @Test
  void recordsEveryMeasuredOperationOnceAndForgetsTheWarmUp() {
    long[] calls = new long[1];
    LatencyLoop loop = new LatencyLoop(() -> ++calls[0], Cooler.of(CoolerSpec.NONE));
    List<String> chunks = new ArrayList<>();
    LatencyLoop.ChunkListener listener =
        (warmup, chunk, of, mean) -> chunks.add((warmup ? "w" : "m") + chunk + "/" + of);

    loop.warmUp(300, listener);
    long warmUpCalls = calls[0];
    LatencyLoop.Phase phase = loop.measure(1_234, listener);

    assertThat(warmUpCalls).isGreaterThanOrEqualTo(300);
    assertThat(calls[0] - warmUpCalls).isEqualTo(1_234);
    assertThat(phase.histogram().getTotalCount()).isEqualTo(1_234);
    assertThat(phase.chunkMeans()).hasSize(LatencyLoop.CHUNKS);
    assertThat(chunks.stream().filter(c -> c.startsWith("m"))).hasSize(LatencyLoop.CHUNKS);
    // 300 operations take far less than the minimum warm-up: the extra warm-up until 1 s has
    // passed is reported too, as chunks 11, 12, ... of at least 100 ms each (not a second of
    // work nobody sees)
    assertThat(chunks)
        .contains("w10/10", "w11/10", "m1/10", "m10/10")
        .filteredOn(c -> c.startsWith("w"))
        .hasSizeBetween(LatencyLoop.CHUNKS + 1, 2 * LatencyLoop.CHUNKS + 1);
  }

  @Test
  void warmUpRunsAtLeastTheMinimumTimeSoTheJitCanFinish() {
    long[] calls = new long[1];
    LatencyLoop loop = new LatencyLoop(() -> ++calls[0], Cooler.of(CoolerSpec.NONE));

    long start = System.nanoTime();
    loop.warmUp(10, (w, c, of, m) -> {});

    assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(LatencyLoop.MIN_WARMUP_NANOS);
    assertThat(calls[0]).isGreaterThan(10);
    assertThat(loop.measure(5, (w, c, of, m) -> {}).histogram().getTotalCount()).isEqualTo(5);
  }

  @Test
  void aBusySpinCoolerSpacesOperationsByAtLeastItsDuration() {
    long spin = TimeUnit.MILLISECONDS.toNanos(1);
    long[] starts = new long[60];
    int[] n = new int[1];
    LatencyLoop loop =
        new LatencyLoop(() -> starts[n[0]++] = System.nanoTime(), Cooler.of(CoolerSpec.busy(spin)));

    LatencyLoop.Phase phase = loop.measure(60, (w, c, of, m) -> {});

    assertThat(phase.histogram().getTotalCount()).isEqualTo(60);
    assertThat(phase.elapsedNanos()).isGreaterThanOrEqualTo(60 * spin);
    for (int i = 1; i < starts.length; i++) {
      assertThat(starts[i] - starts[i - 1]).isGreaterThanOrEqualTo(spin);
    }
  }

  @Test
  void withoutACoolerTheTimedDurationsExcludeNothingButTheOperation() {
    LatencyLoop loop = new LatencyLoop(() -> 1, Cooler.of(CoolerSpec.NONE));
    LatencyLoop.Phase phase = loop.measure(10_000, (w, c, of, m) -> {});
    assertThat(phase.histogram().getTotalCount()).isEqualTo(10_000);
    assertThat(phase.histogram().getMinValue()).isGreaterThanOrEqualTo(0);
    assertThat(phase.allocatedBytes()).isGreaterThanOrEqualTo(0);
  }

  @Test
  void theThrashCoolerTouchesMoreThanTheL2Cache() {
    Cooler.Thrash thrash = (Cooler.Thrash) Cooler.of(CoolerSpec.thrash(0));
    assertThat((long) thrash.size()).isGreaterThan(Cooler.l2Bytes());
    assertThat(thrash.cool()).isEqualTo(thrash.size());
  }

  @Test
  void coolersHaveShortNames() {
    assertThat(CoolerSpec.busy(1_000_000).toText()).isEqualTo("busy:1ms");
    assertThat(CoolerSpec.sleep(100_000).toText()).isEqualTo("sleep:100us");
    assertThat(CoolerSpec.NONE.toText()).isEqualTo("none");
  }
}
