package dev.wirebench.app.cli;

import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.storage.fleet.HostRequirements;
import dev.wirebench.storage.fleet.JobQueue;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.Option;

/**
 * Which hosts a queued plan is for and how many jobs, as {@code queue} and {@code queue throughput}
 * take it: a host-name glob, CPU model, cores, JVM, labels; one job per matching known host ({@code
 * --each}: a batch to compare across hosts) or N copies; priority and tries.
 */
final class QueueTargets {
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

  int priority() {
    return priority == null ? 0 : Counts.parseInt("--priority", priority, -1000, 1000);
  }

  int maxTries() {
    return maxTries == null ? 3 : Counts.parseInt("--max-tries", maxTries, 1, 100);
  }

  HostRequirements requirements() {
    return new HostRequirements(
        hosts,
        cpu,
        minCores == null ? 1 : Counts.parseInt("--min-cores", minCores, 1, 1_000_000),
        minJvm == null ? 0 : Counts.parseInt("--min-jvm", minJvm, 0, 1000),
        labels);
  }

  /** Who queues: {@code user@host}. */
  static String queuedBy() {
    return System.getProperty("user.name") + "@" + EnvironmentCapture.hostName();
  }

  /**
   * Queues the jobs these options ask for with {@code enqueue} (the host of each job in, the jobs'
   * ids out, one batch), and says what it queued; a warning when no known host matches.
   */
  void queue(
      JobQueue queue,
      Function<List<HostRequirements>, List<Long>> enqueue,
      PrintWriter out,
      PrintWriter err) {
    HostRequirements requirements = requirements();
    List<String> matching = queue.matchingHosts(requirements);
    if (each) {
      if (matching.isEmpty()) {
        throw new UserError(
            "--each: no known agent host meets " + requirements.describe() + "; nothing queued");
      }
      List<Long> ids = enqueue.apply(matching.stream().map(requirements::onHost).toList());
      for (int i = 0; i < ids.size(); i++) {
        out.println("queued job " + ids.get(i) + " for " + matching.get(i));
      }
      return;
    }
    int n = copies == null ? 1 : Counts.parseInt("--copies", copies, 1, 100_000);
    List<Long> ids = new ArrayList<>(enqueue.apply(Collections.nCopies(n, requirements)));
    String which = n == 1 ? "job " + ids.get(0) : n + " jobs, " + ids.get(0) + "-" + ids.get(n - 1);
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
}
