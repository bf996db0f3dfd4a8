package dev.wirebench.engine.throughput.served;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A stream server serves the stream directories inside one directory; a consumer names the one it
 * reads. Only a plain name of an existing directory there is served: never a path out of it.
 */
final class StreamNames {
  private StreamNames() {}

  /**
   * The stream {@code name} in {@code streams}.
   *
   * @throws IllegalArgumentException for a name with a separator or leading dot, or no such stream
   */
  static Path resolve(Path streams, String name) {
    if (name.isEmpty() || name.startsWith(".") || name.contains("/") || name.contains("\\")) {
      throw new IllegalArgumentException("not a stream name: '" + name + "'");
    }
    Path stream = streams.resolve(name);
    if (!Files.isDirectory(stream)) {
      throw new IllegalArgumentException("no stream '" + name + "' in " + streams);
    }
    return stream;
  }
}
