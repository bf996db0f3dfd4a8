package dev.wirebench.storage;

import dev.wirebench.engine.result.RunKind;
import java.nio.file.Path;

/**
 * A process that starts a run, stores two results, says READY and then waits to be killed: the
 * crash {@link CrashRecoveryTest} needs, made real.
 */
public final class CrashingWriter {
  private CrashingWriter() {}

  public static void main(String[] args) throws InterruptedException {
    RunStore store = RunStore.open(Path.of(args[0]));
    long run = store.startRun(RunKind.BENCH, "killed mid-way", null, TestResults.environment("17"));
    store.addResult(run, TestResults.bench("json", "decode", 1390));
    store.addResult(run, TestResults.latency("fix"));
    System.out.println("READY " + run);
    System.out.flush();
    Thread.sleep(120_000);
  }
}
