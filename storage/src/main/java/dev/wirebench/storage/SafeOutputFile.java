package dev.wirebench.storage;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a report or export to a file without ever destroying what the user keeps: every command
 * with an output file (CLI {@code --out}, the app's export dialogs) goes through it.
 *
 * <ul>
 *   <li>It refuses the open run database and its {@code -wal}, {@code -shm} and {@code -journal}
 *       files, also when reached through a symbolic link or another path, even with overwrite
 *       allowed.
 *   <li>It refuses to replace an existing file (or link) unless {@code overwrite} is true (the
 *       CLI's {@code --force}; the app's file dialog has asked).
 *   <li>It writes to a temporary file in the target's folder and renames it into place, so the
 *       target is either the old file or the whole new one, never half-written; a link at the
 *       target is replaced, not written through.
 * </ul>
 *
 * <p>Refusals are {@link UnsafeOutputException}s (the user's input is at fault); write failures are
 * {@link UncheckedIOException}s naming the file. Stateless and thread-safe.
 */
public final class SafeOutputFile {
  private static final String[] DATABASE_COMPANIONS = {"", "-wal", "-shm", "-journal"};

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
    if (Files.isDirectory(target)) {
      throw new UnsafeOutputException(target + " is a folder; give a file name");
    }
    if (database != null) {
      for (String suffix : DATABASE_COMPANIONS) {
        Path protectedFile = Path.of(database.toAbsolutePath() + suffix);
        if (sameFile(target, protectedFile)) {
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
    if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !overwrite) {
      throw new UnsafeOutputException(
          target + " already exists; pass --force to replace it, or choose another file");
    }
  }

  /** Writes {@code text} (UTF-8) after {@link #check()}, through a temporary file and a rename. */
  public void write(String text) {
    write(text.getBytes(StandardCharsets.UTF_8));
  }

  /** Writes {@code bytes} after {@link #check()}, through a temporary file and a rename. */
  public void write(byte[] bytes) {
    check();
    Path absolute = target.toAbsolutePath();
    Path folder = absolute.getParent();
    Path temporary = null;
    try {
      Files.createDirectories(folder);
      temporary = Files.createTempFile(folder, "." + absolute.getFileName() + ".", ".tmp");
      Files.write(temporary, bytes);
      move(temporary, absolute);
      temporary = null;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target + ": " + describe(e), e);
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
