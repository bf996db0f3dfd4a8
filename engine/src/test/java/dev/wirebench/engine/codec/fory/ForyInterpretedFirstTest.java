package dev.wirebench.engine.codec.fory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.model.Message;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A Fory codec starts on Fory's interpreter serializers and switches to generated ones: the bytes
 * must not depend on which one wrote them, for any bundled message, in either direction.
 */
class ForyInterpretedFirstTest {
  private static List<Message> everyBundledMessage() {
    FixtureLoader fixtures = FixtureLoader.bundled();
    List<Message> messages = new ArrayList<>();
    fixtures.catalog().entries().forEach(e -> messages.addAll(fixtures.resolve(e.id()).messages()));
    return messages;
  }

  private static ForyCodec generated(Message warmUp) {
    ForyCodec codec = new ForyCodec();
    for (int i = 0; i <= ForyCodec.INTERPRETED_CALLS; i++) {
      Codecs.encode(codec, warmUp);
    }
    assertThat(codec.generated()).isTrue();
    return codec;
  }

  @Test
  void switchesToGeneratedSerializersAfterTheFirstCalls() {
    Message message = FixtureLoader.bundled().resolve("trade-update").first();
    ForyCodec codec = new ForyCodec();
    for (int i = 0; i < ForyCodec.INTERPRETED_CALLS; i++) {
      Codecs.encode(codec, message);
    }
    assertThat(codec.generated()).isFalse();
    Codecs.encode(codec, message);
    assertThat(codec.generated()).isTrue();
  }

  @Test
  void interpretedAndGeneratedSerializersWriteAndReadTheSameBytes() {
    List<Message> messages = everyBundledMessage();
    ForyCodec generated = generated(messages.get(0));
    ForyCodec interpreted = new ForyCodec();
    int calls = 0;
    for (Message message : messages) {
      if (calls + 2 > ForyCodec.INTERPRETED_CALLS) {
        interpreted = new ForyCodec(); // still on its interpreter serializers for both calls
        calls = 0;
      }
      calls += 2;
      byte[] byInterpreter = Codecs.encode(interpreted, message);
      assertThat(interpreted.generated()).isFalse();
      byte[] byGenerated = Codecs.encode(generated, message);
      assertThat(byInterpreter).as(message.messageType().shortName()).isEqualTo(byGenerated);

      Message readByGenerated = generated.decode(byInterpreter, 0, byInterpreter.length, null);
      Message readByInterpreter = interpreted.decode(byGenerated, 0, byGenerated.length, null);
      assertThat(Codecs.encode(generated, readByInterpreter)).isEqualTo(byGenerated);
      assertThat(Codecs.encode(generated, readByGenerated)).isEqualTo(byGenerated);
    }
    assertThat(messages).hasSizeGreaterThan(100);
  }
}
