package dev.wirebench.storage.jmh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.wirebench.engine.io.InputSizeLimit;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunKind;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import dev.wirebench.storage.ImportedRun;
import dev.wirebench.storage.RunQuery;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.RunSummary;
import dev.wirebench.storage.StoredResult;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class JmhImportTest {
  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(strings = {JmhFiles.ALL_MODES_137, JmhFiles.ALL_MODES_121})
  void importsEveryModeWithParamsGcMetricsAndSamples(String name) {
    ImportedRun run = JmhJsonReader.read(JmhFiles.copy(name, dir), null);

    assertThat(run.results()).hasSize(16);
    assertThat(run.results().stream().map(BenchResult::mode).collect(Collectors.toSet()))
        .isEqualTo(Set.of("thrpt", "avgt", "sample", "ss"));
    assertThat(run.results())
        .allSatisfy(
            r -> {
              assertThat(r.codec()).isIn("json", "cbor");
              assertThat(r.fixture()).isEqualTo("minimal");
              assertThat(r.operation()).isIn("encode", "decode");
              assertThat(r.params()).containsOnlyKeys("codec", "fixture");
              assertThat(r.allocBytesPerOp()).as("gc.alloc.rate.norm of %s", r).isNotNull();
              assertThat(r.secondary())
                  .containsKey("gc.count")
                  .doesNotContainKey("gc.alloc.rate.norm");
              assertThat(r.secondary().keySet()).noneMatch(k -> k.contains("\u00b7"));
              assertThat(r.rawJson()).startsWith("{").contains("\"primaryMetric\"");
              assertThat(r.failed()).isFalse();
            });
    assertThat(run.label()).isEqualTo(name.replace(".json", ""));
    assertThat(run.sourceSha256()).hasSize(64);
  }

  @Test
  void readsSampleModeHistogramsAsPerIterationMeansAndKeepsPercentiles() {
    List<BenchResult> results =
        JmhJsonReader.parse(JmhFiles.text(JmhFiles.ALL_MODES_137), JmhFiles.ALL_MODES_137);
    BenchResult sample =
        results.stream()
            .filter(
                r ->
                    r.mode().equals("sample")
                        && r.codec().equals("json")
                        && r.operation().equals("decode"))
            .findFirst()
            .orElseThrow();

    // values from the file: per-iteration histogram means, the overall score, its percentiles
    assertThat(sample.score()).isCloseTo(1086.3831775700935, within(1e-9));
    assertThat(sample.rawData()).hasSize(1);
    assertThat(sample.rawData().get(0)).hasSize(2);
    assertThat(sample.rawData().get(0).get(0)).isCloseTo(1946.7941299790357, within(1e-6));
    assertThat(sample.rawData().get(0).get(1)).isCloseTo(277.522270398108, within(1e-6));
    assertThat(sample.percentiles()).containsEntry(50.0, 58.0).containsEntry(100.0, 4423680.0);
    assertThat(sample.secondary().keySet()).noneMatch(k -> k.matches(".*p[01]\\..*"));
    assertThat(sample.allocBytesPerOp()).isCloseTo(80.67915134497287, within(1e-9));

    BenchResult ss = results.stream().filter(r -> r.mode().equals("ss")).findFirst().orElseThrow();
    assertThat(ss.rawData()).containsExactly(List.of(6537.0, 5750.0));
    assertThat(ss.score()).isEqualTo(6143.5);
    assertThat(ss.percentiles()).as("percentiles only for distributions").isEmpty();
  }

  @Test
  void olderJmhGcNamesMapToTheSameMetrics() {
    List<BenchResult> old = JmhJsonReader.parse(JmhFiles.text(JmhFiles.ALL_MODES_121), "old");
    List<BenchResult> now = JmhJsonReader.parse(JmhFiles.text(JmhFiles.ALL_MODES_137), "new");

    assertThat(old.get(0).secondary().keySet()).contains("gc.alloc.rate", "gc.count");
    assertThat(old.stream().map(BenchResult::pairingKey).toList())
        .containsExactlyInAnyOrderElementsOf(now.stream().map(BenchResult::pairingKey).toList());
  }

  @ParameterizedTest
  @ValueSource(strings = {JmhFiles.GENERIC_137, JmhFiles.GENERIC_121})
  void keepsUnrecognisedBenchmarksAsGenericResultsWithEveryFork(String name) {
    List<BenchResult> results = JmhJsonReader.parse(JmhFiles.text(name), name);

    assertThat(results).hasSize(2);
    BenchResult first = results.get(0);
    assertThat(first.codec()).isNull();
    assertThat(first.fixture()).isNull();
    assertThat(first.operation()).isNull();
    assertThat(first.params()).containsEntry("size", "4");
    assertThat(first.unit()).isEqualTo("us/op");
    assertThat(first.rawData()).hasSize(2).allSatisfy(fork -> assertThat(fork).hasSize(3));
    assertThat(first.ciLower()).isLessThan(first.score()).isLessThan(first.ciUpper());
    assertThat(first.allocBytesPerOp()).isNull();
  }

  @Test
  void readsTheEnvironmentAndSettingsOfTheFile() {
    ImportedRun run = JmhJsonReader.read(JmhFiles.copy(JmhFiles.WIREBENCH_137, dir), "suite");
    Environment env = run.environment();

    assertThat(run.label()).isEqualTo("suite");
    assertThat(env.get(Environment.JMH_VERSION)).isEqualTo("1.37");
    assertThat(env.get(Environment.JVM_VERSION)).startsWith("17.");
    assertThat(env.get(Environment.JVM_FLAGS))
        .contains("--add-exports=java.base/jdk.internal.misc=ALL-UNNAMED");
    assertThat(env.get("settings.warmup")).isEqualTo("1x200ms");
    assertThat(env.get("settings.measurement")).isEqualTo("3x200ms");
    assertThat(env.get("settings.forks")).isEqualTo("1");
    assertThat(env.get("settings.modes")).isEqualTo("avgt, thrpt");
    assertThat(env.get("settings.profilers")).isEqualTo("gc");
    assertThat(env.get("settings.operations")).isEqualTo("decode, encode, roundtrip");
    assertThat(run.planJson()).contains("\"source\":\"" + JmhFiles.WIREBENCH_137 + "\"");
    assertThat(run.results()).extracting(BenchResult::unit).contains("ops/ns", "ns/op");
  }

  @Test
  void storesAnImportAsOneCompleteRunAndNoticesTheSameFileAgain() {
    Path file = JmhFiles.copy(JmhFiles.ALL_MODES_137, dir);
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      JmhImport.Outcome first = JmhImport.importFile(store, file, null, false);
      JmhImport.Outcome again = JmhImport.importFile(store, file, null, false);
      JmhImport.Outcome forced = JmhImport.importFile(store, file, "forced", true);

      assertThat(first.imported()).isTrue();
      assertThat(first.results()).isEqualTo(16);
      assertThat(again.imported()).isFalse();
      assertThat(again.earlier().id()).isEqualTo(first.runId());
      assertThat(forced.imported()).isTrue();
      RunSummary run = store.run(first.runId());
      assertThat(run.kind()).isEqualTo(RunKind.IMPORTED);
      assertThat(run.status()).isEqualTo(RunStatus.COMPLETE);
      assertThat(run.source()).isEqualTo(JmhFiles.ALL_MODES_137);
      assertThat(run.resultCount()).isEqualTo(16);
      List<StoredResult> stored = store.results(first.runId());
      assertThat(stored)
          .extracting(StoredResult::result)
          .containsExactlyElementsOf(JmhJsonReader.read(file, null).results());
    }
  }

  @Test
  void aCancelledImportStoresNothingAndProgressCountsTheFilesBytes() throws Exception {
    Path file = JmhFiles.copy(JmhFiles.ALL_MODES_137, dir);
    long size = java.nio.file.Files.size(file);
    InputSizeLimit limit = new InputSizeLimit(InputSizeLimit.IMPORT_DEFAULT, "--max-size");
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      CancelToken cancel = new CancelToken();
      List<Long> seen = new java.util.ArrayList<>();
      assertThatThrownBy(
              () ->
                  JmhImport.importFile(
                      store,
                      file,
                      null,
                      false,
                      limit,
                      cancel,
                      (done, total) -> {
                        seen.add(done);
                        cancel.cancel();
                      }))
          .isInstanceOf(ImportCancelledException.class)
          .hasMessage("Import cancelled — nothing stored");
      assertThat(seen).hasSize(1);
      assertThat(seen.get(0)).isPositive().isLessThan(size);
      assertThat(store.listRuns(RunQuery.all()).runs()).isEmpty();

      List<long[]> progress = new java.util.ArrayList<>();
      JmhImport.Outcome done =
          JmhImport.importFile(
              store,
              file,
              null,
              false,
              limit,
              new CancelToken(),
              (at, total) -> progress.add(new long[] {at, total}));
      assertThat(done.imported()).isTrue();
      assertThat(progress).hasSizeGreaterThan(1);
      assertThat(progress.get(progress.size() - 1)).containsExactly(size, size);
      assertThat(store.listRuns(RunQuery.all()).runs()).hasSize(1);
    }
  }
}
