package dev.wirebench.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One measurement at a time: a second taker waits, says for whom, and can give up. */
class MeasurementLockTest {
  @TempDir Path temp;

  @Test
  void aSecondProcessWaitsNamingTheHoldersPidUntilItReleases() throws Exception {
    Path file = temp.resolve("measure.lock");
    Process holder =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                LockHolder.class.getName(),
                file.toString())
            .redirectErrorStream(true)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(
              new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
      assertThat(out.readLine()).isEqualTo("locked");

      List<String> waits = new CopyOnWriteArrayList<>();
      CompletableFuture<MeasurementLock.Held> second =
          CompletableFuture.supplyAsync(
              () -> new MeasurementLock(file).acquire("second", new CancelToken(), waits::add));
      awaitTrue(() -> !waits.isEmpty());
      assertThat(second).isNotDone();
      assertThat(waits.get(0))
          .startsWith("waiting for another benchmark run (pid " + holder.pid())
          .contains("the test holder")
          .endsWith("to finish…");

      holder.getOutputStream().close(); // the holder releases and exits
      second.get(30, TimeUnit.SECONDS).close();
      assertThat(waits).hasSize(1);
    } finally {
      holder.destroyForcibly();
    }
  }

  @Test
  void aSecondThreadOfThisProcessWaitsToo() throws Exception {
    MeasurementLock lock = new MeasurementLock(temp.resolve("measure.lock"));
    MeasurementLock.Held first = lock.acquire("first", new CancelToken(), s -> {});
    List<String> waits = new CopyOnWriteArrayList<>();
    CompletableFuture<MeasurementLock.Held> second =
        CompletableFuture.supplyAsync(
            () ->
                new MeasurementLock(lock.file()).acquire("second", new CancelToken(), waits::add));
    awaitTrue(() -> !waits.isEmpty());
    assertThat(second).isNotDone();
    assertThat(waits.get(0))
        .contains("pid " + ProcessHandle.current().pid())
        .contains("first")
        .contains("in this process");
    first.close();
    second.get(30, TimeUnit.SECONDS).close();
  }

  @Test
  void waitingCanBeCancelled() throws Exception {
    MeasurementLock lock = new MeasurementLock(temp.resolve("measure.lock"));
    MeasurementLock.Held first = lock.acquire("first", new CancelToken(), s -> {});
    CancelToken cancel = new CancelToken();
    CompletableFuture<MeasurementLock.Held> second =
        CompletableFuture.supplyAsync(() -> lock.acquire("second", cancel, s -> cancel.cancel()));
    assertThatThrownBy(() -> second.get(30, TimeUnit.SECONDS))
        .hasCauseInstanceOf(CancelledException.class);
    first.close();
    // After both, the lock is free again.
    lock.acquire("third", new CancelToken(), s -> {}).close();
  }

  private static void awaitTrue(java.util.function.BooleanSupplier condition)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("condition not met within 30 s");
      }
      Thread.sleep(20);
    }
  }
}
