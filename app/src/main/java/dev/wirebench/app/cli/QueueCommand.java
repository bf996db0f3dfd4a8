package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.PlanException;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.fleet.HostRequirements;
import dev.wirebench.storage.fleet.JobPolicy;
import dev.wirebench.storage.fleet.JobQueue;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
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
    subcommands = {QueueListCommand.class, QueueCancelCommand.class, QueueRetryCommand.class})
public final class QueueCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Mixin private PlanOptions planOptions = new PlanOptions();

  @Mixin StoreOptions store;

  @Option(
      names = "--hosts",
      paramLabel = "GLOB",
      description = "Only hosts whose agent name matches (bench-*, bench-0?); default: any.")
  private String hosts;

  @Option(
      names = "--cpu",
      paramLabel = "TEXT",
      description = "Only hosts whose CPU model contains TEXT (Xeon, EPYC), any case.")
  private String cpu;

  @Option(names = "--min-cores", paramLabel = "N", description = "Only hosts with ≥ N cores.")
  private String minCores;

  @Option(
      names = "--min-jvm",
      paramLabel = "N",
      description = "Only hosts whose agent forks JVM feature version ≥ N (17, 21).")
  private String minJvm;

  @Option(
      names = "--labels",
      split = ",",
      paramLabel = "LABEL",
      description = "Only hosts whose agent has every one of these labels (tuned).")
  private List<String> labels = new ArrayList<>();

  @Option(
      names = "--each",
      description = "One job per known agent host that meets the requirements, pinned to it.")
  private boolean each;

  @Option(
      names = "--copies",
      paramLabel = "N",
      description =
          "Queue N jobs of this plan (N runs, by whichever agents claim them); default: 1.")
  private String copies;

  @Option(names = "--priority", paramLabel = "N", description = "Higher runs first; default: 0.")
  private String priority;

  @Option(
      names = "--max-tries",
      paramLabel = "N",
      description = "Claims lost to dead agents before the job fails; default: 3.")
  private String maxTries;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
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
    HostRequirements requirements = requirements();
    int prio = priority == null ? 0 : Counts.parseInt("--priority", priority, -1000, 1000);
    int tries = maxTries == null ? 3 : Counts.parseInt("--max-tries", maxTries, 1, 100);
    PostgresUrl url = FleetStore.url(store);
    try (JobQueue queue = new JobQueue(url)) {
      List<String> matching = queue.matchingHosts(requirements);
      String by =
          System.getProperty("user.name")
              + "@"
              + dev.wirebench.engine.env.EnvironmentCapture.hostName();
      if (each) {
        return queueEach(queue, plan, requirements, matching, prio, tries, by);
      }
      int n = copies == null ? 1 : Counts.parseInt("--copies", copies, 1, 100_000);
      List<Long> ids =
          queue.enqueueBatch(plan, Collections.nCopies(n, requirements), prio, tries, by);
      String which =
          n == 1 ? "job " + ids.get(0) : n + " jobs, " + ids.get(0) + "-" + ids.get(n - 1);
      out.println(
          "queued "
              + which
              + " for "
              + requirements.describe()
              + (matching.isEmpty()
                  ? ""
                  : " (known hosts that match: " + String.join(", ", matching) + ")"));
      if (matching.isEmpty()) {
        err.println(
            "wirebench: warning: no known agent host meets "
                + requirements.describe()
                + ": "
                + which
                + (n == 1 ? " waits" : " wait")
                + " until an agent that does starts (`queue list` shows known agents)");
      }
    }
    return 0;
  }

  /** {@code --each}: one job per known host that meets the requirements, pinned to that host. */
  private int queueEach(
      JobQueue queue,
      BenchmarkPlan plan,
      HostRequirements requirements,
      List<String> matching,
      int prio,
      int tries,
      String by) {
    if (matching.isEmpty()) {
      throw new UserError(
          "--each: no known agent host meets " + requirements.describe() + "; nothing queued");
    }
    List<HostRequirements> jobs = matching.stream().map(requirements::onHost).toList();
    List<Long> ids = queue.enqueueBatch(plan, jobs, prio, tries, by);
    for (int i = 0; i < ids.size(); i++) {
      spec.commandLine().getOut().println("queued job " + ids.get(i) + " for " + matching.get(i));
    }
    return 0;
  }

  private HostRequirements requirements() {
    return new HostRequirements(
        hosts,
        cpu,
        minCores == null ? 1 : Counts.parseInt("--min-cores", minCores, 1, 1_000_000),
        minJvm == null ? 0 : Counts.parseInt("--min-jvm", minJvm, 0, 1000),
        labels);
  }
}
