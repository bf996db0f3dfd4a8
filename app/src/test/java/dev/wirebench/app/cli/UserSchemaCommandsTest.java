package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
      SbeTradeSchema.xml(
          0,
          "    <set name=\"Flags\" encodingType=\"uint8\"><choice name=\"Odd\">0</choice></set>\n",
          "");

  @TempDir Path dir;
  private CliFixture cli;

  @BeforeEach
  void fixture() {
    cli = new CliFixture(dir);
  }

  @Test
  void aProtoSchemaIsShownAndItsMessagesRoundTripInSbeToo() throws IOException {
    Path proto = cli.write("fill.proto", PROTO);
    Path fills = cli.write("fills.ndjson", FILLS.substring(0, FILLS.indexOf('\n') + 1));

    assertThat(cli.wirebench("schema", "show", proto.toString())).isZero();
    assertThat(cli.out())
        .contains("\"name\": \"Fill\"")
        .contains("{\"name\": \"lots\", \"type\": \"int32\"}")
        .contains("{\"name\": \"at\", \"type\": \"timestamp\"}");
    assertThat(cli.err()).isEqualTo(proto + ": schema Fill (4 fields)\n");

    cli.clearOut();
    assertThat(
            cli.wirebench("inspect", fills.toString(), "--schema", proto.toString(), "--summary"))
        .isZero();
    for (String codec : new String[] {"json", "msgpack", "avro", "protobuf", "sbe"}) {
      assertThat(cli.out()).containsPattern("(?m)^" + codec + " +\\d+ .* exact ");
    }
    assertThat(cli.out())
        .containsPattern("(?m)^fix +n/a — no FIX tags in the schema: add \"fixTag\" to each field");
  }

  @Test
  void aMessageOutOfTheProtoTypesRangeIsOneLocatedLine() throws IOException {
    Path proto = cli.write("fill.proto", PROTO);
    Path fills = cli.write("fills.ndjson", FILLS);

    assertThat(cli.wirebench("inspect", fills.toString(), "--schema", proto.toString()))
        .isEqualTo(2);
    assertThat(cli.err())
        .isEqualTo(
            "wirebench: "
                + fills
                + ":2:29: at [1].lots: int32 out of range: 2147483648 (expected"
                + " -2147483648..2147483647)\n");
  }

  @Test
  void anSbeSchemaWithABitSetIsRefusedAtItsLine() throws IOException {
    Path xml =
        cli.write(
            "trade.xml",
            SBE.replace(
                "type=\"Price\"/>",
                "type=\"Price\"/>\n<field name=\"flags\" id=\"4\" type=\"Flags\"/>"));

    assertThat(cli.wirebench("schema", "show", xml.toString())).isEqualTo(2);
    assertThat(cli.err())
        .isEqualTo(
            "wirebench: "
                + xml
                + ":22:8: at flags: not supported: a set (Flags; dynamic schemas have no bit"
                + " set)\n");
  }

  @Test
  void anSbeSchemaReadsItsMessagesWithDecimalsExact() throws IOException {
    Path xml = cli.write("trade.xml", SBE);
    Path trades =
        cli.write("trades.json", "{\"tradeId\": 7, \"side\": \"Sell\", \"px\": 6012.2500}");

    assertThat(cli.wirebench("inspect", trades.toString(), "--schema", xml.toString(), "--json"))
        .isZero();
    assertThat(cli.out()).contains("6012.2500").contains("\"sbe\"");
  }
}
