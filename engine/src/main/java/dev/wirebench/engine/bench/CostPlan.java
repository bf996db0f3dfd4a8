package dev.wirebench.engine.bench;

import dev.wirebench.engine.workload.CompatSource;
import dev.wirebench.engine.workload.CostVariant;
import java.time.Duration;
import java.util.List;

/**
 * What the cost of compatibility measures and how long: JMH's average time of encode and decode of
 * each variant, in forked JVMs.
 *
 * @param variants the variants, in order (a codec's strict mode before its compatible one)
 * @param fixture the bundled fixture Fory and Kryo run on
 * @param source the two versions Avro and SBE run on, or null (then only built-in variants run)
 * @param forks measured forks per benchmark, at least 1
 * @param warmups warm-up iterations per fork
 * @param warmupTime each warm-up iteration's length
 * @param iterations measured iterations per fork, at least 1
 * @param iterationTime each measured iteration's length
 */
public record CostPlan(
    List<CostVariant> variants,
    String fixture,
    CompatSource source,
    int forks,
    int warmups,
    Duration warmupTime,
    int iterations,
    Duration iterationTime) {
  public CostPlan {
    variants = List.copyOf(variants);
    if (forks < 1 || iterations < 1 || warmups < 0) {
      throw new PlanException(
          "forks and iterations must be at least 1, warm-ups at least 0 (got forks "
              + forks
              + ", iterations "
              + iterations
              + ", warm-ups "
              + warmups
              + ")");
    }
    if (notPositive(warmupTime) || notPositive(iterationTime)) {
      throw new PlanException("iteration times must be positive");
    }
  }

  private static boolean notPositive(Duration duration) {
    return duration.isNegative() || duration.isZero();
  }

  /** The operations timed for each variant. */
  public static final List<Operation> OPERATIONS = List.of(Operation.ENCODE, Operation.DECODE);
}
