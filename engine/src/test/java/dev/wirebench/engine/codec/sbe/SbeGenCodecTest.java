package dev.wirebench.engine.codec.sbe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.CodecException;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.codec.DynamicFixtures;
import dev.wirebench.engine.codec.gen.GenerationException;
import dev.wirebench.engine.dynamic.DecimalValues;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.inspect.RecordDiff;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code sbe-gen} end to end: sbe-tool generates Java flyweights from the user's SBE XML — header,
 * constant and field exponents, optional composites, a time+unit composite, char and uint8 enums,
 * nested groups with their own dimension encodings, text var data —, javac compiles them and the
 * binding, and the flyweights write exactly the bytes the IR-driven {@code sbe} row writes for the
 * same layout and read every field back; a value the user's types cannot hold is refused as that
 * row refuses it.
 */
class SbeGenCodecTest {
  private final DynamicCodecs codecs = DynamicCodecs.discover();

  @ParameterizedTest
  @ValueSource(strings = {"md-incremental-sbe", "order-entry-sbe"})
  void flyweightsWriteTheIrDrivenRowsBytesAndReadEveryFieldBack(String fixtureId) {
    DynamicFixture fixture = DynamicFixtures.load(fixtureId);
    BoundCodec<DynamicRecord> generated = codecs.create("sbe-gen", fixture.schema());
    BoundCodec<DynamicRecord> generic = codecs.create("sbe", fixture.schema());

    assertThat(generated.info().id()).isEqualTo("sbe-gen");
    for (DynamicRecord message : fixture.messages()) {
      byte[] bytes = Codecs.encode(generated, message);
      assertThat(bytes).isEqualTo(Codecs.encode(generic, message));
      DynamicRecord back = generated.decode(bytes, 0, bytes.length, null);
      assertThat(RecordDiff.diff(message, back)).isEmpty();
      assertThat(generated.describe(bytes, 0, bytes.length)).isNotEmpty();
      DynamicRecord viaGeneric = generic.decode(bytes, 0, bytes.length, null);
      assertThat(RecordDiff.diff(viaGeneric, back)).isEmpty();
    }
  }

  @Test
  void thePeerOrderBooksWithTheDocsSbeXmlCarryBooleansAndOptionalComposites() {
    // docs/examples: booleans as SBE's false/true enum, an optional composite with a char part
    DynamicFixture fixture =
        new DynamicFixtureLoader()
            .load(
                Path.of("src/test/resources/peer/order_book_snapshots_sample.json"),
                Path.of("../docs/examples/peer-order-book/order_book.xml"));
    BoundCodec<DynamicRecord> generated = codecs.create("sbe-gen", fixture.schema());
    BoundCodec<DynamicRecord> generic = codecs.create("sbe", fixture.schema());

    assertThat(fixture.schema().field(fixture.schema().indexOf("isTrading")).kind())
        .isEqualTo(FieldKind.BOOLEAN);
    for (DynamicRecord message : fixture.messages()) {
      byte[] bytes = Codecs.encode(generated, message);
      assertThat(bytes).isEqualTo(Codecs.encode(generic, message));
      assertThat(RecordDiff.diff(message, generated.decode(bytes, 0, bytes.length, null)))
          .isEmpty();
    }
  }

  @Test
  void aSchemaSbeToolRejectsIsItsOwnMessage(@TempDir Path dir) throws IOException {
    // the XML parses, but sbe-tool's Java generator refuses a value named after a Java keyword
    Path xml =
        Files.writeString(
            dir.resolve("book.xml"),
            Files.readString(Path.of("../docs/examples/peer-order-book/order_book.xml"))
                .replace("\"False\"", "\"false\"")
                .replace("\"True\"", "\"true\""));
    RecordSchema schema =
        new DynamicFixtureLoader()
            .load(Path.of("src/test/resources/peer/order_book_snapshots_sample.json"), xml)
            .schema();

    assertThatThrownBy(() -> codecs.create("sbe-gen", schema))
        .isInstanceOf(GenerationException.class)
        .hasMessageStartingWith("sbe-tool could not generate Java for book.xml: ")
        .hasMessageContaining("Invalid property name='false'")
        .satisfies(
            e ->
                assertThat(((GenerationException) e).kind())
                    .isEqualTo(GenerationException.Kind.SCHEMA_REJECTED));
  }

