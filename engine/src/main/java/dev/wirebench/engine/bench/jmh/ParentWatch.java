package dev.wirebench.engine.bench.jmh;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Inside a forked benchmark JVM: halts it as soon as the process that forked it is gone. JMH's fork
 * only talks to its parent between iterations, so after a {@code kill -9} of Wirebench it would
 * measure on for up to a whole iteration (seconds at 100 % of a core), overlapping the next run's
 * measurement; the latency harness's forks watch their standard input for the same reason.
 *
 * <p>A daemon thread checks the parent (the JVM that forked this one, remembered with its start
 * time, so a recycled pid is not mistaken for it) every {@value #POLL_MILLIS} ms and halts with
 * exit code {@value #EXIT_PARENT_GONE} once it has exited or this JVM was re-parented. Costs one
 * wake-up per poll on a core the benchmark is not meant to use; started once per JVM, from the
 * benchmark's trial set-up.
 */
public final class ParentWatch {
  /** How often the parent is looked at. */
  static final long POLL_MILLIS = 200;

  /** The fork's exit code when its parent died. */
  static final int EXIT_PARENT_GONE = 3;

  private static final AtomicBoolean STARTED = new AtomicBoolean();

  private ParentWatch() {}

  /**
   * Whether {@code parent} is still this JVM's live parent. A killed parent may linger as a zombie
   * (alive to {@link ProcessHandle#isAlive()}) until something reaps it, but the kernel re-parents
   * its children the moment it exits: a changed parent pid is the immediate sign.
   */
  static boolean parentIs(ProcessHandle parent) {
    return parent.isAlive()
        && ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(-1L) == parent.pid();
  }

  /** Starts watching this JVM's parent (once; later calls do nothing). */
  public static void start() {
    if (!STARTED.compareAndSet(false, true)) {
      return;
    }
    Optional<ProcessHandle> parent = ProcessHandle.current().parent();
    if (parent.isEmpty() || parent.get().pid() <= 1) {
      return; // already orphaned, or started by init: nothing meaningful to watch
    }
    ProcessHandle watched = parent.get();
    Thread watcher =
        new Thread(
            () -> {
              while (parentIs(watched)) {
                try {
                  Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                  return; // the JVM is shutting down
                }
              }
              Runtime.getRuntime().halt(EXIT_PARENT_GONE);
            },
            "wirebench-parent-watch");
    watcher.setDaemon(true);
    watcher.start();
  }
}
