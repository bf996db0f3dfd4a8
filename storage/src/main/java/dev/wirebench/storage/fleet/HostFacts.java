package dev.wirebench.storage.fleet;

import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.engine.env.JavaRuntimes;
import dev.wirebench.engine.env.MachineReport;
import dev.wirebench.engine.result.Environment;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What an agent advertises about its host: the name it answers to (its own, or {@code
 * --host-name}), CPU model, cores, the JVM feature version it forks, its labels, and the machine
 * check (load, governor, turbo, SMT, memory) as last seen.
 *
 * @param hostName the agent's host name
 * @param cpuModel the CPU model string
 * @param cores processors available
 * @param jvmFeature the JVM feature version forks run on (the agent's own)
 * @param labels what the operator says of the host ({@code tuned}, {@code amd})
 * @param machine the machine check's findings and warnings, by key
 */
public record HostFacts(
    String hostName,
    String cpuModel,
    int cores,
    int jvmFeature,
    List<String> labels,
    Map<String, String> machine) {
  public HostFacts {
    labels = List.copyOf(labels);
    machine = Map.copyOf(new TreeMap<>(machine));
  }

  /** These facts with the machine check's {@code machine} in place of the last one. */
  public HostFacts withMachine(Map<String, String> machine) {
    return new HostFacts(hostName, cpuModel, cores, jvmFeature, labels, machine);
  }

  /**
   * This machine, named {@code hostName} (null for its own name), with {@code labels}; the machine
   * check from {@code report}.
   */
  public static HostFacts thisHost(String hostName, List<String> labels, MachineReport report) {
    Environment env =
        EnvironmentCapture.capture(
            JavaRuntimes.current(), List.of(), List.of(), List.of(), Map.of());
    return new HostFacts(
        hostName == null ? EnvironmentCapture.hostName() : hostName,
        env.get(Environment.CPU_MODEL),
        Integer.parseInt(env.get(Environment.CPU_COUNT)),
        JavaRuntimes.current().feature(),
        labels,
        report.environment());
  }
}
