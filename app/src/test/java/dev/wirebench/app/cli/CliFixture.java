package dev.wirebench.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * The CLI run in-process as a user runs it (same command line, same error handler), with its output
 * and errors captured, and input files written into a test's temporary folder. One per test: the
 * captured text accumulates until cleared.
 */
final class CliFixture {
  private final Path dir;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  CliFixture(Path dir) {
    this.dir = dir;
  }

  /** Runs {@code wirebench args...}; returns its exit code. */
  int wirebench(String... args) {
    CommandLine commandLine = WirebenchCommand.commandLine();
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(err, true));
    commandLine.setExecutionExceptionHandler(new CliErrors());
    return commandLine.execute(args);
  }

  /** Writes {@code text} (UTF-8) to {@code name} in the test's folder. */
  Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  /** Everything written to stdout since the last {@link #clearOut}. */
  String out() {
    return out.toString();
  }

  /** Everything written to stderr since the last {@link #clearErr}. */
  String err() {
    return err.toString();
  }

  void clearOut() {
    out.getBuffer().setLength(0);
  }

  void clearErr() {
    err.getBuffer().setLength(0);
  }
}
