package dev.wirebench.app.cli;

import dev.wirebench.storage.fleet.JobQueue;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code wirebench queue retry ID}: a failed or cancelled job goes back to the queue. */
@Command(
    name = "retry",
    mixinStandardHelpOptions = true,
    description = "Puts a failed or cancelled job back in the queue, its tries reset.")
public final class QueueRetryCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;
  @ParentCommand private QueueCommand parent;

  @Parameters(index = "0", paramLabel = "ID")
  private String id;

  @Override
  public Integer call() {
    long job = Counts.parse("job ID", id, 1, Long.MAX_VALUE);
    try (JobQueue queue = new JobQueue(FleetStore.url(store, parent.store))) {
      if (!queue.retry(job)) {
        throw new UserError(
            queue
                .find(job)
                .map(
                    j ->
                        "job "
                            + job
                            + " is "
                            + j.state().id()
                            + ": only failed or cancelled jobs are retried")
                .orElse("no job " + job));
      }
      spec.commandLine().getOut().println("job " + job + " is back in the queue");
    }
    return 0;
  }
}
