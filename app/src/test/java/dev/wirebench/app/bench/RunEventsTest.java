package dev.wirebench.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskContext;
import dev.wirebench.engine.bench.BenchMode;
import dev.wirebench.engine.bench.BenchmarkCase;
import dev.wirebench.engine.bench.IterationProgress;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.bench.RunStart;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Benchmark screen hears the engine's profiled-fork phase in its live progress line. */
class RunEventsTest {
  private final List<String> phases = new ArrayList<>();
  private final List<String> progress = new ArrayList<>();
  private final BenchmarkCase json =
      new BenchmarkCase("json", "minimal", "minimal", Operation.DECODE, BenchMode.AVERAGE_TIME);
  private final RunEvents events = new RunEvents(new DirectContext(), new RecordingSink());

  @Test
  void aProfiledForkIsNamedWithItsEventAndThatItsScoresAreNotKept() {
    events.benchmarkStarted(json, 1, 4);

    events.profileStarted(json, ProfileEvent.CPU);

    assertThat(phases)
        .containsExactly(
            "2 of 4: json × minimal decode avgt · profiled fork: cpu (its scores are not kept)");
    assertThat(progress).last().asString().endsWith("profiled fork (cpu)");
  }

  @Test
  void aProfileThatCouldNotBeTakenSaysWhyAndAStoredOneSaysNothing() {
    events.benchmarkStarted(json, 0, 1);
    StackProfile stored =
        new StackProfile(
            StackProfile.ASYNC_PROFILER,
            ProfileEvent.CPU,
            "cpu",
            1_000_000L,
            2,
            List.of(new StackProfile.Stack(List.of("a", "b"), 2)),
            null);

    events.profiled(
        json,
        List.of(stored, StackProfile.missing(ProfileEvent.ALLOC, "the library would not load")));

    assertThat(phases)
        .containsExactly(
            "1 of 1: json × minimal decode avgt · no alloc profile: the library would not load");
  }

  @Test
  void aProfileSampledByJfrSaysSoAndWhy() {
    events.benchmarkStarted(json, 0, 2);

    events.profilerFellBack(json, ProfileEvent.ALLOC, "async-profiler could not start: no lib");

    assertThat(phases)
        .containsExactly(
            "1 of 2: json × minimal decode avgt · alloc profile by JFR, not "
                + StackProfile.ASYNC_PROFILER
                + ": async-profiler could not start: no lib");
  }

  private final class DirectContext implements TaskContext {
    @Override
    public boolean isCancelled() {
      return false;
    }

    @Override
    public void progress(long done, long total, String message) {
      progress.add(done + "/" + total + " " + message);
    }

    @Override
    public void deliver(Runnable update) {
      update.run();
    }
  }

  private final class RecordingSink implements RunEvents.Sink {
    @Override
    public void phase(String line) {
      phases.add(line);
    }

    @Override
    public void profiling(String line, java.time.Duration eta) {
      phases.add(line + " · ETA " + eta.toSeconds() + " s");
    }

    @Override
    public void started(RunStart start) {}

    @Override
    public void benchmark(BenchmarkCase benchmark, int index, int count) {}

    @Override
    public void iteration(IterationProgress progress, double fraction) {}

    @Override
    public void result(BenchResult result) {}
  }
}
