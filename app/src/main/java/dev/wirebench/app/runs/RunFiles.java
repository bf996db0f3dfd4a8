package dev.wirebench.app.runs;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.jmh.ImportCancelledException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Runs ▸ Import JMH JSON and Runs ▸ Export. Import stores a file's runs all or nothing, with the
 * bytes parsed as progress, and can be cancelled until the run is stored (nothing is). Export
 * writes the selected runs to files in the background, with progress per run and a cancel that
 * stops before the next run (each file is written whole through a temporary file and a rename, so a
 * cancelled export leaves no half-written file). Part of {@link RunsViewModel}; FX thread only.
 */
final class RunFiles {
  private final RunsService service;
  private final TaskExecutor executor;
  private final RunsFeedback feedback;
  private final ReadOnlyBooleanWrapper working = new ReadOnlyBooleanWrapper(false);
  private TaskHandle running;
  private String cancelledText = "";
  private CancelToken importCancel = new CancelToken();

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
    String name = String.valueOf(file.getFileName());
    // Cancelled by cancel() directly: the import checks it between buffers and just before it
    // stores the run, so a cancel pressed any time before the store begins stores nothing.
    CancelToken cancel = new CancelToken();
    importCancel = cancel;
    started(
        ImportCancelledException.MESSAGE,
        executor.submit(
            "Importing " + name,
            context ->
                service.importJmh(
                    file,
                    cancel,
                    (done, total) ->
                        context.progress(
                            done,
                            total,
                            InputSizeLimit.human(done) + " of " + InputSizeLimit.human(total))),
            finished(
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
                }),
            failed()));
  }

  /** A long import or export is running: the Runs screen shows its Cancel button. */
  ReadOnlyBooleanProperty workingProperty() {
    return working.getReadOnlyProperty();
  }

  /** Cancels the running import or export and says that nothing was stored or written. */
  void cancel() {
    if (running != null && !running.isDone()) {
      importCancel.cancel();
      running.cancel();
      feedback.said(cancelledText);
    }
    running = null;
    working.set(false);
  }

  private void started(String cancelled, TaskHandle handle) {
    running = handle;
    cancelledText = cancelled;
    working.set(!handle.isDone());
  }

  private Consumer<Throwable> failed() {
    return finished(feedback::failed);
  }

  private <T> Consumer<T> finished(Consumer<T> then) {
    return result -> {
      working.set(false);
      then.accept(result);
    };
  }

  /** One run to {@code file}; several each to {@code file} with the run id added to the name. */
  void export(List<Long> ids, ExportFormat format, Path file) {
    String title =
        ids.size() == 1 ? "Exporting run #" + ids.get(0) : "Exporting " + ids.size() + " runs";
    importCancel = new CancelToken();
    started(
        "Export cancelled — no file written",
        executor.submit(
            title,
            context -> {
              List<Path> written = new ArrayList<>();
              try {
                for (int i = 0; i < ids.size(); i++) {
                  context.checkCancelled();
                  context.progress(i, ids.size(), "run #" + ids.get(i));
                  Path target = ids.size() == 1 ? file : ExportFiles.numbered(file, ids.get(i));
                  String text = service.export(ids.get(i), format);
                  context.checkCancelled();
                  service.write(target, text);
                  written.add(target);
                }
                context.checkCancelled();
              } catch (CancellationException e) {
                // Files of earlier runs are whole, but a cancelled export leaves none behind.
                for (Path done : written) {
                  Files.deleteIfExists(done);
                }
                throw e;
              }
              return written;
            },
            finished(written -> feedback.said(said(ids, written))),
            failed()));
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
