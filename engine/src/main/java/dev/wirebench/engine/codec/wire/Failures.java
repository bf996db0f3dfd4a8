package dev.wirebench.engine.codec.wire;

/** What the walkers do with an exception from a model accessor or a method handle. */
final class Failures {
  private Failures() {}

  /**
   * The wire's own signals ({@link WireProblem}, {@link WireBytes.Full}) and JVM errors pass
   * through unchanged; anything else (a model accessor throwing) becomes a problem at {@code pos}.
   */
  static RuntimeException rethrow(Throwable failed, int pos) {
    if (failed instanceof WireProblem problem) {
      return problem;
    }
    if (failed instanceof WireBytes.Full full) {
      return full;
    }
    if (failed instanceof Error error) {
      throw error;
    }
    return new WireProblem(pos, "model accessor failed: " + failed);
  }
}
