package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.storage.jmh.JmhImport;
import dev.wirebench.storage.jmh.JmhJsonReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "Already imported?" is atomic: eight importers of one new JMH file, each with its own connection
 * as eight processes have, store it exactly once, in an SQLite file and in a team store; the others
 * name the run it was stored as. Old databases that hold one file twice migrate and keep both.
 */
class ImportOnceTest {
  private static final int IMPORTERS = 8;

  @TempDir Path dir;

  @Test
  void eightConcurrentImportsOfOneFileIntoAnSqliteFileStoreItOnce() throws Exception {
    assertStoredOnce(dir.resolve("runs.db").toString());
  }

  @Test
  void eightConcurrentImportsOfOneFileIntoATeamStoreStoreItOnce() throws Exception {
    assertStoredOnce(TestPostgres.newDatabase());
  }

  @Test
  void theLoserOfAClaimStoresNothingEvenAfterItsOwnCheckSaidNew() {
    String location = dir.resolve("runs.db").toString();
    ImportedRun run = JmhJsonReader.read(jmhFile(), null);
    try (RunStore a = RunStore.open(location);
        RunStore b = RunStore.open(location)) {
      // both checked before either stored: the second claim must fail, not store a copy
      assertThat(a.findImport(run.sourceSha256())).isEmpty();
      assertThat(b.findImport(run.sourceSha256())).isEmpty();
      long stored = a.importStreamed(run, sink -> whole(run, sink), true).orElseThrow();
      assertThat(b.importStreamed(run, sink -> whole(run, sink), true)).isEmpty();
      assertThat(b.findImport(run.sourceSha256()).orElseThrow().id()).isEqualTo(stored);
      assertThat(a.listRuns(RunQuery.all()).total()).isEqualTo(1);
    }
  }

  @Test
  void aDatabaseHoldingOneFileTwiceMigratesKeepingBothAndNamesTheOldest() {
    assertOldDuplicatesMigrate(dir.resolve("old.db").toString(), 8);
  }

  @Test
  void aTeamStoreHoldingOneFileTwiceMigratesKeepingBothAndNamesTheOldest() {
    assertOldDuplicatesMigrate(TestPostgres.newDatabase(), 4);
  }

  private void assertOldDuplicatesMigrate(String location, int oldSchema) {
    ImportedRun run = JmhJsonReader.read(jmhFile(), null);
    try (RunStore old = RunStore.openAtSchema(location, oldSchema)) {
      old.importRun(run);
      old.importRun(run); // what the race (or --again) left behind
    }
    try (RunStore store = RunStore.open(location)) {
      assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(2);
      assertThat(store.importStreamed(run, sink -> whole(run, sink), true)).isEmpty();
      long oldest =
          store.listRuns(RunQuery.all()).runs().stream()
              .mapToLong(RunSummary::id)
              .min()
              .orElseThrow();
      assertThat(store.findImport(run.sourceSha256()).orElseThrow().id()).isEqualTo(oldest);
      store.deleteRun(oldest);
      store.deleteRun(oldest + 1);
      assertThat(store.importStreamed(run, sink -> whole(run, sink), true))
          .as("a deleted run frees its file")
          .isPresent();
    }
  }

  private void assertStoredOnce(String location) throws Exception {
    Path file = jmhFile();
    RunStore.open(location).close(); // the schema exists: the race is the import, not the migration
    CyclicBarrier start = new CyclicBarrier(IMPORTERS);
    ExecutorService pool = Executors.newFixedThreadPool(IMPORTERS);
    List<Future<JmhImport.Outcome>> outcomes = new ArrayList<>();
    try {
      for (int i = 0; i < IMPORTERS; i++) {
        Callable<JmhImport.Outcome> importer =
            () -> {
              try (RunStore store = RunStore.open(location)) {
                start.await();
                return JmhImport.importFile(store, file, null, false);
              }
            };
        outcomes.add(pool.submit(importer));
      }
      List<JmhImport.Outcome> done = new ArrayList<>();
      for (Future<JmhImport.Outcome> outcome : outcomes) {
        done.add(outcome.get());
      }
      List<JmhImport.Outcome> imported = done.stream().filter(JmhImport.Outcome::imported).toList();
      assertThat(imported).hasSize(1);
      long id = imported.get(0).runId();
      assertThat(done)
          .filteredOn(o -> !o.imported())
          .hasSize(IMPORTERS - 1)
          .allSatisfy(o -> assertThat(o.earlier().id()).isEqualTo(id));
    } finally {
      pool.shutdownNow();
    }
    try (RunStore store = RunStore.open(location)) {
      assertThat(store.listRuns(RunQuery.all()).total()).isEqualTo(1);
    }
  }

  private static ImportedRun whole(
      ImportedRun run, java.util.function.Consumer<dev.wirebench.engine.result.BenchResult> sink) {
    run.results().forEach(sink);
    return run;
  }

  private Path jmhFile() {
    Path target = dir.resolve("results.json");
    if (Files.exists(target)) {
      return target;
    }
    try (InputStream in = getClass().getResourceAsStream("/jmh/generic-two-forks-jmh1.37.json")) {
      Files.copy(in, target);
      return target;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
