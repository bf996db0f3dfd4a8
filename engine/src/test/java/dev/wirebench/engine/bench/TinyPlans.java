package dev.wirebench.engine.bench;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.run.MeasurementLock;
import java.time.Duration;
import java.util.List;

/** Plans with the smallest settings that still run real forks: tests check results, not speed. */
final class TinyPlans {
  static final IterationSpec TINY = IterationSpec.of(1, Duration.ofMillis(100));

  private TinyPlans() {}

  static BenchmarkPlan.Builder jmh() {
    return BenchmarkPlan.builder()
        .warmup(TINY)
        .measurement(TINY)
        .forks(1)
        .threads(1)
        .jvmFlags(List.of("-Xmx256m", "-XX:TieredStopAtLevel=1"));
  }

  /** An engine on the real registry and fixtures and the machine-wide lock, like the app's. */
  static BenchmarkEngine engine() {
    return new BenchmarkEngine(
        CodecRegistry.discover(), FixtureLoader.bundled(), MeasurementLock.machineWide());
  }
}
