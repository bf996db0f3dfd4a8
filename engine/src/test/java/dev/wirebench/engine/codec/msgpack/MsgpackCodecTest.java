package dev.wirebench.engine.codec.msgpack;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.NewOrderSingle;
import dev.wirebench.engine.model.PackageHeader;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.ArrayValue;
import org.msgpack.value.Value;

class MsgpackCodecTest {
  private final MsgpackCodec codec = new MsgpackCodec();

  @Test
  void anyMessagePackReaderSeesDecimalsAsUnscaledAndScale() throws Exception {
    NewOrderSingle order =
        (NewOrderSingle) FixtureLoader.bundled().resolve("new-order-single").first();
    byte[] payload = Codecs.encode(codec, order);
    try (MessageUnpacker unpacker = MessagePack.newDefaultUnpacker(payload)) {
      ArrayValue message = unpacker.unpackValue().asArrayValue();
      assertThat(message.get(0).asIntegerValue().asInt())
          .isEqualTo(MessageType.NEW_ORDER_SINGLE.ordinal());
      Value price = message.get(9);
      assertThat(price.asArrayValue().get(0).asIntegerValue().asLong()).isEqualTo(8566411);
      assertThat(price.asArrayValue().get(1).asIntegerValue().asInt()).isEqualTo(2);
      assertThat(message.get(10).isNilValue()).as("absent stopPx is nil").isTrue();
    }
  }

  @Test
  void keepsTheScaleOfADecimalSoReencodingIsIdentical() {
    PackageHeader book = (PackageHeader) FixtureLoader.bundled().resolve("snapshot-20x20").first();
    byte[] payload = Codecs.encode(codec, book);
    PackageHeader back = (PackageHeader) Codecs.decode(codec, payload, new PackageHeader());
    // "85664.10" has two decimals; as a value it equals 85664.1
    assertThat(Codecs.encode(codec, back)).isEqualTo(payload);
  }

  @Test
  void decodingTheSamePayloadAgainKeepsTheStringsAndEntriesItHas() {
    PackageHeader book = (PackageHeader) FixtureLoader.bundled().resolve("snapshot-20x20").first();
    byte[] payload = Codecs.encode(codec, book);
    PackageHeader target = new PackageHeader();
    codec.decode(payload, 0, payload.length, target);
    String symbol = target.getSymbol();
    Object firstEntry = target.getEntries().get(0);
    String exchange = target.getEntries().get(0).getExchangeId();
    assertThat(codec.decode(payload, 0, payload.length, target)).isSameAs(target);
    assertThat(target.getSymbol()).isSameAs(symbol);
    assertThat(target.getEntries().get(0)).isSameAs(firstEntry);
    assertThat(target.getEntries().get(0).getExchangeId()).isSameAs(exchange);
  }

  @Test
  void truncatedPayloadsFailAtTheirEndWithTheFieldBeingRead() {
    byte[] payload =
        Codecs.encode(codec, FixtureLoader.bundled().resolve("new-order-single").first());
    // cut inside the text field, the last one
    int cut = payload.length - 3;
    try {
      codec.decode(payload, 0, cut, new NewOrderSingle());
      throw new AssertionError("a truncated payload decoded");
    } catch (dev.wirebench.engine.codec.CodecException e) {
      assertThat(e.fieldPath()).isEqualTo("text");
      assertThat(e.offset()).isBetween(0, cut);
    }
  }
}
