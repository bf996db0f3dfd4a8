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

/**
 * The run's directory: made fresh, checked for space, deleted afterwards unless kept. A directory
 * in use holds an owner marker (this process's pid and start time); the marker is removed when a
 * run keeps its files on purpose. A directory whose marker names a dead process was left by a
 * killed run, and the next run sweeps it away.
 */
final class RunFiles {
  static final String PREFIX = "wirebench-throughput-";
  static final String OWNER_MARKER = ".wirebench-owner";

  private RunFiles() {}

  /**
   * Refuses a {@code --dir} that is not an existing folder: a typo must not create folders (the
   * same rule as an output file's folder).
   *
   * @throws IllegalArgumentException naming it
   */
  static void checkParent(Path parent) {
    if (parent != null && !Files.isDirectory(parent)) {
      throw new IllegalArgumentException(
          Files.exists(parent)
              ? parent + " is not a folder; give a folder for the stream files"
              : "folder " + parent + " does not exist; create it first, or give another folder");
    }
  }

  /**
   * A new directory under {@code parent} (an existing folder), or under the system temp dir, with
   * the owner marker of this process.
   */
  static Path createRunDirectory(Path parent) {
    try {
      Path directory;
      if (parent == null) {
        directory = Files.createTempDirectory(PREFIX);
      } else {
        checkParent(parent);
        directory = Files.createTempDirectory(parent, PREFIX);
      }
      Files.writeString(directory.resolve(OWNER_MARKER), DirectoryOwner.current().encode());
      return directory;
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

  /** The directory is kept on purpose: it is the user's now, never swept. */
  static void release(Path directory, Consumer<String> problems) {
    try {
      Files.deleteIfExists(directory.resolve(OWNER_MARKER));
    } catch (IOException e) {
      problems.accept("could not remove " + directory.resolve(OWNER_MARKER) + ": " + e);
    }
  }

  /**
   * Deletes the run directories under {@code parent} (or the temp dir) whose owner marker names a
   * process that is gone: stream files left by a killed run. Directories without a marker (kept on
   * purpose, or not Wirebench's) are left alone. Each one swept is reported to {@code notices}.
   */
  static void sweepAbandoned(Path parent, Consumer<String> notices) {
    Path where = parent != null ? parent : Path.of(System.getProperty("java.io.tmpdir"));
    if (!Files.isDirectory(where)) {
      return;
    }
    List<Path> candidates;
    try (Stream<Path> list = Files.list(where)) {
      candidates =
          list.filter(p -> p.getFileName().toString().startsWith(PREFIX))
              .filter(Files::isDirectory)
              .toList();
    } catch (IOException | UncheckedIOException e) {
      return; // an unreadable temp dir: nothing to sweep that we could see
    }
    for (Path directory : candidates) {
      Path marker = directory.resolve(OWNER_MARKER);
      String owner;
      try {
        owner = Files.readString(marker);
      } catch (IOException noMarker) {
        continue;
      }
      if (!DirectoryOwner.decode(owner).map(DirectoryOwner::isAlive).orElse(false)) {
        deleteRecursively(directory, problem -> {});
        if (!Files.exists(directory)) {
          notices.accept("removed stream files left by a killed run: " + directory);
        }
      }
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
