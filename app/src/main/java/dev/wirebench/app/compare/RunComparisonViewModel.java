package dev.wirebench.app.compare;

import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.fx.TaskHandle;
import dev.wirebench.app.widgets.ChartBar;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.engine.stats.CompareSettings;
import dev.wirebench.engine.stats.PairComparison;
import dev.wirebench.engine.stats.RunComparison;
import dev.wirebench.engine.stats.Units;
import dev.wirebench.storage.RunNotFoundException;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StorageException;
import dev.wirebench.storage.report.ComparisonReport;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Compare screen's state and commands: the runs to pick from, baseline (A) and candidate (B), α
 * and the noise band, the comparison (computed by storage and the engine's statistics, never here),
 * its rows filtered to "significant only" on request, the provenance warnings, the geomean summary,
 * the chart data, and export.
 *
 * <p>Work runs on the task executor; a newer comparison replaces the one in flight. Bad settings
 * and storage problems land in {@link #errorProperty}. FX thread only.
 */
public final class RunComparisonViewModel {
  private final RunComparisonService service;
  private final TaskExecutor executor;
  private final ObservableList<RunSummary> choices = FXCollections.observableArrayList();
  private final ObjectProperty<RunSummary> baseline = new SimpleObjectProperty<>(this, "a");
  private final ObjectProperty<RunSummary> candidate = new SimpleObjectProperty<>(this, "b");
  private final StringProperty alpha =
      new SimpleStringProperty(this, "alpha", plain(CompareSettings.DEFAULT_ALPHA));
  private final StringProperty noise =
      new SimpleStringProperty(
          this, "noise", plain(CompareSettings.DEFAULT_NOISE_BAND * 100) + "%");
  private final BooleanProperty significantOnly = new SimpleBooleanProperty(this, "significant");
  private final BooleanProperty robust = new SimpleBooleanProperty(this, "robust");
  private final ReadOnlyObjectWrapper<RunComparison> comparison =
      new ReadOnlyObjectWrapper<>(this, "comparison");
  private final ObservableList<PairRow> rows = FXCollections.observableArrayList();
  private final ObservableList<String> warnings = FXCollections.observableArrayList();
  private final ObservableList<String> units = FXCollections.observableArrayList();
  private final ObjectProperty<String> chartUnit = new SimpleObjectProperty<>(this, "unit");
  private final ObservableList<ChartBar> pairedBars = FXCollections.observableArrayList();
  private final ObservableList<ChartBar> changeBars = FXCollections.observableArrayList();
  private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
  private final ReadOnlyStringWrapper geomean = new ReadOnlyStringWrapper(this, "geomean", "");
  private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
  private final ObservableList<PairRow> rowsView = FXCollections.unmodifiableObservableList(rows);
  private final ObservableList<String> warningsView =
      FXCollections.unmodifiableObservableList(warnings);
  private final ObservableList<String> unitsView = FXCollections.unmodifiableObservableList(units);
  private final ObservableList<ChartBar> pairedBarsView =
      FXCollections.unmodifiableObservableList(pairedBars);
  private final ObservableList<ChartBar> changeBarsView =
      FXCollections.unmodifiableObservableList(changeBars);
  private TaskHandle pending;

  public RunComparisonViewModel(RunComparisonService service, TaskExecutor executor) {
    this.service = service;
    this.executor = executor;
    significantOnly.addListener((o, old, now) -> showRows());
    // The estimate changes: a shown comparison is made again with or without its outliers.
    robust.addListener(
        (o, old, now) -> {
          if (comparison.get() != null) {
            compare();
          }
        });
    chartUnit.addListener((o, old, now) -> showPairedBars());
  }

  // ---- commands

  /** Loads the runs to pick from again (after a run was stored, deleted, or the file changed). */
  public void reloadRuns() {
    executor.submit(
        "Listing runs to compare", context -> service.choices(), this::showChoices, this::fail);
  }

  /** Picks A and B by id (e.g. from the Runs table) and compares them. */
  public void compare(long baselineId, long candidateId) {
    Optional<CompareSettings> settings = settings();
    if (settings.isEmpty()) {
      return;
    }
    cancelPending();
    error.set("");
    message.set("");
    pending =
        executor.submit(
            "Comparing run #" + baselineId + " with run #" + candidateId,
            context ->
                new Loaded(
                    service.choices(), service.compare(baselineId, candidateId, settings.get())),
            loaded -> {
              showChoices(loaded.choices());
              baseline.set(byId(baselineId).orElse(null));
              candidate.set(byId(candidateId).orElse(null));
              show(loaded.comparison());
            },
            this::fail);
  }

  /** Compares the picked A and B with the current α and noise band. */
  public void compare() {
    RunSummary a = baseline.get();
    RunSummary b = candidate.get();
    if (a == null || b == null) {
      error.set("Pick a baseline (A) and a candidate (B) run to compare.");
      return;
    }
    compare(a.id(), b.id());
  }

  /** Swaps A and B and compares again. */
  public void swap() {
    RunSummary a = baseline.get();
    baseline.set(candidate.get());
    candidate.set(a);
    if (comparison.get() != null) {
      compare();
    }
  }

  /** Writes the comparison to {@code file} as storage's report in {@code format}. */
  public void export(ExportFormat format, Path file) {
    RunComparison shown = comparison.get();
    if (shown == null) {
      error.set("Compare two runs first; then export the comparison.");
      return;
    }
    executor.submit(
        "Exporting the comparison",
        context -> {
          service.write(file, RunComparisonService.render(shown, format));
          return file;
        },
        written -> message.set("Exported the comparison to " + written),
        this::fail);
  }

  private record Loaded(List<RunSummary> choices, RunComparison comparison) {}

  private void showChoices(List<RunSummary> loaded) {
    Long a = baseline.get() == null ? null : baseline.get().id();
    Long b = candidate.get() == null ? null : candidate.get().id();
    choices.setAll(loaded);
    baseline.set(a == null ? null : byId(a).orElse(null));
    candidate.set(b == null ? null : byId(b).orElse(null));
  }

  private Optional<RunSummary> byId(long id) {
    return choices.stream().filter(r -> r.id() == id).findFirst();
  }

  /** Parses α and the noise band; a bad value is reported inline and nothing is compared. */
  Optional<CompareSettings> settings() {
    try {
      double a = Double.parseDouble(alpha.get().strip());
      return Optional.of(
          new CompareSettings(a, CompareSettings.parseNoiseBand(noise.get()))
              .withRobust(robust.get()));
    } catch (NumberFormatException e) {
      error.set("α must be a number between 0 and 0.5, e.g. 0.05 — not '" + alpha.get() + "'");
    } catch (IllegalArgumentException e) {
      error.set(e.getMessage());
    }
    return Optional.empty();
  }

  private void show(RunComparison shown) {
    comparison.set(shown);
    warnings.setAll(ComparisonReport.warnings(shown));
    summary.set(ComparisonReport.summaryLine(shown));
    geomean.set(ComparisonReport.geomeanSentence(shown));
    Map<String, Long> counts =
        shown.pairs().stream()
            .filter(p -> Double.isFinite(p.scoreA()) && Double.isFinite(p.scoreB()))
            .collect(
                Collectors.groupingBy(
                    p -> p.unit() == null ? "" : p.unit(),
                    LinkedHashMap::new,
                    Collectors.counting()));
    List<String> byCount =
        counts.entrySet().stream()
            .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
            .map(Map.Entry::getKey)
            .toList();
    units.setAll(byCount);
    String unit = chartUnit.get();
    if (unit == null || !byCount.contains(unit)) {
      chartUnit.set(byCount.isEmpty() ? null : byCount.get(0));
    }
    showRows();
    showPairedBars();
  }

  private void showRows() {
    RunComparison shown = comparison.get();
    if (shown == null) {
      rows.clear();
      changeBars.clear();
      return;
    }
    List<PairRow> visible = new ArrayList<>();
    List<ChartBar> changes = new ArrayList<>();
    for (PairComparison p : shown.pairs()) {
      if (significantOnly.get() && !p.verdict().changed()) {
        continue;
      }
      PairRow row = new PairRow(p);
      visible.add(row);
      if (Double.isFinite(p.change())) {
        changes.add(
            new ChartBar(
                    p.verdict().name(),
                    row.name(),
                    p.change() * 100,
                    p.changeLower() * 100,
                    p.changeUpper() * 100)
                .withText(row.changeText()));
      }
    }
    rows.setAll(visible);
    changeBars.setAll(changes);
    showPairedBars();
  }

  private void showPairedBars() {
    RunComparison shown = comparison.get();
    String unit = chartUnit.get();
    List<ChartBar> bars = new ArrayList<>();
    if (shown != null && unit != null) {
      for (PairRow row : rows) {
        PairComparison p = row.pair();
        if (!unit.equals(row.unit()) || !Double.isFinite(p.scoreB())) {
          continue;
        }
        // B's error in A's unit: the same factor that converted B's score.
        double factor = Units.factor(p.b().unit(), p.unit());
        bars.add(ChartBar.of("A", row.name(), p.scoreA(), p.a().scoreError()));
        bars.add(ChartBar.of("B", row.name(), p.scoreB(), p.b().scoreError() * factor));
      }
    }
    pairedBars.setAll(bars);
  }

  private void cancelPending() {
    if (pending != null && !pending.isDone()) {
      pending.cancel();
    }
  }

  private void fail(Throwable failure) {
    if (failure instanceof RunNotFoundException
        || failure instanceof StorageException
        || failure instanceof IllegalArgumentException
        || failure instanceof UncheckedIOException) {
      error.set(failure.getMessage());
    } else {
      executor.reportUnexpected(failure);
    }
  }

  /** Forgets the comparison and the picks (e.g. another database was opened). */
  public void clear() {
    cancelPending();
    comparison.set(null);
    baseline.set(null);
    candidate.set(null);
    warnings.clear();
    units.clear();
    summary.set("");
    geomean.set("");
    showRows();
    pairedBars.clear();
  }

  public void dismissMessages() {
    error.set("");
    message.set("");
  }

  private static String plain(double value) {
    String text = String.format(Locale.ROOT, "%.4f", value);
    return text.replaceAll("0+$", "").replaceAll("\\.$", "");
  }

  // ---- state

  /** Runs with results, newest first. */
  public ObservableList<RunSummary> choices() {
    return choices;
  }

  /** The baseline run A (the picker writes it). */
  public ObjectProperty<RunSummary> baselineProperty() {
    return baseline;
  }

  /** The candidate run B (the picker writes it). */
  public ObjectProperty<RunSummary> candidateProperty() {
    return candidate;
  }

  /** Significance level as typed, e.g. {@code 0.05}. */
  public StringProperty alphaProperty() {
    return alpha;
  }

  /** Noise band as typed, e.g. {@code 2%} or {@code 0.02}. */
  public StringProperty noiseProperty() {
    return noise;
  }

  /** Show only benchmarks that got significantly faster or slower. */
  /** Whether outlier iterations are left out of each estimate (the robust estimate). */
  public BooleanProperty robustProperty() {
    return robust;
  }

  public BooleanProperty significantOnlyProperty() {
    return significantOnly;
  }

  /** The comparison shown, or null. */
  public ReadOnlyObjectProperty<RunComparison> comparisonProperty() {
    return comparison.getReadOnlyProperty();
  }

  /** The table's rows (all pairs, or the significant ones). */
  public ObservableList<PairRow> rows() {
    return rowsView;
  }

  /** Provenance warnings, one sentence each; empty when the runs are like for like. */
  public ObservableList<String> warnings() {
    return warningsView;
  }

  /** The units among the pairs, most common first (the paired chart shows one). */
  public ObservableList<String> units() {
    return unitsView;
  }

  public ObjectProperty<String> chartUnitProperty() {
    return chartUnit;
  }

  /** A and B bars (series "A", "B") of the rows in the chart unit, with their errors. */
  public ObservableList<ChartBar> pairedBars() {
    return pairedBarsView;
  }

  /** Δ % per row with the change's interval; the series is the verdict's name. */
  public ObservableList<ChartBar> changeBars() {
    return changeBarsView;
  }

  /** The counts line: paired, faster, slower, unchanged, geomean, settings. */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /** The geomean speed-up of B over A in words. */
  public ReadOnlyStringProperty geomeanProperty() {
    return geomean.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty errorProperty() {
    return error.getReadOnlyProperty();
  }

  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }
}
