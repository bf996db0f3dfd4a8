package dev.wirebench.engine.throughput;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What this JVM has memory-mapped, from {@code /proc/self/maps} (Linux only). */
public final class Mappings {
  private static final Path MAPS = Path.of("/proc/self/maps");

  private Mappings() {}

  public static boolean available() {
    return Files.isReadable(MAPS);
  }

  /** Mapping lines of files under {@code directory}. */
  public static List<String> under(Path directory) {
    String prefix = directory.toAbsolutePath().toString();
    try {
      return Files.readAllLines(MAPS).stream().filter(line -> line.contains(prefix)).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
