package dev.wirebench.storage.fleet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.bench.BenchmarkEngine;
import dev.wirebench.engine.bench.BenchmarkPlan;
import dev.wirebench.engine.bench.IterationSpec;
import dev.wirebench.engine.bench.Operation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Message and schema files carried by jobs on a real PostgreSQL: stored once by content hash, named
 * by hash in the job (never by path), written into the agent's cache and checked there.
 */
class FleetFilesTest {
  private static final String AVSC =
      """
      {"type": "record", "name": "Quote", "fields": [
        {"name": "symbol", "type": "string"}, {"name": "bid", "type": "double"},
        {"name": "size", "type": "long"}]}""";

  @TempDir Path dir;

  private Path write(String name, String text) throws Exception {
    return Files.writeString(dir.resolve(name), text);
  }

  private static BenchmarkPlan plan(List<String> fixtures, Map<String, String> schemas) {
    BenchmarkPlan.Builder plan =
        BenchmarkPlan.builder()
            .codecs("json", "avro")
            .fixtures(fixtures)
            .operations(Operation.ENCODE)
            .warmup(IterationSpec.of(1, Duration.ofMillis(100)))
            .measurement(IterationSpec.of(1, Duration.ofMillis(100)))
            .forks(1);
    schemas.forEach(plan::schema);
    return plan.build();
  }

  @Test
  void filesTravelByHashAndTheAgentRunsItsOwnCheckedCopies() throws Exception {
    Path schema = write("quote book.avsc", AVSC);
    Path messages = write("quotes.json", "{\"symbol\": \"ABC\", \"bid\": 1.25, \"size\": 300}");
    FleetTestStore store = new FleetTestStore();
    BenchmarkPlan local =
        plan(
            List.of("minimal", messages.toString()),
            Map.of(messages.toString(), schema + "#Quote"));
    try (JobQueue queue = new JobQueue(store.url);
        JobLeases leases = new JobLeases(store.url, "bench-a", Duration.ofSeconds(30))) {
      List<Long> ids = queue.enqueueBatch(local, List.of(HostRequirements.ANY), 0, 3, "t");
      queue.enqueue(local, HostRequirements.ANY, 0, 3, "t"); // the same files again: stored once

      String json = queue.find(ids.get(0)).orElseThrow().planJson();
      assertThat(json)
          .doesNotContain(dir.toString())
          .contains("sha256:")
          .contains("quote_book.avsc");
      assertThat(store.count("SELECT count(*) FROM fleet_files")).isEqualTo(2);
      BenchmarkPlan carried = PlanJson.read(json);
      assertThat(JobPolicy.refusals(carried)).isEmpty();

      Path cache = dir.resolve("agent-cache");
      BenchmarkPlan fetched = leases.fetchFiles(carried, cache);
      Path copy = Path.of(fetched.fixtures().get(1));
      assertThat(copy).startsWith(cache).hasSameTextualContentAs(messages);
      assertThat(fetched.fixtures().get(0)).isEqualTo("minimal");
      String schemaSource = fetched.schemas().get(copy.toString());
      assertThat(schemaSource).startsWith(cache.toString()).endsWith("quote_book.avsc#Quote");
      assertThat(BenchmarkEngine.standard().prepare(fetched).dynamicFixtures()).hasSize(1);

      Files.writeString(copy, "{\"tampered\": true}"); // a damaged cache copy is fetched again
      Path again = Path.of(leases.fetchFiles(carried, cache).fixtures().get(1));
      assertThat(again).hasSameTextualContentAs(messages);
    }
  }

  @Test
  void aJobNamingAPathOrAnEscapingNameIsRefusedAndAMissingFileIsNamed() throws Exception {
    String sha = "0".repeat(64);
    for (String bad :
        List.of("/etc/passwd", "sha256:" + sha + "/../../etc/passwd", "sha256:" + sha + "/.x")) {
      assertThat(JobPolicy.refusals(plan(List.of(bad), Map.of())))
          .as(bad)
          .singleElement()
          .asString()
          .contains("no path on its own machine");
    }
    assertThat(
            JobPolicy.beforeCarrying(plan(List.of(dir.resolve("none.json").toString()), Map.of())))
        .singleElement()
        .asString()
        .contains("none.json is not a readable file");

    FleetTestStore store = new FleetTestStore();
    try (JobLeases leases = new JobLeases(store.url, "bench-a", Duration.ofSeconds(30))) {
      BenchmarkPlan missing = plan(List.of("sha256:" + sha + "/gone.json"), Map.of());
      assertThatThrownBy(() -> leases.fetchFiles(missing, dir))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("no file with SHA-256 " + sha);
    }
  }
}
