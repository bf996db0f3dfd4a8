package dev.wirebench.engine.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The open-loop scheduler on a clock that moves only when the fake operations say so. */
class OpenLoopTest {
  private static final LatencyLoop.ChunkListener QUIET = (warmup, chunk, chunks, mean) -> {};

  /** Time stands still except while waiting (jumps to the deadline) and while an op "runs". */
  private static final class FakeClock implements PacingClock {
    long now = 1_000_000;
    final List<Long> waits = new ArrayList<>();

    @Override
    public long nanoTime() {
      return now;
    }

    @Override
    public void waitUntil(long deadline) {
      waits.add(deadline);
      now = Math.max(now, deadline);
    }
  }

  /** Each call takes its service time from the list (in ns) and records nothing else. */
  private static LatencyLoop.Operation taking(FakeClock clock, long... serviceNanos) {
    int[] next = {0};
    return () -> {
      clock.now += serviceNanos[next[0]++];
      return 0;
    };
  }

  @Test
  void aStallInflatesTheLatencyOfEveryOperationQueuedBehindIt() {
    FakeClock clock = new FakeClock();
    // 1,000 ops/s: one intended start every 1 ms; op 2 stalls for 5.5 ms, the rest take 100 µs
    long[] service = new long[10];
    java.util.Arrays.fill(service, 100_000);
    service[2] = 5_500_000;
    OpenLoop loop = new OpenLoop(taking(clock, service), clock, 1_000);
    assertThat(loop.intervalNanos()).isEqualTo(1_000_000);

    OpenLoop.Phase phase = loop.measure(10, QUIET);

    // Intended starts at 0, 1, 2 ... 9 ms; op 2 ends at 7.5 ms. Ops 3..7 were due at 3..7 ms, so
    // they start late, one after another (100 µs each), and their latency counts the wait.
    // op:       0    1    2     3     4     5     6     7     8    9
    // end(ms):  0.1  1.1  7.5   7.6   7.7   7.8   7.9   8.0   8.1  9.1
    // latency:  0.1  0.1  5.5   4.6   3.7   2.8   1.9   1.0   0.1  0.1
    assertThat(phase.response().getTotalCount()).isEqualTo(10);
    assertThat(count(phase, 100_000)).isEqualTo(4); // ops 0, 1, 8, 9 on time
    for (long ms10 : new long[] {55, 46, 37, 28, 19, 10}) {
      assertThat(count(phase, ms10 * 100_000)).as("latency %d00 µs", ms10).isEqualTo(1);
    }
    // A closed loop would have recorded one slow operation; the open loop records six, the tail
    // a caller arriving at 1,000/s would see.
    assertThat(phase.response().getCountBetweenValues(900_000, 6_000_000)).isEqualTo(6);
    // The service time of the queued operations stays 100 µs: only op 2 was slow.
    assertThat(phase.service().getCountAtValue(100_000)).isEqualTo(9);
    assertThat(phase.service().getMaxValue())
        .isEqualTo(phase.service().highestEquivalentValue(5_500_000));
    assertThat(phase.maxLagNanos()).isEqualTo(4_500_000); // op 3: due at 3 ms, started at 7.5
    // first intended start to last end: 9.1 ms for 10 operations
    assertThat(phase.elapsedNanos()).isEqualTo(9_100_000);
    assertThat(phase.achievedRate())
        .isCloseTo(10 / 0.0091, org.assertj.core.data.Offset.offset(1e-6));
  }

  @Test
  void operationsAreScheduledAtIntendedStartsNotAfterThePreviousOne() {
    FakeClock clock = new FakeClock();
    long[] service = new long[5];
    java.util.Arrays.fill(service, 300);
    OpenLoop loop = new OpenLoop(taking(clock, service), clock, 1_000_000); // 1 µs apart
    long start = clock.now;

    OpenLoop.Phase phase = loop.measure(5, QUIET);

    assertThat(clock.waits)
        .containsExactly(start, start + 1000, start + 2000, start + 3000, start + 4000);
    assertThat(phase.response().getMaxValue())
        .isEqualTo(phase.response().highestEquivalentValue(300));
    assertThat(phase.maxLagNanos()).isZero();
  }

  @Test
  void refusesRatesOutsideItsRange() {
    FakeClock clock = new FakeClock();
    assertThatThrownBy(() -> new OpenLoop(() -> 0, clock, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("rate");
  }

  private static long count(OpenLoop.Phase phase, long nanos) {
    return phase.response().getCountAtValue(nanos);
  }
}
