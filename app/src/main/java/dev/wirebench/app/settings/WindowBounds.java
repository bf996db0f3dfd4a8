package dev.wirebench.app.settings;

/**
 * Where the main window was: position and size in screen coordinates, and whether it was maximized.
 */
public record WindowBounds(double x, double y, double width, double height, boolean maximized) {
  /** Sensible when nothing was saved: centred by the window system. */
  public static final WindowBounds DEFAULT =
      new WindowBounds(Double.NaN, Double.NaN, 1360, 860, false);

  /** True if a position was saved (a first start has none). */
  public boolean hasPosition() {
    return !Double.isNaN(x) && !Double.isNaN(y);
  }
}
