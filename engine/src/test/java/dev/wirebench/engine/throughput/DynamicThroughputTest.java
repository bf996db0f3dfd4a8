package dev.wirebench.engine.throughput;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodec;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.json.SchemaFile;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.fixture.FixtureException;
import dev.wirebench.engine.result.Environment;
import dev.wirebench.engine.result.RunStatus;
import dev.wirebench.engine.result.ThroughputPoint;
import dev.wirebench.engine.run.CancelToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Throughput over a user's message file of a shape Wirebench has no model for: real stream files in
 * a temp directory, real codecs' dynamic mappings, consumers as threads and as a forked JVM. The
 * runner checks every consumer's count and {@link DynamicChecksum} against what was written, so a
 * COMPLETE run means every consumer decoded every message to the same values.
 */
class DynamicThroughputTest {
  /** A venue's L2 update feed: decimals as numbers, timestamps, lists of records, an optional. */
  private static final String FEED =
      """
      {"seq": 1, "ts": "2026-11-25T01:00:00.000000001Z", "venue": "XNAS", "symbol": "AAPL", \
      "changes": [{"side": "bid", "px": 189.23, "qty": 300}, {"side": "ask", "px": 189.25, \
      "qty": 100}], "auction": null}
      {"seq": 2, "ts": "2026-11-25T01:00:00.000000502Z", "venue": "XNAS", "symbol": "MSFT", \
      "changes": [], "auction": {"indicativePx": 412.10, "imbalance": -2500}}
      {"seq": 3, "ts": "2026-11-25T01:00:01Z", "venue": "ARCX", "symbol": "AAPL", \
      "changes": [{"side": "ask", "px": 189.2600, "qty": 7}], "auction": null}
      """;

  @TempDir Path dir;
  @TempDir Path lockDir;

  private Path feed() throws IOException {
    Path file = dir.resolve("venue-feed.ndjson");
    Files.writeString(file, FEED);
    return file;
  }

