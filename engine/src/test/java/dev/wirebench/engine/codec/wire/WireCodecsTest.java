package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The two wire codecs side by side on every sample message. */
class WireCodecsTest {
  private final Codec interpreted = new InterpretedWireCodec();
  private final Codec compiled = new CompiledWireCodec();

  static Stream<WireSamples.Sample> samples() {
    return WireSamples.all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void interpretedAndCompiledWriteIdenticalBytes(WireSamples.Sample sample) {
    byte[] fromInterpreted = Codecs.encode(interpreted, sample.message());
    byte[] fromCompiled = Codecs.encode(compiled, sample.message());

    assertThat(fromCompiled).isEqualTo(fromInterpreted);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void eachDecodesWhatTheOtherEncodedIntoAReusedInstance(WireSamples.Sample sample) {
    Message message = sample.message();
    byte[] payload = Codecs.encode(compiled, message);
    Message target = message.messageType().newInstance();
    for (Codec codec : List.of(interpreted, compiled, interpreted)) {
      Message decoded = codec.decode(payload, 0, payload.length, target);

      assertThat(decoded).isSameAs(target);
      assertThat(RoundTrip.of(message, decoded).summary()).isEqualTo("exact");
      assertThat(Codecs.encode(codec, decoded)).isEqualTo(payload);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void spansTileAndShowTheValuesOfFixMessagesToo(WireSamples.Sample sample) {
    byte[] payload = Codecs.encode(interpreted, sample.message());
    List<FieldSpan> spans = compiled.describe(payload, 0, payload.length);

    SpanChecks.assertTiles(spans, payload.length, sample.name());
    assertThat(SpanChecks.assertValuesMatch(spans, sample.message(), sample.name())).isPositive();
    assertThat(interpreted.describe(payload, 0, payload.length)).isEqualTo(spans);
  }

  @Test
  void bothSupportEveryMessageTypeAndFillTheCallersInstance() {
    for (Codec codec : List.of(interpreted, compiled)) {
      for (MessageType type : MessageType.values()) {
        assertThat(codec.support(type).supported()).as("%s %s", codec.info().id(), type).isTrue();
      }
      assertThat(codec.info().decodeContract()).isEqualTo(DecodeContract.FILLS_REUSED);
      assertThat(codec.info().binary()).isTrue();
    }
  }

  @Test
  void bothAreListedAsSeparateCodecs() {
    CodecRegistry registry = CodecRegistry.discover();

    assertThat(registry.ids()).contains("wire-interpreted", "wire-compiled");
    assertThat(registry.create("wire-compiled")).isInstanceOf(CompiledWireCodec.class);
    assertThat(registry.create("wire-interpreted")).isInstanceOf(InterpretedWireCodec.class);
    assertThat(registry.infos().stream().map(CodecInfo::displayName))
        .contains("Wirebench binary (interpreted)", "Wirebench binary (compiled)");
  }

  @Test
  void decodingWithoutAnInstanceCreatesOneOfThePayloadsType() {
    byte[] payload = Codecs.encode(compiled, WireSamples.fixture("book-snapshots-5"));

    Message decoded = compiled.decode(payload, 0, payload.length, null);

    assertThat(decoded.messageType()).isEqualTo(MessageType.ORDER_BOOK_SNAPSHOT);
    assertThat(RoundTrip.of(WireSamples.fixture("book-snapshots-5"), decoded).summary())
        .isEqualTo("exact");
  }

  @Test
  void encodesAtAnOffsetAndDecodesFromOne() {
    Message message = WireSamples.fixture("trade-update");
    byte[] alone = Codecs.encode(compiled, message);
    byte[] buffer = new byte[alone.length + 20];

    int written = compiled.encode(message, buffer, 9);
    Message decoded = interpreted.decode(buffer, 9, written, null);

    assertThat(written).isEqualTo(alone.length);
    assertThat(RoundTrip.of(message, decoded).summary()).isEqualTo("exact");
  }
}
