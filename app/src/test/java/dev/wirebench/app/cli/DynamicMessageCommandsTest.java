package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
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
 * {@code wirebench schema infer} and {@code inspect} on JSON of a shape Wirebench has no model for:
 * the schema inferred, written, edited and passed back; every codec that can carry the message
 * round-trips it exactly, the others say n/a with a reason; bad input is one line and exit code 2.
 */
class DynamicMessageCommandsTest {
  private static final String FILLS =
      "{\"orderId\": 7300000000012, \"side\": \"SELL\", \"px\": 6012.50, \"lots\": 25,\n"
          + " \"at\": \"2026-11-24T14:30:01.100999000Z\", \"fills\": [{\"qty\": 10}], \"note\": null}\n"
          + "{\"orderId\": 7300000000013, \"side\": \"BUY\", \"px\": 6012.75, \"lots\": 300,\n"
          + " \"at\": \"2026-11-24T14:30:01.2Z\", \"fills\": []}\n";

  @TempDir Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  @Test
  void inferPrintsTheSchemaAndSaysWhatItRead() throws IOException {
    Path file = write("fills.ndjson", FILLS);

    int code = wirebench("schema", "infer", file.toString());

    assertThat(code).isZero();
    assertThat(out.toString())
        .contains("\"name\": \"Fills\"")
        .contains("{\"name\": \"orderId\", \"type\": \"int64\"}")
        .contains("{\"name\": \"px\", \"type\": \"decimal\"}")
        .contains("{\"name\": \"at\", \"type\": \"timestamp\"}")
        .contains("{\"name\": \"note\", \"type\": \"string\", \"optional\": true}");
    assertThat(err.toString())
        .startsWith(
            file + ": JSON objects one after another (NDJSON), 2 messages; schema Fills (7 fields)")
        .contains("note: note: only null values");
  }

  @Test
  void inspectInfersTheSchemaOfAnUnknownShapeAndRoundTripsExactly() throws IOException {
    Path file = write("fills.ndjson", FILLS);

    int code = wirebench("inspect", file.toString(), "--summary", "--message", "2");

    assertThat(code).isZero();
    String text = out.toString();
    assertThat(text)
        .contains("fills.ndjson — message 2 of 2 (Fills, 7 fields)")
        .contains("schema: inferred, sha256 ");
    for (String codec : new String[] {"json", "cbor", "smile", "msgpack", "avro", "protobuf"}) {
      assertThat(text).containsPattern("(?m)^" + codec + " +\\d+ .* exact ");
    }
    assertThat(text).containsPattern("(?m)^kryo +n/a — Kryo serializes registered Java classes");
  }

  @Test
  void anEditedSchemaIsReadBackAndAnInt8OutOfRangeIsOneLocatedLine() throws IOException {
    Path file = write("fills.ndjson", FILLS);
    Path schema = dir.resolve("fills.schema.json");
    assertThat(wirebench("schema", "infer", file.toString(), "--out", schema.toString())).isZero();
    String edited =
        Files.readString(schema)
            .replace(
                "{\"name\": \"lots\", \"type\": \"int32\"}",
                "{\"name\": \"lots\", \"type\": \"int8\"}");
    Files.writeString(schema, edited);
    out.getBuffer().setLength(0);
    err.getBuffer().setLength(0);

    int code = wirebench("inspect", file.toString(), "--schema", schema.toString(), "--summary");

    assertThat(code).isEqualTo(2);
    assertThat(err.toString().strip())
        .isEqualTo(
            "wirebench: "
                + file
                + ":3:66: at [1].lots: int8 out of range: 300 (expected -128..127)");
    assertThat(out.toString()).isEmpty();
  }

  @Test
  void jsonOutputCarriesTheSchemaTheDecodedMessageAndEveryCodec() throws IOException {
    Path file = write("fills.ndjson", FILLS);

    assertThat(wirebench("inspect", file.toString(), "--json", "--codec", "json,avro,sbe,fix"))
        .isZero();

    JsonNode root =
        new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false)
            .readTree(out.toString());
    assertThat(root.get("schemaSource").asText()).isEqualTo("inferred");
    assertThat(root.get("schemaHash").asText()).hasSize(64);
    assertThat(root.at("/schema/name").asText()).isEqualTo("Fills");
    assertThat(root.at("/decoded/px").decimalValue()).isEqualByComparingTo("6012.50");
    assertThat(root.at("/decoded/px").asText()).isEqualTo("6012.50");
    assertThat(root.at("/codecs/0/roundTrip").asText()).isEqualTo("EXACT");
    assertThat(root.at("/codecs/1/roundTrip").asText()).isEqualTo("EXACT");
    assertThat(root.at("/codecs/2/roundTrip").asText()).isEqualTo("EXACT");
    assertThat(root.at("/codecs/3/supported").asBoolean()).isFalse();
  }

  @Test
  void mixedTypesAreNotSupportedWithTheirLine() throws IOException {
    Path file = write("mixed.json", "[{\"q\": 1},\n {\"q\": \"one\"}]");

    int code = wirebench("schema", "infer", file.toString());

    assertThat(code).isEqualTo(2);
    assertThat(err.toString().strip())
        .startsWith("wirebench: " + file + ":2:8: at [1].q: not supported: a string here");
  }

  @Test
  void knownShapesAreUntouchedByTheDynamicPath() {
    int code = wirebench("inspect", "trade-update", "--summary", "--codec", "json");

    assertThat(code).isZero();
    assertThat(out.toString()).doesNotContain("schema:").contains("json");
  }

  private int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }
}
