package dev.wirebench.storage.fleet;

import dev.wirebench.engine.bench.BenchmarkPlan;

/** A tiny plan for tests outside this package. */
public final class FleetTestPlans {
  private FleetTestPlans() {}

  public static BenchmarkPlan tiny() {
    return FleetTestStore.tinyPlan("tiny");
  }
}
