package dev.wirebench.engine.dynamic.fbs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.wirebench.engine.codec.BoundCodec;
import dev.wirebench.engine.codec.Codecs;
import dev.wirebench.engine.codec.DynamicCodecs;
import dev.wirebench.engine.dynamic.DynamicRecord;
import dev.wirebench.engine.dynamic.FieldKind;
import dev.wirebench.engine.dynamic.RecordSchema;
import dev.wirebench.engine.fixture.DynamicFixture;
import dev.wirebench.engine.fixture.DynamicFixtureLoader;
import dev.wirebench.engine.inspect.RecordDiff;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * FlatBuffers schemas as the fourth user schema language: the docs' {@code order_book.fbs} read
 * into the peer's order books (presence as FlatBuffers reads it, the timestamp attribute, enums,
 * nested tables, vectors of tables) carried exactly by the codecs that carry user schemas; what the
 * reader refuses is said at its line and column.
 */
class FbsSchemasTest {
  private static final Path PEER =
      Path.of("src/test/resources/peer/order_book_snapshots_sample.json");
  private static final Path FBS = Path.of("../docs/examples/peer-order-book/order_book.fbs");

  private final DynamicFixtureLoader loader = new DynamicFixtureLoader();

  @TempDir Path dir;

  @Test
  void theDocsSchemaMapsAsFlatBuffersReadsIt() {
    RecordSchema book = loader.readSchema(FBS);

    assertThat(book.name()).isEqualTo("OrderBookSnapshot");
    assertThat(kind(book, "timestamp")).isEqualTo(FieldKind.TIMESTAMP);
    assertThat(kind(book, "isTrading")).isEqualTo(FieldKind.BOOLEAN);
    assertThat(kind(book, "tradingStatus")).isEqualTo(FieldKind.ENUM);
    assertThat(kind(book, "bids")).isEqualTo(FieldKind.LIST);
    assertThat(optional(book, "isTrading")).as("a scalar always reads").isFalse();
    assertThat(optional(book, "tradingStatus")).as("= null").isTrue();
    assertThat(optional(book, "venue")).as("(required)").isFalse();
    assertThat(optional(book, "lastTrade")).as("a table").isTrue();
    RecordSchema level = book.field(book.indexOf("bids")).type().element().record();
    assertThat(optional(level, "maker")).isTrue();
    assertThat(optional(level, "size")).isFalse();
    FbsUserSchema origin = (FbsUserSchema) book.origin();
    assertThat(origin.describe()).isEqualTo("FlatBuffers table peer.book.fbs.OrderBookSnapshot");
    assertThat(origin.source().fileName()).isEqualTo("order_book.fbs");
  }

  @Test
  void thePeerOrderBooksRoundTripInTheCodecsThatCarryUserSchemas() {
    DynamicFixture fixture = loader.load(PEER, FBS);
    DynamicCodecs codecs = DynamicCodecs.discover();

    assertThat(fixture.messages()).hasSize(5);
    for (String id : new String[] {"json", "cbor", "msgpack", "avro", "protobuf", "sbe"}) {
      BoundCodec<DynamicRecord> codec = codecs.create(id, fixture.schema());
      for (DynamicRecord message : fixture.messages()) {
        byte[] bytes = Codecs.encode(codec, message);
        assertThat(RecordDiff.diff(message, codec.decode(bytes, 0, bytes.length, null)))
            .as(id)
            .isEmpty();
      }
    }
    assertThat(codecs.support("flatbuffers", fixture.schema()).reason()).contains("flatc");
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "table T { u: U; }\\nunion U { A }|2:1: union is not supported",
        "table T { a: int }|1:18: expected ';', found '}'",
        "table T { a: Nope; }|1:11: unknown type Nope",
        "table T { t: long (timestamp); }|1:11: attribute timestamp is not declared",
        "include \"other.fbs\";|1:1: include is not supported",
        "table T { a: [int:4]; }|1:18: fixed-length arrays are not supported",
        "table T { a: int; } /* open|1:21: a comment that never ends",
        "table A { a: int; }\\ntable B { b: int; }|1:1: the schema has no root_type and 2 tables (A, B)"
      })
  void whatTheReaderRefusesIsSaidAtItsLineAndColumn(String text, String said) throws IOException {
    Path fbs = Files.writeString(dir.resolve("bad.fbs"), text.replace("\\n", "\n"));

    assertThatThrownBy(() -> loader.readSchema(fbs)).hasMessageContaining("bad.fbs:" + said);
  }

  @Test
  void aTableOtherThanTheRootIsChosenByName() throws IOException {
    Path fbs =
        Files.writeString(
            dir.resolve("two.fbs"), "table A { a: int; }\ntable B { b: string; }\nroot_type A;\n");

    assertThat(loader.messageNames(fbs)).containsExactly("A");
    assertThat(loader.readSchema(fbs, "B").name()).isEqualTo("B");
    assertThatThrownBy(() -> loader.readSchema(fbs, "C"))
        .hasMessageContaining("no table named \"C\" (the schema's tables: A, B)");
  }

  private static FieldKind kind(RecordSchema schema, String field) {
    return schema.field(schema.indexOf(field)).kind();
  }

  private static boolean optional(RecordSchema schema, String field) {
    return schema.field(schema.indexOf(field)).optional();
  }
}
