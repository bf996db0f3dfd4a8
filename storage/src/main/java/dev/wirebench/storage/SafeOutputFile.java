package dev.wirebench.storage;

import dev.wirebench.engine.io.FileType;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a report or export to a file without ever destroying what the user keeps: every command
 * with an output file (CLI {@code --out}, the app's export dialogs) goes through it. It is the one
 * place that decides whether an output path may be written.
 *
 * <ul>
 *   <li>It only ever replaces a regular file. A symbolic link is followed, never replaced: the file
 *       it points to is what gets written. A pipe (FIFO), a terminal, {@code /dev/null} and the
 *       standard streams ({@code /dev/stdout}, {@code /dev/fd/N}) are written through, as a shell's
 *       {@code >} would; a block device, any other device, a socket or a folder is refused (running
 *       as root must not turn {@code /dev/null} into a regular file or write a disk).
 *   <li>It refuses the open run database and its {@code -wal}, {@code -shm} and {@code -journal}
 *       files (also through a link or another path), and any SQLite file (by its header: another
 *       run database, or any other program's), even with overwrite allowed.
 *   <li>It refuses to replace an existing file unless {@code overwrite} is true (the CLI's {@code
 *       --force}; the app's file dialog has asked), and a folder that does not exist (a typo is not
 *       a reason to create folders).
 *   <li>It writes to a temporary file in the target's folder and renames it into place, so the
 *       target is either the old file or the whole new one, never half-written. A new file gets the
 *       permissions the user's umask gives; a replaced one keeps its own.
 * </ul>
 *
 * <p>Refusals are {@link UnsafeOutputException}s (the user's input is at fault); write failures are
 * {@link UncheckedIOException}s naming the file. Stateless and thread-safe.
 */
public final class SafeOutputFile {
  private static final String[] DATABASE_COMPANIONS = {"", "-wal", "-shm", "-journal"};
  private static final byte[] SQLITE_HEADER = "SQLite format 3\0".getBytes(StandardCharsets.UTF_8);

  private final Path target;
  private final boolean overwrite;
  private final Path database;

  /**
   * @param target the file to write
   * @param overwrite whether an existing file may be replaced
   * @param database the open run database, never to be written (null if none)
   */
  public SafeOutputFile(Path target, boolean overwrite, Path database) {
    this.target = target;
    this.overwrite = overwrite;
    this.database = database;
  }

  /**
   * Checks everything that can be checked before the output exists (call it before a long run, so a
   * refusal comes first, not after an hour of benchmarks).
   *
   * @throws UnsafeOutputException saying why the file may not be written
   */
  public void check() {
    plan();
  }

  /** Writes {@code text} (UTF-8) after {@link #check()}. */
  public void write(String text) {
    write(text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Writes {@code bytes} after {@link #check()}: through a temporary file and a rename, or as a
   * stream.
   */
  public void write(byte[] bytes) {
    OutputKind kind = plan();
    try {
      if (kind.stream) {
        writeThrough(bytes);
      } else {
        replace(kind.file, bytes);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target + ": " + describe(e), e);
    }
  }

  /** What writing {@code target} means: a stream written through, or a regular file (re)placed. */
  private record OutputKind(boolean stream, Path file) {}

  private OutputKind plan() {
    FileType type = FileType.of(target);
    switch (type) {
      case FOLDER -> throw new UnsafeOutputException(target + " is a folder; give a file name");
      case PIPE, STREAM -> {
        return new OutputKind(true, target);
      }
      case DEVICE ->
          throw new UnsafeOutputException(
              target
                  + " is a device; Wirebench writes only to files, pipes, terminals and /dev/null");
      case OTHER ->
          throw new UnsafeOutputException(
              target + " is not a regular file (a socket or another special file); choose a file");
      default -> {
        // A regular file, or none yet: checked below.
      }
    }
    Path file = resolved(target);
    refuseDatabase(file);
    if (type == FileType.REGULAR) {
      if (isSqlite(file)) {
        throw new UnsafeOutputException(
            target
                + " is an SQLite database (perhaps another run database); Wirebench never"
                + " overwrites one, even with --force — choose another file");
      }
      if (!overwrite) {
        throw new UnsafeOutputException(
            target + " already exists; pass --force to replace it, or choose another file");
      }
    } else {
      Path folder = file.toAbsolutePath().getParent();
      if (folder != null && isSystemFolder(folder)) {
        // A mistyped device (/dev/sdb) would otherwise become a new regular file among the devices.
        throw new UnsafeOutputException(
            target + " does not exist, and Wirebench creates no files under /dev, /proc or /sys");
      }
      if (folder != null && !Files.isDirectory(folder)) {
        throw new UnsafeOutputException(
            "folder "
                + folder
                + " does not exist; create it first, or choose another file for "
                + target);
      }
    }
    return new OutputKind(false, file);
  }

  private static boolean isSystemFolder(Path folder) {
    Path normal = folder.normalize();
    for (String system : new String[] {"/dev", "/proc", "/sys"}) {
      if (normal.startsWith(system)) {
        return true;
      }
    }
    return false;
  }

  private void refuseDatabase(Path file) {
    if (database == null) {
      return;
    }
    for (String suffix : DATABASE_COMPANIONS) {
      Path protectedFile = Path.of(database.toAbsolutePath() + suffix);
      if (sameFile(file, protectedFile) || sameFile(target, protectedFile)) {
        throw new UnsafeOutputException(
            target
                + " is the run database"
                + (suffix.isEmpty() ? "" : "'s " + suffix.substring(1) + " file")
                + " ("
                + database
                + "); writing there would destroy every run — choose another file");
      }
    }
  }

  /** The file a path names, links followed; the path itself when nothing is there (yet). */
  private static Path resolved(Path path) {
    try {
      return path.toRealPath();
    } catch (IOException notThere) {
      if (Files.isSymbolicLink(path)) {
        // A dangling link: the file it names is what gets created, never the link replaced.
        try {
          Path next = Files.readSymbolicLink(path);
          Path parent = path.toAbsolutePath().getParent();
          return resolved(parent == null ? next : parent.resolve(next));
        } catch (IOException unreadable) {
          return path;
        }
      }
      return path;
    }
  }

  private void writeThrough(byte[] bytes) throws IOException {
    // APPEND: a standard stream redirected to a file (`> out`, `>> out`) keeps what is there.
    try (OutputStream out =
        Files.newOutputStream(target, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
      out.write(bytes);
    }
  }

  private void replace(Path file, byte[] bytes) throws IOException {
    Path absolute = file.toAbsolutePath();
    Path folder = absolute.getParent();
    Set<PosixFilePermission> keep = existingPermissions(absolute);
    Path temporary = createTemporary(folder, absolute.getFileName().toString());
    try {
      Files.write(temporary, bytes);
      if (keep != null) {
        Files.getFileAttributeView(temporary, PosixFileAttributeView.class).setPermissions(keep);
      }
      move(temporary, absolute);
      temporary = null;
    } finally {
      if (temporary != null) {
        try {
          Files.deleteIfExists(temporary);
        } catch (IOException ignored) {
          // The write already failed and says so; a stray .tmp file is the lesser problem.
        }
      }
    }
  }

  /**
   * A new file beside the target, created with the permissions the user's umask gives (unlike
   * {@link Files#createTempFile}, which always makes it 0600).
   */
  private static Path createTemporary(Path folder, String name) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path candidate =
          folder.resolve(
              "."
                  + name
                  + "."
                  + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36)
                  + ".tmp");
      try {
        Files.newOutputStream(candidate, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)
            .close();
        return candidate;
      } catch (FileAlreadyExistsException taken) {
        if (attempt > 100) {
          throw taken;
        }
      }
    }
  }

  private static Set<PosixFilePermission> existingPermissions(Path file) {
    PosixFileAttributeView view =
        Files.getFileAttributeView(file, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
    if (view == null || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
      return null;
    }
    try {
      return view.readAttributes().permissions();
    } catch (IOException unreadable) {
      return null;
    }
  }

  private void move(Path temporary, Path absolute) throws IOException {
    try {
      if (overwrite) {
        Files.move(
            temporary,
            absolute,
            StandardCopyOption.ATOMIC_MOVE,
            StandardCopyOption.REPLACE_EXISTING);
      } else {
        // Without overwrite, a file that appeared since the check is not replaced either.
        Files.move(temporary, absolute);
      }
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** An SQLite database by its header, or a write-ahead log (another database's) by its magic. */
  private static boolean isSqlite(Path file) {
    try (InputStream in = Files.newInputStream(file)) {
      byte[] head = in.readNBytes(SQLITE_HEADER.length);
      if (Arrays.equals(head, SQLITE_HEADER)) {
        return true;
      }
      int magic =
          head.length < 4
              ? 0
              : (head[0] & 0xff) << 24
                  | (head[1] & 0xff) << 16
                  | (head[2] & 0xff) << 8
                  | head[3] & 0xff;
      return magic == 0x377f0682 || magic == 0x377f0683;
    } catch (IOException unreadable) {
      return false; // not ours to judge: replacing it reports the real problem
    }
  }

  /** Whether {@code a} and {@code b} are one file, following links (false if either is absent). */
  static boolean sameFile(Path a, Path b) {
    if (!Files.exists(a) || !Files.exists(b)) {
      return false;
    }
    try {
      return Files.isSameFile(a, b);
    } catch (IOException e) {
      return false;
    }
  }

  private static String describe(IOException e) {
    String message = e.getMessage();
    return e.getClass().getSimpleName() + (message == null ? "" : ": " + message);
  }
}
