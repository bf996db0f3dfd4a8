package dev.wirebench.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.latency.CoolerSpec;
import dev.wirebench.engine.result.BenchResult;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.run.CancelToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Benchmarks of a dynamic fixture in real forks, end to end: a JSON file of a shape the model does
 * not know is loaded by the forks themselves (they get the files, not a class), results arrive like
 * any run's, and bad input (a schema the messages break, a file gone before the fork starts) is one
 * located line.
 */
class DynamicBenchRunTest {
  private static final String FILLS =
      """
      {"fillId": 1, "px": 101.25, "qty": 700, "venue": "XNAS", "at": "2025-11-10T14:32:05.2Z"}
      {"fillId": 2, "px": 101.2600, "qty": 300, "venue": "ARCX", "at": "2025-11-10T14:32:05.3Z"}
      """;

  @TempDir Path dir;

  private Path write(String name, String text) {
    try {
      return Files.writeString(dir.resolve(name), text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void forkedJmhBenchmarksADynamicFixtureFromItsFiles() {
    Path fills = write("fills.ndjson", FILLS);
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("wire-compiled", "json", "kryo")
                    .fixtures(fills.toString())
                    .operations(Operation.ENCODE, Operation.DECODE)
                    .gcProfiler(true)
                    .build(),
                new RecordingListener(),
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(outcome.results()).hasSize(4);
    for (BenchResult result : outcome.results()) {
      assertThat(result.failed()).as(result.toString()).isFalse();
      assertThat(result.fixture()).isEqualTo("fills.ndjson");
      assertThat(result.benchmark())
          .startsWith("dev.wirebench.engine.bench.jmh.DynamicCodecBenchmark.");
      assertThat(result.score()).isPositive();
      assertThat(result.encodedSize()).isPositive();
      assertThat(result.allocBytesPerOp()).isNotNull();
      assertThat(result.params())
          .containsEntry("messages", fills.toAbsolutePath().toString())
          .containsEntry("schema", "inferred");
    }
    assertThat(outcome.skipped())
        .singleElement()
        .satisfies(s -> assertThat(s.codec()).isEqualTo("kryo"));
    Environment environment = outcome.environment();
    assertThat(environment.get(Environment.SETTINGS_PREFIX + "dynamic.fills.ndjson.schema"))
        .isEqualTo("inferred");
    assertThat(environment.get(Environment.SETTINGS_PREFIX + "dynamic.fills.ndjson.schemaSha256"))
        .hasSize(64);
    assertThat(environment.get(Environment.SETTINGS_PREFIX + "dynamic.fills.ndjson.sha256"))
        .hasSize(64);
  }

  @Test
  void forkedJmhRunsTheFlyweightsSbeToolGeneratesFromTheUsersXml() throws IOException {
    Path xml = dir.resolve("md-incremental.xml");
    Path updates = dir.resolve("md-incremental.json");
    try (var in = getClass().getResourceAsStream("/dynamic/md-incremental.xml")) {
      Files.copy(in, xml);
    }
    try (var in = getClass().getResourceAsStream("/dynamic/md-incremental.json")) {
      Files.copy(in, updates);
    }
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("sbe-gen")
                    .fixtures(updates.toString())
                    .schema(updates.toString(), xml.toString())
                    .operations(Operation.DECODE)
                    .build(),
                new RecordingListener(),
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(outcome.results())
        .singleElement()
        .satisfies(
            result -> {
              assertThat(result.failed()).as(result.toString()).isFalse();
              assertThat(result.codec()).isEqualTo("sbe-gen");
              assertThat(result.score()).isPositive();
            });
  }

  @Test
  void forkedJmhRunsTheCodeProtocGeneratesFromTheUsersProtoBesideTheGenericPath()
      throws IOException {
    Path proto = dir.resolve("risk-snapshot.proto");
    Path snapshots = dir.resolve("risk-snapshot.json");
    try (var in = getClass().getResourceAsStream("/dynamic/risk-snapshot.proto")) {
      Files.copy(in, proto);
    }
    try (var in = getClass().getResourceAsStream("/dynamic/risk-snapshot.json")) {
      Files.copy(in, snapshots);
    }
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("protobuf-gen", "protobuf")
                    .fixtures(snapshots.toString())
                    .schema(snapshots.toString(), proto.toString())
                    .operations(Operation.ENCODE, Operation.DECODE)
                    .build(),
                new RecordingListener(),
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(outcome.results()).hasSize(4);
    for (BenchResult result : outcome.results()) {
      assertThat(result.failed()).as(result.toString()).isFalse();
      assertThat(result.score()).isPositive();
    }
    assertThat(outcome.results()).extracting(BenchResult::codec).contains("protobuf-gen");
    // Same bytes from generated and generic code: the plan measured one size for both.
    assertThat(outcome.results())
        .extracting(BenchResult::encodedSize)
        .containsOnly(outcome.results().get(0).encodedSize());
  }

  @Test
  void latencyForksReadTheSchemaFileTheyAreGiven() {
    Path fills = write("fills.ndjson", FILLS);
    Path schema =
        write(
            "fills.schema.json",
            """
            {"wirebenchSchema": 1, "name": "Fill", "fields": [
              {"name": "fillId", "type": "int64"},
              {"name": "px", "type": "decimal"},
              {"name": "qty", "type": "int16"},
              {"name": "venue", "type": "string"},
              {"name": "at", "type": "timestamp"}
            ]}
            """);
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("wire-interpreted")
                    .fixtures(fills.toString())
                    .schema(fills.toString(), schema.toString())
                    .operations(Operation.DECODE)
                    .latency(new LatencySettings(CoolerSpec.NONE, 1_000, 2_000))
                    .build(),
                new RecordingListener(),
                new CancelToken());

    assertThat(outcome.status()).isEqualTo(RunStatus.COMPLETE);
    BenchResult result = outcome.results().get(0);
    assertThat(result.failed()).as(result.toString()).isFalse();
    assertThat(result.secondary()).containsEntry("latency.count", 2_000.0);
    assertThat(
            outcome.environment().get(Environment.SETTINGS_PREFIX + "dynamic.fills.ndjson.schema"))
        .isEqualTo("fills.schema.json");
  }

  @Test
  void messagesTheSchemaRefusesStopThePlanWithOneLocatedLine() {
    Path fills = write("fills.ndjson", FILLS);
    Path schema =
        write(
            "narrow.schema.json",
            """
            {"wirebenchSchema": 1, "name": "Fill", "fields": [
              {"name": "fillId", "type": "int64"},
              {"name": "px", "type": "decimal"},
              {"name": "qty", "type": "int8"},
              {"name": "venue", "type": "string"},
              {"name": "at", "type": "timestamp"}
            ]}
            """);
    BenchmarkPlan plan =
        TinyPlans.jmh()
            .codecs("wire-compiled")
            .fixtures(fills.toString())
            .schema(fills.toString(), schema.toString())
            .build();

    assertThatThrownBy(() -> TinyPlans.engine().prepare(plan))
        .isInstanceOf(PlanException.class)
        .hasMessageContaining("fills.ndjson:1:")
        .hasMessageContaining("qty: int8 out of range: 700")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aFileGoneBeforeTheForkStartsFailsTheBenchmarkWithOneLine() {
    Path fills = write("fills.ndjson", FILLS);
    BenchmarkListener deleteOnStart =
        new BenchmarkListener() {
          @Override
          public void runStarted(RunStart start) {
            try {
              Files.delete(fills);
            } catch (IOException e) {
              throw new UncheckedIOException(e);
            }
          }
        };
    BenchOutcome outcome =
        TinyPlans.engine()
            .run(
                TinyPlans.jmh()
                    .codecs("wire-compiled")
                    .fixtures(fills.toString())
                    .operations(Operation.DECODE)
                    .build(),
                deleteOnStart,
                new CancelToken());

    BenchResult result = outcome.results().get(0);
    assertThat(result.failed()).isTrue();
    assertThat(result.failure()).contains("fills.ndjson").contains("no such file");
  }
}
