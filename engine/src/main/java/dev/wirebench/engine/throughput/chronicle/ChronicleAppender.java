package dev.wirebench.engine.throughput.chronicle;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import java.nio.file.Path;
import net.openhft.chronicle.queue.ExcerptAppender;
import net.openhft.chronicle.queue.impl.single.SingleChronicleQueue;
import net.openhft.chronicle.wire.DocumentContext;

/** Appends each payload as one Chronicle Queue excerpt. One thread (Chronicle checks this). */
final class ChronicleAppender implements StreamAppender {
  private final SingleChronicleQueue queue;
  private final ExcerptAppender appender;

  ChronicleAppender(Path directory) {
    queue = ChronicleQueues.open(directory);
    appender = queue.createAppender();
  }

  @Override
  public void append(byte[] src, int offset, int length) {
    try (DocumentContext document = appender.writingDocument()) {
      document.wire().bytes().write(src, offset, length);
    }
  }

  @Override
  public void close() {
    try {
      appender.close();
    } finally {
      ChronicleQueues.close(queue);
    }
  }
}
