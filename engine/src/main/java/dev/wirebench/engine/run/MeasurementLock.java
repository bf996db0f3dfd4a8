package dev.wirebench.engine.run;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One measurement at a time per machine: two benchmark runs at once spoil each other's numbers (and
 * JMH refuses to start while another JMH holds {@code jmh.lock}). A run holds this lock from its
 * first fork to its last; a second run — in this JVM (the GUI) or another (the CLI) — waits, says
 * so, and can be cancelled while it waits.
 *
 * <p>Two levels: a semaphore per lock file within this JVM (a file lock cannot exclude threads of
 * the process that holds it, and closing a second channel on the file would release it), and an OS
 * file lock ({@link FileChannel#tryLock()}, polled) between processes. The holder writes its pid
 * and what it runs into the file, for the waiter's message. A lock held by a process that dies is
 * released by the OS; the next holder then waits for that process's orphaned forks to be gone
 * before it measures (see {@link OrphanForks}).
 */
public final class MeasurementLock {
  /** The default lock file, next to JMH's own {@code jmh.lock}. */
  public static final String FILE_NAME = "wirebench-measure.lock";

  private static final long POLL_MILLIS = 200;
  private static final Map<Path, Semaphore> IN_PROCESS = new ConcurrentHashMap<>();
  private static final Map<Path, String> HOLDERS = new ConcurrentHashMap<>();

  private final Path file;

  public MeasurementLock(Path file) {
    this.file = file.toAbsolutePath().normalize();
  }

  /** The machine-wide lock in {@code java.io.tmpdir}. */
  public static MeasurementLock machineWide() {
    return new MeasurementLock(Path.of(System.getProperty("java.io.tmpdir"), FILE_NAME));
  }

  public Path file() {
    return file;
  }

  /** A held lock; close it to let the next run in. */
  @FunctionalInterface
  public interface Held extends AutoCloseable {
    @Override
    void close();
  }

  /**
   * Takes the lock, waiting as long as another run holds it.
   *
   * @param what what this run measures, shown to runs that wait for it
   * @param cancel stops the wait
   * @param waiting told once, with a sentence naming the holder, if this call has to wait
   * @throws CancelledException if cancelled while waiting
   */
  public Held acquire(String what, CancelToken cancel, Consumer<String> waiting) {
    Semaphore local = IN_PROCESS.computeIfAbsent(file, f -> new Semaphore(1, true));
    boolean told = false;
    try {
      while (!local.tryAcquire(POLL_MILLIS, TimeUnit.MILLISECONDS)) {
        checkCancelled(cancel);
        if (!told) {
          waiting.accept(waitMessage(ProcessHandle.current().pid(), HOLDERS.get(file)));
          told = true;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancelledException("interrupted while waiting for another benchmark run");
    }
    try {
      FileChannel channel = open();
      FileLock lock = pollFileLock(channel, cancel, told ? s -> {} : waiting);
      // The OS freed the lock of a killed run at once; its forks may still be measuring.
      OrphanForks.awaitGone(waiting);
      String holder = describeSelf(what);
      writeHolder(channel, holder);
      HOLDERS.put(file, holder);
      return () -> release(channel, lock, local);
    } catch (RuntimeException | Error e) {
      local.release();
      throw e;
    }
  }

  /**
   * Whether a run of this process holds the lock now. While one does, this process may be running
   * JMH, whose own lock must then not be probed from here (closing a second channel on a locked
   * file can drop the process's lock on it).
   */
  public boolean heldByThisProcess() {
    Semaphore local = IN_PROCESS.get(file);
    return local != null && local.availablePermits() == 0;
  }

  /**
   * Who is measuring right now, without waiting or taking the lock for longer than a probe: the
   * holder's own description ({@code pid 4242 on host, json decode since 12:03:04}), "another
   * process" when it wrote none, or empty when nobody holds the lock. For the pre-flight check.
   */
  public Optional<String> holder() {
    Semaphore local = IN_PROCESS.get(file);
    if (local != null && local.availablePermits() == 0) {
      return Optional.of(HOLDERS.getOrDefault(file, "a run in this process"));
    }
    if (!java.nio.file.Files.isRegularFile(file)) {
      return Optional.empty();
    }
    try (FileChannel channel =
        FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
      FileLock probe = channel.tryLock();
      if (probe != null) {
        probe.release();
        return Optional.empty();
      }
      String holder = readHolder(channel);
      return Optional.of(holder == null || holder.isBlank() ? "another process" : holder);
    } catch (java.nio.channels.OverlappingFileLockException e) {
      return Optional.of(HOLDERS.getOrDefault(file, "a run in this process"));
    } catch (IOException e) {
      // An unreadable lock file (another user's, say) says nothing about who holds it.
      return Optional.empty();
    }
  }

  private FileLock pollFileLock(FileChannel channel, CancelToken cancel, Consumer<String> waiting) {
    boolean told = false;
    try {
      while (true) {
        FileLock lock = channel.tryLock();
        if (lock != null) {
          return lock;
        }
        if (!told) {
          String holder = readHolder(channel);
          waiting.accept(waitMessage(-1, holder));
          told = true;
        }
        if (cancel.isCancelled()) {
          break;
        }
        Thread.sleep(POLL_MILLIS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException e) {
      closeQuietly(channel);
      throw new UncheckedIOException("cannot lock " + file, e);
    }
    closeQuietly(channel);
    throw new CancelledException("cancelled while waiting for another benchmark run");
  }

  private static void checkCancelled(CancelToken cancel) {
    if (cancel.isCancelled()) {
      throw new CancelledException("cancelled while waiting for another benchmark run");
    }
  }

  private FileChannel open() {
    try {
      FileChannel channel =
          FileChannel.open(
              file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
      // Like JMH's lock: world-writable, so another user's run can take it after ours.
      File asFile = file.toFile();
      if (!asFile.setWritable(true, false)) {
        asFile.setWritable(true);
      }
      return channel;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot open the benchmark lock file " + file, e);
    }
  }

  private void release(FileChannel channel, FileLock lock, Semaphore local) {
    HOLDERS.remove(file);
    try {
      channel.truncate(0);
      lock.release();
    } catch (IOException e) {
      // Closing the channel below releases the lock anyway.
    } finally {
      closeQuietly(channel);
      local.release();
    }
  }

  private static String describeSelf(String what) {
    return "pid "
        + ProcessHandle.current().pid()
        + ", since "
        + LocalTime.now().truncatedTo(ChronoUnit.SECONDS)
        + (what == null || what.isBlank() ? "" : ", " + what);
  }

  private static String waitMessage(long samePid, String holder) {
    String who;
    if (holder != null && !holder.isBlank()) {
      who = holder;
    } else if (samePid > 0) {
      who = "pid " + samePid;
    } else {
      who = "unknown process";
    }
    return "waiting for another benchmark run ("
        + who
        + (samePid > 0 ? ", in this process" : "")
        + ") to finish…";
  }

  private static void writeHolder(FileChannel channel, String holder) {
    try {
      channel.truncate(0);
      channel.write(ByteBuffer.wrap(holder.getBytes(StandardCharsets.UTF_8)), 0);
      channel.force(false);
    } catch (IOException e) {
      // The holder text only improves the waiter's message; the lock itself is held.
    }
  }

  private static String readHolder(FileChannel channel) {
    try {
      ByteBuffer buffer = ByteBuffer.allocate(512);
      int read = channel.read(buffer, 0);
      return read <= 0 ? null : new String(buffer.array(), 0, read, StandardCharsets.UTF_8).trim();
    } catch (IOException e) {
      return null;
    }
  }

  private static void closeQuietly(FileChannel channel) {
    try {
      channel.close();
    } catch (IOException e) {
      // Nothing left to release.
    }
  }
}
