package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.cbor.CborCodec;
import dev.wirebench.engine.codec.json.JsonCodec;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.InspectWarmUp;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class InspectServiceWarmUpTest {
  private final FixtureLoader fixtures = FixtureLoader.bundled();
  private final InspectService service =
      new InspectService(fixtures, CodecRegistry.of(JsonCodec::new, CborCodec::new));

  @Test
  void theWarmUpInspectsEveryBundledFixtureAndItsGrownCopyInEveryCodecEachRound() {
    int fixturesBundled = fixtures.catalog().ids().size();
    // each bundled fixture holds one message type; those with short lists also give a long copy
    int messages = InspectWarmUp.messages(fixtures, id -> true).size();
    assertThat(messages).isGreaterThan(fixturesBundled);

    // Then the JSON ones again, read as files of an unknown shape (the FIX ones are not JSON).
    long json =
        fixtures.catalog().entries().stream().filter(e -> e.fileName().endsWith(".json")).count();

    assertThat(service.warmUp(id -> true, () -> false))
        .isEqualTo(InspectWarmUp.ROUNDS * messages * 2 + InspectWarmUp.DYNAMIC_ROUNDS * json * 2);
  }

  @Test
  void itLeavesOutTheFixturesItIsToldTo() {
    int messages = InspectWarmUp.messages(fixtures, id -> !id.equals("snapshot-20x20")).size();
    assertThat(messages).isLessThan(InspectWarmUp.messages(fixtures, id -> true).size());

    long json =
        fixtures.catalog().entries().stream().filter(e -> e.fileName().endsWith(".json")).count();

    assertThat(service.warmUp(id -> !id.equals("snapshot-20x20"), () -> false))
        .isEqualTo(
            InspectWarmUp.ROUNDS * messages * 2 + InspectWarmUp.DYNAMIC_ROUNDS * (json - 1) * 2);
  }

  @Test
  void aMeasurementStopsItBeforeTheNextCodecCall() {
    AtomicInteger asked = new AtomicInteger();

    assertThat(service.warmUp(id -> true, () -> asked.incrementAndGet() > 3)).isEqualTo(3);
  }
}
