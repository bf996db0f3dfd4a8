package dev.wirebench.app.bench;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.engine.env.JavaRuntime;
import dev.wirebench.engine.env.MachineReport;
import java.util.List;
import java.util.Optional;

/**
 * Fills the plan form when the Benchmark screen starts, in the background: the installed JDKs, the
 * plan run last and the machine check first; whether the machine has hardware counters (perf stat,
 * which may take seconds) apart, so the form does not wait for it.
 */
final class FormStartup {
  private FormStartup() {}

  private record Found(List<JavaRuntime> jvms, Optional<SavedPlan> saved, MachineReport machine) {}

  static void fill(BenchService service, TaskExecutor executor, PlanViewModel plan) {
    executor.submit(
        "Finding JDKs",
        context ->
            new Found(service.discoverJvms(), service.rememberedPlan(), service.checkMachine()),
        found -> {
          plan.setJvms(found.jvms());
          found.saved().ifPresent(plan::restore);
          plan.setMachineReport(found.machine());
        },
        null);
    plan.profiles().checkCounters(executor, service::hardwareCountersMissing);
  }
}
