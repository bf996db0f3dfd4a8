package dev.wirebench.engine.codec.protobuf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.DynamicFixtures;
import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.inspect.RecordDiff;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code protobuf-gen} end to end: protoc (the one the build uses, from the engine jar) compiles
 * the user's {@code .proto} — nested and repeated messages, enums, optional fields, a Timestamp, a
 * Decimal message, unsigned and zigzag integers —, javac compiles its output and the binding, and
 * the generated code writes exactly the bytes the generic path writes on the user's descriptors and
 * reads every field back.
 */
class ProtobufGenCodecTest {
  private final DynamicCodecs codecs = DynamicCodecs.discover();

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"risk-snapshot-proto", "venue-execution-proto"})
  void generatedCodeWritesTheGenericPathsBytesAndReadsEveryFieldBack(String fixtureId) {
    DynamicFixture fixture = DynamicFixtures.load(fixtureId);
    BoundCodec<DynamicRecord> generated = codecs.create("protobuf-gen", fixture.schema());
    BoundCodec<DynamicRecord> generic = codecs.create("protobuf", fixture.schema());

    assertThat(generated.info().id()).isEqualTo("protobuf-gen");
    for (DynamicRecord message : fixture.messages()) {
      byte[] bytes = Codecs.encode(generated, message);
      assertThat(bytes).isEqualTo(Codecs.encode(generic, message));
      DynamicRecord back = generated.decode(bytes, 0, bytes.length, null);
      assertThat(RecordDiff.diff(message, back)).isEmpty();
      assertThat(generated.describe(bytes, 0, bytes.length)).isNotEmpty();
    }
  }

  @Test
  void aValueTheUsersTypeCannotHoldIsALocatedError() {
    DynamicFixture fixture = DynamicFixtures.load("risk-snapshot-proto");
    RecordSchema schema = fixture.schema();
    DynamicRecord message = fixture.messages().get(0);
    message.setLong(message.index("revision"), -1);

    assertThatThrownBy(() -> Codecs.encode(codecs.create("protobuf-gen", schema), message))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("revision")
        .hasMessageContaining("out of range for uint32");
  }

  @Test
  void aSchemaProtocRejectsIsItsOwnLocatedMessage() throws IOException {
    // Wire's parser reads this; protoc refuses a proto3 enum whose first value is not zero.
    Path proto =
        Files.writeString(
            dir.resolve("bad_enum.proto"),
            """
            syntax = "proto3";
            package bad.v1;
            message Quote {
              Side side = 1;
              enum Side {
                BUY = 1;
                SELL = 2;
              }
            }
            """);
    Path messages = Files.writeString(dir.resolve("quotes.ndjson"), "{\"side\": \"BUY\"}\n");
    RecordSchema schema = new DynamicFixtureLoader().load(messages, proto).schema();

    assertThatThrownBy(() -> codecs.create("protobuf-gen", schema))
        .isInstanceOf(GenerationException.class)
        .hasMessageStartingWith("protoc rejected bad_enum.proto: bad_enum.proto:")
        .satisfies(
            e ->
                assertThat(((GenerationException) e).kind())
                    .isEqualTo(GenerationException.Kind.SCHEMA_REJECTED));
  }

  @Test
  void messagesOfAnotherSchemaLanguageSayWhyThereIsNoGeneratedCode() {
    DynamicFixture fixture = DynamicFixtures.load("order-event-avsc");

    assertThat(codecs.support("protobuf-gen", fixture.schema()).reason())
        .contains("generated code needs your .proto");
  }
}
