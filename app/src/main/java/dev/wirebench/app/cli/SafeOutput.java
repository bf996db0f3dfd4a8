package dev.wirebench.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a document that is kept (under version control, in CI artifacts) so that readers never see
 * half of it: the text goes to a temporary file beside the target, which then replaces the target
 * in one rename. Refuses to write over the run database it was made from.
 */
final class SafeOutput {
  private SafeOutput() {}

  /**
   * Writes {@code text} to {@code file}; returns the line saying where.
   *
   * @param database the open run database file, which must survive (null for a team store)
   */
  static String write(String text, Path file, Path database) {
    Path target = file.toAbsolutePath().normalize();
    if (isDatabase(target, database)) {
      throw new UserError(
          "refusing to write " + file + ": it is the run database (or one of its files)");
    }
    Path parent = target.getParent();
    Path temporary = null;
    try {
      Files.createDirectories(parent);
      temporary = Files.createTempFile(parent, "." + target.getFileName() + ".", ".tmp");
      Files.writeString(temporary, text, StandardCharsets.UTF_8);
      try {
        Files.move(
            temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
      }
      temporary = null;
    } catch (IOException e) {
      throw new UserError("cannot write " + file + ": " + e.getMessage());
    } finally {
      if (temporary != null) {
        try {
          Files.deleteIfExists(temporary);
        } catch (IOException e) {
          // the write already failed and says so; a stray temporary file is all that is left
        }
      }
    }
    return "wrote " + file;
  }

  private static boolean isDatabase(Path target, Path database) {
    if (database == null) {
      return false; // a team store: no file here that a report could overwrite
    }
    Path db = database.toAbsolutePath().normalize();
    for (String suffix : new String[] {"", "-wal", "-shm", "-journal"}) {
      Path file = db.resolveSibling(db.getFileName() + suffix);
      if (target.equals(file)) {
        return true;
      }
      try {
        if (Files.exists(target) && Files.exists(file) && Files.isSameFile(target, file)) {
          return true;
        }
      } catch (IOException e) {
        // cannot tell: the names differ, so go on
      }
    }
    return false;
  }
}
