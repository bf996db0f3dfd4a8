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
 * {@code --message NAME}: choosing one message of an SBE XML or {@code .proto} that defines
 * several, in {@code schema show}, {@code inspect} and {@code bench}; without it, the one message
 * the file's messages fit (said on stderr), or one line listing the names and exit code 2. The sbe
 * codec writes the user's own layout (their header and block: 26 bytes for a Trade).
 */
class SchemaMessageCommandsTest {
  private static final String SBE =
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <sbe:messageSchema xmlns:sbe="http://fixprotocol.io/2016/sbe" package="t" id="3"
          version="1" byteOrder="littleEndian">
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
        </types>
        <sbe:message name="Trade" id="9">
          <field name="tradeId" id="1" type="int64"/>
          <field name="side" id="2" type="Side"/>
          <field name="px" id="3" type="Price"/>
        </sbe:message>
        <sbe:message name="Quote" id="10">
          <field name="bid" id="1" type="Price"/>
          <field name="ask" id="2" type="Price"/>
          <field name="size" id="3" type="uint16"/>
        </sbe:message>
      </sbe:messageSchema>
      """;
  private static final String PROTO =
      """
      syntax = "proto3";
      message Trade { int64 seq = 1; optional string venue = 2; }
      message Heartbeat { int64 seq = 1; }
      """;

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @Test
  void schemaShowAsksForAMessageAndShowsTheChosenOne() throws IOException {
    Path xml = write("venue.xml", SBE);

    assertThat(wirebench("schema", "show", xml.toString())).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "wirebench: "
                + xml
                + ":1:1: the schema defines 2 messages (Trade, Quote); choose one with --message"
                + " NAME\n");

    err.getBuffer().setLength(0);
    assertThat(wirebench("schema", "show", xml.toString(), "--message", "Quote")).isZero();
    assertThat(err.toString()).isEqualTo(xml + ": schema Quote (3 fields)\n");
    assertThat(out.toString()).contains("{\"name\": \"size\", \"type\": \"int32\"}");

    err.getBuffer().setLength(0);
    assertThat(wirebench("schema", "show", xml.toString(), "--message", "Order")).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "wirebench: "
                + xml
                + ":1:1: no message named \"Order\" (the schema's messages: Trade, Quote)\n");
  }

  @Test
  void inspectTakesTheNamedMessageInTheUsersOwnLayout() throws IOException {
    Path xml = write("venue.xml", SBE);
    Path quotes =
        write(
            "quotes.ndjson",
            "{\"bid\": 99.5, \"ask\": 100.25, \"size\": 10}\n"
                + "{\"bid\": 99.75, \"ask\": 100.25, \"size\": 65534}\n");

    assertThat(
            wirebench(
                "inspect",
                quotes.toString(),
                "--schema",
                xml.toString(),
                "--message",
                "Quote",
                "--message",
                "2",
                "--summary"))
        .isZero();
    // header 8 + two Price composites (9 each) + uint16 2
    assertThat(out.toString()).containsPattern("(?m)^sbe +28 .* exact ");
    assertThat(err.toString()).isEmpty();
  }

  @Test
  void withoutAChoiceTheMessageTheFileFitsIsTakenAndSaid() throws IOException {
    Path xml = write("venue.xml", SBE);
    Path trades = write("trades.json", "{\"tradeId\": 7, \"side\": \"Sell\", \"px\": 6012.25}");

    assertThat(wirebench("inspect", trades.toString(), "--schema", xml.toString(), "--summary"))
        .isZero();
    assertThat(err.toString())
        .isEqualTo(
            "wirebench: note: schema message Trade chosen: the file's messages fit it and not the"
                + " schema's other messages (Quote); --message NAME chooses\n");
    assertThat(out.toString()).containsPattern("(?m)^sbe +26 .* exact ");
  }

  @Test
  void aFileThatFitsNoneOrSeveralIsOneLineListingTheNames() throws IOException {
    Path proto = write("venue.proto", PROTO);
    Path both = write("seq.json", "{\"seq\": 5}");
    Path none = write("odd.json", "{\"nothing\": 1}");

    assertThat(wirebench("inspect", both.toString(), "--schema", proto.toString())).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "wirebench: "
                + proto
                + ": the schema defines 2 messages (Trade, Heartbeat); choose one with --message"
                + " NAME (the messages of "
                + both
                + " fit Trade and Heartbeat)\n");

    err.getBuffer().setLength(0);
    assertThat(wirebench("inspect", none.toString(), "--schema", proto.toString())).isEqualTo(2);
    assertThat(err.toString()).contains("(the messages of " + none + " fit none of them)");

    err.getBuffer().setLength(0);
    assertThat(
            wirebench(
                "inspect", none.toString(), "--schema", proto.toString(), "--message", "Heartbeat"))
        .isEqualTo(2);
    assertThat(err.toString()).contains(none + ":1:2: unknown field \"nothing\"");
  }

  @Test
  void aMessageNameNeedsASchema() throws IOException {
    Path trades = write("trades.json", "{\"tradeId\": 7}");

    assertThat(wirebench("inspect", trades.toString(), "--message", "Trade")).isEqualTo(2);
    assertThat(err.toString())
        .isEqualTo(
            "wirebench: --message Trade names a message of a schema file; give the file with"
                + " --schema\n");

    err.getBuffer().setLength(0);
    assertThat(
            wirebench(
                "bench", "--fixtures", trades.toString(), "--codecs", "sbe", "--message", "Trade"))
        .isEqualTo(2);
    assertThat(err.toString()).contains("--message Trade names a message of a schema file");
  }

  @Test
  void benchStopsOnAMessageTheSchemaLacksBeforeAnyFork() throws IOException {
    Path xml = write("venue.xml", SBE);
    Path trades = write("trades.json", "{\"tradeId\": 7, \"side\": \"Sell\", \"px\": 6012.25}");

    assertThat(
            wirebench(
                "bench",
                "--fixtures",
                trades.toString(),
                "--schema",
                xml.toString(),
                "--message",
                "Order",
                "--codecs",
                "sbe",
                "--no-store"))
        .isEqualTo(2);
    assertThat(err.toString())
        .contains("no message named \"Order\" (the schema's messages: Trade, Quote)");
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }
}
