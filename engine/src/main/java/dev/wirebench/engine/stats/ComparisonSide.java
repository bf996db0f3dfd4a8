package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import java.util.List;
import java.util.Objects;

/**
 * One run as a comparison sees it.
 *
 * @param name how to call the run in output, e.g. {@code #12 baseline}
 * @param environment what it ran on (settings included)
 * @param results its results, in run order
 */
public record ComparisonSide(String name, Environment environment, List<BenchResult> results) {
  public ComparisonSide {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(environment, "environment");
    results = List.copyOf(results);
  }
}
