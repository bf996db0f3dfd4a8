package dev.wirebench.engine.bench;

import dev.wirebench.engine.run.CancelledException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts the fork runtime once with the fork flags and {@code -version}, so a bad flag or a broken
 * runtime is one clear message before the run instead of a failure in every benchmark.
 */
final class ForkJvmCheck {
  private ForkJvmCheck() {}

  static void check(PreparedPlan prepared) {
    List<String> command = new ArrayList<>();
    command.add(prepared.jvm().java().toString());
    command.addAll(prepared.forkJvmArgs());
    command.add("-version");
    String output;
    int exit;
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      process.getOutputStream().close();
      try (InputStream in = process.getInputStream()) {
        output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new PlanException(prepared.jvm().java() + " did not start within 60 s");
      }
      exit = process.exitValue();
    } catch (IOException e) {
      throw new PlanException("cannot start " + prepared.jvm().java() + ": " + e.getMessage(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancelledException("interrupted while checking the fork JVM");
    }
    if (exit != 0) {
      String reason =
          output
              .lines()
              .map(String::strip)
              .filter(line -> !line.isEmpty())
              .findFirst()
              .orElse("exit code " + exit);
      throw new PlanException(
          "the JVM "
              + prepared.jvm().java()
              + " does not start with the flags "
              + String.join(" ", prepared.plan().jvmFlags())
              + ": "
              + reason);
    }
  }
}
