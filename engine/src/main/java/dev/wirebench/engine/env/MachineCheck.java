package dev.wirebench.engine.env;

import dev.wirebench.engine.env.MachineReport.Finding;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.run.MeasurementLock;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A pre-flight look at the machine before measuring, after pyperf's {@code system show}: load
 * average against the cores, another measurement holding the machine-wide {@link MeasurementLock}
 * or JMH's own {@link JmhLock} (a JMH run outside Wirebench), the CPU frequency governor,
 * turbo/boost, SMT, available memory and the power source. Reads Linux's {@code /proc} and {@code
 * /sys} under a root directory (a fake tree in tests); whatever cannot be read is reported as
 * {@value #UNKNOWN}, never guessed. Takes a few small file reads; stateless.
 */
public final class MachineCheck {
  /** What a finding reads when the machine does not say. */
  public static final String UNKNOWN = "unknown";

  /** Below this much available memory the JVMs and the OS page cache compete. */
  static final long LOW_MEMORY_BYTES = 1L << 30;

  private final Path root;
  private final int cores;
  private final MeasurementLock lock;
  private final JmhLock jmhLock;

  /**
   * A check whose JMH lock is {@code java.io.tmpdir}'s {@code jmh.lock} under {@code root} (the
   * real one for {@code /}, a fake one in a test's tree).
   *
   * @param root the file system root holding {@code proc/} and {@code sys/} ({@code /} for real)
   * @param cores the processors available to measurements
   * @param lock the machine-wide measurement lock, probed for another run
   */
  public MachineCheck(Path root, int cores, MeasurementLock lock) {
    this(root, cores, lock, new JmhLock(underRoot(root, tmpDir()).resolve(JmhLock.FILE_NAME)));
  }

  /**
   * @param root the file system root holding {@code proc/} and {@code sys/} ({@code /} for real)
   * @param cores the processors available to measurements
   * @param lock the machine-wide measurement lock, probed for another run
   * @param jmhLock JMH's own lock, probed for a JMH run outside Wirebench
   */
  public MachineCheck(Path root, int cores, MeasurementLock lock, JmhLock jmhLock) {
    this.root = root;
    this.cores = cores;
    this.lock = lock;
    this.jmhLock = jmhLock;
  }

  private static Path tmpDir() {
    return Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
  }

  /** {@code /tmp} under {@code root}: {@code /tmp} itself for {@code /}, {@code root/tmp} else. */
  static Path underRoot(Path root, Path absolute) {
    Path top = absolute.getRoot();
    return top == null ? root.resolve(absolute) : root.resolve(top.relativize(absolute).toString());
  }

  /** This machine, through {@code /} and the machine-wide lock. */
  public static MachineCheck thisMachine() {
    return new MachineCheck(
        Path.of("/"), Runtime.getRuntime().availableProcessors(), MeasurementLock.machineWide());
  }

  /** Looks at the machine now, before a run: another measurement holding the lock is a warning. */
  public MachineReport check() {
    return check(false);
  }

  /**
   * Looks at the machine from inside a run that holds the measurement lock (so no other Wirebench
   * measurement runs): what the run's stored environment keeps.
   */
  public MachineReport checkHoldingLock() {
    return check(true);
  }

  private MachineReport check(boolean holding) {
    List<Finding> findings = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    load(findings, warnings);
    if (holding) {
      findings.add(
          finding("other-measurement", "Other measurement", "none (this run holds the lock)"));
    } else {
      others(findings, warnings);
    }
    jmh(holding, findings, warnings);
    governor(findings, warnings);
    turbo(findings, warnings);
    smt(findings);
    memory(findings, warnings);
    power(findings, warnings);
    return new MachineReport(findings, warnings);
  }

  private void load(List<Finding> findings, List<String> warnings) {
    Optional<Double> load =
        read("proc/loadavg").flatMap(text -> number(text.strip().split("\\s+")[0]));
    findings.add(finding("cores", "Cores", Integer.toString(cores)));
    if (load.isEmpty()) {
      findings.add(finding("load", "Load average (1 min)", UNKNOWN));
      return;
    }
    String value = String.format(Locale.ROOT, "%.2f", load.get());
    findings.add(finding("load", "Load average (1 min)", value));
    // Half the cores busy already: the forks share caches, memory bandwidth and the scheduler.
    if (load.get() >= Math.max(1.0, cores / 2.0)) {
      warnings.add(
          "load "
              + value
              + " on "
              + cores
              + (cores == 1 ? " core" : " cores")
              + ": results will be noisy");
    }
  }

  private void others(List<Finding> findings, List<String> warnings) {
    Optional<String> holder = lock.holder();
    findings.add(finding("other-measurement", "Other measurement", holder.orElse("none")));
    holder.ifPresent(
        h -> warnings.add("another measurement is running (" + h + "): this run will wait for it"));
  }

  /**
   * JMH's own lock, held by a JMH run that is not Wirebench's (an IDE, a build's benchmarks): it
   * competes for the machine, and this run's JMH benchmarks wait for it. From inside a run that
   * holds the measurement lock (before its first benchmark) no JMH of this process runs; a
   * pre-flight look while a run of this process measures does not probe: that run's JMH may hold
   * the lock, and closing a second channel on the file could drop it.
   */
  private void jmh(boolean holding, List<Finding> findings, List<String> warnings) {
    String label = "JMH lock (" + JmhLock.FILE_NAME + ")";
    if (!holding && lock.heldByThisProcess()) {
      findings.add(finding("jmh-lock", label, "not probed (a run of this process measures)"));
      return;
    }
    Optional<JmhLock.Holder> holder = jmhLock.probe();
    String value =
        holder
            .map(
                h ->
                    switch (h) {
                      case NONE -> "free";
                      case OTHER_PROCESS -> "held by another process";
                      case THIS_PROCESS -> "held by this process";
                    })
            .orElse(UNKNOWN);
    findings.add(finding("jmh-lock", label, value));
    if (holder.orElse(JmhLock.Holder.NONE) == JmhLock.Holder.OTHER_PROCESS) {
      warnings.add(
          "another JMH run holds "
              + jmhLock.file()
              + " (a JMH benchmark outside Wirebench is measuring): results will be noisy, and"
              + " this run's JMH benchmarks wait for it");
    }
  }

  private void governor(List<Finding> findings, List<String> warnings) {
    TreeSet<String> governors = new TreeSet<>();
    for (Path cpu : cpus()) {
      read(cpu.resolve("cpufreq/scaling_governor")).map(String::strip).ifPresent(governors::add);
    }
    String value = governors.isEmpty() ? UNKNOWN : String.join(", ", governors);
    findings.add(finding("governor", "CPU frequency governor", value));
    if (!governors.isEmpty() && !governors.equals(new TreeSet<>(List.of("performance")))) {
      warnings.add(
          "CPU governor "
              + value
              + " (not performance): the clock follows the load, so times drift between runs");
    }
  }

  private void turbo(List<Finding> findings, List<String> warnings) {
    // intel_pstate says "no_turbo" (1 = off); acpi-cpufreq and amd-pstate say "boost" (1 = on).
    Optional<String> turbo =
        read("sys/devices/system/cpu/intel_pstate/no_turbo")
            .map(v -> v.strip().equals("1") ? "off" : "on")
            .or(
                () ->
                    read("sys/devices/system/cpu/cpufreq/boost")
                        .map(v -> v.strip().equals("1") ? "on" : "off"));
    findings.add(finding("turbo", "Turbo/boost", turbo.orElse(UNKNOWN)));
    if (turbo.filter("on"::equals).isPresent()) {
      warnings.add("turbo boost on: the clock depends on temperature and on the other cores");
    }
  }

  private void smt(List<Finding> findings) {
    Optional<String> smt =
        read("sys/devices/system/cpu/smt/active").map(v -> v.strip().equals("1") ? "on" : "off");
    findings.add(finding("smt", "SMT (hyper-threading)", smt.orElse(UNKNOWN)));
  }

  private void memory(List<Finding> findings, List<String> warnings) {
    Optional<Long> available =
        read("proc/meminfo")
            .flatMap(
                text ->
                    text.lines()
                        .filter(l -> l.startsWith("MemAvailable:"))
                        .findFirst()
                        .flatMap(l -> number(l.replaceAll("[^0-9]", ""))))
            .map(kb -> (long) (kb * 1024));
    findings.add(
        finding(
            "memory.available",
            "Available memory",
            available.map(b -> String.format(Locale.ROOT, "%.1f GB", b / 1e9)).orElse(UNKNOWN)));
    if (available.isPresent() && available.get() < LOW_MEMORY_BYTES) {
      warnings.add(
          String.format(
              Locale.ROOT,
              "only %.2f GB memory available: forked JVMs may swap or be killed",
              available.get() / 1e9));
    }
  }

  private void power(List<Finding> findings, List<String> warnings) {
    String value = powerSource();
    findings.add(finding("power", "Power source", value));
    if (value.equals("battery")) {
      warnings.add("running on battery: the CPU may be held at a lower clock");
    }
  }

  private String powerSource() {
    Path supplies = root.resolve("sys/class/power_supply");
    boolean battery = false;
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(supplies)) {
      for (Path supply : entries) {
        String type = read(supply.resolve("type")).map(String::strip).orElse("");
        String online = read(supply.resolve("online")).map(String::strip).orElse("");
        if (type.equals("Mains") && online.equals("1")) {
          return "mains";
        }
        battery |= type.equals("Battery");
      }
    } catch (IOException e) {
      return UNKNOWN;
    }
    return battery ? "battery" : UNKNOWN;
  }

  private List<Path> cpus() {
    List<Path> cpus = new ArrayList<>();
    try (DirectoryStream<Path> entries =
        Files.newDirectoryStream(root.resolve("sys/devices/system/cpu"), "cpu[0-9]*")) {
      entries.forEach(cpus::add);
    } catch (IOException e) {
      return List.of();
    }
    return cpus;
  }

  private Optional<String> read(String relative) {
    return read(root.resolve(relative));
  }

  private static Optional<String> read(Path file) {
    try {
      return Files.isReadable(file)
          ? Optional.of(Files.readString(file, StandardCharsets.UTF_8))
          : Optional.empty();
    } catch (IOException | RuntimeException e) {
      // sysfs files can vanish or refuse reads (permissions, offline CPUs): unknown, not an error
      return Optional.empty();
    }
  }

  private static Optional<Double> number(String text) {
    try {
      return Optional.of(Double.parseDouble(text.strip()));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  private static Finding finding(String key, String label, String value) {
    return new Finding(Environment.MACHINE_PREFIX + key, label, value);
  }
}
