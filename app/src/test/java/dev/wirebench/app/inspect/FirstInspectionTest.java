package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The session's first inspection as the app starts it: the selected codec alone first, its result
 * on the screen before the window is shown, the other codecs only once the window is. Real codecs;
 * the test thread plays the FX thread.
 */
@Timeout(60)
class FirstInspectionTest {
  private final CountDownLatch watchedStarted = new CountDownLatch(1);
  private final CodecRegistry registry =
      HookedCodec.amongRealCodecs("watched", watchedStarted::countDown);
  private final InspectService service = new InspectService(FixtureLoader.bundled(), registry);
  private final BlockingQueue<Runnable> fxThread = new LinkedBlockingQueue<>();
  private final ExecutorService jobs = Executors.newSingleThreadExecutor();
  private final List<Throwable> unexpected = new ArrayList<>();
  private final InspectViewModel model =
      new InspectViewModel(
          service,
          TaskExecutor.using(jobs, fxThread::add, unexpected::add),
          new RecentFixtures(List.of()));
  private final FirstInspection first = new FirstInspection();

  @AfterEach
  void stop() {
    first.firstFrameShown();
    jobs.shutdownNow();
    assertThat(unexpected).isEmpty();
  }

  @Test
  void theSelectedCodecShowsAloneBeforeTheWindowAndTheOthersStartOnceItIsShown()
      throws InterruptedException {
    service.leadNextOpen(first);
    model.preferCodec("fix");
    model.openKey("trade-update");

    first.showLeadWithin(30_000); // as the app does before Stage.show

    assertThat(model.treeProperty().get().name()).isEqualTo("PackageHeader");
    assertThat(model.codecProperty().get().id()).isEqualTo("fix");
    assertThat(model.layoutProperty().get()).isNotNull();
    assertThat(model.codecs()).extracting(CodecRow::id).isEqualTo(registry.ids());
    assertThat(model.codecs())
        .filteredOn(CodecRow::pending)
        .extracting(CodecRow::id)
        .containsExactly("json", "watched", "cbor");
    assertThat(model.loadingProperty().get()).isTrue();
    assertThat(watchedStarted.await(300, TimeUnit.MILLISECONDS))
        .as("the other codecs wait for the window")
        .isFalse();

    first.firstFrameShown();
    HookedCodec.runFxUntil(fxThread, () -> !model.loadingProperty().get());

    assertThat(watchedStarted.getCount()).isZero();
    assertThat(model.codecs()).noneMatch(CodecRow::pending);
    assertThat(model.inspectionProperty().get().views()).hasSize(4);
    assertThat(model.codecProperty().get().id()).isEqualTo("fix");
  }

  @Test
  void onlyTheSessionsFirstOpenLeads() throws InterruptedException {
    service.leadNextOpen(first);
    model.openKey("trade-update");
    first.showLeadWithin(30_000);
    first.firstFrameShown();
    HookedCodec.runFxUntil(fxThread, () -> !model.loadingProperty().get());

    model.openKey("book-snapshots-5");
    HookedCodec.runFxUntil(fxThread, () -> !model.loadingProperty().get());

    assertThat(model.inspectionProperty().get().choice())
        .isEqualTo(service.choiceFor("book-snapshots-5"));
    assertThat(model.codecs()).noneMatch(CodecRow::pending);
  }

  @Test
  void theLeadsResultIsShownOnceWhicheverWayComesFirst() {
    AtomicInteger shown = new AtomicInteger();
    List<Runnable> delivered = new ArrayList<>();

    first.leadReady(shown::incrementAndGet, delivered::add);
    first.showLeadWithin(0);
    delivered.forEach(Runnable::run);

    assertThat(delivered).hasSize(1);
    assertThat(shown).hasValue(1);
  }

  @Test
  void aFixtureThatFailsToLoadLeavesNothingForTheWindowToWaitFor(@TempDir Path dir)
      throws Exception {
    Path broken = dir.resolve("broken.json");
    Files.writeString(
        broken,
        "{\n  \"$type\": \"PackageHeader\",\n  \"symbol\": \"ETHUSDT\",\n  \"entries\": [\n"
            + "    { \"$type\": \"TradeEntry\", \"price\": \"18x1.52\" }\n  ]\n}\n",
        StandardCharsets.UTF_8);
    service.leadNextOpen(first);

    model.openFile(broken);

    // returns once the load failed (the class timeout catches a wait for a lead that never comes)
    first.showLeadWithin(Long.MAX_VALUE / 2_000_000);
    HookedCodec.runFxUntil(fxThread, () -> !model.loadingProperty().get());
    assertThat(model.errorProperty().get()).isNotNull();
  }
}
