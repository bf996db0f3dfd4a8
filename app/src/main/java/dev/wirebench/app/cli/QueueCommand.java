package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PlanException;
import dev.wirebench.storage.fleet.JobPolicy;
import dev.wirebench.storage.fleet.JobQueue;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench queue PLAN-OPTIONS}: hands a plan — the very options {@code bench} takes — to
 * the fleet's agents through the team store, for any host or the hosts that meet some requirements
 * ({@code --each}: one job per such known host). Says at once when no known agent host would take
 * the job. {@code queue list|cancel|retry} look after the queue.
 */
@Command(
    name = "queue",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Queues a benchmark plan (the options of `bench`) for the fleet's agents in the team store;"
          + " `queue list`, `queue cancel ID` and `queue retry ID` look after the queue.",
      "A job carries a plan only: codecs, fixtures (message and schema files are stored in the team"
          + " store by content hash), settings and allow-listed JVM flags."
    },
    subcommands = {
      QueueListCommand.class,
      QueueCancelCommand.class,
      QueueRetryCommand.class,
      QueueThroughputCommand.class
    })
public final class QueueCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Mixin private PlanOptions planOptions = new PlanOptions();

  @Mixin StoreOptions store;

  @Mixin private QueueTargets targets = new QueueTargets();

  @Override
  public Integer call() {
    BenchmarkPlan plan = planOptions.plan();
    List<String> refusals = JobPolicy.beforeCarrying(plan);
    if (!refusals.isEmpty()) {
      throw new UserError("an agent would refuse this plan: " + String.join("; ", refusals));
    }
    try {
      BenchmarkEngine.standard().prepare(plan); // bad ids or settings: exit 2, nothing queued
    } catch (PlanException e) {
      throw new UserError(e.getMessage());
    }
    String by = QueueTargets.queuedBy();
    try (JobQueue queue = new JobQueue(FleetStore.url(store))) {
      targets.queue(
          queue,
          jobs -> queue.enqueueBatch(plan, jobs, targets.priority(), targets.maxTries(), by),
          spec.commandLine().getOut(),
          spec.commandLine().getErr());
    }
    return 0;
  }
}
