package dev.wirebench.app.fx;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * A value made on first use and kept: the workbench builds a screen's view only when the screen is
 * first shown, so the window appears without loading every screen's controls and charts first.
 *
 * <p>Not thread-safe: FX thread only, like the views it holds.
 */
public final class Lazy<T> implements Supplier<T> {
  private Supplier<? extends T> factory;
  private T value;

  public Lazy(Supplier<? extends T> factory) {
    this.factory = Objects.requireNonNull(factory);
  }

  @Override
  public T get() {
    if (factory != null) {
      value = factory.get();
      factory = null;
    }
    return value;
  }

  /** Whether the value has been made. */
  public boolean isMade() {
    return factory == null;
  }
}
