package dev.wirebench.app.compare;

import dev.wirebench.app.profile.FlameLayout;
import dev.wirebench.engine.profile.ProfileDiff;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import javafx.scene.paint.Color;

/**
 * A differential flame graph's colours: a frame whose share grew is red, one that shrank blue, the
 * deeper the bigger its change next to the biggest; a frame within sampling noise (or in a
 * differential of too few samples) is grey.
 */
final class DiffColours implements Function<FlameLayout.Box, Color> {
  static final Color NOISE = Color.gray(0.82);
  private static final double GROWN_HUE = 0;
  private static final double SHRUNK_HUE = 215;

  private final Map<String, ProfileDiff.Mover> byFrame = new HashMap<>();
  private final double biggest;

  DiffColours(ProfileDiff.Result diff) {
    double max = 0;
    for (ProfileDiff.Mover mover : diff.movers()) {
      byFrame.put(mover.frame(), mover);
      if (mover.change() != ProfileDiff.Change.WITHIN_NOISE) {
        max = Math.max(max, Math.abs(mover.delta()));
      }
    }
    biggest = max;
  }

  @Override
  public Color apply(FlameLayout.Box box) {
    ProfileDiff.Mover mover = byFrame.get(box.name());
    if (mover == null || mover.change() == ProfileDiff.Change.WITHIN_NOISE || biggest <= 0) {
      return NOISE;
    }
    // at least a visible tint: a significant change is never mistaken for noise
    double strength = 0.25 + 0.65 * Math.min(1, Math.abs(mover.delta()) / biggest);
    double hue = mover.change() == ProfileDiff.Change.GREW ? GROWN_HUE : SHRUNK_HUE;
    return Color.hsb(hue, strength, 0.95);
  }
}
