package dev.wirebench.engine.stats;

import dev.wirebench.engine.result.BenchResult;
import java.util.Map;
import java.util.TreeMap;

/** How a comparison pairs the results of its two runs. */
public enum Pairing {
  /** The same benchmark: codec, fixture, operation, mode and parameters all equal. */
  SAME_BENCHMARK,
  /**
   * The same benchmark except for the codec: for runs of one codec each, to compare one codec with
   * another (e.g. {@code wire-compiled} against {@code wire-interpreted}) with the same statistics.
   */
  ACROSS_CODECS;

  /** The key results pair by under this rule. */
  public String key(BenchResult result) {
    if (this == SAME_BENCHMARK) {
      return result.pairingKey();
    }
    Map<String, String> params = new TreeMap<>(result.params());
    params.remove("codec");
    return result.benchmark()
        + '|'
        + result.fixture()
        + '|'
        + result.operation()
        + '|'
        + result.mode()
        + '|'
        + params;
  }
}
