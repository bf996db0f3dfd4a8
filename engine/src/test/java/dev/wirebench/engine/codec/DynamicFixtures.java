package dev.wirebench.engine.codec;

import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/** The dynamic fixtures every dynamic codec is held to, loaded from test resources. */
public final class DynamicFixtures {
  /**
   * Fixture ids: a given schema with every kind, the peer sample inferred, tricky inference, and a
   * user's schema in each schema language (.avsc, .proto, SBE XML), a FIX 4.4
   * MarketDataIncrementalRefresh whose Wirebench schema gives its FIX tags, and a user's SBE XML of
   * two messages whose own layout the sbe codec writes, and a user's .proto whose own descriptors
   * the protobuf codec writes.
   */
  public static final List<String> IDS =
      List.of(
          "order-event",
          "peer-inferred",
          "tricky-inferred",
          "order-event-avsc",
          "risk-snapshot-proto",
          "md-incremental-sbe",
          "md-incremental-fix",
          "order-entry-sbe",
          "venue-execution-proto",
          "peer-fbs");

  private DynamicFixtures() {}

  public static DynamicFixture load(String id) {
    DynamicFixtureLoader loader = new DynamicFixtureLoader();
    return switch (id) {
      case "order-event" ->
          loader.load(copy("/dynamic/order-event.json"), copy("/dynamic/order-event.schema.json"));
      case "peer-inferred" -> loader.load(copy("/peer/order_book_snapshots_sample.json"));
      case "tricky-inferred" -> loader.load(copy("/dynamic/tricky.json"));
      case "order-event-avsc" ->
          loader.load(copy("/dynamic/order-event-avro.json"), copy("/dynamic/order-event.avsc"));
      case "risk-snapshot-proto" ->
          loader.load(copy("/dynamic/risk-snapshot.json"), copy("/dynamic/risk-snapshot.proto"));
      case "md-incremental-sbe" ->
          loader.load(copy("/dynamic/md-incremental.json"), copy("/dynamic/md-incremental.xml"));
      case "md-incremental-fix" ->
          loader.load(
              copy("/dynamic/md-incremental-fix.ndjson"),
              copy("/dynamic/md-incremental-fix.schema.json"));
      case "order-entry-sbe" ->
          // the user's own SBE layout, one message chosen of the schema's two
          loader.load(
              copy("/dynamic/order-entry.ndjson"),
              Path.of("src/test/sbe/order-entry.xml"),
              "NewOrderSingle");
      case "venue-execution-proto" ->
          // the user's own .proto field numbers and types, one message chosen of two
          loader.load(
              copy("/dynamic/venue-executions.ndjson"),
              Path.of("src/test/protobuf/venue_order.proto"),
              "Execution");
      case "peer-fbs" ->
          // the docs' FlatBuffers schema of the peer's order books
          loader.load(
              copy("/peer/order_book_snapshots_sample.json"),
              Path.of("../docs/examples/peer-order-book/order_book.fbs"));
      default -> throw new IllegalArgumentException(id);
    };
  }

  private static Path copy(String resource) {
    try (InputStream in = DynamicFixtures.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("no test resource " + resource);
      }
      Path dir = Files.createDirectories(Path.of("target", "dynamic-fixtures"));
      Path file = dir.resolve(Path.of(resource).getFileName().toString());
      Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
