package dev.wirebench.storage.fleet;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** An agent waiting for work is woken by NOTIFY when a job is queued, not by its safety poll. */
class FleetNotifyTest {
  private final FleetTestStore store = new FleetTestStore();

  @Test
  void queuingAJobWakesAWaitingAgentLongBeforeItsPoll() throws Exception {
    try (JobWaiter waiter = new JobWaiter(store.url);
        JobQueue queue = new JobQueue(store.url)) {
      waiter.listen();
      long started = System.nanoTime();
      CompletableFuture<Boolean> woken =
          CompletableFuture.supplyAsync(() -> waiter.await(Duration.ofSeconds(60)));
      Thread.sleep(300);
      assertThat(woken).isNotDone();

      queue.enqueue(FleetTestStore.tinyPlan("x"), HostRequirements.ANY, 0, 3, "t");

      assertThat(woken.get(20, TimeUnit.SECONDS)).isTrue();
      assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(20));
    }
  }

  @Test
  void aWaitWithNothingQueuedTimesOutEmpty() {
    try (JobWaiter waiter = new JobWaiter(store.url)) {
      assertThat(waiter.await(Duration.ofMillis(300))).isFalse();
    }
  }

  @Test
  void aNotificationSentBetweenWaitsIsNotLost() {
    try (JobWaiter waiter = new JobWaiter(store.url);
        JobQueue queue = new JobQueue(store.url)) {
      waiter.listen();
      queue.enqueue(FleetTestStore.tinyPlan("x"), HostRequirements.ANY, 0, 3, "t");
      assertThat(waiter.await(Duration.ofSeconds(20))).isTrue();
    }
  }
}
