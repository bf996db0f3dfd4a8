package dev.wirebench.engine.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecPool;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.Support;
import dev.wirebench.engine.codec.json.JsonCodec;
import dev.wirebench.engine.codec.msgpack.MsgpackCodec;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.json.MessageJson;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class InspectWarmUpTest {
  private static final FixtureLoader FIXTURES = FixtureLoader.bundled();

  private final AtomicInteger created = new AtomicInteger();
  private final Inspector inspector =
      new Inspector(
          CodecRegistry.of(
              () -> {
                created.incrementAndGet();
                return new JsonCodec();
              },
              () -> {
                created.incrementAndGet();
                return new MsgpackCodec();
              }));
  private final List<Message> messages =
      List.of(FIXTURES.resolve("trade-update").first(), FIXTURES.resolve("snapshot-20x20").first());

  @Test
  void everyCodecSeesEveryMessageEachRound() {
    int count = InspectWarmUp.run(inspector, messages, 3, () -> false);

    assertThat(count).isEqualTo(3 * 2 * 2);
  }

  @Test
  void itStopsBeforeTheNextCodecCallOnceTold() {
    AtomicInteger asked = new AtomicInteger();

    int count = InspectWarmUp.run(inspector, messages, 3, () -> asked.incrementAndGet() > 5);

    assertThat(count).isEqualTo(5);
  }

  @Test
  void itWarmsWithTheFirstMessageOfEachTypeInTheFixturesAskedThenTheirGrownCopies() {
    List<Message> all = InspectWarmUp.messages(FIXTURES, id -> true);
    List<Message> mix = InspectWarmUp.messages(FIXTURES, "book-update-mix"::equals);
    List<Message> withoutMix =
        InspectWarmUp.messages(FIXTURES, id -> !id.equals("book-update-mix"));
    Message mixFirst = FIXTURES.resolve("book-update-mix").first();

    // Each bundled fixture holds one message type: one message of each, then its package grown.
    assertThat(mix).hasSize(2);
    assertThat(MessageJson.toTree(mix.get(0))).isEqualTo(MessageJson.toTree(mixFirst));
    assertThat(MessageJson.toTree(mix.get(1)))
        .isEqualTo(
            MessageJson.toTree(
                GrownMessages.of(
                    FIXTURES.resolve("book-update-mix").messages(), InspectWarmUp.GROWN_LENGTH)));
    assertThat(all).hasSize(mix.size() + withoutMix.size());
    assertThat(all).extracting(Message::messageType).contains(MessageType.values());
  }

  @Test
  void eachMessageIsSeenOnceARoundBeforeItsCodecsAndTheWarmUpStopsBetweenThem() {
    List<String> seen = new ArrayList<>();

    int count =
        InspectWarmUp.run(
            List.of("a", "b"),
            messages,
            2,
            () -> seen.size() >= 8,
            message -> seen.add(message.messageType().shortName()),
            (id, message) -> seen.add(id));

    assertThat(seen)
        .containsExactly(
            "PackageHeader", "a", "b", "PackageHeader", "a", "b", "PackageHeader", "a");
    assertThat(count).isEqualTo(5);
  }

  @Test
  void laterInspectionsRunOnTheInstancesTheWarmUpBuilt() {
    InspectWarmUp.run(inspector, messages, 1, () -> false);
    int afterWarmUp = created.get();

    List<CodecPayload> views = inspector.inspect(messages.get(1), List.of("json"));

    assertThat(created).hasValue(afterWarmUp);
    assertThat(views.get(0).roundTrip().status()).isEqualTo(RoundTrip.Status.EXACT);
    assertThat(views.get(0).spans()).isNotEmpty();
  }

  @Test
  void aCodecThatBreaksItsContractShowsAsFailedInItsOwnRow() {
    Inspector withBug = new Inspector(CodecRegistry.of(DescribeBug::new, JsonCodec::new));

    List<CodecPayload> views = withBug.inspect(messages.get(0), List.of());

    assertThat(views.get(0).error())
        .startsWith("codec error (a bug in the codec): java.lang.IllegalStateException");
    assertThat(views.get(1).error()).isNull();
    assertThat(views.get(1).roundTrip().status()).isEqualTo(RoundTrip.Status.EXACT);
  }

  @Test
  void theDynamicWarmUpReadsTheBundledJsonAsFilesOfAnUnknownShape() {
    List<DynamicFixture> fixtures =
        InspectWarmUp.dynamicFixtures(FIXTURES, id -> id.equals("bars") || id.startsWith("fix-"));

    assertThat(fixtures).hasSize(1); // the FIX fixtures are tag=value text, not JSON
    assertThat(fixtures.get(0).schemaSource()).isEqualTo("inferred");
    assertThat(fixtures.get(0).messages()).hasSize(FIXTURES.resolve("bars").messages().size());
    Inspector dynamic =
        new Inspector(new CodecPool(CodecRegistry.of(JsonCodec::new)), DynamicCodecs.discover());
    AtomicInteger asked = new AtomicInteger();
    assertThat(InspectWarmUp.runDynamic(dynamic, fixtures, List.of("json"), 3, () -> false))
        .isEqualTo(3);
    assertThat(
            InspectWarmUp.runDynamic(
                dynamic, fixtures, List.of("json"), 3, () -> asked.incrementAndGet() > 2))
        .isEqualTo(2);
  }

  /** JSON whose describe throws what no codec may throw: a codec with a bug. */
  private static final class DescribeBug implements Codec {
    private final JsonCodec json = new JsonCodec();

    @Override
    public CodecInfo info() {
      CodecInfo info = json.info();
      return new CodecInfo(
          "json-bug",
          info.displayName(),
          info.library(),
          info.binary(),
          info.decodeContract(),
          info.stringHandling(),
          info.spanDetail(),
          info.allocationFree());
    }

    @Override
    public Support support(MessageType type) {
      return json.support(type);
    }

    @Override
    public int encode(Message message, byte[] dst, int offset) {
      return json.encode(message, dst, offset);
    }

    @Override
    public Message decode(byte[] src, int offset, int length, Message reuse) {
      return json.decode(src, offset, length, reuse);
    }

    @Override
    public List<FieldSpan> describe(byte[] src, int offset, int length) {
      throw new IllegalStateException("span table out of step");
    }
  }
}
