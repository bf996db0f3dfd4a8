package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ThroughputCommandTest {
  @TempDir Path dir;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }

  private long filesUnder(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(path -> !path.equals(root)).count();
    }
  }

  @Test
  void printsOneRowPerConsumerCountAndCleansUp() throws IOException {
    int code =
        run(
            "throughput",
            "--store",
            "log,chronicle",
            "--codec",
            "json",
            "--fixture",
            "bars",
            "--messages",
            "2k",
            "--consumers",
            "1-2",
            "--repeat",
            "1",
            "--warmup",
            "500",
            "--dir",
            dir.toString(),
            "--no-store");

    assertThat(code).as(err.toString()).isZero();
    String table = out.toString();
    assertThat(table)
        .contains("Throughput: fixture bars, 2,000 messages per stream, K = 1,2")
        .contains("Scan ceiling log/json:")
        .contains("Scan ceiling chronicle/json:")
        .contains("combined msg/s")
        .contains("% of scan")
        .containsPattern("\\d+–\\d+ %") // each row's range of per-repetition ratios
        .contains("a pass before each point, median of 2"); // 1 repetition x K = 1,2
    assertThat(table.lines().filter(line -> line.matches("^(log|chronicle)\\s+json\\s+[12]\\s.*")))
        .hasSize(4);
    assertThat(err.toString())
        .contains("writing")
        .contains("1 consumer, repetition 1")
        .contains("scan pass before 2 consumers");
    assertThat(filesUnder(dir)).isZero();
  }

  @Test
  void readsAMessageFileOfUnknownShapeWithItsInferredSchemaInEveryDynamicCodec()
      throws IOException {
    Path feed = dir.resolve("quotes.ndjson");
    Files.writeString(
        feed,
        "{\"sym\": \"EURUSD\", \"bid\": 1.08412, \"ask\": 1.08415, \"levels\": [1, 2]}\n"
            + "{\"sym\": \"GBPUSD\", \"bid\": 1.26901, \"ask\": 1.26904, \"levels\": []}\n");

    int code =
        run(
            "throughput",
            "--codec",
            "wire-compiled,json,msgpack,sbe",
            "--fixture",
            feed.toString(),
            "--messages",
            "2k",
            "--consumers",
            "1",
            "--repeat",
            "1",
            "--warmup",
            "500",
            "--dir",
            dir.toString(),
            "--no-store");

    assertThat(code).as(err.toString()).isZero();
    assertThat(out.toString())
        .contains("Throughput: fixture " + feed + ", 2,000 messages per stream")
        .contains("Messages of unknown shape, schema inferred (sha256 ");
    assertThat(out.toString().lines().filter(line -> line.matches("^log\\s+\\S+\\s+1\\s.*")))
        .hasSize(4);
  }

  @Test
  void anUnknownCodecForAMessageFileIsCalledUnknown() throws IOException {
    Path feed = Files.writeString(dir.resolve("fills.ndjson"), "{\"fillId\": 7, \"px\": 1.5}\n");

    int code = run("throughput", "--codec", "nope", "--fixture", feed.toString(), "--no-store");

    assertThat(code).isEqualTo(2);
    assertThat(err.toString().strip())
        .startsWith("wirebench: unknown codec 'nope'; known codecs: ");
  }

  @Test
  void schemaOrDynamicWithABundledFixtureIsOneLine() {
    int code = run("throughput", "--fixture", "bars", "--dynamic", "--no-store");

    assertThat(code).isEqualTo(2);
    assertThat(err.toString().strip())
        .isEqualTo(
            "wirebench: --dynamic reads a message file; bars is a bundled fixture of the built-in"
                + " model (give a file path)");
  }

  @Test
  void storesTheRunSoThatShowAndExportPrintItsPoints(@TempDir Path dbDir) {
    Path db = dbDir.resolve("runs.db");
    int code =
        run(
            "throughput",
            "--codec",
            "json",
            "--fixture",
            "bars",
            "--messages",
            "2k",
            "--consumers",
            "1,2",
            "--repeat",
            "2",
            "--warmup",
            "500",
            "--dir",
            dir.toString(),
            "--label",
            "tiny sweep",
            "--db",
            db.toString());

    assertThat(code).as(err.toString()).isZero();
    assertThat(out.toString()).contains("stored as run #1 in " + db);

    out.getBuffer().setLength(0);
    assertThat(run("show", "1", "--db", db.toString())).as(err.toString()).isZero();
    String shown = out.toString();
    assertThat(shown).contains("tiny sweep").contains("throughput").contains("Scan ceiling msg/s");
    assertThat(shown.lines().filter(line -> line.matches("^\\s*log\\s+json\\s+bars\\s+[12]\\s.*")))
        .hasSize(2);

    out.getBuffer().setLength(0);
    assertThat(run("export", "1", "--format", "csv", "--db", db.toString()))
        .as(err.toString())
        .isZero();
    assertThat(out.toString().lines().filter(line -> line.startsWith("1,log,json,bars,")))
        .hasSize(4);
  }

  @Test
  void noStoreKeepsNothing(@TempDir Path dbDir) {
    Path db = dbDir.resolve("runs.db");
    int code =
        run(
            "throughput",
            "--codec",
            "json",
            "--messages",
            "1k",
            "--consumers",
            "1",
            "--repeat",
            "1",
            "--warmup",
            "0",
            "--dir",
            dir.toString(),
            "--db",
            db.toString(),
            "--no-store");

    assertThat(code).as(err.toString()).isZero();
    assertThat(out.toString()).doesNotContain("stored as");
    assertThat(db).doesNotExist();
  }

  @Test
  void badInputIsOneClearLineAndExitCodeTwo() {
    assertThat(run("throughput", "--store", "kafka", "--codec", "json")).isEqualTo(2);
    assertThat(err.toString().strip())
        .isEqualTo(
            "wirebench: unknown stream store 'kafka'; known stores: log, chronicle, log@tcp, chronicle@tcp, log@aeron-ipc, chronicle@aeron-ipc, log@aeron-udp, chronicle@aeron-udp");
  }

  @Test
  void rejectsMalformedCounts() {
    assertThat(run("throughput", "--messages", "lots")).isEqualTo(2);
    assertThat(err.toString()).contains("'lots' is not a count");

    assertThat(run("throughput", "--codec", "json", "--consumers", "4-2")).isEqualTo(2);
    assertThat(err.toString()).contains("--consumers range '4-2' must go up");

    assertThat(run("throughput", "--codec", "fix", "--fixture", "bars")).isEqualTo(2);
    assertThat(err.toString()).contains("codec fix cannot carry BarMessage");
  }

  @Test
  void countsTakeSuffixesAndSeparators() {
    assertThat(CountConverter.parse("50M")).isEqualTo(50_000_000L);
    assertThat(CountConverter.parse("500k")).isEqualTo(500_000L);
    assertThat(CountConverter.parse("1,000,000")).isEqualTo(1_000_000L);
    assertThat(CountConverter.parse("2_000")).isEqualTo(2_000L);
    assertThat(ThroughputOptions.parseConsumers(java.util.List.of("1", "3-5")))
        .containsExactly(1, 3, 4, 5);
  }
}
