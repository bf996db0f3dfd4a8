package dev.wirebench.app.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import java.util.List;
import org.junit.jupiter.api.Test;

class PayloadLayoutTest {
  private static final Message TRADE = FixtureLoader.bundled().resolve("trade-update").first();
  private static final CodecRegistry REGISTRY = CodecRegistry.discover();

  @Test
  void everyByteOfEveryCodecsPayloadBelongsToALeafSpan() {
    for (String id : REGISTRY.ids()) {
      PayloadLayout layout = layout(id);
      for (int offset = 0; offset < layout.size(); offset++) {
        assertThat(layout.leafAt(offset)).as("%s byte %d", id, offset).isNotNull();
      }
    }
  }

  @Test
  void aParentPathCoversItsChildrenAndCountsTheirBytes() {
    PayloadLayout layout = layout("fix");
    ByteRange entry = layout.rangeOf("entries[0]");
    ByteRange price = layout.rangeOf("entries[0].price");

    assertThat(entry.start()).isLessThanOrEqualTo(price.start());
    assertThat(entry.end()).isGreaterThanOrEqualTo(price.end());
    int underEntry =
        layout.leaves().stream()
            .filter(s -> s.path().startsWith("entries[0]."))
            .mapToInt(FieldSpan::length)
            .sum();
    assertThat(layout.bytesOf("entries[0]")).isGreaterThanOrEqualTo(underEntry);
    assertThat(layout.rangeOf("")).isEqualTo(new ByteRange(0, layout.size()));
  }

  @Test
  void aFieldWithoutSpansInThisCodecHasNoRange() {
    assertThat(layout("fix").rangeOf("packageType")).isNull();
    assertThat(layout("fix").bytesOf("packageType")).isZero();
  }

  @Test
  void aCoarselyDescribedPayloadStillMapsEveryByte() {
    PayloadLayout layout = layout("java-serialization");

    assertThat(layout.fieldAt(layout.size() - 1)).isNull();
    assertThat(layout.kindAt(layout.size() - 1)).isEqualTo(SpanKind.VALUE);
    assertThat(layout.describe(layout.size() - 1)).contains("(");
  }

  @Test
  void withoutSpansBytesAreDescribedAsSuch() {
    PayloadLayout bare = PayloadLayout.of(new byte[] {1, 2, 3}, List.of());

    assertThat(bare.hasSpans()).isFalse();
    assertThat(bare.describe(1)).isEqualTo("byte 1 (0x0001) = 0x02 · not described by the codec");
    assertThat(bare.leafRange(1)).isEqualTo(new ByteRange(1, 2));
  }

  private static PayloadLayout layout(String codecId) {
    Codec codec = REGISTRY.create(codecId);
    byte[] payload = Codecs.encode(codec, TRADE);
    return PayloadLayout.of(payload, codec.describe(payload, 0, payload.length));
  }
}
