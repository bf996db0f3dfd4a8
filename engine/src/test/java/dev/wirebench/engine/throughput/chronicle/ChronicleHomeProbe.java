package dev.wirebench.engine.throughput.chronicle;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import java.nio.file.Path;

/** Run in a child JVM by {@link ChronicleHomeTest}: writes and reads a queue, prints the count. */
public final class ChronicleHomeProbe {
  private ChronicleHomeProbe() {}

  public static void main(String[] args) throws Exception {
    ChronicleQueueStore store = new ChronicleQueueStore();
    Path directory = Path.of(args[0]);
    byte[] payload = {1, 2, 3, 4, 5, 6, 7, 8};
    try (StreamAppender appender = store.openAppender(directory, 1000, 8000)) {
      for (int i = 0; i < 1000; i++) {
        appender.append(payload, 0, payload.length);
      }
    }
    int read = 0;
    try (StreamReader reader = store.openReader(directory)) {
      while (reader.next()) {
        read++;
      }
    }
    System.out.println(
        "read " + read + " analytics.disable=" + System.getProperty("chronicle.analytics.disable"));
  }
}
