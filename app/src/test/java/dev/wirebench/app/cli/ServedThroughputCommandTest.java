package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code throughput --transport --channels --server-cpus --streams}: the axes crossed into store
 * variants, a real served run printed with its local baseline and server CPU, and bad axes as one
 * line.
 */
class ServedThroughputCommandTest {
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

  private static List<String> expand(List<String> stores, String... args) {
    StoreAxes axes = new StoreAxes();
    new CommandLine(axes).parseArgs(args);
    return axes.expand(stores);
  }

  @Test
  void axesCrossIntoStoreVariantsLocalFirst() {
    assertThat(
            expand(
                List.of("log"),
                "--transport",
                "tcp,aeron-ipc",
                "--channels",
                "2,4",
                "--server-cpus",
                "1",
                "--streams",
                "1,4"))
        .containsExactly(
            "log",
            "log@tcp+channels=2+cpus=1",
            "log@tcp+channels=4+cpus=1",
            "log@aeron-ipc+channels=2+cpus=1",
            "log@aeron-ipc+channels=4+cpus=1",
            "log+streams=4",
            "log@tcp+channels=2+cpus=1+streams=4",
            "log@tcp+channels=4+cpus=1+streams=4",
            "log@aeron-ipc+channels=2+cpus=1+streams=4",
            "log@aeron-ipc+channels=4+cpus=1+streams=4");
    assertThat(expand(List.of("log", "chronicle"), "--transport", "tcp", "--no-local"))
        .containsExactly("log@tcp", "chronicle@tcp");
    assertThat(expand(List.of("log@tcp+cpus=1"))).containsExactly("log@tcp+cpus=1");
    assertThat(expand(List.of("log"), "--server-cpus", "1-3", "--transport", "aeron-udp"))
        .containsExactly(
            "log", "log@aeron-udp+cpus=1", "log@aeron-udp+cpus=2", "log@aeron-udp+cpus=3");
  }

  @Test
  void axesThatNeedAServerOrAreNoCountsSayWhy() {
    assertThatThrownBy(() -> expand(List.of("log"), "--channels", "2"))
        .hasMessageContaining("add --transport");
    assertThatThrownBy(() -> expand(List.of("log"), "--transport", "kafka"))
        .hasMessageContaining(
            "--transport 'kafka' is not one of: local, tcp, aeron-ipc, aeron-udp");
    assertThatThrownBy(() -> expand(List.of("log"), "--transport", "tcp", "--channels", "0"))
        .hasMessageContaining("--channels '0' must be counts of 1..");
    assertThatThrownBy(() -> expand(List.of("log"), "--streams", "many"))
        .hasMessageContaining("--streams 'many' is not a count");
    assertThatThrownBy(() -> expand(List.of("log@tcp"), "--transport", "tcp"))
        .hasMessageContaining("--store log@tcp is served already");
  }

  @Test
  void aServedSweepPrintsTheLocalBaselineAndTheServersCpu() {
    int code =
        run(
            "throughput",
            "--store",
            "log",
            "--transport",
            "tcp",
            "--channels",
            "1",
            "--server-cpus",
            "1",
            "--streams",
            "2",
            "--codec",
            "json",
            "--messages",
            "3k",
            "--consumers",
            "1,2",
            "--repeat",
            "1",
            "--warmup",
            "500",
            "--dir",
            dir.toString(),
            "--no-store");

    assertThat(code).as(err.toString()).isZero();
    String table = out.toString();
    assertThat(table).contains("% of local").contains("server CPU");
    List<String> served =
        table.lines().filter(l -> l.startsWith("log@tcp+channels=1+cpus=1+streams=2 ")).toList();
    assertThat(served).hasSize(2);
    // Served rows compare with the local read (a percentage, not "-"); the server's CPU is a
    // percentage, or "-" for a point under 0.25 s (CPU time comes in 10 ms ticks).
    assertThat(served).allMatch(l -> l.matches(".*\\d+ %\\s+(\\d+ %|-)\\s+\\S+\\s*$"));
    assertThat(table.lines().filter(l -> l.startsWith("log+streams=2 "))).hasSize(2);
  }

  @Test
  void badAxesOnTheCommandLineAreOneLineAndExitTwo() {
    assertThat(run("throughput", "--codec", "json", "--server-cpus", "2")).isEqualTo(2);
    assertThat(err.toString().strip())
        .isEqualTo(
            "wirebench: --channels, --server-cpus and --no-local set up a stream server: add"
                + " --transport");
  }
}
