package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Issue 20, case 1, in a real forked run: a listener that cannot keep a result (a store on a full
 * disk) stops the run as failed — not cancelled, not "complete" — and the other listeners and the
 * caller still get every result that finished.
 */
class ListenerFailureTest {
  @Test
  void aListenerThatThrowsStopsTheRunWhichEndsPartialWithTheFailure() throws Exception {
    RecordingListener screen = new RecordingListener();
    BenchmarkListener storeThatFills =
        new BenchmarkListener() {
          @Override
          public void benchmarkFinished(BenchResult result) {
            throw new IllegalStateException("the disk holding the database is full");
          }
        };
    BenchmarkPlan plan =
        TinyPlans.jmh()
            .codecs("json")
            .fixtures("minimal", "trade-update")
            .operations(Operation.ENCODE)
            .build();

    BenchOutcome outcome =
        CompletableFuture.supplyAsync(
                () ->
                    TinyPlans.engine()
                        .run(
                            plan, BenchmarkListener.all(storeThatFills, screen), new CancelToken()))
            .get(120, TimeUnit.SECONDS);

    assertThat(outcome.failure()).isEqualTo("the disk holding the database is full");
    assertThat(outcome.cancelled()).isFalse();
    assertThat(outcome.status()).isEqualTo(RunStatus.PARTIAL);
    assertThat(outcome.results()).hasSize(1); // the second benchmark never started
    assertThat(screen.outcome).isSameAs(outcome);
    assertThat(ForkReaper.jmhForks()).isEmpty();
  }
}
