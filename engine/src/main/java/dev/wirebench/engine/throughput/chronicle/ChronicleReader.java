package dev.wirebench.engine.throughput.chronicle;

import dev.wirebench.engine.throughput.stream.StreamReader;
import java.nio.file.Path;
import net.openhft.chronicle.bytes.Bytes;
import net.openhft.chronicle.queue.ExcerptTailer;
import net.openhft.chronicle.queue.impl.single.SingleChronicleQueue;
import net.openhft.chronicle.wire.DocumentContext;

/**
 * Reads excerpts with a tailer from the start. Codecs decode from a {@code byte[]}, so each excerpt
 * is copied out of the mapped queue into a reused array (grown when an excerpt is larger): one copy
 * per message of exactly its payload bytes — the same copy the Wirebench log's reader makes by
 * default ({@code LogReader.PER_MESSAGE}), so the two stores pay the same copy cost per message and
 * per byte when compared.
 */
final class ChronicleReader implements StreamReader {
  private final SingleChronicleQueue queue;
  private final ExcerptTailer tailer;
  private byte[] array = new byte[4096];
  private int length;

  ChronicleReader(Path directory) {
    queue = ChronicleQueues.open(directory);
    tailer = queue.createTailer();
  }

  @Override
  public boolean next() {
    try (DocumentContext document = tailer.readingDocument()) {
      if (!document.isPresent()) {
        return false;
      }
      Bytes<?> bytes = document.wire().bytes();
      int size = (int) bytes.readRemaining();
      if (size > array.length) {
        array = new byte[Math.max(size, array.length * 2)];
      }
      bytes.read(array, 0, size);
      length = size;
      return true;
    }
  }

  @Override
  public byte[] buffer() {
    return array;
  }

  @Override
  public int offset() {
    return 0;
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public void close() {
    try {
      tailer.close();
    } finally {
      ChronicleQueues.close(queue);
    }
  }
}
