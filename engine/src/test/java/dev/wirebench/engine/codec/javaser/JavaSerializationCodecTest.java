package dev.wirebench.engine.codec.javaser;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.codec.BufferTooSmallException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Message;
import java.nio.charset.StandardCharsets;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

class JavaSerializationCodecTest {
  @Test
  void encodesPayloadsLargerThanTheFirstBufferCodecsTries() {
    Message book = book(1500);
    JavaSerializationCodec codec = new JavaSerializationCodec();

    byte[] payload = Codecs.encode(codec, book);

    assertThat(payload.length).isGreaterThan(4096);
    assertThat(RoundTrip.check(codec, book).status()).isEqualTo(RoundTrip.Status.EXACT);
  }

  @Test
  void aFullBufferIsReportedAsTooSmall() {
    Assertions.assertThatThrownBy(
            () -> new JavaSerializationCodec().encode(book(200), new byte[512], 0))
        .isInstanceOf(BufferTooSmallException.class);
  }

  private static Message book(int levels) {
    StringBuilder json =
        new StringBuilder(
            "{\"$type\":\"PackageHeader\",\"symbol\":\"BTCUSDT\",\"timestamp\":\"2025-03-14T09:26:54Z\","
                + "\"packageType\":\"VENDOR_SNAPSHOT\",\"entries\":[");
    for (int i = 0; i < levels; i++) {
      json.append(i == 0 ? "" : ",")
          .append("{\"$type\":\"L2EntryNew\",\"level\":")
          .append(i % 100)
          .append(",\"side\":\"BID\",\"price\":\"")
          .append(85000 + i)
          .append(".25\",\"size\":\"0.5\"}");
    }
    byte[] bytes = json.append("]}").toString().getBytes(StandardCharsets.UTF_8);
    return FixtureLoader.bundled().parse("book", "book", "book", "book.json", bytes).first();
  }
}
