package dev.wirebench.engine.bench;

import dev.wirebench.engine.result.BenchResult;
import java.util.List;
import java.util.function.Consumer;

/**
 * Fans events out to several listeners, one event at a time (JMH reports from several threads), and
 * keeps a failing listener from stopping the run (its error is reported as an output line to the
 * others).
 */
final class Listeners implements BenchmarkListener {
  private final List<BenchmarkListener> listeners;

  Listeners(List<BenchmarkListener> listeners) {
    this.listeners = List.copyOf(listeners);
  }

  private synchronized void each(Consumer<BenchmarkListener> event) {
    for (BenchmarkListener listener : listeners) {
      try {
        event.accept(listener);
      } catch (RuntimeException e) {
        String line = "listener " + listener.getClass().getName() + " failed: " + e;
        for (BenchmarkListener other : listeners) {
          if (other != listener) {
            try {
              other.output(line);
            } catch (RuntimeException ignored) {
              // One report is enough; a second failure must not escalate.
            }
          }
        }
      }
    }
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
  public void output(String line) {
    each(l -> l.output(line));
  }

  @Override
  public void runFinished(BenchOutcome outcome) {
    each(l -> l.runFinished(outcome));
  }
}
