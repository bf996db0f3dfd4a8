package dev.wirebench.engine.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.json.MessageJson;
import org.junit.jupiter.api.Test;

/**
 * An inspection builds the message's JSON tree once and every codec's round trip compares with it:
 * the verdicts are the ones each codec got building the tree itself.
 */
class SharedTreeRoundTripTest {
  private static final FixtureLoader FIXTURES = FixtureLoader.bundled();

  @Test
  void everyCodecOnEveryBundledFixtureGetsTheSameViewWithTheSharedTree() {
    Inspector inspector = new Inspector(CodecRegistry.discover());
    for (String fixture : FIXTURES.catalog().ids()) {
      Message message = FIXTURES.resolve(fixture).first();
      JsonNode tree = MessageJson.toTree(message);
      for (String id : inspector.codecIds()) {
        CodecPayload own = inspector.inspectOne(id, message);
        CodecPayload shared = inspector.inspectOne(id, message, tree);

        String what = id + " on " + fixture;
        assertThat(shared).as(what).isEqualTo(own); // codec and payload
        assertThat(shared.roundTrip()).as(what).isEqualTo(own.roundTrip());
        assertThat(shared.spans()).as(what).isEqualTo(own.spans());
        assertThat(shared.error()).as(what).isEqualTo(own.error());
      }
      assertThat(MessageJson.toTree(message)).as("the tree is only read").isEqualTo(tree);
    }
  }

  @Test
  void aLossyRoundTripNamesTheSameFieldsWithTheSharedTree() {
    Message original = FIXTURES.resolve("snapshot-20x20").first();
    String text = MessageJson.toJson(original);
    Message changed = MessageJson.fromJson(text.replaceFirst("85664\\.11", "85664.12"));

    RoundTrip shared = RoundTrip.of(original, MessageJson.toTree(original), changed);

    assertThat(shared).isEqualTo(RoundTrip.of(original, changed));
    assertThat(shared.status()).isEqualTo(RoundTrip.Status.LOSSY);
    assertThat(shared.summary()).isEqualTo("lossy: entries[0].price: 85664.11 -> 85664.12");
  }
}
