package dev.wirebench.engine.throughput;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.ThroughputPoint;
import java.util.List;

/** Several listeners as one, each told in turn (see {@link ThroughputListener#all}). */
final class ThroughputListeners implements ThroughputListener {
  private final List<ThroughputListener> listeners;

  ThroughputListeners(List<ThroughputListener> listeners) {
    this.listeners = List.copyOf(listeners);
  }

  @Override
  public void waiting(String message) {
    listeners.forEach(listener -> listener.waiting(message));
  }

  @Override
  public void runStarted(ThroughputSettings settings, Environment environment) {
    listeners.forEach(listener -> listener.runStarted(settings, environment));
  }

  @Override
  public void progress(ThroughputProgress progress) {
    listeners.forEach(listener -> listener.progress(progress));
  }

  @Override
  public void ceiling(ScanCeiling ceiling) {
    listeners.forEach(listener -> listener.ceiling(ceiling));
  }

  @Override
  public void point(ThroughputPoint point) {
    listeners.forEach(listener -> listener.point(point));
  }

  @Override
  public void warning(String warning) {
    listeners.forEach(listener -> listener.warning(warning));
  }

  @Override
  public void runFinished(ThroughputReport report) {
    listeners.forEach(listener -> listener.runFinished(report));
  }
}
