package dev.wirebench.engine.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A run's private temp folder for profiling: async-profiler's native library, extracted from its
 * jar on the class path (also inside the packaged image, or named by {@link #LIB_PROPERTY}), and
 * the profiled forks' output. Deleted when the run ends, cancelled or not; folders a killed run
 * left behind are swept by the next run ({@link #sweep}).
 */
final class ProfilerFolder implements AutoCloseable {
  static final String PREFIX = "wirebench-profiler-";

  private final Path dir;
  private final Path lib;
  private final String unavailable;

  private ProfilerFolder(Path dir, Path lib, String unavailable) {
    this.dir = dir;
    this.lib = lib;
    this.unavailable = unavailable;
  }

  /**
   * The system property naming an async-profiler library to load instead of the bundled one; a file
   * that will not load makes the profiled forks fall back to JFR (how tests force it).
   */
  static final String LIB_PROPERTY = "wirebench.profiler.lib";

  /**
   * A new folder under {@code tmp} with the library for this OS and CPU in it, if there is one;
   * without one, {@link #unavailable()} says why and the profiled forks sample with JFR.
   */
  static ProfilerFolder create(Path tmp) {
    Path dir;
    try {
      dir = Files.createTempDirectory(tmp, PREFIX);
    } catch (IOException e) {
      return new ProfilerFolder(null, null, "cannot create a folder for the profiler: " + e);
    }
    String chosen = System.getProperty(LIB_PROPERTY);
    if (chosen != null && !chosen.isBlank()) {
      return new ProfilerFolder(dir, Path.of(chosen), null);
    }
    String resource = nativeResource();
    if (resource == null) {
      return new ProfilerFolder(
          dir,
          null,
          "async-profiler has no native library for "
              + System.getProperty("os.name")
              + " on "
              + System.getProperty("os.arch"));
    }
    try (InputStream in = ProfilerFolder.class.getResourceAsStream(resource)) {
      if (in == null) {
        return new ProfilerFolder(dir, null, "async-profiler is not on the class path");
      }
      Path lib = dir.resolve("libasyncProfiler.so");
      Files.copy(in, lib);
      return new ProfilerFolder(dir, lib, null);
    } catch (IOException e) {
      return new ProfilerFolder(dir, null, "cannot extract async-profiler's library: " + e);
    }
  }

  private static String nativeResource() {
    String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
    String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
    if (os.contains("mac")) {
      return "/macos/libasyncProfiler.so";
    }
    if (!os.contains("linux")) {
      return null;
    }
    if (arch.equals("amd64") || arch.equals("x86_64")) {
      return "/linux-x64/libasyncProfiler.so";
    }
    return arch.equals("aarch64") || arch.equals("arm64")
        ? "/linux-arm64/libasyncProfiler.so"
        : null;
  }

  /**
   * A folder at {@code dir} with the library at {@code lib} (tests: a library that will not load).
   */
  static ProfilerFolder at(Path dir, Path lib) {
    return new ProfilerFolder(dir, lib, null);
  }

  /**
   * Why async-profiler's library is not here, if so: the forks sample with JFR instead (or, with no
   * {@link #dir()}, not at all).
   */
  Optional<String> unavailable() {
    return Optional.ofNullable(unavailable);
  }

  Path dir() {
    return dir;
  }

  /** The library to load, or null when there is none (JFR samples). */
  Path lib() {
    return lib;
  }

  @Override
  public void close() {
    if (dir != null) {
      delete(dir);
    }
  }

  /** Removes this user's profiler folders under {@code tmp} older than {@code before}. */
  static int sweep(Path tmp, Instant before) {
    List<Path> folders;
    try (Stream<Path> files = Files.list(tmp)) {
      folders = files.filter(p -> p.getFileName().toString().startsWith(PREFIX)).toList();
    } catch (IOException | UncheckedIOException unreadable) {
      return 0;
    }
    int removed = 0;
    for (Path folder : folders) {
      try {
        if (Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)
            && Files.getLastModifiedTime(folder).toInstant().isBefore(before)
            && Files.getOwner(folder).getName().equals(System.getProperty("user.name"))) {
          delete(folder);
          removed++;
        }
      } catch (IOException stays) {
        // another user's, or gone already
      }
    }
    return removed;
  }

  private static void delete(Path folder) {
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException | UncheckedIOException e) {
      // best effort; the next run's sweep tries again
    }
  }
}
