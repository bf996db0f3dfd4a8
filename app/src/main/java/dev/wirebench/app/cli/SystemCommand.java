package dev.wirebench.app.cli;

import dev.wirebench.engine.env.MachineCheck;
import dev.wirebench.engine.env.MachineReport;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench system}: the pre-flight machine check a benchmark makes before measuring (after
 * pyperf's {@code system show}) — load, other measurements, CPU governor, turbo, SMT, memory, power
 * — and what would make results noisy. Exits 0 on a quiet machine and 1 when there are warnings, so
 * a CI job can wait or refuse to measure.
 */
@Command(
    name = "system",
    mixinStandardHelpOptions = true,
    description = {
      "Checks the machine before measuring: load average against the cores, another measurement"
          + " running, CPU frequency governor, turbo/boost, SMT, available memory and the power"
          + " source (\"unknown\" where the machine does not say). The same check every benchmark"
          + " and throughput run keeps in its environment.",
      "Exit code: 0 quiet, 1 warnings."
    })
public final class SystemCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  private final MachineCheck check;

  /** The check of this machine. */
  public SystemCommand() {
    this(MachineCheck.thisMachine());
  }

  /** The check of {@code check}'s machine (a fake {@code /sys} tree in tests). */
  SystemCommand(MachineCheck check) {
    this.check = check;
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    MachineReport report = check.check();
    print(out, report);
    out.flush();
    return report.quiet() ? 0 : 1;
  }

  /** The findings as a table, then each warning, or that the machine looks quiet. */
  static void print(PrintWriter out, MachineReport report) {
    TextTable table = new TextTable("check", "found");
    report.table().forEach(table::row);
    out.print(table.render());
    if (report.quiet()) {
      out.println("No warnings: the machine looks quiet.");
    }
    for (String warning : report.warnings()) {
      out.println("warning: " + warning);
    }
  }

  /**
   * Says the pre-flight check's warnings on {@code err} before a run measures (as the Benchmark
   * screen's plan shows them), so a headless host's log tells why its numbers may be noisy.
   */
  static void warnBeforeMeasuring(PrintWriter err) {
    warnBeforeMeasuring(MachineCheck.thisMachine(), err);
  }

  /** {@link #warnBeforeMeasuring(PrintWriter)} for {@code check}'s machine. */
  static void warnBeforeMeasuring(MachineCheck check, PrintWriter err) {
    for (String warning : check.check().warnings()) {
      err.println("wirebench: warning: " + warning);
    }
    err.flush();
  }
}
