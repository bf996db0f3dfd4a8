package dev.wirebench.app.compare;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.RunComparison;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.SafeOutputFile;
import dev.wirebench.storage.report.ComparisonReport;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The storage calls behind the Compare screen: the runs to pick from, the comparison (storage's
 * {@code RunStore.compare}, whose statistics are the engine's), and its export as storage's reports
 * write it. Blocking (run it on the task executor); thread-safe.
 */
public final class RunComparisonService {
  /** How many runs the pickers offer, newest first. */
  static final int CHOICES = 500;

  private final RunDatabase database;

  public RunComparisonService(RunDatabase database) {
    this.database = database;
  }

  /** The newest runs with results, newest first. */
  public List<RunSummary> choices() {
    return database.store().listRuns(RunQuery.all().withPage(0, CHOICES)).runs().stream()
        .filter(r -> r.resultCount() > 0 || r.pointCount() > 0)
        .toList();
  }

  public RunComparison compare(long baseline, long candidate, CompareSettings settings) {
    return database.store().compare(baseline, candidate, settings);
  }

  /** The comparison as text in {@code format}. */
  public static String render(RunComparison comparison, ExportFormat format) {
    return switch (format) {
      case JSON -> ComparisonReport.json(comparison);
      case CSV -> ComparisonReport.csv(comparison);
      case MARKDOWN -> ComparisonReport.markdown(comparison);
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
}
