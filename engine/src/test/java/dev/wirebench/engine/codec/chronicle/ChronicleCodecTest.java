package dev.wirebench.engine.codec.chronicle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.Codec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.FieldSpan;
import dev.wirebench.engine.codec.SpanChecks;
import dev.wirebench.engine.codec.SpanKind;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.inspect.RoundTrip;
import dev.wirebench.engine.model.Decimals;
import dev.wirebench.engine.model.Message;
import dev.wirebench.engine.model.MessageType;
import dev.wirebench.engine.model.PackageHeader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class ChronicleCodecTest {
  private static Message fixture(String id) {
    return FixtureLoader.bundled().resolve(id).first();
  }

  @Test
  void refusesYamlThatNamesAClassOutsideTheModel() {
    Codec codec = new ChronicleYamlCodec();
    for (String hostile :
        new String[] {
          "!java.lang.ProcessBuilder { command: [ touch, /tmp/wirebench-pwned ] }",
          "!type java.lang.Runtime",
          "!PackageHeader { entries: [ !java.util.HashMap { } ] }"
        }) {
      byte[] payload = hostile.getBytes(StandardCharsets.UTF_8);
      assertThatThrownBy(() -> Codecs.decode(codec, payload, null))
          .as(hostile)
          .isInstanceOf(CodecException.class);
    }
  }

  @Test
  void decodesOnAnotherThreadThanTheOneThatMadeTheCodec() throws Exception {
    // Chronicle's buffers check their owner thread by default; a codec may change hands
    Codec codec = new ChronicleBinaryCodec();
    Message message = fixture("book-update-mix");
    byte[] payload = Codecs.encode(codec, message);
    String verdict =
        CompletableFuture.supplyAsync(
                () -> RoundTrip.of(message, Codecs.decode(codec, payload, new PackageHeader())))
            .get()
            .summary();
    assertThat(verdict).isEqualTo("exact");
  }

  @Test
  void yamlValueSpansCoverTheTextChronicleWroteForEachField() {
    Codec codec = new ChronicleYamlCodec();
    PackageHeader message = (PackageHeader) fixture("book-update-mix");
    byte[] payload = Codecs.encode(codec, message);
    int checked = 0;
    for (FieldSpan leaf : SpanChecks.leaves(codec.describe(payload, 0, payload.length))) {
      if (leaf.kind() != SpanKind.VALUE || leaf.path().startsWith("(")) {
        continue;
      }
      String text = new String(payload, leaf.offset(), leaf.length(), StandardCharsets.UTF_8);
      if (leaf.path().endsWith(".price") || leaf.path().endsWith(".size")) {
        // decimals are the model's decimal64 bits, written as a long
        assertThat(Decimals.toText(Long.parseLong(text))).isEqualTo(leaf.value());
      } else if (!leaf.path().contains("imestamp") && !leaf.path().equals("receivedTime")) {
        // YAML quotes a string that would otherwise read as a number
        String unquoted =
            text.startsWith("\"") && text.endsWith("\"")
                ? text.substring(1, text.length() - 1)
                : text;
        assertThat(unquoted).as(leaf.path()).isEqualTo(leaf.value());
      }
      checked++;
    }
    assertThat(checked).isGreaterThan(20);
  }

  @Test
  void binarySpansNameEveryFieldOfEveryEntry() {
    Codec codec = new ChronicleBinaryCodec();
    byte[] payload = Codecs.encode(codec, fixture("snapshot-20x20"));
    long prices =
        SpanChecks.leaves(codec.describe(payload, 0, payload.length)).stream()
            .filter(leaf -> leaf.kind() == SpanKind.VALUE && leaf.path().endsWith(".price"))
            .count();
    assertThat(prices).isEqualTo(40);
  }

  @Test
  void saysWhyFixMessagesAreNotSupported() {
    assertThat(new ChronicleBinaryCodec().support(MessageType.FIX_MESSAGE).describe())
        .startsWith("n/a — Chronicle's reflective marshaller cannot describe a recursive type");
    assertThat(new ChronicleYamlCodec().support(MessageType.PACKAGE_HEADER).supported()).isTrue();
  }
}
