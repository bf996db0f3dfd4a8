package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.engine.throughput.ThroughputSettings;
import dev.wirebench.storage.fleet.JobPolicy;
import dev.wirebench.storage.fleet.JobQueue;
import dev.wirebench.storage.fleet.ThroughputJob;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench queue throughput OPTIONS}: hands a throughput plan — the options {@code
 * throughput} takes — to the fleet's agents. Without {@code --consumers} each agent sweeps its own
 * machine's default (1 to 2 × its cores); the stream files go to the agent's temp directory.
 */
@Command(
    name = "throughput",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Queues a throughput plan (the options of `throughput`) for the fleet's agents in the team"
          + " store. Without --consumers each agent sweeps 1 to 2 × its own cores.",
      "Message and schema files are stored in the team store by content hash."
    })
public final class QueueThroughputCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Mixin private ThroughputOptions options = new ThroughputOptions();

  @Mixin private QueueTargets targets = new QueueTargets();

  @Mixin StoreOptions store;

  @ParentCommand private QueueCommand parent;

  @Option(names = "--label", paramLabel = "TEXT", description = "A label for the runs.")
  private String label;

  @Override
  public Integer call() {
    CodecRegistry registry = CodecRegistry.discover();
    ThroughputSettings settings = options.builder(registry).build();
    // Bad ids, a fixture of several message types, a schema that does not read: exit 2 here.
    new ThroughputRunner(registry, FixtureLoader.bundled(), MeasurementLock.machineWide())
        .validate(settings);
    ThroughputJob job = ThroughputJob.of(settings, options.consumersGiven(), label);
    List<String> refusals = JobPolicy.beforeCarrying(job);
    if (!refusals.isEmpty()) {
      throw new UserError("an agent would refuse this plan: " + String.join("; ", refusals));
    }
    String by = QueueTargets.queuedBy();
    try (JobQueue queue = new JobQueue(FleetStore.url(store, parent.store))) {
      targets.queue(
          queue,
          jobs -> queue.enqueueBatch(job, jobs, targets.priority(), targets.maxTries(), by),
          spec.commandLine().getOut(),
          spec.commandLine().getErr());
    }
    return 0;
  }
}
