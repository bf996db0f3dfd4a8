package dev.wirebench.engine.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * Tells the listeners of one run each event, one event at a time and in order, under the one policy
 * shared by benchmark, latency and throughput runs: <b>a listener that throws has failed the
 * run</b>. A listener that stores results and cannot store one (a full disk, a read-only or damaged
 * database, its run deleted) must not let the run go on as if it were kept.
 *
 * <p>So when a listener throws: the first failure is kept (with the listener that threw), that
 * listener hears nothing more, every action given to {@link #onFailure(Runnable)} runs once (the
 * runners stop the run there: forks killed, what finished kept), and the other listeners go on
 * hearing the run to its end, so a progress display and the caller still see every finished result
 * and the failure in the outcome. Later failures of other listeners are kept as suppressed
 * exceptions of the first.
 *
 * <p>Threading: events may come from several threads (JMH reports from its own); they are
 * serialized. The failure actions run on the thread whose event failed, outside the lock.
 *
 * @param <L> the listener interface
 */
public final class ListenerFanOut<L> {
  private final List<L> listeners;
  private final Set<L> failed = Collections.newSetFromMap(new IdentityHashMap<>());
  private final List<Runnable> failureActions = new CopyOnWriteArrayList<>();
  private RuntimeException failure;
  private boolean failureAnnounced;

  public ListenerFanOut(List<L> listeners) {
    this.listeners = List.copyOf(listeners);
  }

  /** The listeners, in the order they are told. */
  public List<L> listeners() {
    return listeners;
  }

  /** Runs {@code action} once when a listener first fails (at once if one already has). */
  public void onFailure(Runnable action) {
    boolean already;
    synchronized (this) {
      failureActions.add(action);
      already = failure != null;
    }
    if (already) {
      action.run();
    }
  }

  /** Tells every listener that has not failed; a listener that throws fails the run. */
  public void each(Consumer<L> event) {
    boolean newlyFailed;
    synchronized (this) {
      for (L listener : listeners) {
        if (failed.contains(listener)) {
          continue;
        }
        try {
          event.accept(listener);
        } catch (RuntimeException e) {
          failed.add(listener);
          if (failure == null) {
            failure = e;
          } else if (failure != e) {
            failure.addSuppressed(e);
          }
        }
      }
      newlyFailed = failure != null && !failureAnnounced;
      failureAnnounced |= newlyFailed;
    }
    if (newlyFailed) {
      for (Runnable action : new ArrayList<>(failureActions)) {
        action.run();
      }
    }
  }

  /** The first exception a listener threw, if any. */
  public synchronized Optional<RuntimeException> failure() {
    return Optional.ofNullable(failure);
  }

  /** The failure as one line for the user (its message, else its type), if any. */
  public synchronized Optional<String> failureMessage() {
    if (failure == null) {
      return Optional.empty();
    }
    String message = failure.getMessage();
    return Optional.of(
        message == null || message.isBlank() ? failure.getClass().getSimpleName() : message);
  }
}
