package dev.wirebench.app.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;

/**
 * {@code wirebench dataset generate}: many messages instead of one repeated. (Importing captures
 * and logs, and a store of datasets, are issue 36's next steps.)
 */
@Command(
    name = "dataset",
    mixinStandardHelpOptions = true,
    description =
        "Datasets: many varied messages instead of one repeated. `dataset generate` writes N seeded,"
            + " randomized variants of a fixture, usable wherever a fixture file goes.",
    subcommands = {DatasetGenerateCommand.class})
public final class DatasetCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getOut());
    return 0;
  }
}
