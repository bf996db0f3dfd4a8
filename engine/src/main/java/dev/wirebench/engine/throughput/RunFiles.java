package dev.wirebench.engine.throughput;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;

/** The run's directory: made fresh, checked for space, deleted afterwards unless kept. */
final class RunFiles {
  static final String PREFIX = "wirebench-throughput-";

  private RunFiles() {}

  /** A new directory under {@code parent} (created if missing), or under the system temp dir. */
  static Path createRunDirectory(Path parent) {
    try {
      if (parent == null) {
        return Files.createTempDirectory(PREFIX);
      }
      Files.createDirectories(parent);
      return Files.createTempDirectory(parent, PREFIX);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "cannot create a directory for the stream files in "
              + (parent == null ? "the temp directory" : parent)
              + ": "
              + e.getMessage(),
          e);
    }
  }

  /** Refuses to start a run that would fill the disk halfway through writing. */
  static void checkSpace(Path directory, long neededBytes) {
    long free;
    try {
      free = Files.getFileStore(directory).getUsableSpace();
    } catch (IOException unknown) {
      return;
    }
    if (neededBytes > free) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "the stream needs about %.1f GB but only %.1f GB are free in %s; use fewer"
                  + " messages or another --dir",
              neededBytes / 1e9,
              free / 1e9,
              directory));
    }
  }

  /** Deletes {@code directory} and everything in it; what cannot be deleted is reported. */
  static void deleteRecursively(Path directory, Consumer<String> problems) {
    if (!Files.exists(directory)) {
      return;
    }
    List<Path> paths;
    try (Stream<Path> walk = Files.walk(directory)) {
      paths = walk.sorted(Comparator.reverseOrder()).toList();
    } catch (IOException | UncheckedIOException e) {
      problems.accept("could not list " + directory + " to delete it: " + e.getMessage());
      return;
    }
    for (Path path : paths) {
      try {
        Files.deleteIfExists(path);
      } catch (IOException e) {
        problems.accept("could not delete " + path + ": " + e);
      }
    }
  }
}
