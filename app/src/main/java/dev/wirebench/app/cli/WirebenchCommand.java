package dev.wirebench.app.cli;

import dev.wirebench.engine.codec.CodecRegistry;
import dev.wirebench.engine.codec.chronicle.ChronicleHeapOnly;
import dev.wirebench.engine.codec.gen.GeneratedCode;
import dev.wirebench.storage.TeamStoreWaits;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code wirebench} command: one subcommand per job.
 *
 * <p>The subcommands are added by {@link #commandLine(String...)}, not listed in the annotation:
 * picocli builds the full model of every subcommand it is given (options, converters, help), about
 * a fifth of a second of a CLI run on this project's 2-core machine, and its classes (compiled for
 * Java 5) cannot be in the CDS archive. A run whose first argument names a subcommand needs only
 * that one; anything else (no arguments, {@code help}, {@code --version}, a misspelt name that
 * picocli suggests a correction for) gets them all, so help and errors read as before.
 */
@Command(
    name = "wirebench",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Inspect, benchmark and compare market-data message codecs and stream stores.")
public final class WirebenchCommand implements Runnable {
  /** Each subcommand's name (its {@code @Command} name) and class, in the order help lists them. */
  static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

  @CommandLine.Spec private CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * Runs the command line as this process's only job and returns the exit code (2 for bad input).
   */
  public static int run(String... args) {
    // A team store that stops answering: say so while waiting (one line every few seconds).
    TeamStoreWaits.listen(
        (location, seconds, limit) ->
            System.err.println(
                "wirebench: waiting for the team store "
                    + location
                    + " ("
                    + seconds
                    + " s; giving up after "
                    + limit
                    + " s)…"));
    // Code generated from a user's schema: its first use takes seconds (protoc, javac); say so.
    GeneratedCode.onProgress(line -> System.err.println("wirebench: " + line));
    if (args.length > 0 && "inspect".equals(args[0])) {
      // An inspect process uses Chronicle only to encode and decode on the heap: skip loading its
      // native POSIX bindings (about 0.1 s of CPU). Not in commandLine(): tests run inspect in a
      // JVM whose other tests open Chronicle queues.
      ChronicleHeapOnly.declare();
      // Every inspect needs the codecs: load them while the main thread parses the command line.
      Supplier<CodecRegistry> codecs = CodecRegistry.discoverInBackground();
      return executeAndFlush(commandLine(inspectWith(codecs), args), args);
    }
    return executeAndFlush(commandLine(args), args);
  }

  /**
   * Runs the command and flushes what it printed: the process exits right after, and a command that
   * ends on {@code print} rather than {@code println} lost its last lines (`inspect --list` printed
   * "codecs:" and no table).
   */
  private static int executeAndFlush(CommandLine commandLine, String... args) {
    try {
      return commandLine.execute(args);
    } finally {
      commandLine.getOut().flush();
      commandLine.getErr().flush();
    }
  }

  /** Picocli's factory, except that {@code inspect} takes its codecs from {@code codecs}. */
  private static CommandLine.IFactory inspectWith(Supplier<CodecRegistry> codecs) {
    CommandLine.IFactory standard = CommandLine.defaultFactory();
    return new CommandLine.IFactory() {
      @Override
      public <K> K create(Class<K> type) throws Exception {
        return type == InspectCommand.class
            ? type.cast(new InspectCommand(codecs))
            : standard.create(type);
      }
    };
  }

  /** The command line with every subcommand; tests set their own out and err on it. */
  static CommandLine commandLine() {
    return commandLine(new String[0]);
  }

  /**
   * The command line {@link #run} uses for these arguments: with only the subcommand the first
   * argument names (other than {@code help}, which describes the others), else with all.
   */
  static CommandLine commandLine(String... args) {
    return commandLine(CommandLine.defaultFactory(), args);
  }

  private static CommandLine commandLine(CommandLine.IFactory factory, String... args) {
    CommandLine commandLine = new CommandLine(new WirebenchCommand(), factory);
    String first = args.length > 0 ? args[0] : "";
    boolean one = SUBCOMMANDS.containsKey(first) && !"help".equals(first);
    SUBCOMMANDS.forEach(
        (name, type) -> {
          if (!one || name.equals(first)) {
            commandLine.addSubcommand(type);
          }
        });
    // After the subcommands: these settings reach the subcommands present when they are made.
    commandLine.setExecutionExceptionHandler(new CliErrors());
    commandLine.setParameterExceptionHandler(new ArgumentErrors());
    // Option values may be subcommand names: `runs --sort label` (label is the alias of `runs
    // rename`) or `runs --text tag` mean the value, never the subcommand.
    commandLine.setAllowSubcommandsAsOptionParameters(true);
    return commandLine;
  }

  private static Map<String, Class<?>> subcommands() {
    Map<String, Class<?>> all = new LinkedHashMap<>();
    all.put("help", CommandLine.HelpCommand.class);
    all.put("inspect", InspectCommand.class);
    all.put("schema", SchemaCommand.class);
    all.put("bench", BenchCommand.class);
    all.put("throughput", ThroughputCommand.class);
    all.put("runs", RunsCommand.class);
    all.put("show", ShowCommand.class);
    all.put("compare", CompareCommand.class);
    all.put("profile", ProfileCommand.class);
    all.put("export", ExportCommand.class);
    all.put("import", ImportCommand.class);
    all.put("push", PushCommand.class);
    all.put("pull", PullCommand.class);
    all.put("delete", DeleteCommand.class);
    all.put("db", DbCommand.class);
    all.put("history", HistoryCommand.class);
    all.put("report", ReportCommand.class);
    all.put("check", CheckCommand.class);
    all.put("compat", CompatCommand.class);
    all.put("dataset", DatasetCommand.class);
    all.put("queue", QueueCommand.class);
    all.put("agent", AgentCommand.class);
    all.put("system", SystemCommand.class);
    all.put("gui", GuiCommand.class);
    return Collections.unmodifiableMap(all);
  }
}
