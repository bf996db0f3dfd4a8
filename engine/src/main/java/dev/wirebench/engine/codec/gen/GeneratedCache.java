package dev.wirebench.engine.codec.gen;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The user's cache of generated code: one folder per recipe key ({@code
 * $XDG_CACHE_HOME/wirebench/generated/<codec>-<hash>}, or {@code wirebench.generated.cache}),
 * holding the compiled classes and a manifest of their SHA-256 digests.
 *
 * <p>Nothing half-cached: an entry is built in a scratch folder beside it and moved into place in
 * one atomic rename, after its manifest is written; a build that fails leaves nothing. Processes
 * that race (the forks of one run) each build and the first rename wins. An entry whose files do
 * not match its manifest (a disk fault, a hand edit) is moved aside, deleted and built again.
 */
final class GeneratedCache {
  static final String MANIFEST = "wirebench-generated.properties";
  private static final String BINDING = "binding";
  private static final String FILE = "file.";
  private static final java.time.Duration STALE = java.time.Duration.ofHours(1);

  private final Path root;

  GeneratedCache(Path root) {
    this.root = root;
  }

  /** The user's cache: the system property, else the XDG cache home. */
  static GeneratedCache user() {
    String configured = System.getProperty("wirebench.generated.cache");
    if (configured != null && !configured.isBlank()) {
      return new GeneratedCache(Path.of(configured));
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    Path base =
        xdg != null && Path.of(xdg).isAbsolute()
            ? Path.of(xdg)
            : Path.of(System.getProperty("user.home"), ".cache");
    return new GeneratedCache(base.resolve("wirebench").resolve("generated"));
  }

  Path root() {
    return root;
  }

  /** The entry folder for {@code key} of codec {@code codecId} (it may not exist). */
  Path entry(String codecId, String key) {
    return root.resolve(codecId + "-" + sha256(key).substring(0, 24));
  }

  /** A verified entry's binding class name, or null if absent; a corrupt entry is removed. */
  String verified(Path entry) {
    Path manifest = entry.resolve(MANIFEST);
    if (!Files.isRegularFile(manifest)) {
      if (Files.exists(entry)) {
        discard(entry);
      }
      return null;
    }
    try {
      Properties listed = read(manifest);
      for (String name : listed.stringPropertyNames()) {
        if (name.startsWith(FILE)) {
          Path file = entry.resolve(name.substring(FILE.length()));
          if (!Files.isRegularFile(file) || !sha256(file).equals(listed.getProperty(name))) {
            discard(entry);
            return null;
          }
        }
      }
      return listed.getProperty(BINDING);
    } catch (IOException | IllegalArgumentException e) {
      discard(entry);
      return null;
    }
  }

  /**
   * Publishes the built folder {@code scratch} as {@code entry}: writes its manifest (every file's
   * digest and the binding's class name), then renames it into place. If another process published
   * first, {@code scratch} is deleted and theirs is kept.
   */
  void publish(Path scratch, Path entry, String bindingClass) throws IOException {
    Properties manifest = new Properties();
    manifest.setProperty(BINDING, bindingClass);
    try (Stream<Path> files = Files.walk(scratch)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        manifest.setProperty(
            FILE + scratch.relativize(file).toString().replace('\\', '/'), sha256(file));
      }
    }
    try (OutputStream out = Files.newOutputStream(scratch.resolve(MANIFEST))) {
      manifest.store(out, "Wirebench generated code; files and their SHA-256");
    }
    try {
      Files.move(scratch, entry, StandardCopyOption.ATOMIC_MOVE);
    } catch (FileAlreadyExistsException | DirectoryNotEmptyException raced) {
      deleteTree(scratch);
    } catch (AtomicMoveNotSupportedException noAtomic) {
      deleteTree(scratch);
      throw new IOException("the cache folder " + root + " cannot rename atomically", noAtomic);
    }
  }

  /**
   * A new scratch folder beside the entries, for one build. Scratch and discarded folders older
   * than {@link #STALE} are deleted first: a process killed mid-build (or mid-discard) leaves its
   * folder, never an entry, and no build takes an hour.
   */
  Path scratch(String codecId) throws IOException {
    Files.createDirectories(root);
    sweepStale();
    return Files.createTempDirectory(root, codecId + ".building-");
  }

  private void sweepStale() throws IOException {
    long before = System.currentTimeMillis() - STALE.toMillis();
    try (Stream<Path> folders = Files.list(root)) {
      for (Path folder : folders.toList()) {
        String name = folder.getFileName().toString();
        if ((name.contains(".building-") || name.contains(".corrupt-"))
            && Files.getLastModifiedTime(folder).toMillis() < before) {
          try {
            deleteTree(folder);
          } catch (UncheckedIOException gone) {
            // Another process swept it first.
          }
        }
      }
    }
  }

  private void discard(Path entry) {
    try {
      Path aside = root.resolve(entry.getFileName() + ".corrupt-" + System.nanoTime());
      Files.move(entry, aside, StandardCopyOption.ATOMIC_MOVE);
      deleteTree(aside);
    } catch (IOException e) {
      // Another process moved it first, or it is gone: either way it is not used.
    }
  }

  private static Properties read(Path manifest) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = Files.newInputStream(manifest)) {
      properties.load(in);
    }
    return properties;
  }

  static void deleteTree(Path folder) {
    if (!Files.exists(folder)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(folder)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete " + folder, e);
    }
  }

  /** The files under {@code folder}, for tests and tools. */
  static List<Path> files(Path folder) throws IOException {
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile).sorted().toList();
    }
  }

  static String sha256(String text) {
    return HexFormat.of()
        .formatHex(digest().digest(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
  }

  private static String sha256(Path file) throws IOException {
    return HexFormat.of().formatHex(digest().digest(Files.readAllBytes(file)));
  }

  private static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java runtime has SHA-256", e);
    }
  }
}
