package dev.wirebench.engine.codec.fory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.NewOrderSingle;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForyCodecTest {
  private final ForyCodec codec = new ForyCodec();

  @Test
  void spansNameTheHeaderTheRootTypeAndTheGraph() {
    Message message = FixtureLoader.bundled().resolve("snapshot-20x20").first();
    byte[] payload = Codecs.encode(codec, message);
    List<FieldSpan> spans = codec.describe(payload, 0, payload.length);
    assertThat(spans)
        .extracting(FieldSpan::path)
        .containsExactly("(fory header)", "(reference flag)", "(type id)", "(object graph)");
    assertThat(spans.get(2).value()).isEqualTo("PackageHeader");
  }

  @Test
  void reportsAFullBufferInsteadOfGrowingIntoANewOne() {
    Message message = FixtureLoader.bundled().resolve("snapshot-20x20").first();
    byte[] small = new byte[100];
    assertThatThrownBy(() -> codec.encode(message, small, 10))
        .isInstanceOf(BufferTooSmallException.class);
    // and the codec is fine afterwards
    assertThat(Codecs.encode(codec, message)).isNotEmpty();
  }

  @Test
  void refusesAPayloadOfAnotherMessageType() {
    byte[] payload = Codecs.encode(codec, FixtureLoader.bundled().resolve("minimal").first());
    assertThatThrownBy(() -> codec.decode(payload, 0, payload.length, new NewOrderSingle()))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("expected a NewOrderSingle, found a InstrumentMessage");
  }
}
