package dev.wirebench.engine.codec.gen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a schema compiler as a process: output and errors into one file (no pipe to fill), a time
 * limit after which it is killed, and its exit code with what it printed.
 */
public final class ToolRun {
  /** A generator that runs longer than this is stuck: no schema takes a minute. */
  public static final long TIMEOUT_SECONDS = 120;

  private ToolRun() {}

  /** What a run printed and how it ended. */
  public record Result(int exitCode, String output) {}

  public static Result run(List<String> command, Path workDir, String tool) {
    Path log = workDir.resolve(tool + ".log");
    try {
      Process process =
          new ProcessBuilder(command)
              .directory(workDir.toFile())
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .start();
      try {
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
          process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
          throw new GenerationException(
              GenerationException.Kind.SCHEMA_REJECTED,
              tool + " did not finish within " + TIMEOUT_SECONDS + " s and was stopped");
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
        throw new GenerationException(
            GenerationException.Kind.COMPILE_FAILED, tool + " was interrupted", e);
      }
      return new Result(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new GenerationException(
          GenerationException.Kind.UNAVAILABLE, "cannot run " + tool + ": " + e.getMessage(), e);
    }
  }
}
