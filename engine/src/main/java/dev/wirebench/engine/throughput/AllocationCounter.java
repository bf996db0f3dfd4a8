package dev.wirebench.engine.throughput;

import java.lang.management.ManagementFactory;

/**
 * Bytes allocated by the current thread, from HotSpot's per-thread counter ({@code
 * com.sun.management.ThreadMXBean}): how the read loops prove they allocate nothing per message.
 * Returns -1 where the JVM does not offer the counter (e.g. a runtime image without {@code
 * jdk.management}).
 */
final class AllocationCounter {
  private static final com.sun.management.ThreadMXBean THREADS = find();

  private AllocationCounter() {}

  private static com.sun.management.ThreadMXBean find() {
    try {
      if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads
          && threads.isThreadAllocatedMemorySupported()) {
        if (!threads.isThreadAllocatedMemoryEnabled()) {
          threads.setThreadAllocatedMemoryEnabled(true);
        }
        return threads;
      }
    } catch (LinkageError | UnsupportedOperationException noModule) {
      // A runtime image without jdk.management: allocation is reported as unknown.
    }
    return null;
  }

  static long currentThread() {
    return THREADS == null ? -1 : THREADS.getCurrentThreadAllocatedBytes();
  }
}
