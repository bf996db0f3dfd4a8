package dev.wirebench.app.cli;

import dev.wirebench.engine.history.ChangePointDetector;
import dev.wirebench.engine.history.ChangePointSettings;
import dev.wirebench.engine.stats.CompareSettings;
import picocli.CommandLine.Option;

/** The change-point search's options, shared by {@code history} and {@code report --history}. */
public final class ChangePointOptions {
  @Option(
      names = "--alpha",
      paramLabel = "P",
      description = "Significance level of each change point's permutation test; default: 0.05.")
  double alpha = ChangePointSettings.DEFAULT_ALPHA;

  @Option(
      names = "--noise",
      paramLabel = "PCT",
      description =
          "Shifts within ±PCT of the level before are not change points, however significant;"
              + " default: 2%%.")
  String noise = "2%";

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Seed of the permutation test (the same seed always gives the same answer).")
  long seed = ChangePointSettings.DEFAULT_SEED;

  /** The options that differ from the defaults, as they are written: {@code " --noise 5%"}. */
  String changed() {
    StringBuilder text = new StringBuilder();
    if (alpha != ChangePointSettings.DEFAULT_ALPHA) {
      text.append(" --alpha ").append(alpha);
    }
    if (!noise.equals("2%")) {
      text.append(" --noise ").append(noise);
    }
    if (seed != ChangePointSettings.DEFAULT_SEED) {
      text.append(" --seed ").append(seed);
    }
    return text.toString();
  }

  /** The detector these options describe; bad values are bad input. */
  ChangePointDetector detector() {
    return new ChangePointDetector(
        new ChangePointSettings(
            alpha,
            ChangePointSettings.DEFAULT_PERMUTATIONS,
            seed,
            CompareSettings.parseNoiseBand(noise),
            ChangePointSettings.DEFAULT_MIN_SEGMENT));
  }
}
