package dev.wirebench.storage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which other processes hold a lock on an SQLite database (the file or its {@code -shm}/{@code
 * -wal}), from Linux's {@code /proc/locks}, for the message about a database that stayed locked.
 * Best effort: elsewhere, or when the processes cannot be seen, the answer is empty and the message
 * says only that another process holds it. Read only when a lock wait has already failed, never on
 * the way to a write.
 */
final class LockHolders {
  private static final Path LOCKS = Path.of("/proc/locks");

  private LockHolders() {}

  /** {@code 1234 (sqlite3)}, one per other process holding a lock on {@code file}; maybe empty. */
  static List<String> of(Path file) {
    Set<Long> inodes = new TreeSet<>();
    for (String suffix : List.of("", "-shm", "-wal")) {
      Long inode = inode(Path.of(file + suffix));
      if (inode != null) {
        inodes.add(inode);
      }
    }
    Set<Long> pids = new TreeSet<>();
    try {
      for (String line : Files.readAllLines(LOCKS)) {
        // 1: POSIX  ADVISORY  WRITE 4321 08:01:123456 128 128
        String[] fields = line.trim().split("\\s+");
        if (fields.length >= 6 && fields[5].indexOf(':') > 0) {
          String node = fields[5].substring(fields[5].lastIndexOf(':') + 1);
          Long pid = number(fields[4]);
          Long ino = number(node);
          if (pid != null && ino != null && inodes.contains(ino)) {
            pids.add(pid);
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      return List.of(); // not Linux, or not readable: say less
    }
    pids.remove(ProcessHandle.current().pid());
    List<String> holders = new ArrayList<>();
    for (long pid : pids) {
      holders.add(pid + command(pid));
    }
    return holders;
  }

  private static Long inode(Path path) {
    try {
      return Files.exists(path)
          ? ((Number) Files.getAttribute(path, "unix:ino")).longValue()
          : null;
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static String command(long pid) {
    try {
      return " (" + Files.readString(Path.of("/proc", Long.toString(pid), "comm")).strip() + ")";
    } catch (IOException | RuntimeException e) {
      return "";
    }
  }

  private static Long number(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
