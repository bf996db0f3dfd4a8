package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.profile.CollapsedStacks;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code bench --profile} and {@code wirebench profile} as a user runs them: a real profiled run
 * stored, its hot frames and allocation sites, a flame graph and collapsed stacks written once and
 * never over a file, the differential of a run with itself (nothing moves), and the runs that have
 * no profile saying why.
 */
class ProfileCommandsTest {
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

  @Test
  void aProfiledRunIsStoredAndShownWrittenAndDiffed() throws Exception {
    String db = temp.resolve("runs.db").toString();
    Path json = temp.resolve("run.json");
    Run bench =
        run(
            "bench",
            "--db",
            db,
            "--codecs",
            "json",
            "--fixtures",
            "minimal",
            "--ops",
            "decode",
            "--forks",
            "1",
            "--warmup",
            "1x100ms",
            "--measure",
            "1x300ms",
            "--jvm-flags",
            "-Xmx256m",
            "--profile",
            "cpu,alloc,perfnorm",
            "--out",
            json.toString());

    assertThat(bench.exit()).as(bench.err()).isZero();
    assertThat(bench.err())
        .contains("perfnorm: ")
        .contains("Profiles: after each benchmark's measured forks, 2 forks (one per event)")
        .contains("profiled forks' scores are not kept")
        .containsPattern("profile cpu \\(event (cpu|itimer)")
        .contains("profile alloc, every 512 KiB");

    Run shown = run("profile", "--db", db, "latest", "json", "decode", "--top", "5");
    assertThat(shown.exit()).as(shown.err()).isZero();
    assertThat(shown.out())
        .contains("json decode minimal [avgt] — cpu (event ")
        .contains("Hot frames")
        .contains("self %  total %  frame")
        .contains("Allocation sites by bytes");

    filesAreWrittenOnceAndNeverOverAFile(db);
    diffOfARunWithItselfMovesNothing(db);

    Run imported = run("import", "--db", db, json.toString());
    assertThat(imported.exit()).as(imported.err()).isZero();
    Run none = run("profile", "--db", db, "latest");
    assertThat(none.exit()).isEqualTo(2);
    assertThat(none.err()).contains("imported runs carry no profile");
  }

  private void filesAreWrittenOnceAndNeverOverAFile(String db) throws Exception {
    Path flame = temp.resolve("flame.html");
    Path collapsed = temp.resolve("stacks.txt");
    Run written =
        run(
            "profile",
            "--db",
            db,
            "latest",
            "--event",
            "cpu",
            "--flame",
            flame.toString(),
            "--collapsed",
            collapsed.toString());
    assertThat(written.exit()).as(written.err()).isZero();
    assertThat(Files.readString(flame))
        .contains("<canvas id=\"flame\">")
        .doesNotContain("https://");
    assertThat(CollapsedStacks.parse(Files.readString(collapsed))).isNotEmpty();
    Files.writeString(collapsed, "mine");
    Run again = run("profile", "--db", db, "latest", "--collapsed", collapsed.toString());
    assertThat(again.exit()).isEqualTo(2);
    assertThat(again.err()).contains("already exists; pass --force");
    assertThat(Files.readString(collapsed)).isEqualTo("mine");
    Run noRecording =
        run("profile", "--db", db, "latest", "--event", "cpu", "--jfr", temp + "/a.jfr");
    assertThat(noRecording.exit()).isEqualTo(2);
    assertThat(noRecording.err())
        .contains("no JFR recording of json decode minimal [avgt] — cpu: it was sampled by")
        .contains("use --collapsed or --flame");
    assertThat(temp.resolve("a.jfr")).doesNotExist();
  }

  @Test
  void whereJfrSampledItsRecordingIsStoredAndWrittenOnce() throws Exception {
    String db = temp.resolve("jfr.db").toString();
    String before = System.getProperty("wirebench.profiler.lib");
    System.setProperty("wirebench.profiler.lib", temp.resolve("missing.so").toString());
    Run bench;
    try {
      bench =
          run(
              "bench",
              "--db",
              db,
              "--codecs",
              "json",
              "--fixtures",
              "minimal",
              "--ops",
              "decode",
              "--forks",
              "1",
              "--warmup",
              "1x100ms",
              "--measure",
              "1x300ms",
              "--profile",
              "cpu");
    } finally {
      if (before == null) {
        System.clearProperty("wirebench.profiler.lib");
      } else {
        System.setProperty("wirebench.profiler.lib", before);
      }
    }
    assertThat(bench.exit()).as(bench.err()).isZero();
    Run shown = run("profile", "--db", db, "latest");
    assertThat(shown.out()).contains(", jfr (recording kept: ").contains(" KiB, --jfr)");

    Path jfr = temp.resolve("cpu.jfr");
    Run written = run("profile", "--db", db, "latest", "--jfr", jfr.toString());
    assertThat(written.exit()).as(written.err()).isZero();
    assertThat(written.out()).contains("wrote " + jfr + " (json decode minimal [avgt] — cpu, ");
    assertThat(jdk.jfr.consumer.RecordingFile.readAllEvents(jfr))
        .anyMatch(e -> e.getEventType().getName().equals("jdk.ExecutionSample"));
    Run again = run("profile", "--db", db, "latest", "--jfr", jfr.toString());
    assertThat(again.exit()).isEqualTo(2);
    assertThat(again.err()).contains("already exists; pass --force");
  }

  private static void diffOfARunWithItselfMovesNothing(String db) {
    Run diff = run("profile", "--db", db, "latest", "--diff", "latest", "--event", "cpu");
    assertThat(diff.exit()).as(diff.err()).isZero();
    assertThat(diff.out()).contains("change pp").contains(ProfileDiffPrinter.RULE);
    assertThat(diff.out()).containsPattern("\\+0\\.00  ~  ");
    assertThat(diff.out()).doesNotContainPattern("\\d  (grew|shrank)  ");
  }

  @Test
  void aRunWithoutProfilesAndAnUnknownEventSayWhy() {
    String db = temp.resolve("runs.db").toString();
    Run unknown =
        run("bench", "--db", db, "--codecs", "json", "--fixtures", "minimal", "--profile", "wall");
    assertThat(unknown.exit()).isEqualTo(2);
    assertThat(unknown.err()).contains("unknown profile event 'wall'; known events: cpu, alloc");

    Run bench =
        run(
            "bench",
            "--db",
            db,
            "--codecs",
            "json",
            "--fixtures",
            "minimal",
            "--ops",
            "decode",
            "--forks",
            "1",
            "--warmup",
            "1x100ms",
            "--measure",
            "1x100ms");
    assertThat(bench.exit()).as(bench.err()).isZero();
    Run none = run("profile", "--db", db, "latest");
    assertThat(none.exit()).isEqualTo(2);
    assertThat(none.err()).contains("has no profiles: it ran without --profile");
  }
}
