package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.jvm.JvmFlags;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The {@code bin/wirebench …} examples of README.md and docs/*.md hold: every one parses against
 * the real command line (a renamed or removed option fails here, with the file and line), and every
 * one is run as a user runs it — a separate JVM on Wirebench's class path and JVM flags, in a
 * scratch folder with its own XDG data, cache and config directories, so the default database is a
 * scratch one — and must exit 0. Examples that need what a test machine lacks are parsed only: the
 * desktop app (a display), a team store (a PostgreSQL URL in {@code $TEAM}), a file of the user's
 * own that the docs name as an example, or a block the docs mark {@code <!-- docs-test: parse only,
 * REASON -->}; each is listed with its reason. A block marked {@code <!-- docs-test: may exit 1,
 * REASON -->} may also end with those codes (e.g. {@code system} on a busy machine).
 */
class DocsExamplesTest {
  private static final long TIMEOUT_SECONDS = 600;
  private static final List<String> INPUT_EXTENSIONS =
      List.of(".json", ".ndjson", ".avsc", ".proto", ".xml", ".fbs");

  @Test
  void everyExampleParsesAgainstTheRealCommandLine() {
    List<DocsExamples.Example> examples = DocsExamples.all();
    List<String> broken = new ArrayList<>();
    for (DocsExamples.Example example : examples) {
      try {
        WirebenchCommand.commandLine().parseArgs(example.args().toArray(new String[0]));
      } catch (CommandLine.ParameterException e) {
        broken.add(example + " → " + e.getMessage());
      }
    }
    assertThat(examples).as("examples found in README.md and docs/").hasSizeGreaterThan(30);
    assertThat(broken).as("examples that no longer parse").isEmpty();
  }

  @Test
  void everyRunnableExampleRunsAsWrittenAndExitsZero(@TempDir Path scratch) throws Exception {
    List<String> failed = new ArrayList<>();
    List<String> parsedOnly = new ArrayList<>();
    int ran = 0;
    for (DocsExamples.Example example : DocsExamples.all()) {
      String why = whyNotRun(example, scratch);
      if (why != null) {
        parsedOnly.add(example + " — " + why);
        continue;
      }
      Result result = run(example.args(), scratch);
      ran++;
      if (!example.exits().contains(result.exit())) {
        failed.add(example + " → exit " + result.exit() + "\n" + result.output());
      }
    }
    System.out.println("docs examples parsed only:\n  " + String.join("\n  ", parsedOnly));
    assertThat(failed).as("examples that failed when run").isEmpty();
    assertThat(ran).as("examples run").isGreaterThan(20);
  }

  /** Why an example is only parsed, or null if it is run. */
  private static String whyNotRun(DocsExamples.Example example, Path scratch) {
    if (example.parseOnly() != null) {
      return example.parseOnly();
    }
    List<String> args = example.args();
    if (args.contains("gui")) {
      return "needs a display";
    }
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (arg.contains("$")) {
        return "needs a team store (" + arg + ")";
      }
      boolean output = i > 0 && args.get(i - 1).equals("--out");
      boolean input = INPUT_EXTENSIONS.stream().anyMatch(arg::endsWith);
      if (input && !output && !Files.exists(scratch.resolve(arg))) {
        return "needs your own file " + arg;
      }
    }
    return null;
  }

  private record Result(int exit, String output) {}

  /** {@code wirebench args…} in a fresh JVM, working in {@code scratch}. */
  private static Result run(List<String> args, Path scratch)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(JvmFlags.forCurrentJdk());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("dev.wirebench.app.Main");
    command.addAll(args);
    ProcessBuilder builder = new ProcessBuilder(command).directory(scratch.toFile());
    Map<String, String> env = builder.environment();
    env.put("XDG_DATA_HOME", scratch.resolve("data").toString());
    env.put("XDG_CACHE_HOME", scratch.resolve("cache").toString());
    env.put("XDG_CONFIG_HOME", scratch.resolve("config").toString());
    Path log = scratch.resolve("last-output.txt");
    builder.redirectErrorStream(true).redirectOutput(log.toFile());
    Process process = builder.start();
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
      return new Result(-1, "timed out after " + TIMEOUT_SECONDS + " s");
    }
    return new Result(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
  }
}
