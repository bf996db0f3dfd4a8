package dev.wirebench.engine.throughput.stream;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A kind of stream store: an append-only sequence of opaque payloads kept in a directory, written
 * by one appender and read by any number of independent readers, each from the start.
 *
 * <p>Implementations are stateless factories and thread-safe; the appenders and readers they open
 * belong to one thread each.
 */
public interface StreamStore {
  /** Stable id used on command lines and in stored runs: {@code log}, {@code chronicle}. */
  String id();

  /** Human name, e.g. {@code Chronicle Queue}. */
  String displayName();

  /** The library and version doing the work, e.g. {@code chronicle-queue 2026.4}. */
  String library();

  /**
   * Opens an appender on {@code directory} (created if missing; appends after what is there).
   *
   * @param expectedMessages how many messages are about to be written (a sizing hint, may be 0)
   * @param expectedPayloadBytes their payload bytes in total (a sizing hint, may be 0)
   */
  StreamAppender openAppender(Path directory, long expectedMessages, long expectedPayloadBytes)
      throws IOException;

  /** Opens a reader positioned before the first message of the stream in {@code directory}. */
  StreamReader openReader(Path directory) throws IOException;

  /**
   * What a forked consumer passes to {@code StreamStores.create} to read the stream in {@code
   * directory}: the id, unless the store must tell the fork more (a served store: its server's
   * port).
   */
  default String forkId(Path directory) {
    return id();
  }

  /**
   * Releases what the store holds for the stream in {@code directory} (a served store: its server).
   */
  default void release(Path directory) {}
}
