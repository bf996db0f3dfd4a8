package dev.wirebench.app.cli;

import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import java.io.Console;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench delete RUN [--yes]}. */
@Command(
    name = "delete",
    mixinStandardHelpOptions = true,
    description = {
      "Deletes a run and everything stored for it. Asks first unless --yes.",
      RunRefs.HELP
    })
public final class DeleteCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(index = "0", paramLabel = "RUN")
  private String run;

  @Option(
      names = {"--yes", "-y"},
      description = "Do not ask.")
  private boolean yes;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    try (RunStore runs = store.openExisting(null)) {
      RunSummary target = RunRefs.resolve(runs, run);
      String what =
          "run "
              + target.displayName()
              + " ("
              + (target.resultCount() + target.pointCount())
              + " results)";
      if (!yes && !confirmed(what)) {
        return 0;
      }
      runs.deleteRun(target.id());
      out.println("deleted " + what);
    }
    return 0;
  }

  private boolean confirmed(String what) {
    Console console = System.console();
    if (console == null) {
      throw new UserError("add --yes to delete " + what + " without asking");
    }
    String answer = console.readLine("Delete %s? [y/N] ", what);
    boolean ok = answer != null && answer.trim().toLowerCase(Locale.ROOT).startsWith("y");
    if (!ok) {
      spec.commandLine().getOut().println("not deleted");
    }
    return ok;
  }
}
