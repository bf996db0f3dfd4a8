package dev.wirebench.engine.env;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.MeasurementLock;
import java.io.IOException;
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
  void storedWarningsReadBack() {
    Environment env =
        Environment.of(
            java.util.Map.of(MachineReport.WARNINGS_KEY, "load 1.80 on 2 cores; turbo on"));

    assertThat(MachineReport.warningsOf(env)).containsExactly("load 1.80 on 2 cores", "turbo on");
    assertThat(MachineReport.warningsOf(Environment.empty())).isEmpty();
  }
}
