package dev.wirebench.app.cli;

import dev.wirebench.storage.RunStore;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench push [RUN…] --to URL}: copies local runs into a team store. */
@Command(
    name = "push",
    mixinStandardHelpOptions = true,
    description = {
      "Copies runs from the local database (--db) into a team store: every result, sample,"
          + " histogram, throughput point, the environment, notes and tags. Each run is copied"
          + " whole or not at all; a run already there (same run uid) is left alone, so pushing"
          + " twice creates nothing new. Without RUN, pushes every run.",
      RunRefs.HELP
    })
public final class PushCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(paramLabel = "RUN", arity = "0..*", description = "Runs to push; default: all.")
  private List<String> runs;

  @Option(
      names = "--to",
      required = true,
      paramLabel = "URL",
      description = "The team store, postgresql://user@host:5432/wirebench?sslmode=… (or a file).")
  private String to;

  @Override
  public Integer call() {
    try (RunStore from = store.openExisting(null);
        RunStore target = StoreOptions.open(to)) {
      return RunCopyCommand.copy(
          spec.commandLine().getOut(), from, target, runs, "pushed", target.location());
    }
  }
}
