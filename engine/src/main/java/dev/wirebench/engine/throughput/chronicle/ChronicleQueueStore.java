package dev.wirebench.engine.throughput.chronicle;

import dev.wirebench.engine.throughput.stream.StreamAppender;
import dev.wirebench.engine.throughput.stream.StreamReader;
import dev.wirebench.engine.throughput.stream.StreamStore;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Properties;

/**
 * Chronicle Queue as a stream store: one excerpt per message, written through {@code
 * writingDocument()} and read through {@code readingDocument()} — the library's ordinary API, as
 * its users call it. Each reader opens its own queue and tailer.
 *
 * <p>This class touches no Chronicle class itself: {@link ChronicleSetup} runs first, so the
 * analytics property is set before Chronicle's static initialisers can read it.
 */
public final class ChronicleQueueStore implements StreamStore {
  public static final String ID = "chronicle";

  private static final String VERSION = libraryVersion();

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String displayName() {
    return "Chronicle Queue";
  }

  @Override
  public String library() {
    return "chronicle-queue " + VERSION;
  }

  @Override
  public StreamAppender openAppender(
      Path directory, long expectedMessages, long expectedPayloadBytes) throws IOException {
    ChronicleSetup.prepare();
    Files.createDirectories(directory);
    return new ChronicleAppender(directory);
  }

  @Override
  public StreamReader openReader(Path directory) throws IOException {
    ChronicleSetup.prepare();
    if (!Files.isDirectory(directory)) {
      throw new NoSuchFileException(directory.toString(), null, "no Chronicle Queue here");
    }
    return new ChronicleReader(directory);
  }

  /** The version from the jar's Maven metadata, read as a resource (no class is loaded). */
  private static String libraryVersion() {
    Properties properties = new Properties();
    try (InputStream in =
        ChronicleQueueStore.class
            .getClassLoader()
            .getResourceAsStream("META-INF/maven/net.openhft/chronicle-queue/pom.properties")) {
      if (in != null) {
        properties.load(in);
      }
    } catch (IOException unreadable) {
      return "?";
    }
    return properties.getProperty("version", "?");
  }
}
