package dev.wirebench.app.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code wirebench} command: one subcommand per job. */
@Command(
    name = "wirebench",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Inspect, benchmark and compare market-data message codecs and stream stores.",
    subcommands = {
      CommandLine.HelpCommand.class,
      InspectCommand.class,
      SchemaCommand.class,
      BenchCommand.class,
      ThroughputCommand.class,
      RunsCommand.class,
      ShowCommand.class,
      CompareCommand.class,
      ExportCommand.class,
      ImportCommand.class,
      PushCommand.class,
      PullCommand.class,
      DeleteCommand.class,
      DbCommand.class,
      HistoryCommand.class,
      ReportCommand.class,
      CheckCommand.class,
      SystemCommand.class,
      GuiCommand.class
    })
public final class WirebenchCommand implements Runnable {
  @CommandLine.Spec private CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Runs the command line and returns the exit code (2 for bad input). */
  public static int run(String... args) {
    return commandLine().execute(args);
  }

  /** The command line as {@link #run} uses it; tests set their own out and err on it. */
  static CommandLine commandLine() {
    CommandLine commandLine = new CommandLine(new WirebenchCommand());
    commandLine.setExecutionExceptionHandler(new CliErrors());
    // Option values may be subcommand names: `runs --sort label` (label is the alias of `runs
    // rename`) or `runs --text tag` mean the value, never the subcommand.
    commandLine.setAllowSubcommandsAsOptionParameters(true);
    return commandLine;
  }
}
