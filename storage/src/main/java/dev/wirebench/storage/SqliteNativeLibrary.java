package dev.wirebench.storage;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.jar.JarEntry;
import org.sqlite.util.LibraryLoaderUtil;

/**
 * Gives sqlite-jdbc one copy of its native library per version, in the user's cache ({@code
 * $XDG_CACHE_HOME/wirebench/native}), instead of the fresh copy it extracts into the temp directory
 * for every process: that copy (1.1 MB, plus a {@code .lck} file) is deleted only at a clean exit,
 * so every {@code kill -9} of Wirebench left one behind. The cached copy is keyed by the library's
 * size and CRC as the driver's jar records them, so another sqlite-jdbc version never loads a stale
 * one; it is written through a temporary file and a rename, so a concurrent start never loads half
 * a file.
 *
 * <p>Best effort: if anything goes wrong (no jar, an unwritable cache) the driver extracts as it
 * always did. Set up once per JVM, before the first connection; thread-safe.
 */
final class SqliteNativeLibrary {
  private static final AtomicBoolean PREPARED = new AtomicBoolean();

  private SqliteNativeLibrary() {}

  static void prepare() {
    if (!PREPARED.compareAndSet(false, true) || System.getProperty("org.sqlite.lib.path") != null) {
      return;
    }
    try {
      String name = LibraryLoaderUtil.getNativeLibName();
      String resource = LibraryLoaderUtil.getNativeLibResourcePath() + "/" + name;
      URL url = org.sqlite.JDBC.class.getResource(resource);
      if (url == null) {
        return;
      }
      URLConnection connection = url.openConnection();
      if (!(connection instanceof JarURLConnection jar)) {
        return;
      }
      JarEntry entry = jar.getJarEntry();
      Path folder =
          cacheHome()
              .resolve("wirebench")
              .resolve("native")
              .resolve(
                  "sqlite-"
                      + Long.toHexString(entry.getCrc())
                      + "-"
                      + Long.toString(entry.getSize()));
      Path library = folder.resolve(name);
      if (!Files.isRegularFile(library) || Files.size(library) != entry.getSize()) {
        copy(url, folder, library);
      }
      System.setProperty("org.sqlite.lib.path", folder.toString());
      System.setProperty("org.sqlite.lib.name", name);
    } catch (IOException | RuntimeException | LinkageError fallBack) {
      // The driver's own extraction into the temp directory still works.
    }
  }

  private static void copy(URL url, Path folder, Path library) throws IOException {
    Files.createDirectories(folder);
    Path temporary = Files.createTempFile(folder, ".lib", ".part");
    try {
      try (InputStream in = url.openStream()) {
        Files.copy(in, temporary, StandardCopyOption.REPLACE_EXISTING);
      }
      try {
        Files.move(
            temporary,
            library,
            StandardCopyOption.ATOMIC_MOVE,
            StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, library, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temporary);
    }
  }

  private static Path cacheHome() {
    String xdg = System.getenv("XDG_CACHE_HOME");
    if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
      return Path.of(xdg);
    }
    return Path.of(System.getProperty("user.home"), ".cache");
  }
}
