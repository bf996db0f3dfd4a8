package dev.wirebench.storage;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * How long Wirebench waits for a team store that stops answering, and who hears about the wait. A
 * server that is frozen, overloaded or cut off behind a firewall that drops packets otherwise makes
 * a command wait silently for as long as the operating system keeps the connection (minutes). Every
 * connection attempt, login and server answer is limited to {@link #limitSeconds()} (default 60 s,
 * system property {@code wirebench.teamstore.timeout}; a URL's own {@code connectTimeout}, {@code
 * loginTimeout} or {@code socketTimeout} wins), and a wait longer than {@link #NOTICE_SECONDS} is
 * reported to the {@link Listener} every few seconds until it ends.
 *
 * <p>The listener is process-wide (the CLI prints to stderr; nothing is printed unless one is set):
 * stores are opened from many places that have no terminal to pass down. Threading: the listener is
 * called on a daemon timer thread.
 */
public final class TeamStoreWaits {
  /** The default limit on one wait for the server, in seconds. */
  public static final int DEFAULT_LIMIT_SECONDS = 60;

  /** A wait is reported after this many seconds, and again every this many seconds. */
  static final int NOTICE_SECONDS = 2;

  /** Hears about long waits. */
  @FunctionalInterface
  public interface Listener {
    /**
     * The store at {@code location} has not answered for {@code seconds} of at most {@code limit}.
     */
    void waiting(String location, long seconds, int limit);
  }

  private static volatile Listener listener;
  private static ScheduledExecutorService timer;

  private TeamStoreWaits() {}

  /** Reports long waits to {@code newListener} from now on (null: to no one). */
  public static void listen(Listener newListener) {
    listener = newListener;
  }

  /** The limit on one wait for the server, in seconds. */
  public static int limitSeconds() {
    return Math.max(1, Integer.getInteger("wirebench.teamstore.timeout", DEFAULT_LIMIT_SECONDS));
  }

  /**
   * Starts watching one exchange with the store; {@link Watch#close()} when it is over. Costs a
   * timer entry, nothing when no listener is set.
   */
  static Watch watch(String location, int limit) {
    Listener current = listener;
    if (current == null) {
      return () -> {};
    }
    long started = System.nanoTime();
    ScheduledFuture<?> notices =
        timer()
            .scheduleAtFixedRate(
                () ->
                    current.waiting(
                        location,
                        TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started),
                        limit),
                NOTICE_SECONDS,
                NOTICE_SECONDS,
                TimeUnit.SECONDS);
    return () -> notices.cancel(false);
  }

  private static synchronized ScheduledExecutorService timer() {
    if (timer == null) {
      timer =
          Executors.newSingleThreadScheduledExecutor(
              task -> {
                Thread thread = new Thread(task, "wirebench-team-store-wait");
                thread.setDaemon(true);
                return thread;
              });
    }
    return timer;
  }

  /** One exchange being watched. */
  interface Watch extends AutoCloseable {
    @Override
    void close();
  }
}
