package dev.wirebench.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineCheckTest {
  @TempDir Path root;

  private MeasurementLock lock() {
    return new MeasurementLock(root.resolve("measure.lock"));
  }

  private void write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  @Test
  void warnsOfLoadGovernorTurboBatteryAndLowMemoryOnABusyLaptop() throws IOException {
    write("proc/loadavg", "1.80 1.20 0.90 3/512 4242\n");
    write("proc/meminfo", "MemTotal:  8000000 kB\nMemAvailable:  512000 kB\n");
    write("sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "powersave\n");
    write("sys/devices/system/cpu/cpu1/cpufreq/scaling_governor", "powersave\n");
    write("sys/devices/system/cpu/intel_pstate/no_turbo", "0\n");
    write("sys/devices/system/cpu/smt/active", "1\n");
    write("sys/class/power_supply/BAT0/type", "Battery\n");
    write("sys/class/power_supply/AC/type", "Mains\n");
    write("sys/class/power_supply/AC/online", "0\n");

    MachineReport report = new MachineCheck(root, 2, lock()).check();

    assertThat(report.table())
        .containsEntry("Load average (1 min)", "1.80")
        .containsEntry("Cores", "2")
        .containsEntry("CPU frequency governor", "powersave")
        .containsEntry("Turbo/boost", "on")
        .containsEntry("SMT (hyper-threading)", "on")
        .containsEntry("Available memory", "0.5 GB")
        .containsEntry("Power source", "battery")
        .containsEntry("Other measurement", "none");
    assertThat(report.warnings())
        .containsExactly(
            "load 1.80 on 2 cores: results will be noisy",
            "CPU governor powersave (not performance): the clock follows the load, so times drift"
                + " between runs",
            "turbo boost on: the clock depends on temperature and on the other cores",
            "only 0.52 GB memory available: forked JVMs may swap or be killed",
            "running on battery: the CPU may be held at a lower clock");
    assertThat(report.environment())
        .containsEntry("machine.load", "1.80")
        .containsEntry("machine.governor", "powersave")
        .containsEntry(MachineReport.WARNINGS_KEY, String.join("; ", report.warnings()));
  }

  @Test
  void aQuietTunedServerHasNoWarnings() throws IOException {
    write("proc/loadavg", "0.05 0.10 0.10 1/300 77\n");
    write("proc/meminfo", "MemAvailable:  32000000 kB\n");
    write("sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "performance\n");
    write("sys/devices/system/cpu/cpufreq/boost", "0\n");
    write("sys/devices/system/cpu/smt/active", "0\n");
    write("sys/class/power_supply/AC/type", "Mains\n");
    write("sys/class/power_supply/AC/online", "1\n");

    MachineReport report = new MachineCheck(root, 8, lock()).check();

    assertThat(report.quiet()).isTrue();
    assertThat(report.table())
        .containsEntry("Turbo/boost", "off")
        .containsEntry("SMT (hyper-threading)", "off")
        .containsEntry("Power source", "mains");
  }

  @Test
  void saysUnknownForWhatAVirtualMachineDoesNotExpose() {
    MachineReport report = new MachineCheck(root, 2, lock()).check();

    assertThat(report.table())
        .containsEntry("Load average (1 min)", MachineCheck.UNKNOWN)
        .containsEntry("CPU frequency governor", MachineCheck.UNKNOWN)
        .containsEntry("Turbo/boost", MachineCheck.UNKNOWN)
        .containsEntry("SMT (hyper-threading)", MachineCheck.UNKNOWN)
        .containsEntry("Available memory", MachineCheck.UNKNOWN)
        .containsEntry("Power source", MachineCheck.UNKNOWN);
    assertThat(report.warnings()).isEmpty();
  }

  @Test
  void namesAnotherMeasurementHoldingTheLock() {
    MeasurementLock lock = lock();
    MeasurementLock.Held held = lock.acquire("json decode", new CancelToken(), w -> {});
    try {
      MachineReport report = new MachineCheck(root, 2, lock).check();

      assertThat(report.table().get("Other measurement")).contains("json decode");
      assertThat(report.warnings()).anySatisfy(w -> assertThat(w).contains("another measurement"));
      assertThat(new MachineCheck(root, 2, lock).checkHoldingLock().warnings()).isEmpty();
    } finally {
      held.close();
    }
    assertThat(new MachineCheck(root, 2, lock).check().table())
        .containsEntry("Other measurement", "none");
  }

  @Test
  void reportsAJmhRunOfAnotherProcessHoldingJmhsLockAndLeavesTheFile() throws Exception {
    Path jmhLock = MachineCheck.underRoot(root, Path.of("/tmp")).resolve(JmhLock.FILE_NAME);
    assertThat(jmhLock).isEqualTo(root.resolve("tmp/jmh.lock"));
    JmhLock probe = new JmhLock(jmhLock);
    // no file: no JMH has run here; nothing is created by looking
    assertThat(new MachineCheck(root, 2, lock(), probe).check().table())
        .containsEntry("JMH lock (jmh.lock)", "free");
    assertThat(jmhLock).doesNotExist();

    Files.createDirectories(jmhLock.getParent());
    Process holder = holdInAnotherProcess(jmhLock);
    try {
      MachineReport report = new MachineCheck(root, 2, lock(), probe).check();

      assertThat(report.table()).containsEntry("JMH lock (jmh.lock)", "held by another process");
      assertThat(report.environment()).containsEntry("machine.jmh-lock", "held by another process");
      assertThat(report.warnings())
          .contains(
              "another JMH run holds "
                  + jmhLock
                  + " (a JMH benchmark outside Wirebench is measuring): results will be noisy,"
                  + " and this run's JMH benchmarks wait for it");
      // the probe let go at once: the holder still holds it, a second look sees the same
      assertThat(probe.probe()).contains(JmhLock.Holder.OTHER_PROCESS);
    } finally {
      holder.destroy();
      holder.waitFor();
    }
    assertThat(jmhLock).exists();
    MachineReport after = new MachineCheck(root, 2, lock(), probe).check();
    assertThat(after.table()).containsEntry("JMH lock (jmh.lock)", "free");
    assertThat(after.warnings()).isEmpty();
  }

  @Test
  void doesNotProbeJmhsLockWhileARunOfThisProcessMeasures() throws IOException {
    Path jmhLock = root.resolve("tmp/jmh.lock");
    Files.createDirectories(jmhLock.getParent());
    Files.writeString(jmhLock, "");
    MeasurementLock lock = lock();
    MeasurementLock.Held held = lock.acquire("json decode", new CancelToken(), w -> {});
    try {
      assertThat(new MachineCheck(root, 2, lock).check().table())
          .containsEntry("JMH lock (jmh.lock)", "not probed (a run of this process measures)");
      // the run's own capture, before its first benchmark, does look
      assertThat(new MachineCheck(root, 2, lock).checkHoldingLock().table())
          .containsEntry("JMH lock (jmh.lock)", "free");
    } finally {
      held.close();
    }
  }

  /** A JVM that takes {@code file}'s lock as JMH does and holds it until it is destroyed. */
  private Process holdInAnotherProcess(Path file) throws Exception {
    Path source = root.resolve("Holder.java");
    Files.writeString(
        source,
        """
        import java.io.RandomAccessFile;
        public class Holder {
          public static void main(String[] args) throws Exception {
            RandomAccessFile raf = new RandomAccessFile(args[0], "rw");
            if (raf.getChannel().tryLock() == null) { System.exit(3); }
            System.out.println("locked");
            System.out.flush();
            Thread.sleep(600_000);
          }
        }
        """);
    Path javaBin = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process =
        new ProcessBuilder(javaBin.toString(), source.toString(), file.toString())
            .redirectErrorStream(true)
            .start();
    String line =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))
            .readLine();
    assertThat(line).as("the holder process took the lock").isEqualTo("locked");
    return process;
  }

  @Test
  void storedWarningsReadBack() {
    Environment env =
        Environment.of(
            java.util.Map.of(MachineReport.WARNINGS_KEY, "load 1.80 on 2 cores; turbo on"));

    assertThat(MachineReport.warningsOf(env)).containsExactly("load 1.80 on 2 cores", "turbo on");
    assertThat(MachineReport.warningsOf(Environment.empty())).isEmpty();
  }
}
