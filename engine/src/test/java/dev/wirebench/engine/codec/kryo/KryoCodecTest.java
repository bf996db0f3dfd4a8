package dev.wirebench.engine.codec.kryo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DecodeContract;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.BarMessage;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.PackageHeader;
import org.junit.jupiter.api.Test;

class KryoCodecTest {
  private final KryoCodec codec = new KryoCodec();

  @Test
  void buildsANewMessageOnEveryDecodeAsItsContractSays() {
    Message message = FixtureLoader.bundled().resolve("trade-update").first();
    byte[] payload = Codecs.encode(codec, message);
    PackageHeader target = new PackageHeader();
    assertThat(codec.decode(payload, 0, payload.length, target)).isNotSameAs(target);
    assertThat(codec.info().decodeContract()).isEqualTo(DecodeContract.MATERIALIZES);
  }

  @Test
  void refusesAPayloadOfAnotherMessageType() {
    byte[] payload = Codecs.encode(codec, FixtureLoader.bundled().resolve("bars").first());
    assertThatThrownBy(() -> codec.decode(payload, 0, payload.length, new PackageHeader()))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("expected a PackageHeader, found a BarMessage");
    assertThat(codec.decode(payload, 0, payload.length, new BarMessage()))
        .isInstanceOf(BarMessage.class);
  }

  @Test
  void refusesTrailingBytes() {
    byte[] payload = Codecs.encode(codec, FixtureLoader.bundled().resolve("minimal").first());
    byte[] longer = java.util.Arrays.copyOf(payload, payload.length + 2);
    assertThatThrownBy(() -> codec.decode(longer, 0, longer.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("2 bytes left over");
  }
}
