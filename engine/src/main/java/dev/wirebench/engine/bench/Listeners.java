package dev.wirebench.engine.bench;

import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.profile.StackProfile;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.run.ListenerFanOut;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Benchmark listeners as one, under the policy of {@link ListenerFanOut}: a listener that throws
 * fails the run. Nested fan-outs are flattened, so the engine's own fan-out sees, and applies the
 * policy to, every listener the caller gave.
 */
final class Listeners implements BenchmarkListener {
  private final ListenerFanOut<BenchmarkListener> fanOut;

  Listeners(List<BenchmarkListener> listeners) {
    this.fanOut = new ListenerFanOut<>(flat(listeners));
  }

  private static List<BenchmarkListener> flat(List<BenchmarkListener> listeners) {
    List<BenchmarkListener> flat = new ArrayList<>();
    for (BenchmarkListener listener : listeners) {
      if (listener instanceof Listeners nested) {
        flat.addAll(nested.fanOut.listeners());
      } else {
        flat.add(listener);
      }
    }
    return flat;
  }

  ListenerFanOut<BenchmarkListener> fanOut() {
    return fanOut;
  }

  private void each(Consumer<BenchmarkListener> event) {
    fanOut.each(event);
  }

  @Override
  public void waiting(String message) {
    each(l -> l.waiting(message));
  }

  @Override
  public void runStarted(RunStart start) {
    each(l -> l.runStarted(start));
  }

  @Override
  public void benchmarkStarted(BenchmarkCase benchmark, int index, int count) {
    each(l -> l.benchmarkStarted(benchmark, index, count));
  }

  @Override
  public void iteration(IterationProgress progress) {
    each(l -> l.iteration(progress));
  }

  @Override
  public void benchmarkFinished(BenchResult result) {
    each(l -> l.benchmarkFinished(result));
  }

  @Override
  public void profileStarted(BenchmarkCase benchmark, ProfileEvent event) {
    each(l -> l.profileStarted(benchmark, event));
  }

  @Override
  public void profileProgress(BenchmarkCase benchmark, ProfileEvent event, Duration eta) {
    each(l -> l.profileProgress(benchmark, event, eta));
  }

  @Override
  public void profilerFellBack(BenchmarkCase benchmark, ProfileEvent event, String why) {
    each(l -> l.profilerFellBack(benchmark, event, why));
  }

  @Override
  public void profiled(BenchmarkCase benchmark, List<StackProfile> profiles) {
    each(l -> l.profiled(benchmark, profiles));
  }

  @Override
  public void output(String line) {
    each(l -> l.output(line));
  }

  @Override
  public void runFinished(BenchOutcome outcome) {
    each(l -> l.runFinished(outcome));
  }
}
