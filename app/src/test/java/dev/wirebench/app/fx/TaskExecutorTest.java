package dev.wirebench.app.fx;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TaskExecutorTest {
  private final List<Throwable> unexpected = new ArrayList<>();
  private final List<Object> delivered = new ArrayList<>();

  @Test
  void inlineRunsTheJobAndDeliversItsResult() {
    TaskExecutor executor = TaskExecutor.inline(unexpected::add);

    executor.submit("answer", context -> 42, delivered::add, null);

    assertThat(delivered).containsExactly(42);
    assertThat(executor.busyProperty().get()).isFalse();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void aFailureGoesToItsHandlerOrElseToTheAppsErrorHandler() {
    TaskExecutor executor = TaskExecutor.inline(unexpected::add);
    IllegalStateException handled = new IllegalStateException("handled");
    IllegalStateException unhandled = new IllegalStateException("unhandled");

    executor.submit(
        "a",
        context -> {
          throw handled;
        },
        delivered::add,
        delivered::add);
    executor.submit(
        "b",
        context -> {
          throw unhandled;
        },
        delivered::add,
        null);

    assertThat(delivered).containsExactly(handled);
    assertThat(unexpected).containsExactly(unhandled);
  }

  @Test
  void aCancelledTaskDeliversNothing() {
    Deque<Runnable> jobs = new ArrayDeque<>();
    TaskExecutor executor = TaskExecutor.using(jobs::add, Runnable::run, unexpected::add);

    TaskHandle handle = executor.submit("slow", context -> "late", delivered::add, null);
    assertThat(executor.busyProperty().get()).isTrue();
    handle.cancel();
    jobs.poll().run();

    assertThat(delivered).isEmpty();
    assertThat(unexpected).isEmpty();
    assertThat(handle.isDone()).isTrue();
    assertThat(executor.busyProperty().get()).isFalse();
  }

  @Test
  void progressShowsAsTheNewestTasksActivity() {
    Deque<Runnable> fx = new ArrayDeque<>();
    Deque<Runnable> jobs = new ArrayDeque<>();
    TaskExecutor executor = TaskExecutor.using(jobs::add, fx::add, unexpected::add);
    AtomicReference<TaskContext> running = new AtomicReference<>();
    executor.submit(
        "Inspecting",
        context -> {
          running.set(context);
          context.progress(1, 4, "json");
          return null;
        },
        delivered::add,
        null);
    drain(fx);

    jobs.poll().run();
    fx.poll().run(); // the progress update; the result is still queued

    assertThat(executor.activityProperty().get()).isEqualTo("Inspecting — json");
    assertThat(executor.progressProperty().get()).isEqualTo(0.25);
    drain(fx);
    assertThat(executor.busyProperty().get()).isFalse();
    assertThat(executor.activityProperty().get()).isEmpty();
  }

  @Test
  void pooledJobsRunOnNamedWorkerThreadsAndCancelInterruptsThem() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor(r -> new Thread(r, "worker-test"));
    LinkedBlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    TaskExecutor executor = TaskExecutor.using(pool, fx::add, unexpected::add);
    CountDownLatch started = new CountDownLatch(1);
    AtomicReference<String> thread = new AtomicReference<>();
    AtomicReference<Boolean> interrupted = new AtomicReference<>(false);

    TaskHandle handle =
        executor.submit(
            "blocking",
            context -> {
              thread.set(Thread.currentThread().getName());
              started.countDown();
              try {
                new CountDownLatch(1).await();
              } catch (InterruptedException e) {
                interrupted.set(true);
              }
              return "never shown";
            },
            delivered::add,
            null);
    assertThat(started.await(30, TimeUnit.SECONDS)).isTrue();
    handle.cancel();
    executor.close();
    assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    drain(fx);

    assertThat(thread.get()).isEqualTo("worker-test");
    assertThat(interrupted.get()).isTrue();
    assertThat(delivered).isEmpty();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void aJobSubmittedAfterCloseNeverRunsAndIsReportedCancelled() throws Exception {
    ExecutorService pool = Executors.newSingleThreadExecutor();
    Deque<Runnable> fx = new ArrayDeque<>();
    TaskExecutor executor = TaskExecutor.using(pool, fx::add, unexpected::add);
    executor.close();
    assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    AtomicReference<Boolean> ran = new AtomicReference<>(false);

    TaskHandle handle =
        executor.submit(
            "late reload",
            context -> {
              ran.set(true);
              return "never";
            },
            delivered::add,
            delivered::add);
    drain(fx);

    assertThat(ran.get()).isFalse();
    assertThat(handle.isCancelled()).isTrue();
    assertThat(handle.isDone()).as("cancelled counts as over (TaskHandle)").isTrue();
    assertThat(delivered).as("neither onSuccess nor onFailure").isEmpty();
    assertThat(unexpected).isEmpty();
    assertThat(executor.busyProperty().get()).isFalse();
  }

  @Test
  void aJobThePoolRejectsWhileClosingIsCancelledAndLeavesNothingRunning() {
    Deque<Runnable> fx = new ArrayDeque<>();
    // not an ExecutorService, so the shut-down check cannot see it: the rejection path
    TaskExecutor executor =
        TaskExecutor.using(
            job -> {
              throw new RejectedExecutionException("shutting down");
            },
            fx::add,
            unexpected::add);

    TaskHandle handle = executor.submit("late", context -> "never", delivered::add, null);
    drain(fx);

    assertThat(handle.isCancelled()).isTrue();
    assertThat(handle.isDone()).isTrue();
    assertThat(delivered).isEmpty();
    assertThat(unexpected).isEmpty();
    assertThat(executor.busyProperty().get()).as("no activity left behind").isFalse();
  }

  private static void drain(java.util.Queue<Runnable> queue) {
    while (!queue.isEmpty()) {
      queue.poll().run();
    }
  }

  @Test
  void backgroundWorkRunsOnItsOwnNamedDaemonOutsideTheStatusBar() throws Exception {
    TaskExecutor executor = TaskExecutor.inline(unexpected::add);
    LinkedBlockingQueue<Thread> ranOn = new LinkedBlockingQueue<>();

    executor.background("warm-up-test", () -> ranOn.add(Thread.currentThread()));

    Thread thread = ranOn.poll(10, TimeUnit.SECONDS);
    assertThat(thread).isNotNull().isNotSameAs(Thread.currentThread());
    assertThat(thread.getName()).isEqualTo("warm-up-test");
    assertThat(thread.isDaemon()).isTrue();
    assertThat(executor.busyProperty().get()).isFalse();
  }

  @Test
  void aBackgroundFailureGoesToTheAppsErrorHandler() throws Exception {
    LinkedBlockingQueue<Throwable> failures = new LinkedBlockingQueue<>();
    TaskExecutor executor = TaskExecutor.inline(failures::add);
    IllegalStateException broken = new IllegalStateException("warm-up broke");

    executor.background(
        "warm-up-test",
        () -> {
          throw broken;
        });

    assertThat(failures.poll(10, TimeUnit.SECONDS)).isSameAs(broken);
  }
}
