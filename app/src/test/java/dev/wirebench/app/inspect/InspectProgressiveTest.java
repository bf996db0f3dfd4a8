package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.CodecPayload;
import dev.wirebench.engine.model.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Inspect screen while some codecs are still in their first use: the fixture, the finished
 * codecs' rows and the selected codec's hex show, the others say "warming up…" and fill in when
 * they finish. Real codecs; one of them (a real CBOR codec) is held back by a latch, standing for a
 * codec whose first use is slow.
 */
class InspectProgressiveTest {
  private final CountDownLatch release = new CountDownLatch(1);
  private final CodecRegistry registry =
      HookedCodec.amongRealCodecs("held-back", this::awaitRelease);
  private final BlockingQueue<Runnable> fxThread = new LinkedBlockingQueue<>();
  private final ExecutorService jobs = Executors.newSingleThreadExecutor();
  private final List<Throwable> unexpected = new ArrayList<>();
  private final InspectViewModel model =
      HookedCodec.model(registry, jobs, fxThread::add, unexpected::add);

  @AfterEach
  void stop() {
    release.countDown();
    jobs.shutdownNow();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void finishedCodecsShowWhileASlowOneWarmsUpAndItsRowFillsInWhenItIsDone()
      throws InterruptedException {
    model.preferCodec("held-back");
    model.openKey("trade-update");

    HookedCodec.runFxUntil(fxThread, () -> !model.codecs().isEmpty());

    assertThat(model.codecs()).extracting(CodecRow::id).isEqualTo(registry.ids());
    CodecRow waiting = row("held-back");
    assertThat(waiting.pending()).isTrue();
    assertThat(waiting.hasPayload()).isFalse();
    assertThat(waiting.sizeText()).isEqualTo("warming up…");
    assertThat(waiting.verdictText()).isEqualTo("warming up…");
    assertThat(row("json").pending()).isFalse();
    assertThat(row("json").verdict()).isEqualTo(CodecRow.Verdict.EXACT);
    assertThat(row("cbor").hasPayload()).isTrue();
    assertThat(model.treeProperty().get().name()).isEqualTo("PackageHeader");
    assertThat(model.loadingProperty().get()).as("still working").isTrue();
    assertThat(model.codecProperty().get().id())
        .as("the preferred codec has nothing yet: the first with a payload shows")
        .isEqualTo("json");
    assertThat(model.layoutProperty().get()).isNotNull();
    assertThat(model.inspectionProperty().get().views())
        .extracting(v -> v.info().id())
        .doesNotContain("held-back");

    release.countDown();
    HookedCodec.runFxUntil(fxThread, () -> !model.loadingProperty().get());

    assertThat(model.codecs()).extracting(CodecRow::id).isEqualTo(registry.ids());
    assertThat(model.codecs()).noneMatch(CodecRow::pending);
    assertThat(row("held-back").hasPayload()).isTrue();
    assertThat(row("held-back").verdict()).isEqualTo(CodecRow.Verdict.EXACT);
    assertThat(model.codecProperty().get().id())
        .as("the preferred codec, now that it is done")
        .isEqualTo("held-back");
    assertThat(model.inspectionProperty().get().views()).hasSize(4);
  }

  @Test
  void partialViewsGoOutAfterTheFirstWaitAtMostOncePerPeriodAndNeverWithEveryCodec()
      throws InterruptedException {
    List<List<String>> shown = new ArrayList<>();
    List<Integer> progress = new ArrayList<>();
    ProgressiveViews views =
        new ProgressiveViews(
            3,
            (done, layouts) -> shown.add(done.stream().map(v -> v.info().id()).toList()),
            (count, id) -> progress.add(count));
    Message message = FixtureLoader.bundled().resolve("trade-update").first();
    List<CodecPayload> payloads =
        new dev.wirebench.engine.inspect.Inspector(registry)
            .inspect(message, List.of("json", "cbor", "fix"));
    Thread.sleep(ProgressiveViews.FIRST_AFTER_MS + 50);

    views.finished(InspectedCodec.of(payloads.get(1)), 1);
    views.finished(InspectedCodec.of(payloads.get(0)), 0);
    views.waiting();
    assertThat(shown).as("the second within EVERY_MS waits").containsExactly(List.of("cbor"));
    Thread.sleep(ProgressiveViews.EVERY_MS + 50);
    views.waiting();
    views.finished(InspectedCodec.of(payloads.get(2)), 2);
    views.waiting();

    assertThat(shown).containsExactly(List.of("cbor"), List.of("json", "cbor"));
    assertThat(progress).containsExactly(1, 2, 3);
  }

  private CodecRow row(String id) {
    return model.codecs().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
  }

  /** The held-back codec's encode: waits for the test to let it go. */
  private void awaitRelease() {
    try {
      release.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
