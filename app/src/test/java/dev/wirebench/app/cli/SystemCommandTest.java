package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.env.MachineCheck;
import dev.wirebench.engine.run.MeasurementLock;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code wirebench system} on a fake {@code /proc} and {@code /sys} tree. */
class SystemCommandTest {
  @TempDir Path root;

  private final StringWriter out = new StringWriter();

  private int system() {
    MachineCheck check = new MachineCheck(root, 2, new MeasurementLock(root.resolve("m.lock")));
    CommandLine commandLine = new CommandLine(new SystemCommand(check));
    commandLine.setOut(new PrintWriter(out, true));
    commandLine.setErr(new PrintWriter(new StringWriter(), true));
    return commandLine.execute();
  }

  private void write(String relative, String text) throws IOException {
    Path file = root.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  @Test
  void printsEachFindingAndTheWarningsAndExitsOneOnABusyMachine() throws IOException {
    write("proc/loadavg", "1.80 1.20 0.90 3/512 4242\n");
    write("sys/devices/system/cpu/cpu0/cpufreq/scaling_governor", "performance\n");

    assertThat(system()).isEqualTo(1);

    assertThat(out.toString())
        .containsPattern("Load average \\(1 min\\) +1\\.80")
        .containsPattern("CPU frequency governor +performance")
        .containsPattern("Turbo/boost +unknown")
        .containsPattern("Power source +unknown")
        .contains("warning: load 1.80 on 2 cores: results will be noisy");
  }

  @Test
  void aQuietMachineExitsZero() throws IOException {
    write("proc/loadavg", "0.02 0.05 0.01 1/100 7\n");

    assertThat(system()).isZero();

    assertThat(out.toString()).contains("No warnings: the machine looks quiet.");
  }

  @Test
  void benchAndThroughputSayTheWarningsOnStderrBeforeMeasuring() throws IOException {
    write("proc/loadavg", "3.10 2.00 1.00 5/512 4242\n");
    StringWriter err = new StringWriter();
    MachineCheck check = new MachineCheck(root, 2, new MeasurementLock(root.resolve("m.lock")));

    SystemCommand.warnBeforeMeasuring(check, new PrintWriter(err, true));

    assertThat(err.toString())
        .isEqualTo(
            "wirebench: warning: load 3.10 on 2 cores: results will be noisy"
                + System.lineSeparator());
  }

  @Test
  void aQuietMachineSaysNothingBeforeMeasuring() throws IOException {
    write("proc/loadavg", "0.02 0.05 0.01 1/100 7\n");
    StringWriter err = new StringWriter();
    MachineCheck check = new MachineCheck(root, 2, new MeasurementLock(root.resolve("m.lock")));

    SystemCommand.warnBeforeMeasuring(check, new PrintWriter(err, true));

    assertThat(err.toString()).isEmpty();
  }

  @Test
  void isAWirebenchSubcommand() {
    assertThat(WirebenchCommand.commandLine().getSubcommands()).containsKey("system");
  }
}
