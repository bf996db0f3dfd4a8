package dev.wirebench.app.cli;

import dev.wirebench.storage.fleet.JobQueue;
import dev.wirebench.storage.fleet.JobState;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code wirebench queue cancel ID}: a job that has not ended is cancelled. */
@Command(
    name = "cancel",
    mixinStandardHelpOptions = true,
    description =
        "Cancels a job that has not ended; an agent running it stops it at its next heartbeat"
            + " (forks killed, what was measured kept as a partial run).")
public final class QueueCancelCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;
  @ParentCommand private QueueCommand parent;

  @Parameters(index = "0", paramLabel = "ID")
  private String id;

  @Override
  public Integer call() {
    long job = Counts.parse("job ID", id, 1, Long.MAX_VALUE);
    try (JobQueue queue = new JobQueue(FleetStore.url(store, parent.store))) {
      Optional<JobState> was = queue.cancel(job);
      if (was.isEmpty()) {
        throw new UserError(
            queue
                .find(job)
                .map(j -> "job " + job + " has ended already (" + j.state().id() + ")")
                .orElse("no job " + job));
      }
      spec.commandLine()
          .getOut()
          .println(
              "cancelled job "
                  + job
                  + (was.get() == JobState.QUEUED
                      ? ""
                      : " (it was "
                          + was.get().id()
                          + "; its agent stops it at its next heartbeat)"));
    }
    return 0;
  }
}
