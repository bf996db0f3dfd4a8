package dev.wirebench.engine.throughput;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.ListenerFanOut;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Throughput listeners as one (see {@link ThroughputListener#all}), under the policy of {@link
 * ListenerFanOut}: a listener that throws fails the run. Nested fan-outs are flattened.
 */
final class ThroughputListeners implements ThroughputListener {
  private final ListenerFanOut<ThroughputListener> fanOut;

  ThroughputListeners(List<ThroughputListener> listeners) {
    List<ThroughputListener> flat = new ArrayList<>();
    for (ThroughputListener listener : listeners) {
      if (listener instanceof ThroughputListeners nested) {
        flat.addAll(nested.fanOut.listeners());
      } else {
        flat.add(listener);
      }
    }
    this.fanOut = new ListenerFanOut<>(flat);
  }

  ListenerFanOut<ThroughputListener> fanOut() {
    return fanOut;
  }

  private void each(Consumer<ThroughputListener> event) {
    fanOut.each(event);
  }

  @Override
  public void waiting(String message) {
    each(listener -> listener.waiting(message));
  }

  @Override
  public void runStarted(ThroughputSettings settings, Environment environment) {
    each(listener -> listener.runStarted(settings, environment));
  }

  @Override
  public void progress(ThroughputProgress progress) {
    each(listener -> listener.progress(progress));
  }

  @Override
  public void ceiling(ScanCeiling ceiling) {
    each(listener -> listener.ceiling(ceiling));
  }

  @Override
  public void point(ThroughputPoint point) {
    each(listener -> listener.point(point));
  }

  @Override
  public void warning(String warning) {
    each(listener -> listener.warning(warning));
  }

  @Override
  public void runFinished(ThroughputReport report) {
    each(listener -> listener.runFinished(report));
  }
}
