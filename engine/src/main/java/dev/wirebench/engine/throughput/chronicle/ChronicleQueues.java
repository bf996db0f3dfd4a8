package dev.wirebench.engine.throughput.chronicle;

import java.nio.file.Path;
import net.openhft.chronicle.core.io.BackgroundResourceReleaser;
import net.openhft.chronicle.queue.RollCycles;
import net.openhft.chronicle.queue.impl.single.SingleChronicleQueue;
import net.openhft.chronicle.queue.impl.single.SingleChronicleQueueBuilder;

/** Opening and closing queues the same way for appenders and readers. */
final class ChronicleQueues {
  private ChronicleQueues() {}

  static SingleChronicleQueue open(Path directory) {
    // The roll cycle is fixed so every run lays out its files the same way.
    return SingleChronicleQueueBuilder.binary(directory.toFile())
        .rollCycle(RollCycles.FAST_DAILY)
        .build();
  }

  /**
   * Closes the queue and releases its mappings now: Chronicle hands them to a background releaser
   * thread, and a caller that deletes the files or counts mappings next must not race it.
   */
  static void close(SingleChronicleQueue queue) {
    queue.close();
    BackgroundResourceReleaser.releasePendingResources();
  }
}
