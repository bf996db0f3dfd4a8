package dev.wirebench.app.cli;

import dev.wirebench.app.settings.UserDirs;
import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.env.MachineCheck;
import dev.wirebench.engine.fixture.FixtureLoader;
import dev.wirebench.engine.jvm.JvmFlags;
import dev.wirebench.engine.run.MeasurementLock;
import dev.wirebench.engine.throughput.ThroughputRunner;
import dev.wirebench.storage.PostgresUrl;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.fleet.AgentSettings;
import dev.wirebench.storage.fleet.FleetAgent;
import dev.wirebench.storage.fleet.HostFacts;
import java.io.PrintWriter;
import java.time.Duration;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench agent}: a benchmark host's agent. Runs the fleet's jobs one at a time into the
 * team store until SIGTERM (or Ctrl-C), which cancels the running job, kills its forks and puts it
 * back in the queue.
 */
@Command(
    name = "agent",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Runs benchmark jobs from the team store's queue on this host, one at a time, under the"
          + " machine-wide measurement lock; each run is stored in the team store with the job,"
          + " host and environment. Stops cleanly on SIGTERM: the running job goes back to the"
          + " queue.",
      "Runs plans only: codecs, bundled fixtures and files carried in the team store by hash (kept"
          + " in its own cache), settings and allow-listed JVM flags."
    })
public final class AgentCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Mixin private StoreOptions store;

  @Option(
      names = "--labels",
      split = ",",
      paramLabel = "LABEL",
      description = "What this host is, for jobs that ask (e.g. tuned,amd).")
  private List<String> labels = new ArrayList<>();

  @Option(
      names = "--host-name",
      paramLabel = "NAME",
      description =
          "The host name to advertise and store runs under; default: this machine's. Lets several"
              + " agents on one machine act as different hosts.")
  private String hostName;

  @Option(
      names = "--refuse-when-busy",
      description =
          "Claim no job while the machine check reports load or a JMH run outside Wirebench"
              + " (the default).")
  private boolean refuseWhenBusy;

  @Option(names = "--run-when-busy", description = "Claim jobs whatever the machine check says.")
  private boolean runWhenBusy;

  @Option(
      names = "--lease",
      paramLabel = "SECONDS",
      description = "How long a claimed job stays this agent's without a heartbeat; default: 60.")
  private String lease;

  @Option(
      names = "--poll",
      paramLabel = "SECONDS",
      description = "Look at the queue at least this often, NOTIFY or not; default: 30.")
  private String poll;

  @Override
  public Integer call() {
    // Chronicle reads its analytics switch in static initialisers: set it before anything loads.
    JvmFlags.applySystemProperties();
    PrintWriter err = spec.commandLine().getErr();
    if (refuseWhenBusy && runWhenBusy) {
      throw new UserError("give --refuse-when-busy or --run-when-busy, not both");
    }
    if (hostName != null && !hostName.matches("[A-Za-z0-9][A-Za-z0-9._-]{0,62}")) {
      throw new UserError(
          "--host-name " + hostName + ": letters, digits, '.', '_' and '-' only (up to 63)");
    }
    PostgresUrl url = FleetStore.url(store);
    AgentSettings settings = AgentSettings.defaults(url, !runWhenBusy);
    if (lease != null) {
      settings = settings.withLease(seconds("--lease", lease, 2));
    }
    if (poll != null) {
      settings = settings.withSafetyPoll(seconds("--poll", poll, 1));
    }
    HostFacts host = HostFacts.thisHost(hostName, labels, MachineCheck.thisMachine().check());
    settings =
        settings.withFiles(
            UserDirs.system().data().resolve("fleet-files").resolve(host.hostName()));
    try (RunStore runs = openStore(url)) {
      FleetAgent agent =
          new FleetAgent(
              settings,
              host,
              runs,
              BenchmarkEngine.standard(),
              new ThroughputRunner(
                  CodecRegistry.discover(), FixtureLoader.bundled(), MeasurementLock.machineWide()),
              line -> log(err, line));
      // On SIGTERM the JVM halts once this hook returns, perhaps before the main thread logs;
      // whichever comes first says "stopped", once.
      AtomicBoolean said = new AtomicBoolean();
      Runnable sayStopped =
          () -> {
            if (said.compareAndSet(false, true)) {
              log(err, "agent " + host.hostName() + " stopped");
            }
          };
      Thread hook =
          new Thread(
              () -> {
                agent.stop(Duration.ofSeconds(30));
                sayStopped.run();
              },
              "wirebench-agent-stop");
      Runtime.getRuntime().addShutdownHook(hook);
      log(err, describe(host, settings));
      agent.run();
      sayStopped.run();
    }
    return 0;
  }

  private String describe(HostFacts host, AgentSettings settings) {
    return "agent "
        + host.hostName()
        + ": "
        + host.cores()
        + " cores, "
        + host.cpuModel()
        + ", JVM "
        + host.jvmFeature()
        + (labels.isEmpty() ? "" : ", labels " + String.join(",", labels))
        + (settings.refuseWhenBusy() ? ", refuses jobs while busy" : ", runs when busy");
  }

  private static RunStore openStore(PostgresUrl url) {
    try {
      return RunStore.open(url);
    } catch (dev.wirebench.storage.BadDatabaseException e) {
      throw new UserError(e.getMessage());
    }
  }

  private static Duration seconds(String option, String text, long min) {
    return Duration.ofSeconds(Counts.parseInt(option, text, (int) min, 86_400));
  }

  private static synchronized void log(PrintWriter err, String line) {
    err.println(LocalTime.now().truncatedTo(ChronoUnit.MILLIS) + " " + line);
    err.flush();
  }
}