  @Test
  void theLessCommonShapesCompileAndRoundTrip(@TempDir Path dir) throws IOException {
    // a time+unit composite whose unit is a field, a single char, a UTF-8 char array, floats
    // (one optional), UTF-8 var data with a uint32 length
    Path xml = Files.writeString(dir.resolve("misc.xml"), MISC_XML);
    Path messages =
        Files.writeString(
            dir.resolve("misc.ndjson"),
            """
            {"stamp": "2026-01-01T00:00:00.000000007Z", "flag": "Y", "name": "Zürich", \
            "ratio": 0.5, "text": "héllo"}
            {"stamp": "1969-12-31T23:59:59Z", "flag": "", "name": "", "ratio": -2.25, \
            "maybe": 1.5, "text": ""}
            """);
    DynamicFixture fixture = new DynamicFixtureLoader().load(messages, xml);
    BoundCodec<DynamicRecord> generated = codecs.create("sbe-gen", fixture.schema());
    BoundCodec<DynamicRecord> generic = codecs.create("sbe", fixture.schema());

    for (DynamicRecord message : fixture.messages()) {
      byte[] bytes = Codecs.encode(generated, message);
      assertThat(bytes).isEqualTo(Codecs.encode(generic, message));
      assertThat(RecordDiff.diff(message, generated.decode(bytes, 0, bytes.length, null)))
          .isEmpty();
    }
  }

  private static final String MISC_XML =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="test.misc" id="9"
                         version="0" byteOrder="littleEndian">
        <types>
          <composite name="messageHeader">
            <type name="blockLength" primitiveType="uint16"/>
            <type name="templateId" primitiveType="uint16"/>
            <type name="schemaId" primitiveType="uint16"/>
            <type name="version" primitiveType="uint16"/>
          </composite>
          <composite name="Stamp">
            <type name="time" primitiveType="int64"/>
            <type name="unit" primitiveType="uint8"/>
          </composite>
          <composite name="varUtf8">
            <type name="length" primitiveType="uint32" maxValue="1073741824"/>
            <type name="varData" primitiveType="uint8" length="0" characterEncoding="UTF-8"/>
          </composite>
          <type name="Flag" primitiveType="char"/>
          <type name="Name" primitiveType="char" length="12" characterEncoding="UTF-8"/>
        </types>
        <sbe:message name="Misc" id="3">
          <field name="stamp" id="1" type="Stamp"/>
          <field name="flag" id="2" type="Flag"/>
          <field name="name" id="3" type="Name"/>
          <field name="ratio" id="4" type="float"/>
          <field name="maybe" id="5" type="float" presence="optional"/>
          <data name="text" id="6" type="varUtf8"/>
        </sbe:message>
      </sbe:messageSchema>
      """;

  @Test
  void aPriceFinerThanTheConstantExponentIsRefusedNotRounded() {
    DynamicFixture fixture = DynamicFixtures.load("md-incremental-sbe");
    DynamicRecord message = fixture.messages().get(0);
    DynamicRecord entry = message.getList(message.index("mdEntries")).getRecord(0);
    entry.setLong(entry.index("mdEntryPx"), DecimalValues.of(new BigDecimal("4512.2500000001")));

    assertThatThrownBy(() -> Codecs.encode(codecs.create("sbe-gen", fixture.schema()), message))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("mdEntries[0].mdEntryPx")
        .hasMessageContaining("the exponent -9 allows 9");
  }

  @Test
  void aValueOutsideTheUsersRangeIsALocatedError() {
    DynamicFixture fixture = DynamicFixtures.load("md-incremental-sbe");
    DynamicRecord message = fixture.messages().get(0);
    message.setLong(message.index("marketSegmentId"), 255); // uint8's null value

    assertThatThrownBy(() -> Codecs.encode(codecs.create("sbe-gen", fixture.schema()), message))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("marketSegmentId")
        .hasMessageContaining("out of range for uint8")
        .hasMessageContaining("255 is its null value");
  }

  @Test
  void aPayloadOfAnotherTemplateOrWithTrailingBytesIsRefused() {
    DynamicFixture fixture = DynamicFixtures.load("md-incremental-sbe");
    BoundCodec<DynamicRecord> generated = codecs.create("sbe-gen", fixture.schema());
    byte[] bytes = Codecs.encode(generated, fixture.messages().get(1));

    byte[] other = bytes.clone();
    other[2] = 47; // templateId 46 → 47
    assertThatThrownBy(() -> generated.decode(other, 0, other.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("header templateId is 47, the schema's is 46");
    byte[] longer = Arrays.copyOf(bytes, bytes.length + 3);
    assertThatThrownBy(() -> generated.decode(longer, 0, longer.length, null))
        .isInstanceOf(CodecException.class)
        .hasMessageContaining("3 bytes after the end of the message");
  }

  @Test
  void messagesOfAnotherSchemaLanguageSayWhyThereIsNoGeneratedCode() {
    DynamicFixture fixture = DynamicFixtures.load("risk-snapshot-proto");

    assertThat(codecs.support("sbe-gen", fixture.schema()).reason())
        .contains("generated code needs your SBE XML");
  }
}
