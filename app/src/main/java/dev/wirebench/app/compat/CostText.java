package dev.wirebench.app.compat;

import dev.wirebench.engine.bench.CostResult;
import java.util.List;
import java.util.Locale;

/** How the Compat screen words a codec's cost of compatibility under its cell. */
final class CostText {
  private CostText() {}

  static String describe(List<CostResult> results, String settings) {
    StringBuilder out =
        new StringBuilder("cost of compatibility (JMH avgt, ").append(settings).append("):");
    for (CostResult result : results) {
      out.append("\n  ")
          .append(String.format(Locale.ROOT, "%-20s", result.variant().id()))
          .append(result.variant().compatible() ? " compatible " : " strict     ")
          .append(result.operation().id())
          .append(": ");
      if (!result.measured()) {
        out.append("not measured — ").append(result.failure());
        continue;
      }
      out.append(
          String.format(
              Locale.ROOT,
              "%.1f ± %.1f %s, %.1f bytes on %s",
              result.score(),
              result.error(),
              result.unit(),
              result.meanBytes(),
              result.on()));
    }
    return out.toString();
  }
}
