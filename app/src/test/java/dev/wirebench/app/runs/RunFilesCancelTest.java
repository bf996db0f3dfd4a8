package dev.wirebench.app.runs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.database.RunDatabase;
import dev.wirebench.app.fx.TaskExecutor;
import dev.wirebench.app.widgets.ExportFormat;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Cancelling an import or export from the Runs screen while it runs: a real SQLite file, jobs held
 * in a queue and run on the test thread, and the cancel pressed (as the Cancel button does) from
 * the first progress report — so the cancel lands in the middle of the work, not before it.
 */
class RunFilesCancelTest {
  @TempDir Path dir;
  private final List<Throwable> unexpected = new ArrayList<>();
  private final Queue<Runnable> jobs = new ArrayDeque<>();
  private final TaskExecutor executor =
      TaskExecutor.using(jobs::add, Runnable::run, unexpected::add);
  private RunDatabase database;
  private RunStore store;
  private RunsViewModel model;

  @BeforeEach
  void open() {
    database = new RunDatabase(dir.resolve("runs.db"));
    store = database.store();
    model = new RunsViewModel(new RunsService(database), executor, 2);
  }

  @AfterEach
  void close() {
    database.close();
    assertThat(unexpected).isEmpty();
  }

  private void runJobs() {
    while (!jobs.isEmpty()) {
      jobs.poll().run();
    }
  }

  @Test
  void anImportCancelledWhileParsingStoresNothingAndSaysSo() {
    Path file = SeededRuns.jmhFile(dir, "big.json");
    List<String> seen = new ArrayList<>();
    executor
        .activityProperty()
        .addListener(
            (o, was, now) -> {
              if (now.startsWith("Importing big.json — ")) {
                seen.add(now);
                model.files().cancel();
              }
            });

    model.importFile(file);
    assertThat(model.files().workingProperty().get()).isTrue();
    runJobs();

    assertThat(seen).hasSize(1);
    assertThat(seen.get(0))
        .endsWith(" of " + dev.wirebench.engine.io.InputSizeLimit.human(size(file)));
    assertThat(model.files().workingProperty().get()).isFalse();
    assertThat(model.messageProperty().get()).isEqualTo("Import cancelled — nothing stored");
    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(store.listRuns(RunQuery.all()).total()).isZero();
  }

  @Test
  void anExportCancelledAtTheSecondRunLeavesNoFileBehind() throws Exception {
    long first = SeededRuns.bench(store, "one", "17", new double[] {1, 2, 3});
    long second = SeededRuns.bench(store, "two", "17", new double[] {1, 2, 3});
    executor
        .activityProperty()
        .addListener(
            (o, was, now) -> {
              if (now.endsWith("run #" + second)) {
                model.files().cancel();
              }
            });
    Path out = dir.resolve("out");
    Files.createDirectories(out);

    model.refresh();
    runJobs();
    model.select(List.of(first, second));
    runJobs();
    model.exportSelected(ExportFormat.CSV, out.resolve("runs.csv"));
    runJobs();

    assertThat(model.errorProperty().get()).isEmpty();
    assertThat(model.messageProperty().get()).isEqualTo("Export cancelled — no file written");
    assertThat(model.files().workingProperty().get()).isFalse();
    try (Stream<Path> left = Files.list(out)) {
      assertThat(left).isEmpty();
    }
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
