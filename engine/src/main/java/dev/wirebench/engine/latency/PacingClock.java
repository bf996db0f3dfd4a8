package dev.wirebench.engine.latency;

/**
 * The time source and the wait of an {@link OpenLoop}: {@code System.nanoTime()} and a busy-spin in
 * a real run, a clock that only moves when told in the scheduler's unit test.
 */
public interface PacingClock {
  /** Now, in nanoseconds from an arbitrary origin. */
  long nanoTime();

  /** Returns once {@link #nanoTime()} has reached {@code deadline} (at once if it already has). */
  void waitUntil(long deadline);

  /**
   * The real clock: {@code System.nanoTime()}, waiting by spinning (as JLBH does): parking would
   * hand the wake-up time to the OS scheduler, whose tens of microseconds of jitter would become
   * part of every measured latency.
   */
  PacingClock SYSTEM =
      new PacingClock() {
        @Override
        public long nanoTime() {
          return System.nanoTime();
        }

        @Override
        public void waitUntil(long deadline) {
          while (System.nanoTime() - deadline < 0) {
            Thread.onSpinWait();
          }
        }
      };
}
