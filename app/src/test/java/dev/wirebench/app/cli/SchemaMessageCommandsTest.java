package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --message NAME}: choosing one message of an SBE XML or {@code .proto} that defines
 * several, in {@code schema show}, {@code inspect} and {@code bench}; without it, the one message
 * the file's messages fit (said on stderr), or one line listing the names and exit code 2. The sbe
 * codec writes the user's own layout (their header and block: 26 bytes for a Trade).
 */
class SchemaMessageCommandsTest {
  private static final String SBE = SbeTradeSchema.xml(1, "", SbeTradeSchema.QUOTE);

  private static final String PROTO =
      """
      syntax = "proto3";
      message Trade { int64 seq = 1; optional string venue = 2; }
      message Heartbeat { int64 seq = 1; }
      """;

  @TempDir Path dir;
  private CliFixture cli;

  @BeforeEach
  void fixture() {
    cli = new CliFixture(dir);
  }

  @Test
  void schemaShowAsksForAMessageAndShowsTheChosenOne() throws IOException {
    Path xml = cli.write("venue.xml", SBE);

    assertThat(cli.wirebench("schema", "show", xml.toString())).isEqualTo(2);
    assertThat(cli.err())
        .isEqualTo(
            "wirebench: "
                + xml
                + ":1:1: the schema defines 2 messages (Trade, Quote); choose one with --message"
                + " NAME\n");

    cli.clearErr();
    assertThat(cli.wirebench("schema", "show", xml.toString(), "--message", "Quote")).isZero();
    assertThat(cli.err()).isEqualTo(xml + ": schema Quote (3 fields)\n");
    assertThat(cli.out()).contains("{\"name\": \"size\", \"type\": \"int32\"}");

    cli.clearErr();
    assertThat(cli.wirebench("schema", "show", xml.toString(), "--message", "Order")).isEqualTo(2);
    assertThat(cli.err())
        .isEqualTo(
            "wirebench: "
                + xml
                + ":1:1: no message named \"Order\" (the schema's messages: Trade, Quote)\n");
  }

  @Test
  void inspectTakesTheNamedMessageInTheUsersOwnLayout() throws IOException {
    Path xml = cli.write("venue.xml", SBE);
    Path quotes =
        cli.write(
            "quotes.ndjson",
            "{\"bid\": 99.5, \"ask\": 100.25, \"size\": 10}\n"
                + "{\"bid\": 99.75, \"ask\": 100.25, \"size\": 65534}\n");

    assertThat(
            cli.wirebench(
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
    assertThat(cli.out()).containsPattern("(?m)^sbe +28 .* exact ");
    assertThat(cli.err()).isEmpty();
  }

  @Test
  void withoutAChoiceTheMessageTheFileFitsIsTakenAndSaid() throws IOException {
    Path xml = cli.write("venue.xml", SBE);
    Path trades = cli.write("trades.json", "{\"tradeId\": 7, \"side\": \"Sell\", \"px\": 6012.25}");

    assertThat(cli.wirebench("inspect", trades.toString(), "--schema", xml.toString(), "--summary"))
        .isZero();
    assertThat(cli.err())
        .isEqualTo(
            "wirebench: note: schema message Trade chosen: the file's messages fit it and not the"
                + " schema's other messages (Quote); --message NAME chooses\n");
    assertThat(cli.out()).containsPattern("(?m)^sbe +26 .* exact ");
  }

  @Test
  void aFileThatFitsNoneOrSeveralIsOneLineListingTheNames() throws IOException {
    Path proto = cli.write("venue.proto", PROTO);
    Path both = cli.write("seq.json", "{\"seq\": 5}");
    Path none = cli.write("odd.json", "{\"nothing\": 1}");

    assertThat(cli.wirebench("inspect", both.toString(), "--schema", proto.toString()))
        .isEqualTo(2);
    assertThat(cli.err())
        .isEqualTo(
            "wirebench: "
                + proto
                + ": the schema defines 2 messages (Trade, Heartbeat); choose one with --message"
                + " NAME (the messages of "
                + both
                + " fit Trade and Heartbeat)\n");

    cli.clearErr();
    assertThat(cli.wirebench("inspect", none.toString(), "--schema", proto.toString()))
        .isEqualTo(2);
    assertThat(cli.err()).contains("(the messages of " + none + " fit none of them)");

    cli.clearErr();
    assertThat(
            cli.wirebench(
                "inspect", none.toString(), "--schema", proto.toString(), "--message", "Heartbeat"))
        .isEqualTo(2);
    assertThat(cli.err()).contains(none + ":1:2: unknown field \"nothing\"");
  }

  @Test
  void aMessageNameNeedsASchema() throws IOException {
    Path trades = cli.write("trades.json", "{\"tradeId\": 7}");

    assertThat(cli.wirebench("inspect", trades.toString(), "--message", "Trade")).isEqualTo(2);
    assertThat(cli.err())
        .isEqualTo(
            "wirebench: --message Trade names a message of a schema file; give the file with"
                + " --schema\n");

    cli.clearErr();
    assertThat(
            cli.wirebench(
                "bench", "--fixtures", trades.toString(), "--codecs", "sbe", "--message", "Trade"))
        .isEqualTo(2);
    assertThat(cli.err()).contains("--message Trade names a message of a schema file");
  }

  @Test
  void benchStopsOnAMessageTheSchemaLacksBeforeAnyFork() throws IOException {
    Path xml = cli.write("venue.xml", SBE);
    Path trades = cli.write("trades.json", "{\"tradeId\": 7, \"side\": \"Sell\", \"px\": 6012.25}");

    assertThat(
            cli.wirebench(
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
    assertThat(cli.err())
        .contains("no message named \"Order\" (the schema's messages: Trade, Quote)");
  }
}
