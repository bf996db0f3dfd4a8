package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code --schema} and {@code schema show} with the user's own .proto and SBE XML: the language
 * goes by the extension, messages round-trip in every codec that can carry them (SBE among them),
 * and unsupported features or disagreeing messages are one located line with exit code 2.
 */
class UserSchemaCommandsTest {
  private static final String PROTO =
      """
      syntax = "proto3";
      import "google/protobuf/timestamp.proto";
      message Fill {
        string order_id = 1;
        sint32 lots = 2;
        google.protobuf.Timestamp at = 3;
        repeated Leg legs = 4;
        message Leg { string symbol = 1; int32 ratio = 2; }
      }
      """;
  private static final String FILLS =
      "{\"order_id\": \"A-1\", \"lots\": -3, \"at\": \"2026-11-24T14:30:01.100999Z\","
          + " \"legs\": [{\"symbol\": \"ESZ6\", \"ratio\": 1}]}\n"
          + "{\"order_id\": \"A-2\", \"lots\": 2147483648, \"at\": \"2026-11-24T14:30:02Z\","
          + " \"legs\": []}\n";
  private static final String SBE =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="t" id="3"
          version="0" byteOrder="littleEndian">
        <types>
          <composite name="messageHeader">
            <type name="blockLength" primitiveType="uint16"/>
            <type name="templateId" primitiveType="uint16"/>
            <type name="schemaId" primitiveType="uint16"/>
            <type name="version" primitiveType="uint16"/>
          </composite>
          <composite name="Price"><type name="mantissa" primitiveType="int64"/>
            <type name="exponent" primitiveType="int8"/></composite>
          <enum name="Side" encodingType="char">
            <validValue name="Buy">1</validValue><validValue name="Sell">2</validValue>
          </enum>
          <set name="Flags" encodingType="uint8"><choice name="Odd">0</choice></set>
        </types>
        <sbe:message name="Trade" id="9">
          <field name="tradeId" id="1" type="int64"/>
          <field name="side" id="2" type="Side"/>
          <field name="px" id="3" type="Price"/>
        </sbe:message>
      </sbe:messageSchema>
      """;

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  @Test
  void aProtoSchemaIsShownAndItsMessagesRoundTripInSbeToo() throws IOException {
    Path proto = write("fill.proto", PROTO);
    Path fills = write("fills.ndjson", FILLS.substring(0, FILLS.indexOf('\n') + 1));

    assertThat(wirebench("schema", "show", proto.toString())).isZero();
    assertThat(out.toString())
        .contains("\"name\": \"Fill\"")
        .contains("{\"name\": \"lots\", \"type\": \"int32\"}")
        .contains("{\"name\": \"at\", \"type\": \"timestamp\"}");
    assertThat(err.toString()).isEqualTo(proto + ": schema Fill (4 fields)\n");

    out.getBuffer().setLength(0);
    assertThat(wirebench("inspect", fills.toString(), "--schema", proto.toString(), "--summary"))
        .isZero();
    for (String codec : new String[] {"json", "msgpack", "avro", "protobuf", "sbe"}) {
      assertThat(out.toString()).containsPattern("(?m)^" + codec + " +\\d+ .* exact ");
    }
    assertThat(out.toString())
        .containsPattern("(?m)^fix +n/a — no FIX tags in the schema: add \"fixTag\" to each field");
  }

  @Test
  void aMessageOutOfTheProtoTypesRangeIsOneLocatedLine() throws IOException {
    Path proto = write("fill.proto", PROTO);
    Path fills = write("fills.ndjson", FILLS);

    assertThat(wirebench("inspect", fills.toString(), "--schema", proto.toString())).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "wirebench: "
                + fills
                + ":2:29: at [1].lots: int32 out of range: 2147483648 (expected"
                + " -2147483648..2147483647)\n");
  }

  @Test
  void anSbeSchemaWithABitSetIsRefusedAtItsLine() throws IOException {
    Path xml =
        write(
            "trade.xml",
            SBE.replace(
                "type=\"Price\"/>",
                "type=\"Price\"/>\n<field name=\"flags\" id=\"4\" type=\"Flags\"/>"));

    assertThat(wirebench("schema", "show", xml.toString())).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "wirebench: "
                + xml
                + ":22:8: at flags: not supported: a set (Flags; dynamic schemas have no bit"
                + " set)\n");
  }

  @Test
  void anSbeSchemaReadsItsMessagesWithDecimalsExact() throws IOException {
    Path xml = write("trade.xml", SBE);
    Path trades = write("trades.json", "{\"tradeId\": 7, \"side\": \"Sell\", \"px\": 6012.2500}");

    assertThat(wirebench("inspect", trades.toString(), "--schema", xml.toString(), "--json"))
        .isZero();
    assertThat(out.toString()).contains("6012.2500").contains("\"sbe\"");
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }
}
