package dev.wirebench.app.cli;

import dev.wirebench.storage.RunStore;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench pull [RUN…] --from URL}: copies runs from a team store into the local one. */
@Command(
    name = "pull",
    mixinStandardHelpOptions = true,
    description = {
      "Copies runs from a team store into the local database (--db), each whole or not at all;"
          + " a run already here (same run uid) is left alone. Without RUN, pulls every run."
          + " RUN is resolved in the team store.",
      RunRefs.HELP
    })
public final class PullCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(paramLabel = "RUN", arity = "0..*", description = "Runs to pull; default: all.")
  private List<String> runs;

  @Option(
      names = "--from",
      required = true,
      paramLabel = "URL",
      description = "The team store, postgresql://user@host:5432/wirebench?sslmode=… (or a file).")
  private String from;

  @Override
  public Integer call() {
    try (RunStore source = StoreOptions.openExistingAt(from);
        RunStore local = store.openOrCreate(null)) {
      return RunCopyCommand.copy(
          spec.commandLine().getOut(), source, local, runs, "pulled", local.location());
    }
  }
}
