package dev.wirebench.engine.dynamic.sbe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.dynamic.json.DynamicInputException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SbeXmlSchemasTest {
  private static final String HEADER =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="t" id="1"
          version="0" byteOrder="littleEndian">
        <types>
          <composite name="messageHeader">
            <type name="blockLength" primitiveType="uint16"/>
            <type name="templateId" primitiveType="uint16"/>
            <type name="schemaId" primitiveType="uint16"/>
            <type name="version" primitiveType="uint16"/>
          </composite>
      """;

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = SbeXmlSchemasTest.class.getResourceAsStream(name)) {
      return in.readAllBytes();
    }
  }

  private static List<String> fields(RecordSchema schema) {
    return schema.fields().stream()
        .map(f -> f.name() + ":" + f.type().describe() + (f.optional() ? "?" : ""))
        .toList();
  }

  @Test
  void aRealisticIncrementalRefreshMapsFieldByField() throws IOException {
    RecordSchema schema = SbeXmlSchemas.read(resource("/dynamic/md-incremental.xml"));
    assertThat(schema.name()).isEqualTo("MDIncrementalRefreshBook");
    assertThat(fields(schema))
        .containsExactly(
            "transactTime:timestamp",
            "eventSeq:int64",
            "marketSegmentId:int16",
            "referencePx:decimal?",
            "mdEntries:list<record MdEntries>",
            "orderIdEntries:list<record OrderIdEntries>",
            "text:string");
    RecordSchema entry = schema.field(schema.indexOf("mdEntries")).type().element().record();
    assertThat(fields(entry))
        .containsExactly(
            "mdEntryPx:decimal?",
            "mdEntrySize:int32?",
            "securityId:int32",
            "rptSeq:int64",
            "numberOfOrders:int32?",
            "mdPriceLevel:int16",
            "mdUpdateAction:enum(New|Change|Delete|DeleteThru)",
            "mdEntryType:enum(Bid|Offer|Trade|ImpliedBid|ImpliedOffer)",
            "symbol:string");
  }

  @Test
  void aSetIsNotSupportedAtItsFieldsLine() {
    String xml =
        HEADER
            + """
                <set name="Flags" encodingType="uint8">
                  <choice name="LastTrade">0</choice>
                </set>
              </types>
              <sbe:message name="Trade" id="1">
                <field name="px" id="1" type="int64"/>
                <field name="flags" id="2" type="Flags"/>
              </sbe:message>
            </sbe:messageSchema>
            """;
    assertThatThrownBy(() -> SbeXmlSchemas.read(xml.getBytes(StandardCharsets.UTF_8)))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.problem())
                  .isEqualTo("not supported: a set (Flags; dynamic schemas have no bit set)");
              assertThat(e.line()).isEqualTo(17);
              assertThat(e.path()).isEqualTo("flags");
            });
  }

  @Test
  void uint64AndSeveralMessagesAndBrokenXmlAreRefusedInOneLine() {
    String uint64 =
        HEADER
            + """
              </types>
              <sbe:message name="Seq" id="1">
                <field name="seqNum" id="1" type="uint64"/>
              </sbe:message>
            </sbe:messageSchema>
            """;
    assertThatThrownBy(() -> SbeXmlSchemas.read(uint64.getBytes(StandardCharsets.UTF_8)))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.problem())
                  .isEqualTo(
                      "not supported: uint64 (dynamic schemas have no unsigned 64-bit integer)");
              assertThat(e.line()).isEqualTo(13);
            });
    String two =
        HEADER
            + """
              </types>
              <sbe:message name="A" id="1"><field name="a" id="1" type="int32"/></sbe:message>
              <sbe:message name="B" id="2"><field name="b" id="1" type="int32"/></sbe:message>
            </sbe:messageSchema>
            """;
    assertThatThrownBy(() -> SbeXmlSchemas.read(two.getBytes(StandardCharsets.UTF_8)))
        .hasMessage("the schema defines 2 messages (A, B); choose one with --message NAME");
    assertThatThrownBy(() -> SbeXmlSchemas.read(HEADER.getBytes(StandardCharsets.UTF_8)))
        .isInstanceOfSatisfying(
            DynamicInputException.class,
            e -> {
              assertThat(e.problem())
                  .isEqualTo(
                      "not well-formed XML: XML document structures must start and end within"
                          + " the same entity.");
              assertThat(e.line()).isEqualTo(11);
            });
    String noMaxValue =
        HEADER
            + """
                <composite name="varAscii">
                  <type name="length" primitiveType="uint32"/>
                  <type name="varData" primitiveType="uint8" length="0"/>
                </composite>
              </types>
              <sbe:message name="A" id="1"><data name="venue" id="1" type="varAscii"/></sbe:message>
            </sbe:messageSchema>
            """;
    assertThatThrownBy(() -> SbeXmlSchemas.read(noMaxValue.getBytes(StandardCharsets.UTF_8)))
        .isInstanceOf(DynamicInputException.class)
        .hasMessage(
            "not a valid SBE schema: ERROR: at <sbe:message name=\"A\"> <data name=\"venue\">"
                + " maxValue must be set for varData UINT32 type: max value allowed=2147483647");
  }
}
