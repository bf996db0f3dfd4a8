package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code wirebench compat --cost}: real forks with the smallest iterations; the rows per codec and
 * mode, their sizes and settings — never how large a score is.
 */
class CompatCostCommandTest {
  private static final String V1 =
      """
      syntax = "proto3";
      message Fill {
        string order_id = 1;
        int32 lots = 2;
        string venue = 3;
      }
      """;
  private static final String[] TINY = {
    "--cost", "--forks", "1", "--warmup", "1x50ms", "--measure", "2x50ms"
  };

  @TempDir Path dir;
  private CliFixture cli;
  private Path v1;

  @BeforeEach
  void fixture() throws IOException {
    cli = new CliFixture(dir);
    v1 = cli.write("fill.proto", V1);
  }

  private int compat(String... more) {
    List<String> args = new ArrayList<>(List.of("compat", v1.toString(), "--edit", "add:x:int64"));
    args.addAll(List.of(more));
    args.addAll(List.of(TINY));
    return cli.wirebench(args.toArray(new String[0]));
  }

  @Test
  void jsonHasAScoredRowPerVariantAndOperationOfTheChosenCodecs() throws IOException {
    assertThat(compat("--codecs", "kryo,avro-resolving", "--format", "json"))
        .as(cli.err())
        .isZero();
    JsonNode cost = new ObjectMapper().readTree(cli.out()).path("cost");
    List<String> rows = new ArrayList<>();
    for (JsonNode row : cost) {
      rows.add(row.path("variant").asText() + " " + row.path("operation").asText());
      assertThat(row.path("failure").isNull()).as(row.toString()).isTrue();
      assertThat(row.path("score").asDouble()).isFinite().isPositive();
      assertThat(row.path("meanBytes").asDouble()).isPositive();
      assertThat(row.path("unit").asText()).isEqualTo("ns/op");
      assertThat(row.path("forks").asInt()).isEqualTo(1);
      assertThat(row.path("iterations").asInt()).isEqualTo(2);
    }
    assertThat(rows)
        .containsExactly(
            "kryo encode",
            "kryo decode",
            "kryo-compatible encode",
            "kryo-compatible decode",
            "avro encode",
            "avro decode",
            "avro-resolving-same encode",
            "avro-resolving-same decode",
            "avro-resolving encode",
            "avro-resolving decode");
    assertThat(cli.err()).contains("kryo-compatible decode: fork 1/1 iteration 2/2");
  }

  @Test
  void textSaysTheSettingsAndSetsEachCompatibleModeBesideItsStrictOne() {
    assertThat(compat("--codecs", "fory")).as(cli.err()).isZero();
    assertThat(cli.out())
        .contains("the cost of compatibility — JMH avgt, 1 fork × 2 × 50ms measured after")
        .containsPattern("fory +fory +strict +book-snapshots-5 +[0-9.]+ +[0-9.]+")
        .containsPattern("fory +fory-compatible +compatible +book-snapshots-5 .* of fory")
        .contains("fory-compatible: compatible mode");
  }

  @Test
  void badCostSettingsAreOneLineAndExitTwo() {
    assertThat(
            cli.wirebench(
                "compat", v1.toString(), "--edit", "add:x:int64", "--cost", "--forks", "0"))
        .isEqualTo(2);
    assertThat(cli.err()).contains("forks and iterations must be at least 1");
    assertThat(
            cli.wirebench(
                "compat", v1.toString(), "--edit", "add:x:int64", "--cost", "--codecs", "json"))
        .isEqualTo(2);
    assertThat(cli.err()).contains("none of the rows has a compatible mode");
  }
}
