package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wirebench compat}: the matrix, the per-field detail, and exit codes a CI job gates on — 0
 * done, 3 when an outcome named by {@code --fail-on} occurred, 2 for bad input.
 */
class CompatCommandTest {
  private static final String V1 =
      """
      syntax = "proto3";
      message Fill {
        string order_id = 1;
        int32 lots = 2;
        string venue = 3;
      }
      """;
  private static final String WIDER = V1.replace("int32 lots = 2;", "int64 lots = 2;");
  private static final String QUOTE =
      """
      syntax = "proto3";
      message Quote { double bid = 1; double ask = 2; string symbol = 3; }
      """;

  @TempDir Path dir;
  private CliFixture cli;
  private Path v1;

  @BeforeEach
  void fixture() throws IOException {
    cli = new CliFixture(dir);
    v1 = cli.write("fill.proto", V1);
  }

  @Test
  void aMatrixOfEveryCodecThatCarriesBothAndExitZeroWithoutAGate() throws IOException {
    Path v2 = cli.write("fill-v2.proto", WIDER);
    int exit = cli.wirebench("compat", v1.toString(), v2.toString(), "--codecs", "protobuf,json");
    assertThat(exit).as(cli.err()).isZero();
    assertThat(cli.out())
        .contains("compat fill.proto → fill-v2.proto")
        .containsPattern("protobuf +survived s3 d0 x0 e0 m0 +MISREAD s2 d0 x0 e0 m1 +compatible")
        .contains("≠ static")
        .contains("protobuf field-number rules says compatible, but the bytes were misread");
  }

  @Test
  void failOnMisreadExitsThreeAndFailOnDroppedDoesNotWhenNothingDropped() throws IOException {
    Path v2 = cli.write("fill-v2.proto", WIDER);
    assertThat(
            cli.wirebench(
                "compat",
                v1.toString(),
                v2.toString(),
                "--codecs",
                "protobuf",
                "--fail-on",
                "misread,error"))
        .isEqualTo(CompatCommand.FAILED_ON)
        .isEqualTo(3);
    assertThat(
            cli.wirebench(
                "compat",
                v1.toString(),
                v2.toString(),
                "--codecs",
                "protobuf",
                "--fail-on",
                "dropped"))
        .isZero();
  }

  @Test
  void badInputIsOneLineAndExitTwo() throws IOException {
    Path quote = cli.write("quote.proto", QUOTE);
    assertThat(cli.wirebench("compat", v1.toString(), quote.toString())).isEqualTo(2);
    assertThat(cli.err())
        .startsWith("wirebench: the two schemas are not two versions of one message: Fill")
        .doesNotContain("Exception")
        .hasLineCount(1);
    cli.clearErr();
    assertThat(cli.wirebench("compat", v1.toString())).isEqualTo(2);
    assertThat(cli.err()).contains("give NEW (a second schema file) or --edit");
    cli.clearErr();
    assertThat(
            cli.wirebench(
                "compat", v1.toString(), "--edit", "retype:lots:int64", "--fail-on", "everything"))
        .isEqualTo(2);
    assertThat(cli.err())
        .contains("--fail-on everything: use misread, error, dropped or defaulted");
  }

  @Test
  void anEditListMakesTheNewVersionAndDetailShowsFieldsAndBothPayloads() {
    int exit =
        cli.wirebench(
            "compat",
            v1.toString(),
            "--edit",
            "rename:venue=exchange",
            "--codecs",
            "msgpack,json",
            "--detail",
            "json");
    assertThat(exit).as(cli.err()).isZero();
    assertThat(cli.out())
        .containsPattern("msgpack +survived s3 d0 x0 e0 m0 +survived s3")
        .contains("json old→new")
        .contains("venue → exchange  --rename")
        .contains("unknown field \\\"venue\\\"".replace("\\\"", "\""))
        .contains("written by the writer's version (")
        .contains("the reader's version's own encoding of it (")
        .contains("NEW made by --edit from OLD");
  }

  @Test
  void jsonOutputHasEveryCellAndField() throws IOException {
    Path v2 = cli.write("fill-v2.proto", WIDER);
    assertThat(
            cli.wirebench(
                "compat", v1.toString(), v2.toString(), "--codecs", "protobuf", "--format", "json"))
        .isZero();
    JsonNode root = new ObjectMapper().readTree(cli.out());
    assertThat(root.path("cells")).hasSize(2);
    JsonNode back = root.path("cells").get(1);
    assertThat(back.path("direction").asText()).isEqualTo("new_to_old");
    assertThat(back.path("verdict").asText()).isEqualTo("misread");
    assertThat(back.path("static").path("compatible").asBoolean()).isTrue();
    assertThat(back.path("fields").get(1).path("outcome").asText()).isEqualTo("misread");
  }

  @Test
  void detailShowsTheMessageAFieldWasMisreadInWithTheDifferingBytesMarked() throws IOException {
    Path v2 = cli.write("fill-v2.proto", WIDER);
    int exit =
        cli.wirebench(
            "compat", v1.toString(), v2.toString(), "--codecs", "protobuf", "--detail", "protobuf");
    assertThat(exit).as(cli.err()).isZero();
    String out = cli.out();
    String newToOld = out.substring(out.indexOf("\nprotobuf new→old\n"));
    assertThat(newToOld)
        .contains("payloads of message 2 of 3, the first message with a misread field")
        .contains("misread in it: lots")
        .containsPattern("\\n {10}[ ^]*\\^\\^")
        .containsPattern("differing spans: .*lots \\[");
    // old→new misread nothing: its payloads are of the first message
    String oldToNew =
        out.substring(out.indexOf("\nprotobuf old→new\n"), out.indexOf("\nprotobuf new→old\n"));
    assertThat(oldToNew).contains("payloads of message 1 of 3, the first message (nothing");
  }

  @Test
  void aBadTimeLimitIsOneLineAndExitTwo() {
    assertThat(
            cli.wirebench("compat", v1.toString(), "--edit", "add:x:int64", "--time-limit", "soon"))
        .isEqualTo(2);
    assertThat(cli.err()).contains("--time-limit soon: bad duration");
  }
}
