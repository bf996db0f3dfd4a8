package dev.wirebench.engine.env;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * JMH's own lock: a JMH run takes a file lock on {@code jmh.lock} in {@code java.io.tmpdir} for as
 * long as it measures (unless started with {@code -Djmh.ignoreLock=true}), so that two JMH runs do
 * not share the machine. Another tool's JMH run (an IDE, a build) is not a Wirebench measurement
 * and does not take Wirebench's measurement lock: this is how the pre-flight check sees it. The
 * probe tries the lock without blocking and releases it at once; it never deletes the file nor
 * creates it. Stateless.
 */
public final class JmhLock {
  /** JMH's lock file name. */
  public static final String FILE_NAME = "jmh.lock";

  private final Path file;

  /**
   * @param file the lock file ({@code java.io.tmpdir}/jmh.lock for real)
   */
  public JmhLock(Path file) {
    this.file = file;
  }

  /** The lock of JMH runs on this machine, as JMH names it. */
  public static JmhLock machineWide() {
    return new JmhLock(Path.of(System.getProperty("java.io.tmpdir"), FILE_NAME));
  }

  /** The lock file. */
  public Path file() {
    return file;
  }

  /** Who holds JMH's lock. */
  public enum Holder {
    /** Nobody: no JMH run measures now (or the file does not exist). */
    NONE,
    /** Another process: a JMH run outside this JVM. */
    OTHER_PROCESS,
    /** A JMH runner in this JVM (a Wirebench run of this process). */
    THIS_PROCESS
  }

  /**
   * Whether a JMH run holds the lock now: tries it without waiting and releases it at once. Empty
   * when the file cannot be opened (another user's, say): that says nothing about who holds it.
   */
  public Optional<Holder> probe() {
    if (!Files.isRegularFile(file)) {
      return Optional.of(Holder.NONE);
    }
    // JMH opens the file for writing; a read-only channel could not take the exclusive lock
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
      FileLock probe = channel.tryLock();
      if (probe == null) {
        return Optional.of(Holder.OTHER_PROCESS);
      }
      probe.release();
      return Optional.of(Holder.NONE);
    } catch (OverlappingFileLockException e) {
      return Optional.of(Holder.THIS_PROCESS);
    } catch (IOException e) {
      return Optional.empty();
    }
  }
}
