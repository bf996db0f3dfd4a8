package dev.wirebench.engine.env;

import dev.wirebench.engine.codec.CodecInfo;
import dev.wirebench.engine.fixture.LoadedFixture;
import dev.wirebench.engine.result.Environment;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.util.Version;

/**
 * Captures what a run ran on ({@link Environment}): this machine, the JVM the benchmarks fork (its
 * path, version, vendor and the exact flags passed to it), the JMH and Wirebench versions, every
 * library on the class path (forks share it), each codec's library, each fixture's content hash,
 * the run's settings and the {@linkplain MachineCheck machine check} ({@code machine.*}). Takes a
 * few milliseconds of file reads.
 */
public final class EnvironmentCapture {
  private EnvironmentCapture() {}

  /**
   * @param forkJvm the runtime the benchmark forks run on
   * @param forkFlags every flag passed to the forks
   * @param codecs the codecs of the run (their library strings are recorded)
   * @param fixtures the fixtures of the run (their content hashes are recorded)
   * @param settings the run's settings, recorded under {@link Environment#SETTINGS_PREFIX}
   */
  public static Environment capture(
      JavaRuntime forkJvm,
      List<String> forkFlags,
      Collection<CodecInfo> codecs,
      Collection<LoadedFixture> fixtures,
      Map<String, String> settings) {
    Map<String, String> values = new TreeMap<>();
    values.put(Environment.HOST, HostInfo.hostName());
    values.put(Environment.CPU_MODEL, HostInfo.cpuModel());
    values.put(Environment.CPU_COUNT, Integer.toString(HostInfo.cpuCount()));
    values.put(Environment.MEMORY_BYTES, Long.toString(HostInfo.memoryBytes()));
    values.put(Environment.OS_NAME, HostInfo.osName());
    values.put(Environment.OS_VERSION, HostInfo.osVersion());
    values.put(Environment.KERNEL, HostInfo.kernel());
    values.put(Environment.JVM_VENDOR, forkJvm.vendor());
    values.put(Environment.JVM_VERSION, forkJvm.runtimeVersion());
    if (forkJvm.home().toAbsolutePath().normalize().equals(ownHome())) {
      // the VM's own name (JMH's vmName) is known only for the JVM we run in; never the vendor
      values.put(Environment.JVM_NAME, System.getProperty("java.vm.name"));
    }
    values.put(Environment.JVM_PATH, forkJvm.java().toString());
    values.put(Environment.JVM_FLAGS, String.join(" ", forkFlags));
    values.put(Environment.JMH_VERSION, Version.getPlainVersion());
    values.put(Environment.WIREBENCH_VERSION, wirebenchVersion());
    ClassPathLibraries.of(System.getProperty("java.class.path"))
        .forEach((name, version) -> values.put(Environment.LIBRARY_PREFIX + name, version));
    for (CodecInfo codec : codecs) {
      values.put(Environment.CODEC_PREFIX + codec.id(), codec.library());
    }
    for (LoadedFixture fixture : fixtures) {
      values.put(Environment.FIXTURE_PREFIX + fixture.id() + ".sha256", fixture.contentHash());
    }
    settings.forEach((key, value) -> values.put(Environment.SETTINGS_PREFIX + key, value));
    // Runs capture under the measurement lock: the check of load, governor, turbo... kept with the
    // run, so Compare can tell a result measured on a busy or differently tuned machine.
    values.putAll(MachineCheck.thisMachine().checkHoldingLock().environment());
    return Environment.of(values);
  }

  private static java.nio.file.Path ownHome() {
    return java.nio.file.Path.of(System.getProperty("java.home")).toAbsolutePath().normalize();
  }

  /** This host's name, as runs record it ({@link Environment#HOST}). */
  public static String hostName() {
    return HostInfo.hostName();
  }

  /** The engine jar's version, or {@code development} when run from classes. */
  public static String wirebenchVersion() {
    String version = EnvironmentCapture.class.getPackage().getImplementationVersion();
    return version == null ? "development" : version;
  }
}