  @Test
  void sweepsStoresTimesCodecsOverAMessageFileWithItsInferredSchema() throws IOException {
    Path feed = feed();
    ThroughputSettings settings =
        ThroughputSettings.builder()
            .stores(List.of("log", "chronicle"))
            .codecs(List.of("wire-compiled", "avro"))
            .fixture(feed.toString())
            .messages(3_001)
            .consumers(List.of(1, 2))
            .repetitions(1)
            .warmupMessages(1_000)
            .directory(dir)
            .build();

    ThroughputReport report =
        TestRunners.runner(lockDir).run(settings, ThroughputListener.NONE, new CancelToken());

    assertThat(report.failure()).isNull();
    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points())
        .extracting(ThroughputPoint::store, ThroughputPoint::codec, ThroughputPoint::consumers)
        .containsExactlyInAnyOrder(
            Tuple.tuple("log", "wire-compiled", 1),
            Tuple.tuple("log", "wire-compiled", 2),
            Tuple.tuple("log", "avro", 1),
            Tuple.tuple("log", "avro", 2),
            Tuple.tuple("chronicle", "wire-compiled", 1),
            Tuple.tuple("chronicle", "wire-compiled", 2),
            Tuple.tuple("chronicle", "avro", 1),
            Tuple.tuple("chronicle", "avro", 2));
    assertThat(report.points()).allMatch(p -> p.fixture().equals("venue-feed.ndjson"));
    assertThat(report.points()).allMatch(p -> p.messages() == 3_001);
    assertThat(report.ceilings()).hasSize(4);
    DynamicFixture loaded = new DynamicFixtureLoader().load(feed);
    Environment environment = report.environment();
    assertThat(environment.get(Environment.schemaFileKey("venue-feed.ndjson")))
        .isEqualTo("inferred");
    assertThat(environment.get(Environment.schemaHashKey("venue-feed.ndjson")))
        .isEqualTo(loaded.schemaHash());
    assertThat(environment.get("fixture.venue-feed.ndjson.sha256")).isEqualTo(loaded.contentHash());
  }

  @Test
  void forkedConsumerGetsTheMessageAndSchemaFiles() throws IOException {
    Path feed = feed();
    Path schema = dir.resolve("venue.schema.json");
    DynamicFixture inferred = new DynamicFixtureLoader().load(feed);
    Files.writeString(schema, SchemaFile.write(inferred.schema()));
    ThroughputSettings settings =
        ThroughputSettings.builder()
            .stores(List.of("log"))
            .codecs(List.of("wire-compiled"))
            .fixture(feed.toString())
            .schema(schema.toString())
            .messages(2_000)
            .consumers(List.of(1))
            .repetitions(1)
            .processPerConsumer(true)
            .warmupMessages(500)
            .directory(dir)
            .build();

    ThroughputReport report =
        TestRunners.runner(lockDir).run(settings, ThroughputListener.NONE, new CancelToken());

    // the fork re-read both files; its count and checksum matched what this JVM wrote
    assertThat(report.failure()).isNull();
    assertThat(report.status()).isEqualTo(RunStatus.COMPLETE);
    assertThat(report.points()).singleElement().satisfies(p -> assertThat(p.consumers()).isOne());
    assertThat(report.environment().get(Environment.schemaFileKey("venue-feed.ndjson")))
        .isEqualTo("venue.schema.json");
    assertThat(report.environment().get("settings.schema")).isEqualTo(schema.toString());
    assertThat(ProcessHandle.current().children()).isEmpty();
  }

  @Test
  void aCodecWithoutADynamicMappingIsRefusedBeforeAnythingIsWritten() throws IOException {
    ThroughputSettings settings =
        ThroughputSettings.builder()
            .codecs(List.of("wire-compiled", "kryo"))
            .fixture(feed().toString())
            .directory(dir)
            .build();

    assertThatThrownBy(() -> TestRunners.runner(lockDir).validate(settings))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("codec kryo cannot carry the messages of venue-feed.ndjson");
  }

  @Test
  void messagesThatBreakTheSchemaAreOneLocatedLine() throws IOException {
    Path feed = feed();
    DynamicFixture inferred = new DynamicFixtureLoader().load(feed);
    Path schema = dir.resolve("strict.schema.json");
    // seq as int8 still fits; qty 300 in message 1 does not
    Files.writeString(
        schema,
        SchemaFile.write(inferred.schema())
            .replaceFirst("(\"name\": \"qty\", \"type\": )\"int32\"", "$1\"int8\""));
    ThroughputSettings settings =
        ThroughputSettings.builder()
            .fixture(feed.toString())
            .schema(schema.toString())
            .directory(dir)
            .build();

    assertThatThrownBy(() -> TestRunners.runner(lockDir).validate(settings))
        .isInstanceOf(FixtureException.class)
        .hasMessageContaining("venue-feed.ndjson:1:")
        .hasMessageContaining("int8 out of range: 300");
  }

  @Test
  void theChecksumDependsOnEveryDecodedValue() throws IOException {
    DynamicFixture fixture = new DynamicFixtureLoader().load(feed());
    DynamicCodecs codecs = DynamicCodecs.discover();
    DynamicCodec codec = codecs.create("wire-compiled", fixture.schema());
    byte[] payload = Codecs.encode(codec, fixture.messages().get(0));
    DynamicRecord decoded =
        codec.decode(payload, 0, payload.length, new DynamicRecord(fixture.schema()));
    long original = DynamicChecksum.of(decoded);
    assertThat(DynamicChecksum.of(fixture.messages().get(0))).isEqualTo(original);

    // a nested list element's value, a top-level string, and presence each change the hash
    DynamicRecord change = decoded.getList(decoded.index("changes")).getRecord(1);
    change.setLong(change.index("qty"), 101);
    assertThat(DynamicChecksum.of(decoded)).isNotEqualTo(original);
    decoded = codec.decode(payload, 0, payload.length, decoded);
    assertThat(DynamicChecksum.of(decoded)).isEqualTo(original);
    decoded.setString(decoded.index("venue"), "XNYS");
    assertThat(DynamicChecksum.of(decoded)).isNotEqualTo(original);
    decoded = codec.decode(payload, 0, payload.length, decoded);
    decoded.record(decoded.index("auction"));
    assertThat(DynamicChecksum.of(decoded)).isNotEqualTo(original);
    // every message of the file hashes differently
    assertThat(fixture.messages().stream().map(DynamicChecksum::of).distinct()).hasSize(3);
  }
}
