package dev.wirebench.engine.codec.flatbuffers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.DynamicFixtures;
import dev.wirebench.engine.codec.SpanChecks;
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

/**
 * {@code flatbuffers-gen} end to end: flatc (the one the build uses, from the engine jar) compiles
 * the user's {@code .fbs} — nested tables, vectors of tables, enums, optional scalars ({@code =
 * null}), required strings, a timestamp —, javac compiles its output and the binding, and the
 * generated classes build and read every field back exactly; the spans walked on the schema tile
 * the payload; what flatc rejects is its own located message.
 */
class FbGenCodecTest {
  private final DynamicCodecs codecs = DynamicCodecs.discover();

  @TempDir Path dir;

  @Test
  void flatcsClassesBuildAndReadEveryFieldBack() {
    DynamicFixture fixture = DynamicFixtures.load("peer-fbs");
    BoundCodec<DynamicRecord> generated = codecs.create("flatbuffers-gen", fixture.schema());

    for (DynamicRecord message : fixture.messages()) {
      byte[] bytes = Codecs.encode(generated, message);
      assertThat(RecordDiff.diff(message, generated.decode(bytes, 0, bytes.length, null)))
          .isEmpty();
      SpanChecks.assertTiles(generated.describe(bytes, 0, bytes.length), bytes.length, "peer");
    }
  }

  @Test
  void theLessCommonShapesCompileAndRoundTrip() throws IOException {
    // scalar, string, enum and bool vectors, [ubyte] bytes, unsigned types at their limits, a
    // snake_case name and a Java keyword as field names, a file identifier, optional scalars
    Path fbs =
        Files.writeString(
            dir.resolve("misc.fbs"),
            """
            namespace test.misc;
            enum Kind : short { A = -1, B = 7, C }
            table Inner { note: string; }
            table Misc {
              small: ubyte;
              medium: ushort;
              large: uint;
              huge: ulong;
              price_ticks: long;
              default: int;
              ratio: float = null;
              kinds: [Kind];
              flags: [bool];
              ticks: [long];
              names: [string];
              raw: [ubyte];
              inner: [Inner];
            }
            file_identifier "MISC";
            root_type Misc;
            """);
    Path messages =
        Files.writeString(
            dir.resolve("misc.ndjson"),
            """
            {"small": 255, "medium": 65535, "large": 4294967295, "huge": 9223372036854775807, \
            "price_ticks": -5, "default": 3, "kinds": ["A", "C"], "flags": [true, false], \
            "ticks": [1, -2], "names": ["x", ""], "raw": "AQID/w==", "inner": [{"note": "n"}, {}]}
            {"small": 0, "medium": 0, "large": 0, "huge": 0, "price_ticks": 0, "default": 0, \
            "ratio": 0.0, "kinds": [], "names": []}
            """);
    DynamicFixture fixture = new DynamicFixtureLoader().load(messages, fbs);
    BoundCodec<DynamicRecord> generated = codecs.create("flatbuffers-gen", fixture.schema());

    for (DynamicRecord message : fixture.messages()) {
      byte[] bytes = Codecs.encode(generated, message);
      assertThat(RecordDiff.diff(message, generated.decode(bytes, 0, bytes.length, null)))
          .isEmpty();
      assertThat(new String(bytes, 4, 4, java.nio.charset.StandardCharsets.US_ASCII))
          .isEqualTo("MISC");
      SpanChecks.assertTiles(generated.describe(bytes, 0, bytes.length), bytes.length, "misc");
    }
    DynamicRecord tooBig = fixture.messages().get(0);
    tooBig.setLong(tooBig.index("small"), 256);
    assertThatThrownBy(() -> Codecs.encode(generated, tooBig))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("small")
        .hasMessageContaining("256 is out of range for ubyte");
  }

  @Test
  void anOptionalScalarSetToItsDefaultStaysPresent() {
    DynamicFixture fixture = DynamicFixtures.load("peer-fbs");
    DynamicRecord message = fixture.messages().get(0);
    DynamicRecord level = message.getList(message.index("bids")).getRecord(0);
    level.setBoolean(level.index("maker"), false); // "maker: bool = null": false is the default

    BoundCodec<DynamicRecord> generated = codecs.create("flatbuffers-gen", fixture.schema());
    byte[] bytes = Codecs.encode(generated, message);
    DynamicRecord back = generated.decode(bytes, 0, bytes.length, null);
    DynamicRecord backLevel = back.getList(back.index("bids")).getRecord(0);

    assertThat(backLevel.isPresent(backLevel.index("maker"))).isTrue();
    assertThat(backLevel.getBoolean(backLevel.index("maker"))).isFalse();
  }

  @Test
  void aHostileOffsetIsACodecExceptionNotARead() {
    DynamicFixture fixture = DynamicFixtures.load("peer-fbs");
    BoundCodec<DynamicRecord> generated = codecs.create("flatbuffers-gen", fixture.schema());
    byte[] bytes = Codecs.encode(generated, fixture.messages().get(0));
    bytes[0] = (byte) 0xF0; // the root offset past the payload

    assertThatThrownBy(() -> generated.decode(bytes, 0, bytes.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("outside the payload");
  }

  @Test
  void aSchemaFlatcRejectsIsItsOwnLocatedMessage() throws IOException {
    // Wirebench's reader takes any enum type name; flatc wants an integral one
    Path fbs =
        Files.writeString(
            dir.resolve("bad.fbs"),
            "enum Side : float { BUY, SELL }\ntable Quote { side: Side; }\nroot_type Quote;\n");
    Path messages = Files.writeString(dir.resolve("quotes.ndjson"), "{\"side\": \"BUY\"}\n");
    RecordSchema schema = new DynamicFixtureLoader().load(messages, fbs).schema();

    assertThatThrownBy(() -> codecs.create("flatbuffers-gen", schema))
        .isInstanceOf(GenerationException.class)
        .hasMessageStartingWith("flatc rejected bad.fbs: ")
        .hasMessageContaining("bad.fbs:1:")
        .satisfies(
            e ->
                assertThat(((GenerationException) e).kind())
                    .isEqualTo(GenerationException.Kind.SCHEMA_REJECTED));
  }

  @Test
  void messagesOfAnotherSchemaLanguageSayWhyThereIsNoGeneratedCode() {
    DynamicFixture fixture = DynamicFixtures.load("risk-snapshot-proto");

    assertThat(codecs.support("flatbuffers-gen", fixture.schema()).reason())
        .contains("generated code needs your .fbs");
  }
}
