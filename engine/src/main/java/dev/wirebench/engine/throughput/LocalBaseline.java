package dev.wirebench.engine.throughput;

import dev.wirebench.engine.throughput.served.ServerOptions;
import java.util.List;

/**
 * A served store's points against the local read of the same streams in the same run ({@code
 * log@tcp+streams=4} against {@code log+streams=4}, same codec and K): what the transport costs.
 */
public final class LocalBaseline {
  private LocalBaseline() {}

  /**
   * The id of the local read {@code store} is compared with, or null if it is not a served store
   * (or not a store id this build knows the axes of).
   */
  private static String localOf(String store) {
    try {
      StoreVariant variant = StoreVariant.parse(store);
      if (variant.transport() == null) {
        return null;
      }
      return new StoreVariant(variant.base(), null, ServerOptions.DEFAULT, variant.streams()).id();
    } catch (IllegalArgumentException notAVariant) {
      return null;
    }
  }

  /**
   * {@code served}'s median combined rate as a percentage of the local read's at the same codec and
   * K among {@code all}; NaN when it is not served or the run has no such local point.
   */
  public static double percentOfLocal(PointSummary served, List<PointSummary> all) {
    String local = localOf(served.store());
    if (local == null) {
      return Double.NaN;
    }
    for (PointSummary candidate : all) {
      if (candidate.store().equals(local)
          && candidate.codec().equals(served.codec())
          && candidate.consumers() == served.consumers()
          && candidate.combinedMsgPerSec() > 0) {
        return 100 * served.combinedMsgPerSec() / candidate.combinedMsgPerSec();
      }
    }
    return Double.NaN;
  }
}
