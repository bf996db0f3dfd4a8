package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LatencyPercentilesTest {
  @Test
  void aPercentileIsReportedOnlyWithTenOperationsBeyondIt() {
    // the case: 20,000 operations cannot tell p99.99 (2 beyond) from the maximum
    assertThat(LatencyResults.supported(20_000, 99.9)).isTrue();
    assertThat(LatencyResults.supported(20_000, 99.99)).isFalse();
    assertThat(LatencyResults.supported(20_000, 99.999)).isFalse();
    assertThat(LatencyResults.supported(1_000_000, 99.999)).isTrue();
    assertThat(LatencyResults.supported(1_000, 99)).isTrue();
    assertThat(LatencyResults.supported(999, 99)).isFalse();
  }

  @Test
  void minimumAndMaximumAreAlwaysReported() {
    assertThat(LatencyResults.supported(1, 0)).isTrue();
    assertThat(LatencyResults.supported(1, 100)).isTrue();
  }
}
