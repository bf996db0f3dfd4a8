package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.fixtures.FixtureCatalog;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/**
 * {@code wirebench bench}: bad input is one line and exit code 2; a run prints a table and JSON.
 */
class BenchCommandTest {
  @TempDir Path temp;

  private record Run(int exit, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setExecutionExceptionHandler(new CliErrors());
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    int exit = commandLine.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "--codecs nope --fixtures minimal | unknown codec 'nope'; known codecs: json",
        "--codecs json --fixtures minimal --warmup 3x1 | bad duration '1'",
        "--codecs json --fixtures minimal --measure five | bad iterations 'five'",
        "--codecs json --fixtures minimal --forks 0 | --forks takes a whole number from 1 to 1,000",
        "--codecs json --fixtures minimal --forks 4294967298 | --forks takes a whole number from 1"
            + " to 1,000, not '4294967298'",
        "--codecs json --fixtures minimal --threads 99999999999 | --threads takes a whole number"
            + " from 1 to 4,096",
        "--codecs json --fixtures no-such-fixture | no bundled fixture has this id",
        "--codecs json --fixtures minimal --mode fast | unknown mode 'fast'",
        "--codecs json --fixtures minimal --latency --cooler warm | bad cooler 'warm'",
        "--codecs json --fixtures minimal --latency --forks 2 | --forks is a JMH setting",
        "--codecs json --fixtures minimal --ops-count 5 | --ops-count applies to --latency runs",
        "--codecs json | give --fixtures",
        "--codecs json --fixtures minimal --latency --rate fast | bad rate 'fast'",
        "--codecs json --fixtures minimal --latency --rate 1k/s --cooler busy:1ms | do not mix",
        "--codecs json --fixtures minimal --rate 1k/s | --rate applies to --latency runs",
        "--codecs json --fixtures minimal --subtract-timer | --subtract-timer applies to",
      })
  void badInputIsOneLineAndExitCodeTwo(String args, String message) {
    Run run = run(("bench " + args).split(" "));
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err().lines())
        .singleElement()
        .asString()
        .startsWith("wirebench: ")
        .contains(message);
    assertThat(run.out()).isEmpty();
  }

  @Test
  void fixturesAllMeansEveryBundledFixtureInCatalogOrder() {
    BenchCommand command = new BenchCommand();
    new CommandLine(command).parseArgs("--codecs", "wire-compiled,sbe", "--fixtures", "all");
    assertThat(command.plan().fixtures())
        .hasSizeGreaterThan(10)
        .containsExactlyElementsOf(FixtureCatalog.bundled().ids());
  }

  @Test
  void aRunPrintsItsTableAndWritesJmhJson() throws Exception {
    Path json = temp.resolve("results.json");
    Run run =
        run(
            "bench",
            "--codecs",
            "json",
            "--fixtures",
            "minimal",
            "--ops",
            "encode",
            "--warmup",
            "1x100ms",
            "--measure",
            "1x100ms",
            "--jvm-flags=-XX:TieredStopAtLevel=1 -Xmx256m",
            "--out",
            json.toString(),
            "--db",
            temp.resolve("runs.db").toString());

    assertThat(run.exit()).as(run.err()).isEqualTo(0);
    assertThat(run.out())
        .contains("codec  fixture  op      mode")
        .contains("json   minimal  encode  avgt")
        .contains("FILLS_REUSED")
        .contains("status COMPLETE");
    assertThat(run.err()).contains("[1/1] json × minimal encode avgt").contains("measure 1/1");
    JsonNode results = new ObjectMapper().readTree(json.toFile());
    assertThat(results.isArray()).isTrue();
    assertThat(results.get(0).path("benchmark").asText())
        .isEqualTo("dev.wirebench.engine.bench.jmh.CodecBenchmark.encode");
    assertThat(results.get(0).path("secondaryMetrics").has("gc.alloc.rate.norm")).isTrue();
    assertThat(run.out()).contains("stored as run #1 in " + temp.resolve("runs.db"));
    try (RunStore store = RunStore.open(temp.resolve("runs.db"))) {
      RunSummary stored = store.run(1);
      assertThat(stored.status()).isEqualTo(RunStatus.COMPLETE);
      assertThat(stored.kind()).isEqualTo(RunKind.BENCH);
      assertThat(store.results(1))
          .singleElement()
          .satisfies(r -> assertThat(r.result().codec()).isEqualTo("json"));
    }
  }

  @Test
  void anOpenLoopLatencyRunNamesItsRateAndIsStoredWithIt() throws Exception {
    Run run =
        run(
            "bench",
            "--codecs",
            "json",
            "--fixtures",
            "minimal",
            "--ops",
            "encode",
            "--latency",
            "--rate",
            "10k/s",
            "--subtract-timer",
            "--warmup-ops",
            "500",
            "--ops-count",
            "2000",
            "--db",
            temp.resolve("runs.db").toString());

    assertThat(run.exit()).as(run.err()).isEqualTo(0);
    assertThat(run.out())
        .contains(
            "Latency per operation in ns — response time, open loop at 10000 ops/s, timer cost"
                + " subtracted")
        .contains("was subtracted from every latency (--subtract-timer)")
        .contains("json minimal encode: response time from intended start (open loop)")
        .containsPattern("rate \\d+ of 10000 ops/s");
    try (RunStore store = RunStore.open(temp.resolve("runs.db"))) {
      assertThat(store.results(1))
          .singleElement()
          .satisfies(
              r -> {
                assertThat(r.result().mode()).isEqualTo("latency");
                assertThat(r.result().params())
                    .containsEntry("measures", "response time, open loop at 10000 ops/s")
                    .containsEntry("rate", "10000/s");
                assertThat(r.result().params().get("timer")).startsWith("subtracted");
                assertThat(r.result().secondary()).containsEntry("latency.rate.target", 10_000.0);
              });
    }
  }
}
