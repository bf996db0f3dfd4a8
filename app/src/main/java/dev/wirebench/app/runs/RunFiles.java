package dev.wirebench.app.runs;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.widgets.ExportFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

/**
 * Runs ▸ Import JMH JSON and Runs ▸ Export. Import stores a file's runs all or nothing. Export
 * writes the selected runs to files in the background, with progress per run and a cancel that
 * stops before the next run (each file is written whole through a temporary file and a rename, so a
 * cancelled export leaves no half-written file). Part of {@link RunsViewModel}; FX thread only.
 */
final class RunFiles {
  private final RunsService service;
  private final TaskExecutor executor;
  private final RunsFeedback feedback;

  RunFiles(RunsService service, TaskExecutor executor, RunsFeedback feedback) {
    this.service = service;
    this.executor = executor;
    this.feedback = feedback;
  }

  /**
   * Imports a JMH JSON file: {@code imported} gets the new run's id, {@code before} the id of the
   * run an earlier import of the same file made.
   */
  void importJmh(Path file, LongConsumer imported, LongConsumer before) {
    executor.submit(
        "Importing " + file.getFileName(),
        context -> service.importJmh(file),
        outcome -> {
          if (outcome.imported()) {
            feedback.said(
                "Imported "
                    + file.getFileName()
                    + " as run #"
                    + outcome.runId()
                    + " ("
                    + outcome.results()
                    + " results)");
            imported.accept(outcome.runId());
          } else {
            feedback.said(
                file.getFileName()
                    + " was imported before, as run "
                    + outcome.earlier().displayName());
            before.accept(outcome.earlier().id());
          }
        },
        feedback::failed);
  }

  /** One run to {@code file}; several each to {@code file} with the run id added to the name. */
  void export(List<Long> ids, ExportFormat format, Path file) {
    String title =
        ids.size() == 1 ? "Exporting run #" + ids.get(0) : "Exporting " + ids.size() + " runs";
    executor.submit(
        title,
        context -> {
          List<Path> written = new ArrayList<>();
          for (int i = 0; i < ids.size(); i++) {
            context.checkCancelled();
            context.progress(i, ids.size(), "run #" + ids.get(i));
            Path target = ids.size() == 1 ? file : ExportFiles.numbered(file, ids.get(i));
            String text = service.export(ids.get(i), format);
            context.checkCancelled();
            service.write(target, text);
            written.add(target);
          }
          return written;
        },
        written -> feedback.said(said(ids, written)),
        feedback::failed);
  }

  private static String said(List<Long> ids, List<Path> written) {
    if (ids.size() == 1) {
      return "Exported run #" + ids.get(0) + " to " + written.get(0);
    }
    return "Exported "
        + written.size()
        + " runs to "
        + written.get(0).getParent()
        + ": "
        + String.join(", ", written.stream().map(p -> p.getFileName().toString()).toList());
  }
}
