package dev.wirebench.app.runs;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.profile.ProfileExports;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.profile.JfrRecording;
import dev.wirebench.engine.profile.ProfileEvent;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.engine.stats.ThroughputResults;
import dev.wirebench.storage.RunPage;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.SafeOutputFile;
import dev.wirebench.storage.StoredResult;
import dev.wirebench.storage.jmh.ImportException;
import dev.wirebench.storage.jmh.ImportProgress;
import dev.wirebench.storage.jmh.JmhImport;
import dev.wirebench.storage.jmh.JmhJsonWriter;
import dev.wirebench.storage.report.RunCsv;
import dev.wirebench.storage.report.RunMarkdown;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The storage calls behind the Runs screen: list, open, edit, delete, import, export — on whichever
 * database the app has open (a file or a team store). Blocking (run it on the task executor);
 * thread-safe as the {@link RunStore} is.
 */
public final class RunsService implements ProfileExports {
  private final RunDatabase database;

  public RunsService(RunDatabase database) {
    this.database = database;
  }

  public RunPage list(RunQuery query) {
    return store().listRuns(query);
  }

  /** A run with its results; a throughput sweep's points come as one result per point. */
  public RunDetail detail(long runId) {
    RunSummary summary = store().run(runId);
    List<BenchResult> results = new ArrayList<>();
    store().results(runId).stream().map(StoredResult::result).forEach(results::add);
    if (summary.kind() == RunKind.THROUGHPUT || summary.pointCount() > 0) {
      results.addAll(ThroughputResults.of(store().throughputPoints(runId)));
    }
    return RunDetail.of(summary, results);
  }

  /** The profiles of the run's profiled forks (issue 35). */
  public List<dev.wirebench.storage.StoredProfile> profiles(long runId) {
    return store().profiles().byRun(runId);
  }

  /** The JFR recording a stored profile was read from, where one is kept (profile Export). */
  @Override
  public Optional<JfrRecording> recording(long resultId, ProfileEvent event) {
    return store().profiles().recording(resultId, event);
  }

  /** Writes an exported profile file, replacing it; never onto the run database. */
  @Override
  public void write(Path file, byte[] bytes) {
    new SafeOutputFile(file, true, database.file().orElse(null)).write(bytes);
  }

  public void rename(long runId, String label) {
    store().rename(runId, label);
  }

  public void setNotes(long runId, String notes) {
    store().setNotes(runId, notes);
  }

  /** Makes the run's tags exactly {@code tags}. */
  public void setTags(long runId, Collection<String> tags) {
    Set<String> wanted = new LinkedHashSet<>();
    tags.stream().map(String::strip).filter(t -> !t.isEmpty()).forEach(wanted::add);
    List<String> present = store().run(runId).tags();
    List<String> gone = present.stream().filter(t -> !wanted.contains(t)).toList();
    List<String> added = wanted.stream().filter(t -> !present.contains(t)).toList();
    if (!gone.isEmpty()) {
      store().removeTags(runId, gone);
    }
    if (!added.isEmpty()) {
      store().addTags(runId, added);
    }
  }

  /**
   * Saves what an editor changed: the label, notes and tags that differ from {@code before} (all of
   * them if it is null).
   */
  public void save(long runId, RunSummary before, String label, String notes, List<String> tags) {
    if (before == null || !before.label().equals(label.strip())) {
      rename(runId, label);
    }
    if (before == null || !before.notes().equals(notes.strip())) {
      setNotes(runId, notes);
    }
    if (before == null || !before.tags().equals(tags.stream().sorted().toList())) {
      setTags(runId, tags);
    }
  }

  /** Tags from text like {@code baseline, jdk21} (commas or spaces), each once. */
  public static List<String> tags(String text) {
    return Arrays.stream(text.split("[,\\s]+"))
        .map(String::strip)
        .filter(t -> !t.isEmpty())
        .distinct()
        .toList();
  }

  public boolean delete(long runId) {
    return store().deleteRun(runId);
  }

  /**
   * Imports a JMH JSON result file as one run (all its results or nothing).
   *
   * @throws ImportException if the file is not a JMH result file, saying what is wrong where
   */
  public JmhImport.Outcome importJmh(Path file) {
    return importJmh(file, new CancelToken(), ImportProgress.NONE);
  }

  /**
   * As {@link #importJmh(Path)}, reporting bytes parsed; a cancel before the run is stored stores
   * nothing ({@link dev.wirebench.storage.jmh.ImportCancelledException}).
   */
  public JmhImport.Outcome importJmh(Path file, CancelToken cancel, ImportProgress progress) {
    if (Files.isRegularFile(file) && !JmhFiles.looksLikeJmh(file)) {
      // Let the reader say exactly what is wrong if it is JSON at all; a fixture or other file
      // gets a plain answer instead of a JSON path.
      if (!file.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json")) {
        throw new ImportException(
            file.getFileName() + " is not a JMH JSON result file (JMH writes one with -rf json)");
      }
    }
    return JmhImport.importFile(
        store(),
        file,
        null,
        false,
        new InputSizeLimit(InputSizeLimit.IMPORT_DEFAULT, "--max-size"),
        cancel,
        progress);
  }

  /** A run as text in {@code format}. */
  public String export(long runId, ExportFormat format) {
    RunSummary summary = store().run(runId);
    List<BenchResult> results = store().results(runId).stream().map(StoredResult::result).toList();
    List<ThroughputPoint> points = store().throughputPoints(runId);
    return switch (format) {
      case JSON -> {
        if (summary.kind() == RunKind.THROUGHPUT) {
          throw new IllegalArgumentException(
              "run #"
                  + runId
                  + " is a throughput sweep: JMH JSON has no form for it;"
                  + " export it as CSV or Markdown");
        }
        // JMH JSON has no place for failed results: they are left out.
        yield JmhJsonWriter.write(
            results.stream().filter(r -> !r.failed()).toList(), summary.environment());
      }
      case CSV ->
          summary.kind() == RunKind.THROUGHPUT
              ? RunCsv.throughput(runId, points)
              : RunCsv.results(runId, results);
      case MARKDOWN -> RunMarkdown.render(summary, results, points, null);
    };
  }

  /**
   * Writes exported text to {@code file} (UTF-8), replacing it (the file dialog has asked) through
   * a temporary file and a rename; never onto the run database.
   *
   * @throws dev.wirebench.storage.UnsafeOutputException if {@code file} is the run database
   * @throws UncheckedIOException if it cannot be written
   */
  public void write(Path file, String text) {
    new SafeOutputFile(file, true, database.file().orElse(null)).write(text);
  }

  private RunStore store() {
    return database.store();
  }
}
