package dev.wirebench.storage;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.wirebench.engine.bench.BenchmarkPlan;
import org.junit.jupiter.api.Test;

class StoringBenchmarkListenerTest {
  @Test
  void aRunWithoutALabelIsNamedForWhatItMeasures() {
    BenchmarkPlan plan = BenchmarkPlan.builder().codecs("json", "fix").fixtures("minimal").build();

    assertThat(StoringBenchmarkListener.label(plan)).isEqualTo("json, fix on minimal");
  }

  @Test
  void longListsAreCounted() {
    BenchmarkPlan plan =
        BenchmarkPlan.builder()
            .codecs("json", "fix", "kryo", "sbe")
            .fixtures("minimal", "bars")
            .build();

    assertThat(StoringBenchmarkListener.label(plan)).isEqualTo("4 codecs on minimal, bars");
  }

  @Test
  void aGivenLabelIsKept() {
    BenchmarkPlan plan =
        BenchmarkPlan.builder()
            .codecs("json")
            .fixtures("minimal")
            .label("before GC tuning")
            .build();

    assertThat(StoringBenchmarkListener.label(plan)).isEqualTo("before GC tuning");
  }

  @Test
  void thePlanIsStoredWithItsCodecsAndFixtures() throws Exception {
    BenchmarkPlan plan = BenchmarkPlan.builder().codecs("json").fixtures("minimal").build();

    JsonNode stored = Json.MAPPER.readTree(StoringBenchmarkListener.planJson(plan));

    assertThat(stored.path("codecs").get(0).asText()).isEqualTo("json");
    assertThat(stored.path("fixtures").get(0).asText()).isEqualTo("minimal");
    assertThat(stored.path("jvm").asText()).isEqualTo("current");
  }
}
