package dev.wirebench.storage;

import java.time.Instant;
import java.util.List;

/**
 * A codec's newest result for one fixture × operation × mode × unit under one {@link PlanKey},
 * among complete runs: what leader boards and best-codec tables rank.
 *
 * @param resultId the stored result
 * @param runId its run
 * @param startedAt when its run started
 * @param plan the run's plan key
 * @param codec codec id
 * @param fixture fixture id
 * @param operation operation
 * @param mode JMH mode
 * @param unit the score's unit
 * @param score the score
 * @param error JMH's score error (half its interval), NaN if unknown
 * @param forks its per-fork iteration scores, for a comparison with another contender
 */
public record Contender(
    long resultId,
    long runId,
    Instant startedAt,
    PlanKey plan,
    String codec,
    String fixture,
    String operation,
    String mode,
    String unit,
    double score,
    double error,
    List<List<Double>> forks) {
  public Contender {
    forks = forks.stream().map(List::copyOf).toList();
  }
}
