package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Cancelling kills the forks and keeps what finished; concurrent runs queue instead of colliding.
 */
class CancelAndQueueTest {
  @Test
  void cancellingMidRunStopsTheForkAndKeepsCompletedBenchmarks() throws Exception {
    CancelToken cancel = new CancelToken();
    RecordingListener listener = new RecordingListener();
    List<ProcessHandle> forksSeen = new CopyOnWriteArrayList<>();
    BenchmarkListener cancelInSecondBenchmark =
        new BenchmarkListener() {
          @Override
          public void iteration(IterationProgress progress) {
            if (progress.index() == 1 && forksSeen.isEmpty()) {
              forksSeen.addAll(ForkReaper.jmhForks());
              cancel.cancel();
            }
          }
        };
    // Each benchmark runs 6 x 200 ms after its fork starts: cancelled after its first
    // iteration, the second benchmark cannot have finished on its own.
    BenchmarkPlan plan =
        TinyPlans.jmh()
            .codecs("json")
            .fixtures("minimal", "trade-update")
            .operations(Operation.ENCODE)
            .warmup(IterationSpec.of(5, Duration.ofMillis(200)))
            .measurement(IterationSpec.of(1, Duration.ofMillis(200)))
            .build();

    BenchOutcome outcome =
        CompletableFuture.supplyAsync(
                () ->
                    TinyPlans.engine()
                        .run(
                            plan, BenchmarkListener.all(listener, cancelInSecondBenchmark), cancel))
            .get(60, TimeUnit.SECONDS);

    assertThat(outcome.cancelled()).isTrue();
    assertThat(outcome.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(outcome.results())
        .singleElement()
        .satisfies(r -> assertThat(r.fixture()).isEqualTo("minimal"));
    assertThat(forksSeen).as("the second benchmark's fork, seen before cancelling").isNotEmpty();
    assertThat(forksSeen).noneMatch(ProcessHandle::isAlive);
    assertThat(ForkReaper.jmhForks()).isEmpty();
    assertThat(listener.outcome).isSameAs(outcome);
  }

  @Test
  void twoConcurrentRunsQueueOneBehindTheOtherAndBothComplete() throws Exception {
    List<String> sequence = new CopyOnWriteArrayList<>();
    RecordingListener first = new RecordingListener();
    RecordingListener second = new RecordingListener();
    BenchmarkPlan plan =
        TinyPlans.jmh().codecs("json").fixtures("minimal").operations(Operation.ENCODE).build();

    CompletableFuture<BenchOutcome> a =
        CompletableFuture.supplyAsync(
            () ->
                TinyPlans.engine()
                    .run(
                        plan,
                        BenchmarkListener.all(first, tagged("A", sequence)),
                        new CancelToken()));
    assertThat(first.started.await(60, TimeUnit.SECONDS)).isTrue();
    CompletableFuture<BenchOutcome> b =
        CompletableFuture.supplyAsync(
            () ->
                TinyPlans.engine()
                    .run(
                        plan,
                        BenchmarkListener.all(second, tagged("B", sequence)),
                        new CancelToken()));

    assertThat(a.get(120, TimeUnit.SECONDS).status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(b.get(120, TimeUnit.SECONDS).status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(second.waits)
        .anyMatch(
            message ->
                message.startsWith(
                        "waiting for another benchmark run (pid " + ProcessHandle.current().pid())
                    && message.endsWith("to finish…"));
    assertThat(sequence.indexOf("B waiting")).isLessThan(sequence.indexOf("A runFinished"));
    assertThat(sequence.indexOf("A runFinished")).isLessThan(sequence.indexOf("B runStarted"));
  }

  private static BenchmarkListener tagged(String tag, List<String> sequence) {
    return new BenchmarkListener() {
      @Override
      public void waiting(String message) {
        sequence.add(tag + " waiting");
      }

      @Override
      public void runStarted(RunStart start) {
        sequence.add(tag + " runStarted");
      }

      @Override
      public void runFinished(BenchOutcome outcome) {
        sequence.add(tag + " runFinished");
      }
    };
  }
}
