package dev.wirebench.engine.bench;

import java.time.Duration;

/**
 * Estimates when a run ends: each benchmark has a planned cost (its iteration times plus a fork
 * allowance); the clock learns how real time compares with planned cost from the work done so far
 * and scales what remains. Thread-safe: JMH reports iterations on its own threads.
 */
final class EtaClock {
  private final double[] planned;
  private final double plannedTotal;
  private final long startNanos = System.nanoTime();
  private double finishedPlanned;
  private int current = -1;
  private double currentFraction;

  /**
   * @param plannedSeconds the planned cost of each benchmark, in run order
   */
  EtaClock(double[] plannedSeconds) {
    this.planned = plannedSeconds.clone();
    double total = 0;
    for (double p : planned) {
      total += p;
    }
    this.plannedTotal = total;
  }

  synchronized void started(int index) {
    finishedPlanned = 0;
    for (int i = 0; i < index; i++) {
      finishedPlanned += planned[i];
    }
    current = index;
    currentFraction = 0;
  }

  /** The current benchmark is this far along (0..1). */
  synchronized void progress(double fraction) {
    currentFraction = Math.max(0, Math.min(1, fraction));
  }

  synchronized Duration eta() {
    double done = finishedPlanned + (current < 0 ? 0 : currentFraction * planned[current]);
    double elapsed = (System.nanoTime() - startNanos) / 1e9;
    double remaining = Math.max(0, plannedTotal - done);
    double seconds = done <= 0 ? remaining : remaining * (elapsed / done);
    return Duration.ofMillis((long) (seconds * 1000));
  }
}
