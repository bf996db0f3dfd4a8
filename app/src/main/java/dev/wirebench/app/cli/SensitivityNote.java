package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.report.PlanSensitivity;
import java.io.PrintWriter;

/**
 * {@code bench}'s note, before a run, of what change its plan can detect ({@link PlanSensitivity}).
 */
final class SensitivityNote {
  private SensitivityNote() {}

  /**
   * Prints {@link PlanSensitivity#describe}'s line before a run, from the local run database if it
   * has one. Only advice: a database that cannot be read (or a team store, whose history of every
   * benchmark is slow to scan before a run) prints nothing and never stops the run.
   */
  static void print(PrintWriter err, StoreOptions store, BenchmarkPlan plan) {
    if (store.isTeamStore(null) || !store.exists(null)) {
      return;
    }
    try (RunStore runs = store.openExisting(null)) {
      PlanSensitivity.describe(runs, plan).ifPresent(line -> err.println("wirebench: " + line));
    } catch (RuntimeException unreadable) {
      return; // the run itself will say what is wrong with the database
    }
    err.flush();
  }
}
