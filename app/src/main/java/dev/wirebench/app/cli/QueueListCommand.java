package dev.wirebench.app.cli;

import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.fleet.AgentRegistry;
import dev.wirebench.storage.fleet.FleetJob;
import dev.wirebench.storage.fleet.JobQueue;
import dev.wirebench.storage.fleet.JobState;
import dev.wirebench.storage.fleet.LeaseReaper;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench queue list}: the jobs (waiting and running; {@code --all} ended ones too) with
 * state, agent, progress from the agent's heartbeat, run, and "no known host matches" where that is
 * so; then the known agents. Jobs whose agent stopped renewing its lease are re-queued first.
 */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description = "Lists the fleet's jobs, newest first, and the known agents.")
public final class QueueListCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;
  @ParentCommand private QueueCommand parent;

  @Option(names = "--all", description = "Also jobs that ended (done, failed, cancelled).")
  private boolean all;

  @Option(names = "--limit", paramLabel = "N", description = "At most N jobs; default: 50.")
  private String limit;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PostgresUrl url = FleetStore.url(store, parent.store);
    int max = limit == null ? 50 : Counts.parseInt("--limit", limit, 1, 100_000);
    try (LeaseReaper reaper = new LeaseReaper(url);
        JobQueue queue = new JobQueue(url);
        AgentRegistry registry = new AgentRegistry(url)) {
      reaper.reap();
      List<FleetJob> jobs = queue.list(max, all);
      TextTable table =
          new TextTable("JOB", "STATE", "PRI", "TRIES", "AGENT", "RUN", "NEEDS", "LABEL", "NOTE");
      for (FleetJob job : jobs) {
        table.row(
            job.id(),
            job.state().id(),
            job.priority(),
            job.tries() + "/" + job.maxTries(),
            job.agent() == null ? "-" : job.agent(),
            job.runId() == null ? "-" : job.runId(),
            job.requirements().describe(),
            job.label(),
            note(job));
      }
      out.println(
          jobs.isEmpty() ? (all ? "no jobs" : "no waiting or running jobs") : table.render());
      List<AgentRegistry.Agent> agents = registry.agents();
      out.println();
      if (agents.isEmpty()) {
        out.println("no known agents (start `wirebench agent --db …` on a benchmark host)");
      } else {
        TextTable known = new TextTable("AGENT", "CPU", "CORES", "JVM", "LABELS", "SEEN", "STATUS");
        Instant now = Instant.now();
        for (AgentRegistry.Agent a : agents) {
          known.row(
              a.hostName(),
              a.cpuModel(),
              a.cores(),
              a.jvmFeature(),
              a.labels().isEmpty() ? "-" : String.join(",", a.labels()),
              ago(Duration.between(a.lastSeen(), now)),
              a.status());
        }
        out.println(known.render());
      }
    }
    return 0;
  }

  private static String note(FleetJob job) {
    if (!job.state().ended() && !job.matchable()) {
      return "no known host matches";
    }
    if (job.state() == JobState.CLAIMED || job.state() == JobState.RUNNING) {
      return job.progress();
    }
    return job.error() == null ? "" : job.error();
  }

  private static String ago(Duration d) {
    long s = Math.max(0, d.toSeconds());
    return s < 120 ? s + " s ago" : s < 7200 ? s / 60 + " min ago" : s / 3600 + " h ago";
  }
}
