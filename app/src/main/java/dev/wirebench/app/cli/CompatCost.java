package dev.wirebench.app.cli;

import dev.wirebench.engine.bench.CompatCostRunner;
import dev.wirebench.engine.bench.CostPlan;
import dev.wirebench.engine.bench.CostResult;
import dev.wirebench.engine.compat.CompatInput;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.run.CancelledException;
import dev.wirebench.engine.run.MeasurementLock;
import java.io.PrintWriter;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code compat --cost}: runs the cost of compatibility behind the machine-wide measurement lock,
 * one progress line per JMH iteration on standard error (the table goes to standard output).
 */
final class CompatCost {
  private CompatCost() {}

  static List<CostResult> run(CostPlan plan, CompatInput input, CommandSpec spec) {
    PrintWriter err = spec.commandLine().getErr();
    CancelToken cancel = new CancelToken();
    try {
      return new CompatCostRunner(MeasurementLock.machineWide())
          .run(
              plan,
              input,
              line -> {
                err.println(line);
                err.flush();
              },
              cancel);
    } catch (CancelledException cancelled) {
      throw new UserError("--cost was cancelled before it measured anything");
    }
  }
}
