package dev.wirebench.app.cli;

import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.jmh.ImportException;
import dev.wirebench.storage.jmh.JmhImport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
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
          + " imported before is skipped unless --again."
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
    try (RunStore runs = store.openOrCreate(null)) {
      for (Path file : files) {
        try {
          JmhImport.Outcome outcome = JmhImport.importFile(runs, file, label, again, limit);
          if (outcome.imported()) {
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
          } else {
            out.println(
                file
                    + " was imported before as run "
                    + outcome.earlier().displayName()
                    + "; skipped (--again imports it anyway)");
          }
        } catch (ImportException e) {
          err.println("wirebench: " + e.getMessage());
          failed++;
        }
      }
    }
    return failed == 0 ? 0 : CliErrors.BAD_INPUT;
  }
}
