package dev.wirebench.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.stats.ProvenanceWarning.Category;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProvenanceTest {
  @Test
  void warnsWhenEitherSideRanOnABusyMachineButNotOfLoadItself() {
    Environment quiet =
        Environment.of(Map.of("machine.load", "0.10", "machine.warnings", "", "host", "h"));
    Environment busy =
        Environment.of(
            Map.of(
                "machine.load",
                "1.80",
                "machine.warnings",
                "load 1.80 on 2 cores: results will be noisy",
                "host",
                "h"));

    assertThat(Provenance.diff(quiet, busy))
        .singleElement()
        .satisfies(
            w -> {
              assertThat(w.category()).isEqualTo(Category.MACHINE);
              assertThat(w.describe())
                  .isEqualTo(
                      "busy or differently tuned machine: A quiet · B load 1.80 on 2 cores:"
                          + " results will be noisy");
            });
    assertThat(Provenance.diff(quiet, quiet)).isEmpty();
  }

  @Test
  void twoHostsOfOneFleetBatchDifferInTheirHostNotInTheirJobIds() {
    Environment a =
        Environment.of(
            Map.of(
                "host", "bench-a", "fleet.job", "1", "fleet.try", "1", "fleet.agent", "bench-a"));
    Environment b =
        Environment.of(
            Map.of(
                "host", "bench-b", "fleet.job", "2", "fleet.try", "2", "fleet.agent", "bench-b"));

    assertThat(Provenance.diff(a, b))
        .singleElement()
        .satisfies(w -> assertThat(w.describe()).isEqualTo("host/CPU: host bench-a → bench-b"));
  }

  @Test
  void warnsWhenEitherSideDidNotCompleteItsPlan() {
    Environment complete = Environment.of(Map.of("run.status", "complete"));
    Environment cancelled = Environment.of(Map.of("run.status", "partial"));

    assertThat(Provenance.diff(cancelled, complete))
        .singleElement()
        .satisfies(
            w -> {
              assertThat(w.category()).isEqualTo(Category.INCOMPLETE);
              assertThat(w.describe()).isEqualTo("incomplete run: run.status partial → complete");
            });
    assertThat(Provenance.diff(complete, complete)).isEmpty();
  }

  @Test
  void warnsWhenTheCpuIsTunedDifferently() {
    Environment a = Environment.of(Map.of("machine.governor", "performance", "machine.smt", "on"));
    Environment b = Environment.of(Map.of("machine.governor", "powersave", "machine.smt", "on"));

    assertThat(Provenance.diff(a, b))
        .singleElement()
        .satisfies(
            w -> {
              assertThat(w.category()).isEqualTo(Category.MACHINE);
              assertThat(w.key()).isEqualTo("machine.governor");
            });
  }

  @Test
  void warnsWhenOneFixtureNameWasReadAgainstDifferentSchemas() {
    Environment a =
        Environment.empty()
            .with(Map.of("fixture.orders.json.sha256", "aaaa"))
            .withSchema("orders.json", "orders.avsc", "1111111111111111");
    Environment b =
        Environment.empty()
            .with(Map.of("fixture.orders.json.sha256", "aaaa"))
            .withSchema("orders.json", "orders-v2.avsc", "2222222222222222");
    Environment renamed =
        Environment.empty()
            .with(Map.of("fixture.orders.json.sha256", "aaaa"))
            .withSchema("orders.json", "copy-of-orders.avsc", "1111111111111111");

    assertThat(Provenance.diff(a, b))
        .singleElement()
        .satisfies(
            w -> {
              assertThat(w.category()).isEqualTo(Category.SCHEMA);
              assertThat(w.describe())
                  .isEqualTo(
                      "fixture schema: fixture.orders.json.schema.sha256 orders.avsc (111111111111)"
                          + " → orders-v2.avsc (222222222222)");
            });
    assertThat(Provenance.diff(a, renamed)).as("same schema, other file name").isEmpty();
  }

  @Test
  void warnsWhenOnlyOneOfTwoRunsOfAFixtureHadASchema() {
    Environment inferred = Environment.of(Map.of("fixture.orders.json.sha256", "aaaa"));
    Environment given = inferred.withSchema("orders.json", "orders.avsc", "1111111111111111");
    Environment other = Environment.of(Map.of("fixture.trades.json.sha256", "bbbb"));

    assertThat(Provenance.diff(inferred, given))
        .singleElement()
        .satisfies(w -> assertThat(w.category()).isEqualTo(Category.SCHEMA));
    assertThat(Provenance.diff(other, given))
        .as("a fixture only one run used pairs nothing")
        .isEmpty();
  }
}
