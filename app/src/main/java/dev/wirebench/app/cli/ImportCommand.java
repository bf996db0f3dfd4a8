package dev.wirebench.app.cli;

import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.jmh.ImportCancelledException;
import dev.wirebench.storage.jmh.ImportException;
import dev.wirebench.storage.jmh.ImportProgress;
import dev.wirebench.storage.jmh.JmhImport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code wirebench import FILE...}: JMH JSON result files made anywhere, one run each. */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description = {
      "Imports JMH JSON result files (-rf json, JMH 1.2x-1.37, any mode) as runs, one per file.",
      "A file that is not a JMH result file is reported and nothing of it is stored; a file"
          + " imported before is skipped unless --again.",
      "Progress (bytes read, results read) goes to stderr on a terminal or with --progress."
          + " Ctrl-C stops the import of the current file before its run is stored (nothing of"
          + " it is kept; files imported before it stay) and exits with 130."
    })
public final class ImportCommand implements Callable<Integer> {
  @Spec private picocli.CommandLine.Model.CommandSpec spec;
  @Mixin StoreOptions store;

  @Parameters(arity = "1..*", paramLabel = "FILE")
  private List<Path> files;

  @Option(
      names = "--label",
      paramLabel = "LABEL",
      description = "Label for the runs (default: the file name).")
  private String label;

  @Option(names = "--again", description = "Import files that were imported before.")
  private boolean again;

  @Option(
      names = "--max-size",
      paramLabel = "SIZE",
      description =
          "Refuse files larger than SIZE (e.g. 512M, 2G) before reading them; default: 512M.")
  private String maxSize;

  @Option(
      names = "--progress",
      description =
          "Report progress on stderr even when it is not a terminal (one line per tenth of a"
              + " file).")
  private boolean progress;

  /** Exit code of an import stopped with Ctrl-C (128 + SIGINT, as shells report it). */
  static final int CANCELLED = 130;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int failed = 0;
    InputSizeLimit limit =
        new InputSizeLimit(
            maxSize == null
                ? InputSizeLimit.IMPORT_DEFAULT
                : InputSizeLimit.parse(maxSize, "--max-size"),
            "--max-size");
    CancelToken cancel = new CancelToken();
    CountDownLatch stopped = new CountDownLatch(1);
    Thread onCtrlC = cancelOnShutdown(cancel, stopped);
    Runtime.getRuntime().addShutdownHook(onCtrlC);
    boolean live = System.console() != null;
    boolean cancelled = false;
    try (RunStore runs = store.openOrCreate(null)) {
      for (Path file : files) {
        ImportProgressPrinter printer =
            new ImportProgressPrinter(err, live, String.valueOf(file.getFileName()));
        try {
          JmhImport.Outcome outcome =
              JmhImport.importFile(
                  runs,
                  file,
                  label,
                  again,
                  limit,
                  cancel,
                  live || progress ? printer : ImportProgress.NONE);
          printer.finish();
          report(outcome, file, runs, out);
        } catch (ImportCancelledException e) {
          printer.finish();
          err.println("wirebench: import of " + file + " cancelled — nothing of it stored");
          cancelled = true;
          break;
        } catch (ImportException e) {
          printer.finish();
          err.println("wirebench: " + e.getMessage());
          failed++;
        }
        out.flush();
      }
    } finally {
      err.flush();
      try {
        Runtime.getRuntime().removeShutdownHook(onCtrlC);
      } catch (IllegalStateException shuttingDown) {
        // Ctrl-C: the hook is running and waits for the import to stop.
      }
      stopped.countDown();
    }
    if (cancelled) {
      return CANCELLED;
    }
    return failed == 0 ? 0 : CliErrors.BAD_INPUT;
  }

  private void report(JmhImport.Outcome outcome, Path file, RunStore runs, PrintWriter out) {
    if (!outcome.imported()) {
      out.println(
          file
              + " was imported before as run "
              + outcome.earlier().displayName()
              + "; skipped (--again imports it anyway)");
      return;
    }
    out.println(
        "imported "
            + file
            + " as run #"
            + outcome.runId()
            + " ("
            + outcome.results()
            + " results)");
    String stored = runs.run(outcome.runId()).label();
    if (label != null && !label.isBlank() && !stored.equals(label.strip())) {
      out.println(
          "note: the label '"
              + label.strip()
              + "' already names another run; this one is labelled '"
              + stored
              + "'");
    }
  }

  /**
   * On Ctrl-C (or SIGTERM): cancel, then hold the JVM's exit until the import has stopped — before
   * its run is stored, or, if the one storing transaction had begun, after it committed — so the
   * database is never left with half a run.
   */
  private static Thread cancelOnShutdown(CancelToken cancel, CountDownLatch stopped) {
    return new Thread(
        () -> {
          cancel.cancel();
          try {
            stopped.await(30, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        },
        "wirebench-import-cancel");
  }
}
