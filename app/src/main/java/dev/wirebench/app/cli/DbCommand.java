package dev.wirebench.app.cli;

import dev.wirebench.storage.RunStore;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;

/** {@code wirebench db check}: the run database itself. */
@Command(
    name = "db",
    mixinStandardHelpOptions = true,
    description = "Looks after the run database file itself.",
    subcommands = {DbCommand.Check.class})
public final class DbCommand implements Runnable {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getErr());
  }

  /** {@code wirebench db check}: SQLite's integrity check, read-only. */
  @Command(
      name = "check",
      mixinStandardHelpOptions = true,
      description = {
        "Checks the run database file with SQLite's integrity check (every table, index and link"
            + " between runs and their results), reading only: nothing is changed or repaired.",
        "Exit code 0 if it is sound, 2 if it is damaged (keep a copy of the file before anything"
            + " else touches it)."
      })
  public static final class Check implements Callable<Integer> {
    @Spec private picocli.CommandLine.Model.CommandSpec spec;
    @Mixin StoreOptions store;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      if (store.isTeamStore(null)) {
        return checkTeamStore(out);
      }
      Path file = store.path(null);
      List<String> problems = RunStore.checkIntegrity(file);
      if (problems.equals(List.of("ok"))) {
        out.println("ok: " + file + " passed SQLite's integrity check");
        out.flush();
        return 0;
      }
      PrintWriter err = spec.commandLine().getErr();
      err.println(
          "wirebench: the database " + file + " is damaged (" + problems.size() + " problems):");
      problems.stream().limit(20).forEach(problem -> err.println("  " + problem));
      if (problems.size() > 20) {
        err.println("  ... and " + (problems.size() - 20) + " more");
      }
      err.flush();
      return CliErrors.BAD_INPUT;
    }

    /**
     * A team store has no file to walk: PostgreSQL checks its own pages and never switches its
     * foreign keys off. What can be checked from here is that it is reachable, a Wirebench store,
     * and of a schema this Wirebench knows (opening refuses anything else, writing nothing).
     */
    private int checkTeamStore(PrintWriter out) {
      try (RunStore runs = store.openExisting(null)) {
        out.println(
            "ok: "
                + runs.location()
                + " is a Wirebench team store this version can use; its pages are PostgreSQL's"
                + " to check (the amcheck extension)");
      }
      out.flush();
      return 0;
    }
  }
}
