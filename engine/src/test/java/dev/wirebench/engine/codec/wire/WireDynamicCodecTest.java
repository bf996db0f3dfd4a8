package dev.wirebench.engine.codec.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicFixtures;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.Field;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.FieldType;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixture;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The two dynamic wire mappings agree byte for byte and verdict for verdict (the compiled one's
 * generated code against the interpreted walker), and the format's own rules: absent values,
 * refused sentinels, the spans of a small message.
 */
class WireDynamicCodecTest {
  static List<String> fixtures() {
    return DynamicFixtures.IDS;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fixtures")
  void compiledAndInterpretedWriteTheSameBytesAndGiveTheSameVerdicts(String fixtureId) {
    DynamicFixture fixture = DynamicFixtures.load(fixtureId);
    DynamicCodec interpreted = new WireInterpretedDynamicCodec(fixture.schema());
    DynamicCodec compiled = new WireCompiledDynamicCodec(fixture.schema());
    SplittableRandom random = new SplittableRandom(15);
    for (DynamicRecord message : fixture.messages()) {
      byte[] payload = Codecs.encode(interpreted, message);
      assertThat(Codecs.encode(compiled, message)).isEqualTo(payload);
      for (int round = 0; round < 1000; round++) {
        byte[] bad = payload.clone();
        int at = 5 + random.nextInt(bad.length - 5);
        bad[at] = (byte) random.nextInt(256);
        assertThat(verdict(compiled, bad))
            .as("byte %d of %s", at, fixtureId)
            .isEqualTo(verdict(interpreted, bad));
      }
    }
  }

  private static String verdict(DynamicCodec codec, byte[] payload) {
    try {
      codec.decode(payload, 0, payload.length, null);
      return "ok";
    } catch (CodecException e) {
      return e.offset() + " " + e.fieldPath() + " " + e.getMessage().replace(codec.info().id(), "");
    }
  }

  private static RecordSchema quote() {
    return new RecordSchema(
        "Quote",
        List.of(
            new Field("bid", FieldType.of(FieldKind.INT32), true),
            new Field("venue", FieldType.of(FieldKind.STRING), false)));
  }

  @Test
  void absentOptionalIsItsSentinelAndAPresentSentinelIsRefusedWithItsPath() {
    for (DynamicCodec codec :
        List.of(new WireInterpretedDynamicCodec(quote()), new WireCompiledDynamicCodec(quote()))) {
      DynamicRecord message = new DynamicRecord(quote());
      message.setString(1, "XNAS");
      byte[] payload = Codecs.encode(codec, message);
      assertThat(payload).hasSize(5 + 4 + 2 + 4);
      assertThat(WireBytes.getInt(payload, 5)).isEqualTo(Integer.MIN_VALUE);
      assertThat(codec.decode(payload, 0, payload.length, null).isPresent(0)).isFalse();

      message.setLong(0, Integer.MIN_VALUE);
      assertThatThrownBy(() -> Codecs.encode(codec, message))
          .isInstanceOf(CodecException.class)
          .hasMessageContaining("absent value")
          .extracting(e -> ((CodecException) e).fieldPath())
          .isEqualTo("bid");

      DynamicRecord missing = new DynamicRecord(quote());
      assertThatThrownBy(() -> Codecs.encode(codec, missing))
          .isInstanceOf(CodecException.class)
          .hasMessageContaining("required field is absent")
          .extracting(e -> ((CodecException) e).fieldPath())
          .isEqualTo("venue");
    }
  }

  @Test
  void spansNameSizeTypeValuesAndAbsentFields() {
    DynamicCodec codec = new WireCompiledDynamicCodec(quote());
    DynamicRecord message = new DynamicRecord(quote());
    message.setString(1, "XNAS");
    byte[] payload = Codecs.encode(codec, message);
    List<FieldSpan> spans = codec.describe(payload, 0, payload.length);
    assertThat(spans)
        .extracting(s -> s.path() + "@" + s.offset() + "+" + s.length() + ":" + s.kind())
        .containsExactly(
            "(message size)@0+4:FRAMING",
            "(type index)@4+1:HEADER",
            "(bid absent)@5+4:VALUE",
            "venue@9+2:LENGTH",
            "venue@11+4:VALUE");
    assertThat(spans.get(4).value()).isEqualTo("XNAS");
    assertThat(spans.get(3).kind()).isEqualTo(SpanKind.LENGTH);
  }
}
