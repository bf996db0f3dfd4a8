package dev.wirebench.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.app.runs.SeededRuns;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.Operation;
import dev.wirebench.engine.env.EnvironmentCapture;
import dev.wirebench.storage.RunStore;
import dev.wirebench.storage.report.PlanSensitivity;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 32, item 1: a plan says what change its forks can detect on this machine. */
class PlanSensitivityTest {
  @TempDir Path dir;

  private static BenchmarkPlan plan(int forks) {
    return BenchmarkPlan.builder()
        .codecs("json", "fix")
        .fixtures("snapshot-20x20")
        .operations(Operation.DECODE)
        .forks(forks)
        .build();
  }

  @Test
  void saysTheMedianAndWidestDetectableChangeFromEarlierRunsOnThisHost() {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      SeededRuns.bench(
          store,
          "earlier",
          "17.0.15",
          new double[] {400, 1000, 200},
          EnvironmentCapture.hostName());

      String three = PlanSensitivity.describe(store, plan(3)).orElseThrow();
      String ten = PlanSensitivity.describe(store, plan(10)).orElseThrow();

      assertThat(three)
          .startsWith(
              "plan: with 3 forks a side, a comparison of this plan can call changes beyond")
          .contains("median of 2 benchmarks measured before on this host")
          .containsPattern("widest ±[0-9.]+ %: (json|fix) decode snapshot-20x20");
      assertThat(percent(ten)).isLessThanOrEqualTo(percent(three));
    }
  }

  @Test
  void runsOfAnotherHostSayNothingAboutThisOne() {
    try (RunStore store = RunStore.open(dir.resolve("runs.db"))) {
      SeededRuns.bench(store, "elsewhere", "17.0.15", new double[] {400, 1000, 200}, "other-host");

      assertThat(PlanSensitivity.describe(store, plan(3)).orElseThrow())
          .contains("no earlier run of these benchmarks on this host");
    }
  }

  private static double percent(String line) {
    return Double.parseDouble(line.replaceAll(".*beyond about ±([0-9.]+) %.*", "$1"));
  }
}
