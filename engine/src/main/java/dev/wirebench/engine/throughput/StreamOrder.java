package dev.wirebench.engine.throughput;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The order in which a run measures its points, chosen so that order effects (a machine heating up,
 * the page cache filling, the JIT of a shared JVM having compiled for the previous stream, GC
 * state) do not always favour the same store, codec or K.
 *
 * <p>Every stream (store × codec) is written, warmed up and scanned first, in the given order. Then
 * the repetitions run: in repetition r the streams are taken in the given order rotated left by r
 * (with as many repetitions as streams, each stream is measured once in every position), and within
 * a stream K goes ascending in even repetitions and descending in odd ones. Points are medians over
 * repetitions, so a drift is spread over all streams and K instead of being charged to the last
 * one. The scan ceilings are measured in the given order (before any point).
 */
public final class StreamOrder {
  /** Shown with results, so a reader knows how order effects were handled. */
  public static final String DESCRIPTION =
      "Order: streams (store × codec) rotate between repetitions (repetition r starts with the"
          + " r-th stream), K ascending in even repetitions and descending in odd ones; in thread"
          + " mode all of it shares one JVM, with --process-per-consumer each consumer is a fresh"
          + " JVM.";

  private StreamOrder() {}

  /** {@code streams} rotated left by {@code repetition} (a new list). */
  static <T> List<T> rotate(List<T> streams, int repetition) {
    List<T> order = new ArrayList<>(streams);
    if (!order.isEmpty()) {
      Collections.rotate(order, -(repetition % order.size()));
    }
    return order;
  }
}
